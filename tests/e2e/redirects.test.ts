import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useAdminSite } from "../support/admin-site";
import { visitorUserAgent, waitForHydration } from "../support/browser";

// Redirects and «Páginas no encontradas» (docs/decisions/034-history-trash-media-redirects.md): a
// renamed article's old address answers 301 with the new one and leaves the sitemap; an address
// visitors keep asking for shows in the report, where a redirect is made in two steps and then
// followed.

const editor = { email: "redirecciones@example.com", password: "clave-de-redirecciones-1" };
const title = "Agua de bebida en aves: cloración y monitoreo para un lote parejo";
const oldSlug = "agua-de-bebida-en-aves";
const newSlug = "agua-de-bebida-para-aves";

function row(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
}

describe("redirects", () => {
  const site = useAdminSite(editor);
  const staff = () => site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn });
  // A visitor's browser: the headless shell's own user agent reads as a robot, which is not counted.
  const visitor = () => site.browser.newContext({ baseURL: site.server.url, userAgent: visitorUserAgent });

  it("sends a renamed article's old address to its new one, and the sitemap lists only the new", async () => {
    const context = await staff();
    const page = await context.newPage();
    await page.goto("/admin/articles");
    await waitForHydration(page);
    await page.getByRole("link", { name: `Editar: ${title}` }).click();
    await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
    await waitForHydration(page);
    await page.getByLabel("Slug").fill(newSlug);
    await page.locator('button[name="intent"][value="save"]').click();
    await page.getByText("Artículo actualizado correctamente").waitFor();
    await context.close();

    const browsing = await visitor();
    const first = await browsing.request.get(`/noticias/${oldSlug}?desde=boletin`, { maxRedirects: 0 });
    expect(first.status()).toBe(301);
    expect(first.headers()["location"]).toBe(`/noticias/${newSlug}?desde=boletin`);
    const reader = await browsing.newPage();
    const answer = await reader.goto(`/noticias/${oldSlug}`);
    expect(new URL(reader.url()).pathname).toBe(`/noticias/${newSlug}`);
    expect(answer?.status()).toBe(200);

    const sitemap = await (await browsing.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/noticias/${newSlug}</loc>`);
    expect(sitemap).not.toContain(`/noticias/${oldSlug}</loc>`);
    await browsing.close();
  });

  it("shows an address asked for three times in «Páginas no encontradas», where a redirect is made and then followed", async () => {
    const missing = "/empresa/quienes-somos.html";
    const browsing = await visitor();
    const reader = await browsing.newPage();
    for (let i = 0; i < 3; i++) expect((await reader.goto(missing))?.status()).toBe(404);

    const context = await staff();
    const page = await context.newPage();
    await page.goto("/admin/paginas-no-encontradas");
    await waitForHydration(page);
    const reported = row(page, missing);
    expect(await reported.getByRole("cell").first().innerText()).toBe("3");
    await reported.getByRole("link", { name: /^Crear redirección/ }).click();
    await page.waitForURL((url) => url.pathname === "/admin/redirecciones");
    await waitForHydration(page);
    expect(await page.getByLabel("Dirección vieja").inputValue()).toBe(missing);
    await page.getByLabel("Dirección nueva").fill("/contacto");
    await page.getByRole("button", { name: "Crear redirección", exact: true }).click();
    await page.getByText("Redirección creada").first().waitFor();
    await row(page, missing).waitFor();

    await reader.goto(missing);
    expect(new URL(reader.url()).pathname).toBe("/contacto");
    await page.goto("/admin/paginas-no-encontradas");
    expect(await row(page, missing).innerText()).toContain("Ya redirige a /contacto");
    await context.close();
    await browsing.close();
  });
});
