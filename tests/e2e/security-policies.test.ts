import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminSite, signInThroughForm, startSiteWithAdmin } from "../support/admin-site";
import { waitForHydration } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

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

    await page.getByLabel("Título").fill("Prueba de política de contenido");
    await page.getByLabel("Contenido", { exact: true }).fill("<h2>Vista previa segura</h2><p>Texto.</p>");
    await page.getByTestId("vista-previa").getByRole("heading", { name: "Vista previa segura" }).waitFor();

    await page.goto("/admin/products/nuevo");
    await waitForHydration(page);
    const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#2f7d32" } }).jpeg().toBuffer();
    await page.getByLabel("Agregar imágenes").setInputFiles([{ name: "rollo.jpg", mimeType: "image/jpeg", buffer }]);
    await expect.poll(() => page.locator('input[type="hidden"][name="images"]').count(), { timeout: 30_000 }).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("refuses a POST, PUT, PATCH or DELETE that another site's page sends, with a Spanish message", async () => {
    const contact = { nombre: "Ana", email: "ana@example.com", mensaje: "Quiero una cotización de redes.", source: "contacto" };
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const response = await fetch(`${server.url}/api/contact`, {
        method,
        headers: { origin: "https://otro-sitio.example", "content-type": "application/json" },
        body: JSON.stringify(contact),
      });
      expect(response.status, method).toBe(403);
      expect(await response.json()).toEqual({ success: false, error: "Este formulario solo se puede enviar desde el propio sitio." });
    }
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
      body: JSON.stringify({ name: "sector_click", properties: { sector: "tambo" }, path: "/" }),
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
