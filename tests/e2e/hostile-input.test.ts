import { rmSync } from "node:fs";
import net from "node:net";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedDatabase } from "~/.server/db/client";
import { analyticsEvents, contactMessages, mailOutbox, users, verifications } from "~/.server/db/schema";
import { newDataDir, type RunningServer, startServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

/** One request written to the socket as given (a client that lies), and the answer as text. */
function rawRequest(serverUrl: string, request: string): Promise<string> {
  const { hostname, port } = new URL(serverUrl);
  return new Promise((resolve) => {
    let answer = "";
    const socket = net.connect({ host: hostname, port: Number(port) }, () => socket.end(request));
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("close", () => resolve(answer));
    socket.on("error", () => resolve(answer));
  });
}

// Hostile input against every public form, action and resource route. Each case
// must get a 4xx answer (a Spanish message for the site's own forms and endpoints) or a 404,
// never a 5xx, never a stack trace or SQL; and when the server has stopped, its database holds
// nothing any of it should have stored.

const corpus: Record<string, string> = {
  "SQL injection": "' OR '1'='1'; DROP TABLE contact_messages; --",
  "SQL union": "x' UNION SELECT email, password FROM accounts --",
  "XSS script": "<script>alert(document.cookie)</script>",
  "XSS attribute": '"><img src=x onerror=alert(1)>',
  "javascript: URL": "javascript:alert(1)",
  "over-long": "a".repeat(200_000),
  "NUL byte": "ana\u0000@example.com",
  "control characters": "\u0001\u0002\u001b[31m",
  "path traversal": "../../../../etc/passwd",
  "encoded traversal": "..%2f..%2f..%2fetc%2fpasswd",
  "unicode oddities": "\u202e\ufeff\ud83d",
};

/** Bytes that are not UTF-8 at all, sent raw. */
const invalidUtf8 = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0x00, 0x80]);

const wrongTypes: unknown[] = [null, 42, true, [], ["a", "b"], { nested: { deeper: "x" } }, "texto suelto"];

/** Page forms (route actions) and the fields each posts; every field gets the hostile value. */
const pageForms: Array<{ path: string; fields: string[] }> = [
  { path: "/", fields: ["nombre", "apellido", "email", "whatsapp", "mensaje"] },
  { path: "/contacto", fields: ["nombre", "email", "telefono", "empresa", "mensaje", "topic", "pagina"] },
  { path: "/ambic", fields: ["name", "email", "phone", "company", "message"] },
  { path: "/auth", fields: ["intent", "email", "password"] },
  { path: "/auth?modo=registro", fields: ["email", "password"] },
  { path: "/auth/recuperar", fields: ["email"] },
  { path: "/auth/restablecer?token=x", fields: ["token", "password", "confirmation"] },
  { path: "/auth/verificacion", fields: ["code", "redirectTo"] },
];

/** Resource routes that take a JSON body. */
const jsonEndpoints = [
  "/api/contact",
  "/api/events",
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
];

/** E-mail values that would make a mail server send to several people or add headers. */
const emailAttacks = [
  "a@x.net,b@y.net,c@z.net",
  "a@x.net;b@y.net",
  "a@x.net b@y.net",
  "Ana <a@x.net>",
  '"a@x.net,b"@y.net',
  "a@x.net\r\nBcc: victima@z.net",
  "a@x.net\nSubject: Oferta",
  "a@x.net%0d%0aBcc:victima@z.net",
];

/** Every form with an e-mail field, with valid values in the others, so only the address is wrong. */
const emailForms: Array<{ path: string; fields: Record<string, string> }> = [
  { path: "/", fields: { nombre: "Ana", apellido: "Pereira", whatsapp: "099 123 456", mensaje: "Precio de redes." } },
  { path: "/contacto", fields: { nombre: "Ana", mensaje: "Precio de redes." } },
  { path: "/ambic", fields: { name: "Ana", message: "Quiero el catálogo." } },
  { path: "/auth", fields: { intent: "sign-in", password: "una-clave-larga" } },
  { path: "/auth?modo=registro", fields: { intent: "sign-up", password: "una-clave-larga" } },
  { path: "/auth", fields: { intent: "resend" } },
  { path: "/auth/recuperar", fields: {} },
];

/** Route actions that read a form, and what each gets instead of one. */
const formActions = [
  "/",
  "/contacto",
  "/ambic",
  "/auth",
  "/auth/recuperar",
  "/auth/restablecer?token=x",
  "/auth/verificacion",
  "/auth/salir",
];

/** Query values no page reads as such: line breaks (header injection), vertical tab, NUL, DEL, C1, non-Latin-1. */
const controlValues = [
  "%0d%0aSet-Cookie:%20x=1",
  "%0b",
  "%00",
  "%7f",
  "%c2%85",
  "%e2%80%a8",
  "%e6%97%a5%e6%9c%ac",
  "/%09/evil.example/",
  "/%09%5Cother-host/phish",
];
/** The query parameters the site reads anywhere, and a few it does not. */
const queryParameters = [
  "redirectTo",
  "modo",
  "token",
  "error",
  "verificado",
  "dias",
  "pagina",
  "page",
  "categoria",
  "editar",
  "delete",
  "consulta",
  "q",
  "x",
];

const oddPaths = [
  "/producto/%00",
  "/producto/..%2f..%2fetc%2fpasswd",
  "/producto/' OR 1=1 --",
  "/producto/%ff%fe",
  "/noticias/%00",
  "/noticias/..%2f..%2fetc%2fpasswd",
  "/noticias/%E0%A4%A",
  "/noticias/<script>alert(1)<%2fscript>",
  "/noticias/rss.xml%00",
  "/productos/%00/ficha-tecnica",
  "/productos/..%2f..%2fserver.ts/ficha-tecnica",
  "/uploads/../x",
  "/uploads/..%2f..%2f.secret",
  "/uploads/%2e%2e/%2e%2e/etc/passwd",
  "/uploads/products/..%5c..%5cx.webp",
  "/assets/..%2f..%2fserver.ts",
  "/%2e%2e/%2e%2e/etc/passwd",
  `/${"a".repeat(8000)}`,
  "/api/contact?x=%00",
];

// What a stack trace or a database error looks like (the input itself may be echoed, escaped, in a form).
const leaks = [
  /\bat [\w.<>$]+ \([^)]*:\d+:\d+\)/,
  /node_modules/,
  /Failed query/i,
  /syntax error at or near/i,
  /invalid byte sequence/i,
  /params: /,
  /"stack"/,
];

function expectNoLeak(body: string, label: string) {
  for (const pattern of leaks) expect(body, `${label} leaks ${pattern}`).not.toMatch(pattern);
}

/**
 * A 4xx with a Spanish message: JSON `error`, or an HTML page in Spanish. The analytics beacon
 * endpoint answers with a bare status: sendBeacon never reads a response.
 */
function expectSpanishRefusal(status: number, body: string, label: string) {
  expect(status, label).toBeGreaterThanOrEqual(400);
  expect(status, label).toBeLessThan(500);
  expectNoLeak(body, label);
  if (body === "" && label.endsWith("/api/events")) return;
  if (body.startsWith("{")) {
    expect(JSON.parse(body).error, label).toMatch(/[a-záéíóúñ]{3,}/i);
  } else if (body.startsWith('"')) {
    // A resource route (no page of its own) answers its refusal as a JSON string.
    expect(JSON.parse(body), label).toMatch(/[a-záéíóúñ]{3,}/i);
  } else {
    expect(body, label).toContain('lang="es"');
  }
}

describe("hostile input against every public form, action and resource route", () => {
  let dataDir: string;
  let server: RunningServer;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    dataDir = newDataDir("e2e-hostile-");
    smtp = await startSmtpServer();
    server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: smtp.url,
      CONTACT_INBOX: "ventas@campo.example",
      MAIL_OUTBOX_POLL_MS: "200",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function post(pathname: string, body: BodyInit, contentType: string, accept = "text/html") {
    const response = await fetch(`${server.url}${pathname}`, {
      method: "POST",
      headers: { origin: server.url, "content-type": contentType, accept, "x-forwarded-for": "203.0.113.9" },
      body,
      redirect: "manual",
    });
    return { status: response.status, body: await response.text() };
  }

  it("refuses hostile values in every field of every page form", async () => {
    for (const { path: pathname, fields } of pageForms) {
      for (const [name, value] of Object.entries(corpus)) {
        const form = new URLSearchParams(fields.map((field) => [field, value]));
        const { status, body } = await post(pathname, form.toString(), "application/x-www-form-urlencoded");
        expectSpanishRefusal(status, body, `${name} → POST ${pathname}`);
      }
      const raw = await post(
        pathname,
        Buffer.concat([Buffer.from("email="), invalidUtf8, Buffer.from("&mensaje="), invalidUtf8]),
        "application/x-www-form-urlencoded",
      );
      expectSpanishRefusal(raw.status, raw.body, `invalid UTF-8 → POST ${pathname}`);
      const multipart = new FormData();
      for (const field of fields) multipart.append(field, corpus["NUL byte"]!);
      multipart.append("file", new Blob([invalidUtf8]), "../../../etc/passwd");
      const asMultipart = await fetch(`${server.url}${pathname}`, {
        method: "POST",
        headers: { origin: server.url, accept: "text/html" },
        body: multipart,
        redirect: "manual",
      });
      expectSpanishRefusal(asMultipart.status, await asMultipart.text(), `multipart with a traversal file name → POST ${pathname}`);
    }
  });

  it("refuses hostile, mistyped, malformed and huge JSON on every JSON endpoint", async () => {
    for (const endpoint of jsonEndpoints) {
      // Better Auth's own endpoints answer its English codes; the site's forms translate them.
      const check = endpoint.startsWith("/api/auth/")
        ? (status: number, body: string, label: string) => {
            expect(status, label).toBeGreaterThanOrEqual(400);
            expect(status, label).toBeLessThan(500);
            expectNoLeak(body, label);
          }
        : expectSpanishRefusal;
      const fields = ["nombre", "email", "mensaje", "name", "password", "newPassword", "token", "properties", "path", "source"];
      for (const [name, value] of Object.entries(corpus)) {
        const json = JSON.stringify({ ...Object.fromEntries(fields.map((field) => [field, value])), source: "contacto" });
        const { status, body } = await post(endpoint, json, "application/json", "application/json");
        check(status, body, `${name} → POST ${endpoint}`);
      }
      for (const value of wrongTypes) {
        const json = JSON.stringify({ ...Object.fromEntries(fields.map((field) => [field, value])), source: value });
        const { status, body } = await post(endpoint, json, "application/json", "application/json");
        check(status, body, `${JSON.stringify(value)} → POST ${endpoint}`);
        const bare = await post(endpoint, JSON.stringify(value), "application/json", "application/json");
        check(bare.status, bare.body, `bare ${JSON.stringify(value)} → POST ${endpoint}`);
      }
      for (const [label, payload] of [
        ["malformed JSON", '{"nombre": "Ana", '],
        ["deeply nested JSON", `${"[".repeat(50_000)}${"]".repeat(50_000)}`],
        ["invalid UTF-8", invalidUtf8],
        ["huge JSON", JSON.stringify({ mensaje: "x".repeat(3 * 1024 * 1024) })],
      ] as const) {
        const { status, body } = await post(endpoint, payload, "application/json", "application/json");
        check(status, body, `${label} → POST ${endpoint}`);
      }
    }
  });

  it("answers odd and traversing paths with a 404 (or a 400) and never serves a file outside its folder", async () => {
    for (const pathname of oddPaths) {
      const response = await fetch(`${server.url}${pathname}`, { redirect: "manual" });
      const body = await response.text();
      expect([400, 404], `GET ${pathname}`).toContain(response.status);
      expectNoLeak(body, `GET ${pathname}`);
      expect(body, `GET ${pathname}`).not.toContain("root:x:0:0");
      expect(body, `GET ${pathname}`).not.toContain("startServer");
    }
  });

  it("refuses e-mail values that name several recipients or carry headers, on every form and endpoint", async () => {
    for (const value of emailAttacks) {
      for (const { path: pathname, fields } of emailForms) {
        const form = new URLSearchParams({ ...fields, email: value });
        const { status, body } = await post(pathname, form.toString(), "application/x-www-form-urlencoded");
        expectSpanishRefusal(status, body, `e-mail ${JSON.stringify(value)} → POST ${pathname}`);
      }
      for (const source of ["inicio", "contacto", "modal", "ambic"]) {
        const json = JSON.stringify({
          source,
          nombre: "Ana",
          apellido: "Pereira",
          whatsapp: "099",
          name: "Ana",
          mensaje: "Hola",
          message: "Hola",
          email: value,
        });
        const { status, body } = await post("/api/contact", json, "application/json", "application/json");
        expectSpanishRefusal(status, body, `e-mail ${JSON.stringify(value)} → POST /api/contact (${source})`);
      }
    }
  });

  it("answers a form action sent JSON, plain text, a broken multipart body or no type at all with a 4xx", async () => {
    const bodies: Array<[string, string | undefined, string]> = [
      ["JSON", "application/json", JSON.stringify({ email: "ana@example.com", password: "una-clave-larga" })],
      ["plain text", "text/plain", "email=ana@example.com&password=una-clave-larga"],
      ["XML", "application/xml", "<email>ana@example.com</email>"],
      ["broken multipart", "multipart/form-data; boundary=limite", '--limite\r\nContent-Disposition: form-data; name="email"\r\n\r\nana@'],
      ["multipart without a boundary", "multipart/form-data", "--x\r\n"],
      ["no content type", undefined, "email=ana@example.com"],
    ];
    for (const pathname of formActions) {
      for (const [label, contentType, payload] of bodies) {
        const headers: Record<string, string> = { origin: server.url, accept: "text/html" };
        if (contentType) headers["content-type"] = contentType;
        const response = await fetch(`${server.url}${pathname}`, {
          method: "POST",
          headers,
          body: contentType ? payload : new Blob([payload]),
          redirect: "manual",
        });
        const body = await response.text();
        // A contact form reads JSON as the contact function does; it must still refuse these values.
        expectSpanishRefusal(response.status, body, `${label} → POST ${pathname}`);
      }
    }
  });

  it("refuses bodies over the limit, also when they come in chunks, lie about their size or hide behind an encoded dot-segment", async () => {
    const big = "x".repeat(2 * 1024 * 1024);
    const contact = (extra: string) =>
      JSON.stringify({ source: "contacto", nombre: "Ana", email: "ana@example.com", mensaje: `${extra}Hola` });
    for (const pathname of [
      "/api/contact",
      "/contacto",
      "/auth",
      "/admin/%2e%2e/api/contact",
      "/admin/%2E%2E/contacto",
      "/x/.%2e/api/contact",
      "/admin/products/%2e%2e/%2e%2e/api/contact",
    ]) {
      const declared = await post(pathname, contact(big), "application/json", "application/json");
      expect(declared.status, `2 MB → POST ${pathname}`).toBeGreaterThanOrEqual(400);
      expect(declared.status, `2 MB → POST ${pathname}`).toBeLessThan(500);
      // A stream of unknown length: fetch sends it chunked.
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let sent = 0; sent < 3; sent++) controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      });
      const chunked = await fetch(`${server.url}${pathname}`, {
        method: "POST",
        headers: { origin: server.url, "content-type": "application/json", accept: "application/json" },
        body: stream,
        duplex: "half",
      } as RequestInit).catch(() => null);
      // The server may close the connection instead of reading 6 MB: that, or a 4xx.
      if (chunked) {
        expect(chunked.status, `chunked 6 MB → POST ${pathname}`).toBeGreaterThanOrEqual(400);
        expect(chunked.status, `chunked 6 MB → POST ${pathname}`).toBeLessThan(500);
      }
    }
    // A Content-Length far below what follows: the server reads only what was declared, and the rest
    // is not a second request it would act on.
    const lying = await rawRequest(
      server.url,
      `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}${contact("")}`,
    );
    expect(lying).not.toMatch(/^HTTP\/1\.1 5\d\d/m);
  });

  it("answers control characters and foreign hosts in every query parameter of every public page without a 5xx", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(pages.length).toBeGreaterThan(30);
    for (const pathname of [
      ...new Set([...pages, "/auth", "/auth/recuperar", "/auth/restablecer", "/auth/verificacion", "/admin/products"]),
    ]) {
      for (const value of controlValues) {
        const query = queryParameters.map((name) => `${name}=${value}`).join("&");
        const response = await fetch(`${server.url}${pathname}?${query}`, { headers: { accept: "text/html" }, redirect: "manual" });
        const body = await response.text();
        expect(response.status, `GET ${pathname}?…=${value}`).toBeLessThan(500);
        expectNoLeak(body, `GET ${pathname}?…=${value}`);
        const location = response.headers.get("location");
        if (location) expect(new URL(location, server.url).origin, `GET ${pathname}?…=${value} → ${location}`).toBe(server.url);
        expect(response.headers.get("set-cookie") ?? "", `GET ${pathname}?…=${value}`).not.toContain("x=1");
      }
    }
  });

  it("searches letters that unaccent turns into query syntax, and logs nothing of what was searched", async () => {
    // ʼ (U+02BC) becomes an apostrophe and ː (U+02D0) a colon in the database's unaccent.
    const addresses = [
      "/buscar?q=%CA%BC",
      "/buscar/sugerencias?q=a%CB%90b",
      `/buscar?q=${encodeURIComponent("pulverizadoraʼ")}`,
      `/buscar/sugerencias?q=${encodeURIComponent("pulverizadoraːb")}`,
    ];
    for (const address of addresses) {
      const response = await fetch(`${server.url}${address}`, { headers: { accept: "text/html" } });
      const body = await response.text();
      expect(response.status, address).toBe(200);
      expectNoLeak(body, address);
    }
    const searchLines = () => server.output.filter((line) => line.includes('"path":"/buscar'));
    await expect.poll(() => searchLines().length).toBeGreaterThanOrEqual(addresses.length);
    expect(server.output.join("\n")).not.toMatch(/pulverizadora|ʼ|ː/);
  });

  it("answers methods the site does not serve with a 4xx", async () => {
    for (const method of ["TRACE", "TRACK", "PROPFIND", "FOO"]) {
      const reply = await rawRequest(server.url, `${method} / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(reply, method).toMatch(/^HTTP\/1\.1 4\d\d/);
    }
  });

  it("stored nothing from all of it, and still stores a genuine message", async () => {
    const genuine = await post(
      "/api/contact",
      // Filled in over five seconds, as a person does (a faster form is kept as spam, without e-mails).
      JSON.stringify({
        nombre: "Ana Pereira",
        email: "ana@example.com",
        mensaje: "Necesito precio de redes para 200 fardos.",
        source: "contacto",
        duracion: "5000",
      }),
      "application/json",
      "application/json",
    );
    expect(genuine.status).toBe(200);
    // Only the genuine message's two e-mails ever reach the mail server: its notification and its confirmation.
    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(2);
    expect(smtp.received.every((raw) => /^To: (ventas@campo\.example|ana@example\.com)\r?$/m.test(raw))).toBe(true);
    await server.stop();
    expect(smtp.received).toHaveLength(2);

    const connection = await openEmbeddedDatabase({ dataDir });
    try {
      const rows = async (table: PgTable) => {
        const [row] = await connection.db.select({ n: count() }).from(table);
        return row!.n;
      };
      expect(await rows(contactMessages)).toBe(1);
      expect(await rows(analyticsEvents)).toBe(0);
      expect(await rows(users)).toBe(0);
      expect(await rows(verifications)).toBe(0);
      expect(await rows(mailOutbox)).toBe(2);
    } finally {
      await connection.close();
    }
  });
});
