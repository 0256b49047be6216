import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useAdminSite } from "../support/admin-site";
import { viewports, waitForHydration } from "../support/browser";
import { fillProductForm, productPicture } from "../support/product-form";

// The product tools of the admin: alt text for each photo (read by visitors' screen readers on the
// public pages), Duplicar, and the catalogue as a CSV file out and back in.

const editor = { email: "herramientas@example.com", password: "clave-de-herramientas-1" };

function row(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
}

describe("product tools", () => {
  const site = useAdminSite(editor);

  it("stores an alt text per photo and shows it on the product page, its thumbnails and the product card", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn });
    const page = await context.newPage();
    await page.goto("/admin/products/nuevo");
    await waitForHydration(page);
    await fillProductForm(page, {
      name: "Red Alt Texto 1,30 m",
      category: "Embalaje de cultivos > Redes para enfardar",
      pictures: [
        { name: "rollo.jpg", color: "#2f7d32" },
        { name: "detalle.jpg", color: "#c0392b" },
      ],
    });
    await page.getByLabel("Texto alternativo de la foto 2").waitFor();
    await page.getByLabel("Texto alternativo de la foto 1").fill("Rollo de red verde sobre un fardo");
    // The second photo keeps its field empty: it is described by the product's name.
    await page.getByRole("button", { name: "Crear producto" }).click();
    await page.getByText("Producto creado correctamente").waitFor();
    const productId = (await row(page, "Red Alt Texto 1,30 m")
      .getByRole("link", { name: /Editar/ })
      .getAttribute("href"))!
      .split("/")
      .pop()!;

    const visitor = await site.browser.newPage({ baseURL: site.server.url });
    await visitor.goto(`/producto/${productId}`);
    await visitor
      .getByRole("region", { name: "Imágenes de Red Alt Texto 1,30 m" })
      .getByRole("img", { name: "Rollo de red verde sobre un fardo", exact: true })
      .waitFor();
    await visitor.getByRole("img", { name: "Red Alt Texto 1,30 m, imagen 2 de 2", exact: true }).waitFor();
    await visitor.getByRole("link", { name: "Ver imagen 1 de 2: Rollo de red verde sobre un fardo" }).waitFor();
    await visitor.goto("/redes-enfardar");
    await visitor
      .getByRole("article")
      .filter({ hasText: "Red Alt Texto 1,30 m" })
      .getByRole("img", { name: "Rollo de red verde sobre un fardo", includeHidden: true })
      .waitFor({ state: "attached" });
    await visitor.close();

    // The edit view shows what was stored.
    await page.goto(`/admin/products/${productId}`);
    expect(await page.getByLabel("Texto alternativo de la foto 1").inputValue()).toBe("Rollo de red verde sobre un fardo");
    expect(await page.getByLabel("Texto alternativo de la foto 2").inputValue()).toBe("");
    await context.close();
  });

  it("uploads files dropped on the picker and reorders photos by dragging one onto another", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn });
    const page = await context.newPage();
    await page.goto("/admin/products/nuevo");
    await waitForHydration(page);
    const files = [await productPicture("primera.jpg", "#2f7d32"), await productPicture("segunda.jpg", "#c0392b")].map(
      ({ name, buffer }) => ({ name, bytes: [...buffer] }),
    );
    const dropped = await page.evaluateHandle((list) => {
      const transfer = new DataTransfer();
      for (const { name, bytes } of list) transfer.items.add(new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
      return transfer;
    }, files);
    const picker = page.getByLabel("Agregar imágenes").locator("..");
    await picker.dispatchEvent("dragover", { dataTransfer: dropped });
    await picker.dispatchEvent("drop", { dataTransfer: dropped });
    await expect.poll(() => page.locator('input[type="hidden"][name="images"]').count()).toBe(2);
    const uploaded = () =>
      page.locator('input[type="hidden"][name="images"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const [first, second] = await uploaded();
    await page.getByRole("img", { name: "Imagen 2: segunda.jpg" }).dragTo(page.getByRole("img", { name: "Imagen 1: primera.jpg" }));
    await expect.poll(uploaded).toEqual([second, first]);
    await page.getByRole("img", { name: "Imagen 1: segunda.jpg" }).waitFor();
    await context.close();
  });

  // On a wide screen with scripts, then on a phone without them; the first copy is deleted again,
  // which keeps the pictures it shares with the original.
  for (const [viewport, javaScriptEnabled] of [
    ["desktop", true],
    ["mobile", false],
  ] as const) {
    it(`duplicates a product ${javaScriptEnabled ? "with" : "without"} JavaScript at ${viewports[viewport].width} px and opens the inactive copy for editing`, async () => {
      const context = await site.browser.newContext({
        baseURL: site.server.url,
        storageState: site.signedIn,
        javaScriptEnabled,
        viewport: viewports[viewport],
      });
      const page = await context.newPage();
      await page.goto("/admin/products");
      if (javaScriptEnabled) await waitForHydration(page);
      await row(page, "Red Alt Texto 1,30 m").getByRole("button", { name: "Duplicar Red Alt Texto 1,30 m" }).click();
      await page.getByText("Copia creada").waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/admin\/products\/[0-9a-f-]{36}$/);
      expect(await page.getByLabel("Nombre", { exact: true }).inputValue()).toBe("Copia de Red Alt Texto 1,30 m");
      expect(await page.getByLabel("Texto alternativo de la foto 1").inputValue()).toBe("Rollo de red verde sobre un fardo");
      expect(await page.getByRole("switch", { name: "Activo" }).isChecked()).toBe(false);
      await page.goto("/admin/products");
      const copyRow = row(page, "Copia de Red Alt Texto 1,30 m");
      await copyRow.getByText("Inactivo", { exact: true }).waitFor();
      await copyRow.getByRole("button", { name: /^Activar/ }).waitFor();
      if (viewport === "desktop") {
        await copyRow.locator("summary").click();
        await page.getByRole("button", { name: "Sí, eliminar Copia de Red Alt Texto 1,30 m" }).click();
        await page.getByText("Producto eliminado correctamente").waitFor();
        await expect.poll(() => copyRow.count()).toBe(0);
        // The original still shows its pictures.
        expect(
          (await page.request.get((await row(page, "Red Alt Texto 1,30 m").locator("img").first().getAttribute("src"))!)).status(),
        ).toBe(200);
      }
      await context.close();
    });
  }

  it("exports the catalogue for Excel in Spanish, and imports a Windows-1252 file with semicolons after a preview", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto("/admin/products");
    await waitForHydration(page);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^productos-\d{4}-\d{2}-\d{2}\.csv$/);
    // UTF-8 with its byte-order mark and semicolons: Excel in Spanish splits the columns and reads the accents.
    const exported = Buffer.concat(await (await download.createReadStream()).toArray());
    expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const exportedText = exported.toString("utf8");
    expect(exportedText.startsWith('\uFEFF"SKU";"Nombre";"Categoría";"Precio"')).toBe(true);
    expect(exportedText).toContain('"";"Copia de Red Alt Texto 1,30 m";"Embalaje de cultivos > Redes para enfardar"');

    // What Excel saves as «CSV (delimitado por punto y coma)» on a Spanish Windows: Windows-1252.
    const csv = [
      "SKU;Nombre;Categoría;Precio;Activo",
      "IMP-1;Semilla de maíz Ñandú;Embalaje de cultivos > Hilos para enfardar;540,00;sí",
      "IMP-2;Film importado;tractores;10;sí",
    ].join("\r\n");
    await page.getByRole("link", { name: "Importar CSV" }).click();
    await page.getByLabel("Archivo CSV").setInputFiles({ name: "productos.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "latin1") });
    await page.getByRole("button", { name: "Revisar el archivo" }).click();
    await page.getByRole("heading", { name: "Vista previa: todavía no se guardó nada" }).waitFor();
    await page.getByText("Fila 2: Semilla de maíz Ñandú (SKU IMP-1)").waitFor();
    await page.getByText(/Fila 3 \(Film importado\):.*La categoría «tractores» no existe/).waitFor();
    // Nothing is stored before the confirmation.
    expect(await (await page.request.get("/admin/products.csv")).text()).not.toContain("IMP-1");

    await page.getByRole("button", { name: "Aplicar 1 cambio y omitir las filas rechazadas" }).click();
    await page.getByText("Importación aplicada").waitFor();
    await page.getByText("1 producto creado, 0 actualizados, 1 fila rechazada omitida.").waitFor();
    await page.getByRole("link", { name: "Volver al listado" }).click();
    await row(page, "Semilla de maíz Ñandú")
      .getByRole("cell", { name: /^\$ 540/ })
      .waitFor();

    // The same SKU again, with a new price: an update, shown field by field.
    await page.goto("/admin/products/importar");
    await page.getByLabel("Archivo CSV").setInputFiles({
      name: "precios.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("SKU;Nombre;Precio\nIMP-1;Semilla de maíz Ñandú;560\n"),
    });
    await page.getByRole("button", { name: "Revisar el archivo" }).click();
    await page.getByRole("heading", { name: "Se van a actualizar" }).waitFor();
    await page.getByRole("definition").filter({ hasText: "540,00 → 560,00" }).waitFor();
    await page.getByRole("button", { name: "Aplicar 1 cambio" }).click();
    await page.getByText("0 productos creados, 1 actualizado.").waitFor();
    await context.close();
  });

  it("takes a 2 MB file without scripts and refuses a larger one with the page's own message", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, javaScriptEnabled: false });
    const page = await context.newPage();
    // A file of exactly `size` bytes: a few products with long descriptions.
    const fileOf = (size: number) => {
      const head = "SKU;Nombre;Descripción\r\n";
      const rows = Array.from({ length: 20 }, (_, index) => `GRANDE-${index + 1};Producto grande ${index + 1};`);
      const filler = size - Buffer.byteLength(head + rows.join("\r\n"));
      const each = Math.floor(filler / rows.length);
      return Buffer.from(
        head +
          rows.map((text, index) => text + "x".repeat(index === rows.length - 1 ? filler - each * (rows.length - 1) : each)).join("\r\n"),
      );
    };
    const upload = async (buffer: Buffer) => {
      await page.goto("/admin/products/importar");
      await page.getByLabel("Archivo CSV").setInputFiles({ name: "grande.csv", mimeType: "text/csv", buffer });
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().method() === "POST"),
        page.getByRole("button", { name: "Revisar el archivo" }).click(),
      ]);
      return response.status();
    };
    expect(fileOf(2 * 1024 * 1024).length).toBe(2 * 1024 * 1024);
    expect(await upload(fileOf(2 * 1024 * 1024))).toBe(303);
    await page.getByText("Fila 21: Producto grande 20 (SKU GRANDE-20)").waitFor();
    expect(await upload(fileOf(2 * 1024 * 1024 + 1))).toBe(400);
    await page
      .getByRole("alert")
      .filter({ hasText: /^El archivo pesa más de 2 MB/ })
      .waitFor();
    await context.close();
  });

  it("exports and imports on a 375 px phone: the buttons are in reach and no step scrolls sideways", async () => {
    const context = await site.browser.newContext({
      baseURL: site.server.url,
      storageState: site.signedIn,
      viewport: viewports.mobile,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.goto("/admin/products");
    await waitForHydration(page);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^productos-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.getByRole("link", { name: "Importar CSV" }).click();
    // With scripts, a file over the limit is refused before it is sent.
    await page
      .getByLabel("Archivo CSV")
      .setInputFiles({ name: "enorme.csv", mimeType: "text/csv", buffer: Buffer.alloc(2 * 1024 * 1024 + 1, "x") });
    await page
      .getByRole("alert")
      .filter({ hasText: /^El archivo pesa más de 2 MB/ })
      .waitFor();
    await page.getByLabel("Archivo CSV").setInputFiles({
      name: "celular.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("SKU,Nombre,Precio\nCEL-1,Hilo cargado desde el celular 1.500 m,420\n"),
    });
    expect(await sideways()).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Revisar el archivo" }).click();
    await page.getByText("Fila 2: Hilo cargado desde el celular 1.500 m (SKU CEL-1)").waitFor();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Aplicar 1 cambio" }).click();
    await page.getByText("1 producto creado, 0 actualizados.").waitFor();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await context.close();
  });
});
