import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminSite, adminSession, startSiteWithAdmin } from "../support/admin-site";
import { waitForHydration } from "../support/browser";
import { type RunningServer } from "../support/server";

// Caching that stays correct (docs/decisions/007-html-cache.md): anonymous public
// pages are CDN-cacheable and kept by the server until an admin write changes the content version;
// nothing answered to a signed-in visitor, an admin page or an error is ever stored or shared.

const editor = { email: "cache@example.com", password: "clave-de-la-cache-1" };

describe("caching", () => {
  let site: AdminSite;
  let server: RunningServer;
  let browser: Browser;
  let signedIn: BrowserContextOptions["storageState"];
  let sessionCookie: string;

  /** What an anonymous visitor (no cookie) gets. */
  async function anonymous(urlPath: string) {
    const response = await fetch(server.url + urlPath, { redirect: "manual" });
    return { response, html: await response.text() };
  }

  async function asEditor(urlPath: string) {
    const response = await fetch(server.url + urlPath, { redirect: "manual", headers: { cookie: sessionCookie } });
    return { response, html: await response.text() };
  }

  beforeAll(async () => {
    site = await startSiteWithAdmin(editor);
    ({ server, browser } = site);
    const session = await adminSession(site, editor);
    signedIn = session;
    sessionCookie = session.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  });
  afterAll(() => site?.stop());

  it("lets a CDN and the server keep anonymous public pages, and hashed assets for good", async () => {
    const first = await anonymous("/noticias");
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(first.response.headers.get("vary")).toMatch(/Cookie/);
    const second = await anonymous("/noticias");
    expect(second.response.headers.get("x-cache")).toBe("HIT");
    // The kept page is sent byte for byte; its inline scripts are allowed by hash, never by a
    // nonce that another visitor already received.
    expect(second.html).toBe(first.html);
    const scriptSrc = (answer: typeof first) =>
      /script-src ([^;]+)/.exec(answer.response.headers.get("content-security-policy") ?? "")![1]!;
    expect(scriptSrc(first)).toMatch(/^'self' 'nonce-[^']+'$/);
    expect(scriptSrc(second)).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);

    // The kept page is compressed once at Brotli's best quality: browsers that accept it get the
    // same page in fewer bytes than the gzip copy.
    const compressed = (encoding: string) => fetch(server.url + "/noticias", { headers: { "Accept-Encoding": encoding } });
    await expect.poll(async () => (await compressed("gzip, deflate, br")).headers.get("content-encoding")).toBe("br");
    const [brotli, gzip] = [await compressed("gzip, deflate, br"), await compressed("gzip")];
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(Number(brotli.headers.get("content-length"))).toBeLessThan(Number(gzip.headers.get("content-length")));
    expect(await brotli.text()).toBe(first.html);
    expect(await gzip.text()).toBe(first.html);

    // Served that way, the page still hydrates in Chromium with no script refused by the policy.
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const visit = await page.goto("/noticias");
    expect(visit?.headers()["x-cache"]).toBe("HIT");
    await waitForHydration(page);
    await context.close();
    expect(refused).toEqual([]);

    // A hashed script of the page (named in the loader that runs them after the first paint).
    const script = /"(\/assets\/[\w.-]+\.js)"/.exec(first.html);
    const asset = await fetch(server.url + script![1]);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toMatch(/immutable/);
  });

  it("shows an admin's product edit on the listing at the next request", async () => {
    const before = await anonymous("/redes-enfardar");
    const productPath = /href="(\/producto\/[0-9a-f-]{36})"/.exec(before.html)![1]!;
    expect((await anonymous("/redes-enfardar")).response.headers.get("x-cache")).toBe("HIT");
    expect((await anonymous(productPath)).response.status).toBe(200);

    const context = await browser.newContext({ baseURL: server.url, storageState: signedIn });
    const page = await context.newPage();
    await page.goto(`/admin/products/${productPath.split("/").pop()}`);
    await waitForHydration(page);
    await page.getByLabel("Nombre", { exact: true }).fill("Red Renombrada por la Editora");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await page.getByText("Producto actualizado correctamente").waitFor();
    await context.close();

    const listing = await anonymous("/redes-enfardar");
    expect(listing.response.headers.get("x-cache")).toBe("MISS");
    expect(listing.html).toContain("Red Renombrada por la Editora");
    expect((await anonymous(productPath)).html).toContain("Red Renombrada por la Editora");
    const again = await anonymous("/redes-enfardar");
    expect(again.response.headers.get("x-cache")).toBe("HIT");
    expect(again.html).toContain("Red Renombrada por la Editora");
  });

  it("never stores or shares what a signed-in visitor, an admin page or an error answered", async () => {
    // A signed-in visitor's public page is rendered for them alone, and not kept for the next visitor.
    const signedInPage = await asEditor("/");
    expect(signedInPage.response.status).toBe(200);
    expect(signedInPage.response.headers.get("cache-control")).toBe("private, no-store");
    expect(signedInPage.response.headers.get("x-cache")).toBeNull();
    const visitorPage = await anonymous("/");
    expect(visitorPage.response.headers.get("x-cache")).toBe("MISS");
    expect(visitorPage.html).not.toContain(editor.email);

    // The admin area: private for the editor, and an anonymous visitor is sent to sign in.
    const adminPage = await asEditor("/admin/products");
    expect(adminPage.response.status).toBe(200);
    expect(adminPage.html).toContain("Nuevo producto");
    expect(adminPage.response.headers.get("cache-control")).toBe("private, no-store");
    for (let i = 0; i < 2; i++) {
      const stranger = await anonymous("/admin/products");
      expect(stranger.response.status).toBeGreaterThanOrEqual(300);
      expect(stranger.response.headers.get("cache-control")).toBe("private, no-store");
      expect(stranger.response.headers.get("x-cache")).toBeNull();
      expect(stranger.html).not.toContain("Nuevo producto");
    }

    // Errors are never cached, by the server or a CDN.
    for (let i = 0; i < 2; i++) {
      const missing = await anonymous("/esta-pagina-no-existe");
      expect(missing.response.status).toBe(404);
      expect(missing.response.headers.get("cache-control")).toBe("private, no-store");
      expect(missing.response.headers.get("x-cache")).toBe("MISS");
    }
  });
});
