import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { count } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedDatabase } from "~/.server/db/client";
import { contactMessages } from "~/.server/db/schema";
import { signInCookie } from "../support/accounts-over-http";
import { adminCreate } from "../support/admin-create";
import { type AdminSite, signInThroughForm, startSiteWithAdmin } from "../support/admin-site";
import { waitForHydration } from "../support/browser";
import { newDataDir, type RunningServer, startServer } from "../support/server";

// The Content-Security-Policy (per-response script nonce, no inline script
// otherwise), the other security headers, the same-origin rule for mutating requests and the body
// size limits, checked against the production server and in Chromium.

const editor = { email: "seguridad@example.com", password: "clave-de-seguridad-1" };
const publicPages = ["/", "/producto/silotrato", "/noticias/como-elegir-la-red-para-enfardar", "/contacto"];

function cspOf(headers: Record<string, string>): Map<string, string> {
  const policy = headers["content-security-policy"] ?? "";
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => [directive.split(" ")[0]!, directive.slice(directive.indexOf(" ") + 1)] as [string, string]),
  );
}

/** Console errors, page errors and CSP violations seen by a page (a missing picture is not one). */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`);
    });
  });
  page.on("console", (message) => {
    if (/^Failed to load resource/.test(message.text())) return;
    if (message.type() === "error" || /Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

describe("security headers and policies", () => {
  let site: AdminSite;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSiteWithAdmin(editor);
    ({ server, browser } = site);
  });
  afterAll(() => site?.stop());

  it("sends a CSP whose script nonce is new on every response and is the one on every inline script", async () => {
    const nonces = new Set<string>();
    for (const pathname of publicPages) {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status, pathname).toBe(200);
      const csp = cspOf(Object.fromEntries(response.headers));
      const scriptSrc = csp.get("script-src")!;
      expect(scriptSrc, pathname).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{16,}'$/);
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(csp.get("frame-ancestors")).toBe("'none'");
      expect(csp.get("object-src")).toBe("'none'");
      expect(csp.get("base-uri")).toBe("'self'");
      expect(csp.get("connect-src")).toBe("'self'");
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
      nonces.add(nonce);

      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) {
        // JSON-LD is data, never run; everything else carries this response's nonce.
        if (attributes.includes('type="application/ld+json"')) continue;
        expect(attributes, `${pathname}: <script${attributes}>`).toContain(`nonce="${nonce}"`);
      }
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      // Plain HTTP (no PUBLIC_URL): no HSTS, which would lock a local browser out of http://.
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    expect(nonces.size).toBe(publicPages.length);
  });

  it("hydrates public pages in Chromium with the CSP and reports no violation", async () => {
    for (const pathname of publicPages) {
      const context = await browser.newContext({ baseURL: server.url });
      const page = await context.newPage();
      const problems = await watch(page);
      await page.goto(pathname);
      await waitForHydration(page);
      // Client navigation works: the router and its data requests run under the policy.
      await page.locator('a[href="/contacto"]:visible').first().click();
      await page.waitForURL("**/contacto");
      expect(problems, pathname).toEqual([]);
      await context.close();
    }
  });

  it("runs the admin article editor and the product image upload with the CSP and no violation", async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = await watch(page);
    await signInThroughForm(page, editor);
    await page.goto("/admin/articles/nuevo");
    await waitForHydration(page);

    await page.getByLabel("Título").fill("Prueba de política de contenido");
    // The rich editor's HTML view takes the markup as written.
    await page.getByRole("toolbar", { name: "Formato del contenido" }).getByRole("button", { name: "HTML" }).click();
    await page.getByLabel("Código HTML del contenido").fill("<h2>Vista previa segura</h2><p>Texto.</p>");
    await page.getByTestId("vista-previa").getByRole("heading", { name: "Vista previa segura" }).waitFor();

    await page.goto("/admin/products/nuevo");
    await waitForHydration(page);
    const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#2f7d32" } })
      .jpeg()
      .toBuffer();
    await page.getByLabel("Agregar imágenes").setInputFiles([{ name: "rollo.jpg", mimeType: "image/jpeg", buffer }]);
    await expect.poll(() => page.locator('input[type="hidden"][name="images"]').count(), { timeout: 30_000 }).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("refuses a POST that another site's page sends, with a Spanish message", async () => {
    const contact = { nombre: "Ana", email: "ana@example.com", mensaje: "Quiero una cotización de redes.", source: "contacto" };
    // PUT, PATCH and DELETE never get this far: the site serves none of them (405, below).
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { origin: "https://otro-sitio.example", "content-type": "application/json" },
      body: JSON.stringify(contact),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: "Este formulario solo se puede enviar desde el propio sitio." });
    // Without Origin the Referer names the page; a form page gets an HTML answer.
    const fromReferer = await fetch(`${server.url}/contacto`, {
      method: "POST",
      headers: { referer: "https://otro-sitio.example/trampa", accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(contact),
    });
    expect(fromReferer.status).toBe(403);
    expect(await fromReferer.text()).toContain("Este formulario solo se puede enviar desde el propio sitio.");
    // An opaque origin (a sandboxed frame, a data: page) is another site too.
    const opaque = await fetch(`${server.url}/api/events`, { method: "POST", headers: { origin: "null" }, body: "{}" });
    expect(opaque.status).toBe(403);

    // The site's own pages, and programs that name no page at all, pass.
    const own = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify(contact),
    });
    expect(own.status).toBe(200);
    const beacon = await fetch(`${server.url}/api/events`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "text/plain;charset=UTF-8" },
      body: JSON.stringify({ name: "sector_click", properties: { sector: "Tambo" }, path: "/" }),
    });
    expect(beacon.status).toBe(204);
  });

  it("answers 413 in Spanish to a body over the limit, and keeps the larger allowance for admin uploads only", async () => {
    const huge = JSON.stringify({ nombre: "Ana", email: "ana@example.com", mensaje: "x".repeat(2 * 1024 * 1024), source: "contacto" });
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: huge,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, error: "Los datos enviados son demasiado grandes." });

    // The same size to the admin image upload passes the size check and meets the admin guard.
    const upload = await fetch(`${server.url}/admin/products/imagenes`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/octet-stream" },
      body: huge,
    });
    expect(upload.status).toBe(401);
  });
});

describe("HSTS on an HTTPS site", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: "", PUBLIC_URL: "https://www.campo.example" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("asks browsers to use HTTPS only, and upgrades any http:// subresource", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});

interface RawAnswer {
  status: number | null;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes of the request body the client managed to hand to its socket. */
  sent: number;
  /** Set when the server closed the connection before answering. */
  error?: string;
}

/**
 * A request exactly as written: fetch would resolve dot-segments in the path and always state the
 * body's length. Without a content-length header the body goes chunked. The body keeps being sent
 * after the answer arrives, as a careless or hostile client does, until it ends or the server
 * closes the connection.
 */
function rawRequest(
  base: string,
  method: string,
  target: string,
  { headers = {}, chunks = [] }: { headers?: Record<string, string>; chunks?: Iterable<Buffer> } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    let sent = 0;
    let answer: Omit<RawAnswer, "sent"> | undefined;
    let writing = true;
    const settle = () => {
      if (!writing && answer) resolve({ ...answer, sent });
    };
    const request = http.request({ hostname, port, method, path: target, headers, agent: false });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        answer = { status: response.statusCode ?? null, headers: response.headers, body };
        settle();
      });
      response.on("error", () => {
        answer ??= { status: response.statusCode ?? null, headers: response.headers, body };
        settle();
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      answer ??= { status: null, headers: {}, body: "", error: error.code ?? error.message };
      writing = false;
      settle();
    });
    void (async () => {
      for (const chunk of chunks) {
        if (request.destroyed) break;
        sent += chunk.length;
        if (!request.write(chunk)) await drainedOrClosed(request);
      }
      if (!request.destroyed) request.end();
      writing = false;
      settle();
    })();
  });
}

function drainedOrClosed(request: http.ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      request.off("drain", done);
      request.off("close", done);
      resolve();
    };
    request.on("drain", done);
    request.on("close", done);
  });
}

function* repeated(chunk: Buffer, total: number): Generator<Buffer> {
  for (let sent = 0; sent < total; sent += chunk.length) yield chunk;
}

const MB = 1024 * 1024;

describe("request boundaries: paths, methods and body sizes", () => {
  const uploader = { email: "subidas@example.com", password: "clave-de-subidas-1" };
  let dataDir: string;
  let server: RunningServer;
  const stored = { expected: 0 };

  beforeAll(async () => {
    dataDir = newDataDir("e2e-boundaries-");
    const created = await adminCreate(
      ["--email", uploader.email],
      { DATA_DIR: dataDir, DATABASE_URL: undefined },
      `${uploader.password}\n`,
    );
    if (created.code !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A valid contact message, padded with a field the contact function ignores. */
  function contactJson(padding: number, mensaje = "Quiero precio de redes para 300 fardos."): Buffer {
    return Buffer.from(
      JSON.stringify({ nombre: "Ana", email: "ana@example.com", mensaje, source: "contacto", relleno: "x".repeat(padding) }),
    );
  }

  const json = { "content-type": "application/json", accept: "application/json" };

  it("refuses a path with a dot-segment, however encoded, before any route reads the body", async () => {
    const targets = [
      "/admin/%2e%2e/api/contact",
      "/admin/%2E%2E/api/contact",
      "/admin/.%2e/api/contact",
      "/admin/%2e./api/contact",
      "/admin/x/%2e%2e/%2e%2e/api/contact",
      "/admin/../api/contact",
      "/admin/products/imagenes/%2e%2e/%2e%2e/%2e%2e/api/contact",
      "/admin\\..\\api/contact",
      "/admin/products/imagenes%2f..%2f..%2f..%2fapi%2fcontact",
    ];
    for (const target of targets) {
      // The 2 MB body is declared and never sent: an answer proves nothing waited for it (a route
      // reading it would hang). Sending it would race the answer against the server closing the
      // connection on a client too busy to keep sending, and the closing can drop the answer.
      const body = contactJson(2 * MB);
      const answer = await rawRequest(server.url, "POST", target, {
        headers: { ...json, "content-length": String(body.length) },
      });
      expect(answer.status, target).toBe(400);
      expect(JSON.parse(answer.body), target).toEqual({ success: false, error: "La dirección pedida no es válida." });
      // Small bodies too: the path is refused, not the size.
      const small = contactJson(10);
      const again = await rawRequest(server.url, "POST", target, {
        headers: { ...json, "content-length": String(small.length) },
        chunks: [small],
      });
      expect(again.status, target).toBe(400);
    }
    // A NUL in the body of such a path never reaches a route either.
    const nul = Buffer.from(
      JSON.stringify({ nombre: "Ana\u0000", email: "ana@example.com", mensaje: "Hola, quiero precios.", source: "contacto" }),
    );
    const withNul = await rawRequest(server.url, "POST", "/admin/%2e%2e/api/contact", {
      headers: { ...json, "content-length": String(nul.length) },
      chunks: [nul],
    });
    expect(withNul.status).toBe(400);
    // Pages answer the same way: a browser gets a Spanish page.
    const page = await rawRequest(server.url, "GET", "/noticias/%2e%2e/contacto", { headers: { accept: "text/html" } });
    expect(page.status).toBe(400);
    expect(page.body).toContain('lang="es"');
  });

  it("counts a chunked body: within the limit it is read, past it the answer is 413 and nothing is stored", async () => {
    const genuine = contactJson(0);
    const accepted = await rawRequest(server.url, "POST", "/api/contact", {
      headers: json,
      chunks: [genuine.subarray(0, 20), genuine.subarray(20)],
    });
    expect(accepted.status).toBe(200);
    stored.expected++;

    const oversized = await rawRequest(server.url, "POST", "/api/contact", { headers: json, chunks: [contactJson(3 * MB)] });
    expect(oversized.status).toBe(413);
    expect(JSON.parse(oversized.body)).toEqual({ success: false, error: "Los datos enviados son demasiado grandes." });

    // A NUL in a chunked body is found like in any other.
    const nul = Buffer.from(
      JSON.stringify({ nombre: "Ana\u0000", email: "ana@example.com", mensaje: "Hola, quiero precios.", source: "contacto" }),
    );
    const withNul = await rawRequest(server.url, "POST", "/api/contact", { headers: json, chunks: [nul] });
    expect(withNul.status).toBe(400);
  });

  it("cuts a chunked body that keeps growing far past the limit, and keeps answering", async () => {
    const total = 64 * MB;
    const answer = await rawRequest(server.url, "POST", "/api/contact", {
      headers: json,
      chunks: repeated(Buffer.alloc(64 * 1024, "x"), total),
    });
    // Either the client read the 413, or the server closed the connection before taking it all.
    expect(answer.status === 413 || answer.error !== undefined, JSON.stringify(answer)).toBe(true);
    expect(answer.sent).toBeLessThan(total);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("changes nothing when Content-Length lies: only the declared bytes are the body", async () => {
    const body = contactJson(2 * MB);
    const answer = await rawRequest(server.url, "POST", "/api/contact", { headers: { ...json, "content-length": "40" }, chunks: [body] });
    expect(answer.status === null || (answer.status >= 400 && answer.status < 500), JSON.stringify(answer.status)).toBe(true);
  });

  it("answers 405 with Allow and a Spanish message to any method the site does not serve", async () => {
    for (const method of ["TRACE", "OPTIONS", "PUT", "PATCH", "DELETE", "PROPFIND", "MKCOL", "PURGE", "SEARCH"]) {
      for (const target of ["/", "/api/contact", "/admin/products/imagenes"]) {
        const answer = await rawRequest(server.url, method, target, { headers: { accept: "application/json" } });
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.headers.allow, `${method} ${target}`).toBe("GET, HEAD, POST");
        expect(JSON.parse(answer.body), `${method} ${target}`).toEqual({ success: false, error: "Método no permitido." });
      }
    }
    const page = await rawRequest(server.url, "TRACE", "/", { headers: { accept: "text/html" } });
    expect(page.status).toBe(405);
    expect(page.body).toContain("Método no permitido.");

    // CONNECT (a proxy tunnel) gets the same answer instead of a dropped connection.
    const { hostname, port } = new URL(server.url);
    const socket = net.connect(Number(port), hostname);
    socket.end("CONNECT 127.0.0.1:80 HTTP/1.1\r\nHost: 127.0.0.1:80\r\n\r\n");
    let tunnel = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => (tunnel += chunk));
    await once(socket, "close");
    expect(tunnel).toMatch(/^HTTP\/1\.1 405 /);
    expect(tunnel).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
    expect(tunnel).toContain("Método no permitido.");

    // A method HTTP does not know is refused by Node's parser itself.
    const unknown = await rawRequest(server.url, "FOO", "/");
    expect(unknown.status).toBe(400);
  });

  it("lets an administrator send images of several megabytes to the exact upload routes, and only there", async () => {
    const cookie = await signInCookie(server.url, uploader.email, uploader.password);
    // Random pixels do not compress: a PNG of about 5 MB, under the 10 MB per-image rule.
    const photo = await sharp(randomBytes(1300 * 1300 * 3), { raw: { width: 1300, height: 1300, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(4 * MB);
    const send = (target: string, fields: Record<string, string>, file: Buffer = photo) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append(
        target.includes("imagenes") ? "file" : target.includes("articles") ? "cover" : "newImages",
        new Blob([new Uint8Array(file)], { type: "image/png" }),
        "foto.png",
      );
      return fetch(`${server.url}${target}`, {
        method: "POST",
        headers: { origin: server.url, cookie, accept: "text/html" },
        body: form,
        redirect: "manual",
      });
    };

    // The product picker's endpoint.
    const picked = await send("/admin/products/imagenes", {});
    expect(picked.status).toBe(200);
    expect((await picked.json()).url).toMatch(/^\/uploads\/products\//);

    // The article editor's image endpoint.
    const inArticle = await send("/admin/articles/imagenes", {});
    expect(inArticle.status).toBe(200);
    expect(await inArticle.json()).toMatchObject({ url: expect.stringMatching(/^\/uploads\/articles\//), width: 1300, height: 1300 });

    // The article form with its cover: as a page without JavaScript, and as the hydrated editor's data request.
    const article = { intent: "save", content: "<p>Una portada grande.</p>", publishedAt: "" };
    // A saved article returns to the list, whose flash says so.
    const savedNotice = async (saved: Response) => {
      const flash = saved.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
      // First, so it is the one read: the sign-in left a flash cookie of its own.
      return (await fetch(`${server.url}/admin/articles`, { headers: { cookie: `${flash}; ${cookie}` } })).text();
    };
    const asPage = await send("/admin/articles/nuevo", { ...article, title: "Portada grande", slug: "portada-grande" });
    expect(asPage.status).toBe(303);
    expect(await savedNotice(asPage)).toContain("Artículo creado correctamente");
    const asData = await send("/admin/articles/nuevo.data", { ...article, title: "Portada grande dos", slug: "portada-grande-dos" });
    expect(asData.status).toBe(202);
    expect(await savedNotice(asData)).toContain("Artículo creado correctamente");

    // Any other admin action keeps its small limit, under any spelling of an upload route's path
    // (a photo of 1 MB: far larger bodies are not read at all, the connection is closed).
    for (const target of ["/admin/usuarios", "/admin/messages", "/admin/products/imagenes/", "/admin/articles/x"]) {
      const elsewhere = await send(target, {}, photo.subarray(0, MB));
      expect(elsewhere.status, target).toBe(413);
      expect(await elsewhere.text()).toContain("Los datos enviados son demasiado grandes.");
    }
  });

  it("stored only the genuine message", async () => {
    await server.stop();
    const connection = await openEmbeddedDatabase({ dataDir });
    try {
      const [row] = await connection.db.select({ n: count() }).from(contactMessages);
      expect(row!.n).toBe(stored.expected);
    } finally {
      await connection.close();
    }
  });
});
