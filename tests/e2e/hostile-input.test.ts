import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedDatabase } from "~/.server/db/client";
import { analyticsEvents, contactMessages, mailOutbox, users, verifications } from "~/.server/db/schema";
import { type RunningServer, startServer } from "../support/server";

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
const jsonEndpoints = ["/api/contact", "/api/events", "/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/request-password-reset", "/api/auth/reset-password"];

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
const leaks = [/\bat [\w.<>$]+ \([^)]*:\d+:\d+\)/, /node_modules/, /Failed query/i, /syntax error at or near/i, /invalid byte sequence/i, /params: /, /"stack"/];

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
  } else {
    expect(body, label).toContain('lang="es"');
  }
}

describe("hostile input against every public form, action and resource route", () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-hostile-"));
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
  });
  afterAll(async () => {
    await server?.stop();
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
      const raw = await post(pathname, Buffer.concat([Buffer.from("email="), invalidUtf8, Buffer.from("&mensaje="), invalidUtf8]), "application/x-www-form-urlencoded");
      expectSpanishRefusal(raw.status, raw.body, `invalid UTF-8 → POST ${pathname}`);
      const multipart = new FormData();
      for (const field of fields) multipart.append(field, corpus["NUL byte"]!);
      multipart.append("file", new Blob([invalidUtf8]), "../../../etc/passwd");
      const asMultipart = await fetch(`${server.url}${pathname}`, { method: "POST", headers: { origin: server.url, accept: "text/html" }, body: multipart, redirect: "manual" });
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

  it("stored nothing from all of it, and still stores a genuine message", async () => {
    const genuine = await post(
      "/api/contact",
      JSON.stringify({ nombre: "Ana Pereira", email: "ana@example.com", mensaje: "Necesito precio de redes para 200 fardos.", source: "contacto" }),
      "application/json",
      "application/json",
    );
    expect(genuine.status).toBe(200);
    await server.stop();

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
      // At most the genuine message's two e-mails (the worker may have sent them already).
      expect(await rows(mailOutbox)).toBeLessThanOrEqual(2);
    } finally {
      await connection.close();
    }
  });
});
