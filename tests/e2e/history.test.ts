import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useAdminSite } from "../support/admin-site";
import { expectNoA11yViolations, waitForHydration } from "../support/browser";

// «Historial» (docs/decisions/034-history-trash-media-redirects.md): an editor changes a product's
// price twice through its form, reads both changes in the product's history, restores the first
// one, and finds that price back in the form and on the public product page, with the restore kept
// as a new version. The product is a demo one, saved before any history: its state from before is
// kept too, as «Antes del historial».

const editor = { email: "historial@example.com", password: "clave-del-historial-1", role: "editor" as const };
const product = "Red TamaNet Original 1,23 m x 2.000 m";

async function savePrice(page: Page, price: string): Promise<void> {
  await page.getByLabel("Precio").fill(price);
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/products");
  await page.getByText("Producto actualizado correctamente").waitFor();
}

describe("history", () => {
  const site = useAdminSite(editor);

  it("shows a product's price changes and restores an earlier version as a new one", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn });
    const page = await context.newPage();
    await page.goto(`/admin/products?q=${encodeURIComponent("TamaNet Original")}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: `Editar ${product}` }).click();
    await page.getByRole("heading", { name: "Editar producto" }).waitFor();
    const editPath = new URL(page.url()).pathname;
    const id = editPath.split("/").pop()!;

    await savePrice(page, "96");
    await page.goto(editPath);
    await waitForHydration(page);
    await savePrice(page, "98.50");

    await page.goto(editPath);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Historial" }).click();
    await page.waitForURL(`**${editPath}/historial`);
    const versions = page.getByRole("list", { name: "Versiones" });
    // Newest first: the second save, the first save, the state from before the history.
    await expect
      .poll(() => versions.locator(":scope > li h2").allTextContents())
      .toEqual(["Versión 3Versión actual", "Versión 2", "Versión 1"]);
    const version = (number: number) => page.locator(`#version-${number}`);
    await version(3).getByText("Precio: $ 96,00 → $ 98,50").waitFor();
    await version(2)
      .getByText(/^Precio: \$ [\d.,]+ → \$ 96,00$/)
      .waitFor();
    await version(1).getByText("Antes del historial", { exact: true }).waitFor();
    await version(3).getByText(editor.email).waitFor();
    await expectNoA11yViolations(page);

    await version(2).getByText("Restaurar esta versión").click();
    await version(2).getByRole("alertdialog", { name: "¿Restaurar la versión 2?" }).waitFor();
    await version(2).getByRole("button", { name: "Sí, restaurar" }).click();
    await page.waitForURL((url) => url.pathname === editPath);
    await page.getByText("Versión restaurada").first().waitFor();
    await expect.poll(() => page.getByLabel("Precio").inputValue()).toMatch(/^96([.,]0{1,2})?$/);

    const visitor = await site.browser.newContext({ baseURL: site.server.url });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/producto/${id}`);
    await publicPage.getByText("$ 96,00").first().waitFor();
    await visitor.close();

    await page.goto(`${editPath}/historial`);
    await version(4).getByText("Restauración de la versión 2").waitFor();
    await version(4).getByText("Precio: $ 98,50 → $ 96,00").waitFor();
    await context.close();
  });
});
