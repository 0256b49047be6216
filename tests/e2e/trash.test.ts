import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useAdminSite } from "../support/admin-site";
import { expectNoA11yViolations, waitForHydration } from "../support/browser";

// «Papelera» in Chromium (docs/decisions/034-history-trash-media-redirects.md): an editor publishes
// an article with a cover, deletes it through the spec's ?delete={slug} confirmation, gets the
// spec's notice with «Deshacer» beside it, and the public page answers 404; restored from
// /admin/papelera, the article is back on the site with its cover. An editor restores but is not
// offered «Eliminar definitivamente» (administrators only; the action refuses it too).

const editor = { email: "redactora-papelera@example.com", password: "clave-de-la-redactora-1", role: "editor" } as const;
const title = "Jornada de ensilaje en Florida";
const slug = "jornada-de-ensilaje-en-florida";

describe("trash", () => {
  const site = useAdminSite(editor);

  it("restores a deleted article from the trash with its cover", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn });
    const page = await context.newPage();

    await page.goto("/admin/articles/nuevo");
    await waitForHydration(page);
    await page.getByLabel("Título").fill(title);
    await page.getByLabel("Resumen").fill("Cómo armar un silo bolsa sin pérdidas, con el equipo técnico.");
    await page.getByLabel("Publicado").check();
    const cover = await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#2f7a45" } })
      .png()
      .toBuffer();
    await page.getByLabel("Imagen de portada").setInputFiles({ name: "portada.png", mimeType: "image/png", buffer: cover });
    await page.getByRole("button", { name: "Publicar", exact: true }).click();
    await page.getByText("Artículo creado correctamente").waitFor();
    await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
    expect((await page.request.get(`/noticias/${slug}`)).status()).toBe(200);

    // The spec's entry point and words; the article goes to the trash.
    await page.goto(`/admin/articles?delete=${slug}`);
    await waitForHydration(page);
    await page.getByRole("alertdialog", { name: "¿Eliminar este artículo? Esta acción no se puede deshacer." }).waitFor();
    await page.getByRole("button", { name: "Sí, eliminar" }).click();
    await page.getByText("Artículo eliminado correctamente").waitFor();
    await page.waitForURL((url) => url.search.startsWith("?eliminado="));
    await page.getByRole("button", { name: `Deshacer: restaurar ${title}` }).waitFor();
    await page.getByRole("link", { name: "Ver la papelera" }).waitFor();
    await expect.poll(() => page.locator(`tr[data-slug="${slug}"]`).count()).toBe(0);
    expect((await page.request.get(`/noticias/${slug}`)).status()).toBe(404);

    await page.getByRole("link", { name: "Ver la papelera" }).click();
    await page.waitForURL("**/admin/papelera");
    await page.getByRole("heading", { level: 1, name: "Papelera" }).waitFor();
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByText("Artículo", { exact: true }).waitFor();
    await row.getByText(new RegExp(`por ${editor.email}`)).waitFor();
    await row.getByText(/Se elimina definitivamente el .+ \(en 30 días\)/).waitFor();
    // Deleting for good is for administrators: an editor is not offered it.
    expect(await page.getByText("Eliminar definitivamente", { exact: true }).count()).toBe(0);
    expect(await page.getByText("Vaciar la papelera").count()).toBe(0);
    await expectNoA11yViolations(page);

    await row.getByRole("button", { name: `Restaurar ${title}` }).click();
    await page.getByText("Artículo restaurado").first().waitFor();
    await page.getByText("La papelera está vacía.").waitFor();

    // Back on the site, with its cover loading.
    const visitor = await site.browser.newPage({ baseURL: site.server.url });
    const answer = await visitor.goto(`/noticias/${slug}`);
    expect(answer?.status()).toBe(200);
    await visitor.getByRole("heading", { level: 1, name: title }).waitFor();
    const src = await visitor.getByRole("img", { name: title }).getAttribute("src");
    expect(src).toMatch(/\/uploads\/articles\/[0-9a-f-]{36}-800\.webp$/);
    const image = await visitor.request.get(src!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");
    await visitor.close();
    await context.close();
  });
});
