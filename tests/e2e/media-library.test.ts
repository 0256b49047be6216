import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useAdminSite } from "../support/admin-site";
import { expectNoA11yViolations, viewports, waitForHydration } from "../support/browser";
import { productPicture } from "../support/product-form";

// «Medios» (docs/decisions/034-history-trash-media-redirects.md): an image uploaded once in the
// library, with its default alt text, is picked in a product's photos and as an article's cover
// instead of being uploaded again; the library then says where it is used, and the public product
// page shows it.

const admin = { email: "medios@example.com", password: "clave-de-medios-1" };

function card(page: Page, name: string) {
  return page.locator("[data-medio]").filter({ has: page.getByRole("heading", { name, level: 3 }) });
}

async function pickFromLibrary(page: Page, name: string, confirm: string) {
  await page.getByRole("button", { name: "Elegir de la biblioteca" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Elegir de la biblioteca" });
  await dialog.getByRole("button", { name: new RegExp(`Elegir ${name.replace(".", "\\.")}`) }).click();
  await dialog.getByRole("button", { name: confirm }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("media library", () => {
  const site = useAdminSite(admin);

  it("reuses a library image in a product and an article, and marks it in use naming both", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, viewport: viewports.desktop });
    const page = await context.newPage();

    // Upload in Medios, with a default alt text (the drop zone's script sends the file on its own).
    await page.goto("/admin/medios");
    await waitForHydration(page);
    await page.getByLabel("Texto alternativo (opcional)").fill("Galpón de acopio en Durazno");
    await page.getByLabel("Imágenes", { exact: true }).setInputFiles(await productPicture("galpon.jpg", "#8e44ad"));
    await page.getByText("galpon.jpg: subida.").waitFor();
    const uploaded = card(page, "galpon.jpg");
    await uploaded.getByText("Sin usar").waitFor();
    await uploaded.getByText("Galpón de acopio en Durazno").waitFor();
    const url = (await uploaded.getAttribute("data-medio"))!;
    await expectNoA11yViolations(page);

    // A product picks it: its alt text comes from the library, editable here.
    await page.goto("/admin/products/nuevo");
    await waitForHydration(page);
    await page.getByLabel("Nombre", { exact: true }).fill("Silo bolsa de medios");
    await page.getByLabel("Precio").fill("250");
    await pickFromLibrary(page, "galpon.jpg", "Agregar 1 imagen");
    await expect.poll(() => page.getByLabel("Texto alternativo de la foto 1").inputValue()).toBe("Galpón de acopio en Durazno");
    expect(await page.locator('input[type="hidden"][name="images"]').inputValue()).toBe(url);
    await page.getByRole("button", { name: "Crear producto" }).click();
    await page.waitForURL((address) => address.pathname === "/admin/products");
    const editHref = await page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Silo bolsa de medios" }) })
      .getByRole("link", { name: /Editar/ })
      .getAttribute("href");
    const productId = editHref!.split("/").pop()!;

    // An article picks it as its cover.
    await page.goto("/admin/articles/nuevo");
    await waitForHydration(page);
    await page.getByLabel("Título").fill("Acopio en Durazno");
    await page.locator('[contenteditable="true"]#articulo-contenido').click();
    await page.keyboard.type("El galpón nuevo ya recibe grano.");
    await pickFromLibrary(page, "galpon.jpg", "Usar esta imagen");
    await page.getByRole("img", { name: "Portada elegida de la biblioteca" }).waitFor();
    await page.locator('button[name="intent"][value="save"]').click();
    await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { level: 1, name: "Editar artículo" }).waitFor();

    // The library names both uses, with links to their edit screens; nothing offers to delete it.
    await page.goto("/admin/medios?uso=en-uso");
    const used = card(page, "galpon.jpg");
    await used.getByRole("link", { name: "Producto «Silo bolsa de medios»" }).waitFor();
    await used.getByRole("link", { name: "Artículo «Acopio en Durazno» (portada)" }).waitFor();
    expect(await used.getByText("Sin usar").count()).toBe(0);
    expect(await used.locator("summary", { hasText: "Eliminar" }).count()).toBe(0);

    // The public product page shows it, with the library's alt text.
    const visitor = await site.browser.newPage({ baseURL: site.server.url });
    await visitor.goto(`/producto/${productId}`);
    await visitor.getByRole("img", { name: "Galpón de acopio en Durazno", exact: true }).first().waitFor();
    await visitor.close();
    await context.close();
  });

  it("uploads several images without JavaScript and deletes an unused one after confirming", async () => {
    const context = await site.browser.newContext({
      baseURL: site.server.url,
      storageState: site.signedIn,
      viewport: viewports.mobile,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto("/admin/medios");
    await page
      .getByLabel("Imágenes", { exact: true })
      .setInputFiles(await Promise.all([productPicture("tractor.jpg", "#27ae60"), productPicture("sembradora.jpg", "#d35400")]));
    await page.getByRole("button", { name: "Subir", exact: true }).click();
    await page.getByText("Imágenes subidas", { exact: true }).waitFor();
    await card(page, "tractor.jpg").getByText("Sin usar").waitFor();
    await card(page, "sembradora.jpg").getByText("Sin usar").waitFor();

    const tractor = card(page, "tractor.jpg");
    await tractor.locator("summary", { hasText: "Eliminar" }).click();
    await tractor.getByRole("button", { name: /Eliminar imagen/ }).click();
    await page.getByText("Imagen eliminada", { exact: true }).waitFor();
    expect(await card(page, "tractor.jpg").count()).toBe(0);
    await card(page, "sembradora.jpg").waitFor();
    await context.close();
  });
});
