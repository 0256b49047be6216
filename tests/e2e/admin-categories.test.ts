import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useAdminSite } from "../support/admin-site";
import { expectNoA11yViolations, viewports, waitForHydration } from "../support/browser";

// "Categorías" (docs/features.md): an editor creates, renames, reorders, moves, deactivates and deletes
// categories at /admin/categorias, at 1280 px and at 375 px (rows become cards) and without
// JavaScript; the public pages, even ones already cached, follow at once and keep their addresses.

// An editor's account: categories are editors' work (app/admin/lib/permissions.ts).
const editor = { email: "categorias-e2e@example.com", password: "clave-de-categorias-1", role: "editor" } as const;
const emptyListing = "No hay productos disponibles en esta categoría.";

function row(page: Page, name: string | RegExp) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
}

/** The rows' slugs, top to bottom. */
function order(page: Page): Promise<string[]> {
  return page.locator("tr[data-categoria]").evaluateAll((rows) => rows.map((element) => (element as HTMLElement).dataset.categoria!));
}

const TOP_LEVEL = new Set(["aves-cerdos", "comercial-hogares", "embalaje-cultivo", "industria", "tambo", "zanahorias-sin-scripts"]);

/** The top-level categories among the rows' slugs. */
function topLevel(slugs: readonly string[]): string[] {
  return slugs.filter((slug) => TOP_LEVEL.has(slug));
}

describe("admin categories", () => {
  const site = useAdminSite(editor);

  async function editorPage(viewport: { width: number; height: number }, javaScriptEnabled = true): Promise<Page> {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, viewport, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/admin/products");
    if (javaScriptEnabled) await waitForHydration(page);
    return page;
  }

  /** What an anonymous visitor sees on a public page (the page cache serves such visitors). */
  async function visit(path: string): Promise<Page> {
    const context = await site.browser.newContext({ baseURL: site.server.url, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto(path);
    return page;
  }

  it("at 1280 px: creates, renames, deactivates and deletes; a category in use says why it cannot go", async () => {
    // Public pages already in the cache before the edits.
    for (const path of ["/redes-enfardar", "/hilos-enfardar"]) {
      for (let i = 0; i < 2; i++) await (await visit(path)).context().close();
    }
    const page = await editorPage(viewports.desktop);
    await page.getByRole("navigation", { name: "Secciones de administración" }).getByRole("link", { name: "Categorías" }).click();
    await page.getByRole("heading", { name: "Categorías", level: 1 }).waitFor();

    // Create a subcategory.
    await page.getByLabel("Nombre").fill("Semillas de pasturas");
    await page.getByLabel("Dentro de").selectOption({ label: "Embalaje de cultivos" });
    await page.getByLabel("Descripción (opcional)").fill("Semillas para praderas y verdeos.");
    await page.getByRole("button", { name: "Crear categoría" }).click();
    await page.getByText("Categoría creada").first().waitFor();
    const created = row(page, /Semillas de pasturas/);
    await created.getByText("Subcategoría de Embalaje de cultivos").waitFor();
    await created.getByText("Semillas para praderas y verdeos.").waitFor();
    await expect(page.getByLabel("Nombre").inputValue()).resolves.toBe("");

    // Rename: the public page keeps its address and shows the new name.
    await row(page, /^Redes para enfardar/)
      .getByRole("link", { name: /Editar/ })
      .click();
    await page.getByRole("heading", { name: "Editar «Redes para enfardar»" }).waitFor();
    await page.getByText("La página /redes-enfardar mantiene su dirección aunque cambies el nombre.").waitFor();
    await page.getByLabel("Nombre").fill("Redes de enfardar");
    await page.getByRole("button", { name: "Guardar categoría" }).click();
    await page.getByText("Categoría guardada").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/categorias");
    const nets = await visit("/redes-enfardar");
    await expect(nets.locator("main").getByText("Redes de enfardar", { exact: true }).count()).resolves.toBeGreaterThan(0);
    await nets.context().close();

    // A category in use cannot be deleted: the page says why and offers to deactivate it.
    const netsRow = row(page, /^Redes de enfardar/);
    await netsRow.locator("summary", { hasText: "Eliminar" }).click();
    await netsRow.getByText("Tiene 3 productos: movelos a otra categoría o desactivala.").waitFor();
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await netsRow.getByText("Tiene 3 productos").waitFor({ state: "hidden" });

    // Deactivate: its listing page empties, the product form marks it; then back on.
    const twine = row(page, /^Hilos para enfardar/);
    await twine.getByRole("button", { name: "Desactivar Hilos para enfardar" }).click();
    await page.getByText("Categoría desactivada").first().waitFor();
    await twine.getByText("Inactiva", { exact: true }).waitFor();
    const hidden = await visit("/hilos-enfardar");
    await hidden.getByText(emptyListing).waitFor();
    await hidden.context().close();
    await page.goto("/admin/products/nuevo");
    await expect(page.getByLabel("Categoría").locator("option", { hasText: "Hilos para enfardar (inactiva)" }).count()).resolves.toBe(1);
    await page.goto("/admin/categorias");
    await row(page, /^Hilos para enfardar/)
      .getByRole("button", { name: "Activar Hilos para enfardar" })
      .click();
    await page.getByText("Categoría activada").first().waitFor();
    const shown = await visit("/hilos-enfardar");
    await expect(shown.getByText(emptyListing).count()).resolves.toBe(0);
    await shown.context().close();

    // Delete the unused one, confirmed in the page.
    await created.locator("summary", { hasText: "Eliminar" }).click();
    await created.getByText("¿Eliminar la categoría «Semillas de pasturas»? No se puede deshacer.").waitFor();
    await created.getByRole("button", { name: "Sí, eliminar Semillas de pasturas" }).click();
    await page.getByText("Categoría eliminada").first().waitFor();
    await expect(row(page, /Semillas de pasturas/).count()).resolves.toBe(0);
    await expectNoA11yViolations(page);
    await page.context().close();
  });

  it("at 375 px: rows are cards, nothing runs off the screen, and Subir moves a category keeping the focus", async () => {
    const page = await editorPage(viewports.mobile);
    await page.goto("/admin/categorias");
    await waitForHydration(page);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    // A stacked row shows each column's name above its value.
    const dairy = row(page, /^Tambo/);
    await expect(dairy.evaluate((element) => getComputedStyle(element).display)).resolves.toBe("block");
    await expect(
      dairy
        .getByRole("cell")
        .first()
        .evaluate((cell) => getComputedStyle(cell, "::before").content),
    ).resolves.toBe('"Productos"');

    expect(topLevel(await order(page))).toEqual(["aves-cerdos", "comercial-hogares", "embalaje-cultivo", "industria", "tambo"]);
    await dairy.getByRole("button", { name: "Subir Tambo" }).click();
    await page.getByText("Orden guardado").first().waitFor();
    await expect
      .poll(async () => topLevel(await order(page)))
      .toEqual(["aves-cerdos", "comercial-hogares", "embalaje-cultivo", "tambo", "industria"]);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain("Tambo");
    await expectNoA11yViolations(page);
    await page.context().close();
  });

  it("works without JavaScript: a category is created and moved by plain forms", async () => {
    const page = await editorPage(viewports.mobile, false);
    await page.goto("/admin/categorias");
    await page.getByLabel("Nombre").fill("Zanahorias sin scripts");
    await page.getByRole("button", { name: "Crear categoría" }).click();
    await page.getByText("Categoría creada").first().waitFor();
    // The page streams in: the notice arrives before the table's last rows.
    await page.waitForLoadState("load");
    expect((await order(page)).at(-1)).toBe("zanahorias-sin-scripts");
    // An empty name is refused with its message (400) and nothing is created.
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Crear categoría" }).click();
    expect((await refused).status()).toBe(400);
    await page.getByText("Escribí el nombre de la categoría.").waitFor();

    await row(page, /^Zanahorias sin scripts/)
      .getByRole("button", { name: "Subir Zanahorias sin scripts" })
      .click();
    await page.getByText("Orden guardado").first().waitFor();
    await page.waitForLoadState("load");
    expect(topLevel(await order(page))).toEqual([
      "aves-cerdos",
      "comercial-hogares",
      "embalaje-cultivo",
      "tambo",
      "zanahorias-sin-scripts",
      "industria",
    ]);

    // Moved under another parent from its edit page: it becomes Tambo's last subcategory.
    await row(page, /^Zanahorias sin scripts/)
      .getByRole("link", { name: "Editar Zanahorias sin scripts" })
      .click();
    await page.getByLabel("Dentro de").selectOption({ label: "Tambo" });
    await page.getByRole("button", { name: "Guardar categoría" }).click();
    await page.getByText("Categoría guardada").first().waitFor();
    await page.waitForLoadState("load");
    await row(page, /^Zanahorias sin scripts/)
      .getByText("Subcategoría de Tambo")
      .waitFor();
    const slugs = await order(page);
    expect(slugs.indexOf("zanahorias-sin-scripts")).toBe(slugs.indexOf("industria") - 1);
    await page.context().close();
  });
});
