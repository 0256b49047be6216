import sharp from "sharp";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminSite, signInThroughForm, startSiteWithAdmin } from "../support/admin-site";
import { allowBrowserErrors, openPage, waitForHydration } from "../support/browser";
import { type RunningServer } from "../support/server";

// News end to end on a server of its own: the seeded articles on /noticias, the article page, the
// SCRUBBER page and the feed; then an editor writes and publishes an article with a cover, finds
// it on the home page and /noticias, unpublishes it and deletes it through ?delete=.

const editor = { email: "editora@example.com", password: "clave-de-la-editora" };
const title = "Ñandú Año Único: jornada de ordeñe";
const slug = "nandu-ano-unico-jornada-de-ordene";

describe("news", () => {
  let site: AdminSite;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSiteWithAdmin(editor);
    ({ server, browser } = site);
  });
  afterAll(() => site?.stop());

  it("shows the published articles on /noticias and opens one, with its metadata", async () => {
    const { page, context, errors } = await openPage(browser, "/noticias", { baseURL: server.url });
    expect(await page.title()).toBe("Noticias | Campo & Industria");
    await expect
      .poll(() => page.getByRole("heading", { level: 2 }).allTextContents())
      .toContain("Cómo elegir la red para enfardar según tu forraje");
    expect(await page.getByRole("heading", { name: "Jornada técnica de ensilaje: fechas e inscripciones" }).count()).toBe(0);
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href")).toBe("/noticias/rss.xml");

    await page.getByRole("link", { name: "Leer artículo: Cómo elegir la red para enfardar según tu forraje" }).click();
    await page.waitForURL("**/noticias/como-elegir-la-red-para-enfardar");
    await page.getByRole("heading", { level: 1, name: "Cómo elegir la red para enfardar según tu forraje" }).waitFor();
    await page.getByRole("cell", { name: "Alfalfa y fardos pesados" }).waitFor();
    await page.getByRole("link", { name: "Volver a noticias" }).waitFor();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"@type":"Article"'))).toBe(true);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${server.url}/noticias/como-elegir-la-red-para-enfardar`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("replaces a cover that fails to load, and shows skeleton lines while an article loads", async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    allowBrowserErrors(/Failed to load resource: net::ERR_FAILED/);
    await page.route("**/images/news/agua-de-bebida-en-aves.webp", (route) => route.abort());
    await page.goto("/noticias");
    await waitForHydration(page);
    await page
      .getByRole("img", { name: "Imagen no disponible de Agua de bebida en aves: cloración y monitoreo para un lote parejo" })
      .waitFor();

    // Hold the article's data until the skeleton has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/noticias/pre-dipping-habitos-de-ordene.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "Leer artículo: Pre-dipping: cinco hábitos de ordeñe que bajan las células somáticas" }).click();
    await expect.poll(() => page.getByTestId("article-line-skeleton").count()).toBe(6);
    release();
    await page.getByRole("heading", { level: 1, name: "Pre-dipping: cinco hábitos de ordeñe que bajan las células somáticas" }).waitFor();
    expect(await page.getByTestId("article-line-skeleton").count()).toBe(0);
    await context.close();
  });

  it("answers 404 'Artículo no encontrado' for a draft or a missing slug", async () => {
    for (const missing of ["jornada-tecnica-de-ensilaje", "no-existe"]) {
      const response = await fetch(`${server.url}/noticias/${missing}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Artículo no encontrado");
    }
  });

  it("renders the SCRUBBER article block and the RSS feed", async () => {
    const scrubber = await (await fetch(`${server.url}/scrubber`)).text();
    expect(scrubber).toContain("SaniCleanse Air: limpieza, desinfección y secado de pezones en un solo paso");
    expect(scrubber).toContain("<h2>Cómo funciona</h2>");

    const feed = await fetch(`${server.url}/noticias/rss.xml`);
    expect(feed.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await feed.text();
    expect(xml).toContain(`<link>${server.url}/noticias/sanicleanse-air-teat-scrubber-system</link>`);
    expect(xml).not.toContain("jornada-tecnica-de-ensilaje");
  });

  it("lets an editor publish an article with a cover, unpublish it and delete it through ?delete=", async () => {
    const { page, context, errors } = await openPage(browser, "/", { baseURL: server.url });
    await signInThroughForm(page, editor);
    await page.getByRole("link", { name: "Nuevo artículo" }).click();
    await page.waitForURL("**/admin/articles/nuevo");
    await waitForHydration(page);

    await page.getByLabel("Título").fill(title);
    await expect.poll(() => page.getByLabel("Slug").inputValue()).toBe(slug);
    await page.getByLabel("Resumen").fill("Una mañana de trabajo en la sala de ordeñe con el equipo técnico.");
    // The rich editor's HTML view takes the markup as written.
    await page.getByRole("toolbar", { name: "Formato del contenido" }).getByRole("button", { name: "HTML" }).click();
    await page
      .getByLabel("Código HTML del contenido")
      .fill("<h2>Qué vimos</h2><p>Rutina de <strong>pre-dipping</strong> con secado por aire.</p><script>alert(1)</script>");
    await page.getByTestId("vista-previa").getByRole("heading", { name: "Qué vimos" }).waitFor();
    await page.getByLabel("Etiquetas").fill("tambo, ordeñe");
    await page.getByLabel("Publicado").check();
    const cover = await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#2f7a45" } })
      .png()
      .toBuffer();
    await page.getByLabel("Imagen de portada").setInputFiles({ name: "portada.png", mimeType: "image/png", buffer: cover });
    await page.getByRole("button", { name: "Publicar", exact: true }).click();
    await page.getByText("Artículo creado correctamente").waitFor();
    // The new article stays open, at its own address.
    await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
    const editAddress = page.url();
    await page.getByRole("link", { name: "Volver al listado" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/articles");
    await page.locator(`tr[data-slug="${slug}"]`).getByText("Publicado").waitFor();

    // Editing has its own address, like the products: the list links to /admin/articles/{id}.
    await page.getByRole("link", { name: `Editar: ${title}` }).click();
    await page.waitForURL(editAddress);
    await waitForHydration(page);
    expect(await page.getByLabel("Título").inputValue()).toBe(title);
    await page.getByLabel("Resumen").fill("Una mañana en la sala de ordeñe con el equipo técnico.");
    await page.getByRole("button", { name: "Guardar cambios", exact: true }).click();
    await page.getByText("Artículo actualizado correctamente").waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/articles");

    await page.goto("/");
    await page.getByRole("link", { name: `Leer artículo: ${title}` }).waitFor();
    await page.goto("/noticias");
    await waitForHydration(page);
    await page.getByRole("link", { name: `Leer artículo: ${title}` }).click();
    await page.waitForURL(`**/noticias/${slug}`);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await page.getByRole("img", { name: title }).getAttribute("src")).toMatch(/^\/uploads\/articles\/[0-9a-f-]{36}-800\.webp$/);
    expect(await page.locator("article script").count()).toBe(0);

    await page.goto("/admin/articles");
    await waitForHydration(page);
    // A published article's row links to its public page; a draft's says it is not on the site.
    const listed = page.locator(`tr[data-slug="${slug}"]`);
    expect(await listed.getByRole("link", { name: `Ver en el sitio: ${title}` }).getAttribute("href")).toBe(`/noticias/${slug}`);
    await page.getByRole("button", { name: `Pasar a borrador: ${title}` }).click();
    await page.getByText("Artículo pasado a borrador").waitFor();
    await listed.getByText("No se ve en el sitio").waitFor();
    expect(await listed.getByRole("link", { name: /Ver en el sitio/ }).count()).toBe(0);
    expect((await fetch(`${server.url}/noticias/${slug}`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/noticias`)).text()).not.toContain(title);

    // The confirmation closes with "Cancelar" or with Escape, and nothing is deleted.
    const confirmation = page.getByRole("alertdialog", { name: "¿Eliminar este artículo? Esta acción no se puede deshacer." });
    await page.goto(`/admin/articles?delete=${slug}`);
    await waitForHydration(page);
    await confirmation.getByRole("link", { name: "Cancelar" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/articles" && url.search === "");
    await confirmation.waitFor({ state: "detached" });
    await page.goto(`/admin/articles?delete=${slug}`);
    await waitForHydration(page);
    await confirmation.waitFor();
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => url.pathname === "/admin/articles" && url.search === "");
    await confirmation.waitFor({ state: "detached" });
    await listed.waitFor();

    await page.goto(`/admin/articles?delete=${slug}`);
    await waitForHydration(page);
    await confirmation.waitFor();
    await page.getByRole("button", { name: "Sí, eliminar" }).click();
    await page.getByText("Artículo eliminado correctamente").waitFor();
    // The notice comes with the action's answer; the address drops ?delete= right after, for
    // ?eliminado={id}, which offers «Deshacer» (tests/e2e/trash.test.ts).
    await page.waitForURL((url) => url.search.startsWith("?eliminado="));
    // React Router changes the address before React has drawn the revalidated list.
    await expect.poll(() => page.locator(`tr[data-slug="${slug}"]`).count()).toBe(0);

    await page.goto(`/admin/articles?delete=${slug}`);
    await page.getByText(`No se encontró un artículo con slug "${slug}"`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
