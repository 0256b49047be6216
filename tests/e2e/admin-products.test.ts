import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useAdminSite } from "../support/admin-site";
import { expectNoSeriousA11yViolations, viewports, waitForHydration } from "../support/browser";
import { type RunningServer } from "../support/server";
import { fillProductForm } from "../support/product-form";
import { listStoredUploads } from "../support/uploads";

// An editor manages a product end to end (docs/requirements.md §2 'Admin', §4, §8): creates it with
// two pictures in a category, sees it on the public category and product pages, switches it off (it
// leaves the public site) and on, and deletes it; and the form also works before (or without)
// JavaScript.

const editor = { email: "catalogo@example.com", password: "clave-del-catalogo-1" };
const category = "Embalaje de cultivos > Redes para enfardar";

function uploadedFiles(server: RunningServer): Promise<string[]> {
  return listStoredUploads(server.dataDir, "products", server.uploadsEnv);
}

function row(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
}

describe("admin products", () => {
  const site = useAdminSite(editor);

  // The same work on a wide screen and on a phone, where the table's rows are stacked cards.
  for (const [viewport, name] of [
    ["desktop", "Red Campo Norte 1,23 m"],
    ["mobile", "Red Campo Sur 1,30 m"],
  ] as const) {
    it(`creates a product with two pictures in a category, toggles its status and deletes it, at ${viewports[viewport].width} px`, async () => {
      const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, viewport: viewports[viewport] });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto("/admin/products");
      await waitForHydration(page);

      await page.getByRole("link", { name: "Nuevo producto" }).click();
      await page.getByRole("heading", { name: "Nuevo producto", level: 1 }).waitFor();
      await fillProductForm(page, {
        name,
        price: "189.90",
        category,
        features: "Cubre el fardo de borde a borde\n\nTratada contra rayos UV",
        specification: { name: "Largo", value: "3.000 m" },
        pictures: [
          { name: "rollo.jpg", color: "#2f7d32" },
          { name: "detalle.jpg", color: "#c0392b" },
        ],
      });
      await page.getByRole("img", { name: "Imagen 2: detalle.jpg" }).waitFor();
      await page.getByLabel("Texto alternativo de la foto 1").fill("Rollo de red visto de costado");
      await page.getByRole("button", { name: "Crear producto" }).waitFor();
      await expect.poll(() => page.locator('input[type="hidden"][name="images"]').count()).toBe(2);
      const [firstUpload, secondUpload] = await page.locator('input[type="hidden"][name="images"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      // The detail shot becomes the main picture.
      await page.getByRole("button", { name: "Subir" }).nth(1).click();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: "Crear producto" }).click();

      await page.waitForURL((url) => url.pathname === "/admin/products");
      await page.getByText("Producto creado correctamente").waitFor();
      const created = row(page, name);
      await created.getByRole("cell", { name: category }).waitFor();
      await created.getByRole("cell", { name: "$ 189,90" }).waitFor();

      const editHref = await created.getByRole("link", { name: /Editar/ }).getAttribute("href");
      const productId = editHref!.split("/").pop()!;

      // What is stored, as the edit view shows it: both pictures, in the chosen order, and the category.
      await created.getByRole("link", { name: /Editar/ }).click();
      await page.getByRole("heading", { name: "Editar producto", level: 1 }).waitFor();
      expect(await page.locator('input[type="hidden"][name="images"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
        secondUpload,
        firstUpload,
      ]);
      expect(await page.getByLabel("Categoría").locator("option:checked").textContent()).toBe(category);
      expect(await page.getByLabel("Características").inputValue()).toBe("Cubre el fardo de borde a borde\nTratada contra rayos UV");
      const image = await page.request.get(secondUpload!);
      expect(image.headers()["content-type"]).toBe("image/webp");
      expect(await uploadedFiles(site.server)).toHaveLength(2 * 3);

      // The public site shows it at once: on its category page and on its own page, with both pictures.
      const visitor = await site.browser.newPage({ baseURL: site.server.url });
      await visitor.goto("/redes-enfardar");
      await visitor.getByRole("heading", { name }).waitFor();
      await visitor.goto(`/producto/${productId}`);
      await visitor.getByRole("heading", { name, level: 1 }).waitFor();
      await visitor.getByRole("img", { name: `${name}, imagen 1 de 2` }).waitFor();
      // The roll, now second, is described by the alt text typed for it.
      await visitor.getByRole("img", { name: "Rollo de red visto de costado", exact: true }).waitFor();
      // Each thumbnail links to its picture at full size.
      const thumbnails = visitor.getByRole("link", { name: /Ver imagen \d de 2/ });
      expect(await thumbnails.count()).toBe(2);
      const fullSize = await visitor.request.get((await thumbnails.nth(1).getAttribute("href"))!);
      expect(fullSize.headers()["content-type"]).toBe("image/webp");

      await page.getByRole("link", { name: "Volver al listado" }).click();
      await page.waitForURL((url) => url.pathname === "/admin/products");

      // An active product's row links to its public page; the button says what it will do.
      const listed = row(page, name);
      expect(await listed.getByRole("link", { name: `Ver en el sitio: ${name}` }).getAttribute("href")).toBe(`/producto/${productId}`);
      await listed.getByRole("button", { name: `Desactivar ${name}` }).click();
      // A toast confirms it, with "Deshacer" in it, on screen even when the row was far down a phone's page.
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Producto desactivado correctamente" });
      await toast.getByText(`«${name}» quedó desactivado: ya no se ve en el sitio.`).waitFor();
      const undo = toast.getByRole("button", { name: `Deshacer: Activar ${name}` });
      await expect.poll(() => undo.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
      })).toBe(true);
      await listed.getByText("Inactivo", { exact: true }).waitFor();
      await listed.getByText("No se ve en el sitio").waitFor();
      expect(await listed.getByRole("link", { name: /Ver en el sitio/ }).count()).toBe(0);
      // An inactive product leaves the public site.
      expect(await (await visitor.request.get("/redes-enfardar")).text()).not.toContain(name);
      expect((await visitor.request.get(`/producto/${productId}`)).status()).toBe(404);
      // "Deshacer" puts it back, and the new toast offers to undo that in turn.
      await undo.click();
      const undone = page.locator("[data-sonner-toast]").filter({ hasText: "Producto activado correctamente" });
      await undone.getByRole("button", { name: `Deshacer: Desactivar ${name}` }).waitFor();
      await toast.waitFor({ state: "detached" });
      await listed.getByText("Activo", { exact: true }).waitFor();
      await listed.getByRole("button", { name: `Desactivar ${name}` }).waitFor();
      expect((await visitor.request.get(`/producto/${productId}`)).status()).toBe(200);

      // "Cancelar" and Escape close the confirmation and delete nothing; the focus goes back to "Eliminar".
      const confirmation = row(page, name).getByText("¿Estás seguro de que quieres eliminar este producto?");
      await row(page, name).locator("summary").click();
      await confirmation.waitFor();
      await row(page, name).getByRole("link", { name: `Cancelar la eliminación de ${name}` }).click();
      await confirmation.waitFor({ state: "hidden" });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(`Eliminar ${name}`);
      await page.keyboard.press("Enter");
      await confirmation.waitFor();
      await page.keyboard.press("Escape");
      await confirmation.waitFor({ state: "hidden" });
      await row(page, name).locator("summary").click();
      await confirmation.waitFor();
      await page.getByRole("button", { name: `Sí, eliminar ${name}` }).click();
      await page.getByText("Producto eliminado correctamente").waitFor();
      await expect.poll(() => row(page, name).count()).toBe(0);
      expect(await uploadedFiles(site.server)).toEqual([]);
      expect((await visitor.request.get(`/producto/${productId}`)).status()).toBe(404);
      await visitor.close();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("keeps unsaved edits through a reload, and offers none after a save, here or on another device", async () => {
    const signedIn = async (path: string) => {
      const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, viewport: viewports.desktop });
      const page = await context.newPage();
      // Reloading with unsaved edits asks through the browser's own dialog: the editor confirms.
      page.on("dialog", (dialog) => void dialog.accept());
      await page.goto(path);
      await waitForHydration(page);
      return page;
    };
    const list = await signedIn("/admin/products");
    const path = (await list.getByRole("link", { name: /^Editar/ }).first().getAttribute("href"))!;
    await list.context().close();
    const key = `borrador:producto:${path.split("/").pop()}`;
    const kept = (page: Page) => page.evaluate((name) => window.localStorage.getItem(name), key);
    const summary = (page: Page) => page.getByLabel("Descripción corta");

    const page = await signedIn(path);
    await summary(page).fill("Red reforzada: escrita antes de recargar");
    await expect.poll(() => kept(page), { timeout: 5_000 }).toContain("Red reforzada: escrita antes de recargar");
    await page.reload();
    await waitForHydration(page);
    await page.getByText("Hay cambios sin guardar en este producto").waitFor();
    await page.getByRole("button", { name: "Recuperar borrador" }).click();
    await expect.poll(() => summary(page).inputValue()).toBe("Red reforzada: escrita antes de recargar");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await page.getByText("Producto actualizado correctamente").first().waitFor();
    expect(await kept(page)).toBeNull();
    await page.goto(path);
    await waitForHydration(page);
    expect(await summary(page).inputValue()).toBe("Red reforzada: escrita antes de recargar");
    await expect(page.getByRole("button", { name: "Recuperar borrador" }).count()).resolves.toBe(0);

    // A draft begun here, then a save of the same product from another device: the draft is older
    // than what is stored now, so it is dropped without a word rather than offered over it.
    await summary(page).fill("Borrador que quedó en esta computadora");
    await expect.poll(() => kept(page), { timeout: 5_000 }).toContain("Borrador que quedó en esta computadora");
    const elsewhere = await signedIn(path);
    await summary(elsewhere).fill("Guardado desde el celular");
    await elsewhere.getByRole("button", { name: "Guardar cambios" }).click();
    await elsewhere.getByText("Producto actualizado correctamente").first().waitFor();
    await elsewhere.context().close();
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => kept(page), { timeout: 5_000 }).toBeNull();
    expect(await summary(page).inputValue()).toBe("Guardado desde el celular");
    await expect(page.getByRole("button", { name: "Recuperar borrador" }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("works without JavaScript: a refused save keeps what was typed, and pictures travel with the form", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/admin/products/nuevo");
    await page.getByLabel("Precio").fill("12.345");
    await page.getByLabel("Descripción", { exact: true }).fill("Film de 25 micrones para silo bolsa.");
    await page.getByRole("button", { name: "Crear producto" }).click();
    await page.getByText("Error al guardar producto").waitFor();
    await page.getByText("Ingresá el nombre del producto.").waitFor();
    expect(await page.getByLabel("Descripción", { exact: true }).inputValue()).toBe("Film de 25 micrones para silo bolsa.");

    await fillProductForm(page, { name: "Stretch film para silo 750 mm", price: "", pictures: [{ name: "film.jpg", color: "#dddddd" }] });
    await page.getByRole("button", { name: "Crear producto" }).click();
    await page.getByText("Producto creado correctamente").waitFor();
    const created = row(page, "Stretch film para silo 750 mm");
    await created.getByRole("cell", { name: "Consultar precio" }).waitFor();
    await created.locator("img").waitFor();

    // The status change and its undo are plain forms too.
    await created.getByRole("button", { name: "Desactivar Stretch film para silo 750 mm" }).click();
    await page.getByRole("status").filter({ hasText: "Producto desactivado correctamente" }).getByText("«Stretch film para silo 750 mm» quedó desactivado: ya no se ve en el sitio.").waitFor();
    await created.getByText("Inactivo", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Deshacer: Activar Stretch film para silo 750 mm" }).click();
    await page.getByText("«Stretch film para silo 750 mm» quedó activado: ya se ve en el sitio.").waitFor();
    await created.getByText("Activo", { exact: true }).waitFor();
    await context.close();
  });
});
