import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useAdminSite } from "../support/admin-site";
import { expectNoA11yViolations, launchBrowser, viewports, waitForHydration } from "../support/browser";
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

/** What the live reading beside a field says: the polite live region of the field's description. */
function readingOf(page: Page, label: string): Promise<string> {
  return page.getByLabel(label).evaluate((input) => {
    const description = document.getElementById(input.getAttribute("aria-describedby")!.split(" ")[0]!);
    return description?.querySelector('[aria-live="polite"]')?.textContent ?? "";
  });
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
      const context = await site.browser.newContext({
        baseURL: site.server.url,
        storageState: site.signedIn,
        viewport: viewports[viewport],
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      // A deleted product keeps its photos in «Papelera»: an earlier run's files are still there.
      const filesBefore = (await uploadedFiles(site.server)).length;
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
      const [firstUpload, secondUpload] = await page
        .locator('input[type="hidden"][name="images"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      // The detail shot becomes the main picture.
      await page.getByRole("button", { name: "Subir" }).nth(1).click();
      await expectNoA11yViolations(page);
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
      expect(
        await page
          .locator('input[type="hidden"][name="images"]')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      ).toEqual([secondUpload, firstUpload]);
      expect(await page.getByLabel("Categoría").locator("option:checked").textContent()).toBe(category);
      expect(await page.getByLabel("Características").inputValue()).toBe("Cubre el fardo de borde a borde\nTratada contra rayos UV");
      const image = await page.request.get(secondUpload!);
      expect(image.headers()["content-type"]).toBe("image/webp");
      expect(await uploadedFiles(site.server)).toHaveLength(filesBefore + 2 * 3);

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
      await expect
        .poll(() =>
          undo.evaluate((button) => {
            const box = button.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
          }),
        )
        .toBe(true);
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
      await row(page, name)
        .getByRole("link", { name: `Cancelar la eliminación de ${name}` })
        .click();
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
      // In «Papelera», restorable with its photos: the files stay (tests/e2e/trash.test.ts restores one).
      await page.getByRole("link", { name: "Ver la papelera" }).waitFor();
      expect(await uploadedFiles(site.server)).toHaveLength(filesBefore + 2 * 3);
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
    const path = (await list
      .getByRole("link", { name: /^Editar/ })
      .first()
      .getAttribute("href"))!;
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

  // The bug this guards against: a number field in an English-language browser dropped the comma of
  // «98,50» and the price was saved as $ 9.850. The same typing in a Chromium in English (at 1280 px)
  // and in Uruguayan Spanish (at 375 px), each through to the public product page.
  for (const [language, viewport] of [
    ["en-US", "desktop"],
    ["es-UY", "mobile"],
  ] as const) {
    it(`reads «98,50», «1.250,50» and «1.250» as meant, live and on saving, in a Chromium in ${language} at ${viewports[viewport].width} px`, async () => {
      const name = `Hilo sisal 2.000 m (${language})`;
      const ambiguous = "«1.250» puede leerse como 1.250 o como 1,25. Escribí 1250 si son 1.250, o 1,25 si son 1,25.";
      const browser = await launchBrowser({ language });
      try {
        const context = await browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, viewport: viewports[viewport] });
        const page = await context.newPage();
        if (language === "en-US") {
          // This browser is one that turns «98,50» in a number field into 9850.
          await page.setContent('<input type="number" step="0.01" aria-label="n">');
          await page.getByLabel("n").pressSequentially("98,50");
          expect(await page.getByLabel("n").inputValue()).toBe("9850");
        }
        await page.goto("/admin/products/nuevo");
        await waitForHydration(page);
        expect(await page.evaluate(() => navigator.language)).toBe(language);
        expect(await readingOf(page, "Precio")).toBe("En la página se ve: Consultar precio");

        const price = page.getByLabel("Precio");
        await price.pressSequentially("98,50");
        await expect.poll(() => readingOf(page, "Precio")).toBe("En la página se ve: $ 98,50");
        await price.clear();
        await price.pressSequentially("1.250,50");
        await expect.poll(() => readingOf(page, "Precio")).toBe("En la página se ve: $ 1.250,50");
        await price.clear();
        await price.pressSequentially("1.250");
        await expect.poll(() => readingOf(page, "Precio")).toBe(ambiguous);
        await page.getByLabel("Stock (unidades)").fill("1.250");
        await expect.poll(() => readingOf(page, "Stock (unidades)")).toBe("Se guarda: 1.250 unidades");

        // The longest reading stays whole inside the screen, and the page does not scroll sideways.
        const fits = await page
          .locator('[aria-live="polite"]')
          .filter({ hasText: ambiguous })
          .evaluate((reading) => {
            const box = reading.getBoundingClientRect();
            return (
              box.left >= 0 &&
              box.right <= window.innerWidth &&
              reading.scrollWidth <= reading.clientWidth &&
              document.documentElement.scrollWidth <= window.innerWidth
            );
          });
        expect(fits).toBe(true);
        if (viewport === "mobile") await expectNoA11yViolations(page);

        // Saved as it is, «1.250» is refused with the same words and comes back as typed.
        await page.getByLabel("Nombre", { exact: true }).fill(name);
        const refused = page.waitForResponse((response) => response.request().method() === "POST");
        await page.getByRole("button", { name: "Crear producto" }).click();
        expect((await refused).status()).toBe(400);
        await page.getByText(ambiguous).waitFor();
        expect(await price.inputValue()).toBe("1.250");

        await price.fill("98,50");
        await page.getByRole("button", { name: "Crear producto" }).click();
        await page.waitForURL((url) => url.pathname === "/admin/products");
        await page.getByText("Producto creado correctamente").waitFor();
        const created = row(page, name);
        await created.getByRole("cell", { name: "$ 98,50" }).waitFor();
        const productId = (await created.getByRole("link", { name: /Editar/ }).getAttribute("href"))!.split("/").pop()!;

        // The edit view gives the price back in a form that reads the same, and the public page shows $ 98,50.
        await created.getByRole("link", { name: /Editar/ }).click();
        await page.getByRole("heading", { name: "Editar producto", level: 1 }).waitFor();
        expect(await price.inputValue()).toBe("98,50");
        expect(await page.getByLabel("Stock (unidades)").inputValue()).toBe("1250");
        await page.goto(`/producto/${productId}`);
        await page.getByRole("heading", { name, level: 1 }).waitFor();
        await page.getByText("$ 98,50", { exact: true }).first().waitFor();
        expect(await page.getByText("$ 9.850").count()).toBe(0);
        await context.close();
      } finally {
        await browser.close();
      }
    });
  }

  it("works without JavaScript: a refused save keeps what was typed, and pictures travel with the form", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/admin/products/nuevo");
    // The reading beside the price is in the page the server sends.
    expect(await readingOf(page, "Precio")).toBe("En la página se ve: Consultar precio");
    await page.getByLabel("Precio").fill("12.345");
    await page.getByLabel("Descripción", { exact: true }).fill("Film de 25 micrones para silo bolsa.");
    await page.getByRole("button", { name: "Crear producto" }).click();
    await page.getByText("Error al guardar producto").waitFor();
    await page.getByText("Ingresá el nombre del producto.").waitFor();
    expect(await page.getByLabel("Descripción", { exact: true }).inputValue()).toBe("Film de 25 micrones para silo bolsa.");
    expect(await page.getByLabel("Precio").inputValue()).toBe("12.345");
    await page
      .getByText("«12.345» puede leerse como 12.345 o como 12,345, y el precio lleva como mucho 2 decimales.", { exact: false })
      .waitFor();

    await fillProductForm(page, { name: "Stretch film para silo 750 mm", price: "", pictures: [{ name: "film.jpg", color: "#dddddd" }] });
    await page.getByRole("button", { name: "Crear producto" }).click();
    await page.getByText("Producto creado correctamente").waitFor();
    const created = row(page, "Stretch film para silo 750 mm");
    await created.getByRole("cell", { name: "Consultar precio" }).waitFor();
    await created.locator("img").waitFor();

    // The status change and its undo are plain forms too.
    await created.getByRole("button", { name: "Desactivar Stretch film para silo 750 mm" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Producto desactivado correctamente" })
      .getByText("«Stretch film para silo 750 mm» quedó desactivado: ya no se ve en el sitio.")
      .waitFor();
    await created.getByText("Inactivo", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Deshacer: Activar Stretch film para silo 750 mm" }).click();
    await page.getByText("«Stretch film para silo 750 mm» quedó activado: ya se ve en el sitio.").waitFor();
    await created.getByText("Activo", { exact: true }).waitFor();
    await context.close();
  });
});
