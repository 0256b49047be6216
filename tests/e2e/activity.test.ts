import { describe, expect, it } from "vitest";
import { useAdminSite } from "../support/admin-site";
import { expectNoA11yViolations, viewports, waitForHydration } from "../support/browser";

// "Actividad" (issue 23): what a person does in the admin shows up in the activity log with their
// e-mail, and the log's filters narrow it, at 1280 px with JavaScript and at 375 px without.

const editor = { email: "actividad@example.com", password: "clave-de-actividad-1" };

describe("activity log", () => {
  const site = useAdminSite(editor);

  it("a product switched off appears in Actividad, and the filters narrow the list, at 1280 px", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto("/admin/products");
    await waitForHydration(page);
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("button", { name: /^Desactivar / }) })
      .first();
    const name = (await row.getByRole("rowheader").innerText()).split("\n")[0]!.trim();
    await row.getByRole("button", { name: `Desactivar ${name}` }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Producto desactivado correctamente" }).waitFor();

    await page
      .getByRole("navigation", { name: /administración/i })
      .getByRole("link", { name: "Actividad" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Actividad" }).waitFor();
    const entry = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }) })
      .first();
    await entry.getByRole("cell", { name: editor.email }).waitFor();
    await entry.getByRole("cell", { name: "Desactivó" }).waitFor();
    // The product's name links to its edit page.
    expect(await entry.getByRole("link", { name }).getAttribute("href")).toMatch(/^\/admin\/products\/[0-9a-f-]{36}$/);

    // "Sobre: Artículo" leaves no product change in the list; the address keeps the filter.
    await page.getByLabel("Sobre").selectOption({ label: "Artículo" });
    await page.waitForURL((url) => url.searchParams.get("tipo") === "article");
    await page.getByText("No hay movimientos que coincidan con la búsqueda.").waitFor();
    await page.getByRole("link", { name: "Quitar filtros" }).first().click();
    await entry.waitFor();
    await expectNoA11yViolations(page);
    await context.close();
  });

  it("works without JavaScript at 375 px: each entry is a card, and the form filters by person", async () => {
    const context = await site.browser.newContext({
      baseURL: site.server.url,
      storageState: site.signedIn,
      viewport: viewports.mobile,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    // A change made without scripts: the settings page saved as it is.
    await page.goto("/admin/ajustes");
    await page.getByRole("button", { name: "Guardar ajustes" }).click();
    await page.getByText("Ajustes guardados").first().waitFor();

    await page.goto("/admin/actividad");
    await page.getByLabel("Persona").selectOption(editor.email);
    await page.getByLabel("Sobre").selectOption({ label: "Ajustes del sitio" });
    await page.getByRole("button", { name: "Filtrar" }).click();
    await page.waitForURL((url) => url.searchParams.get("tipo") === "settings");
    const entry = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: /Datos de la empresa y especialistas/ }) })
      .first();
    await entry.getByRole("cell", { name: "Modificó" }).waitFor();
    // A card: nothing runs off the right edge of the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /movimiento/ })
        .innerText(),
    ).resolves.toMatch(/^\d+ movimientos?$/);
    await context.close();
  });
});
