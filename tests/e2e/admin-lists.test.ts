import { rmSync } from "node:fs";
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedDatabase } from "~/.server/db/client";
import { articles, categories, contactMessages, products } from "~/.server/db/schema";
import { adminCreate } from "../support/admin-create";
import { adminSession } from "../support/admin-site";
import { expectNoA11yViolations, launchBrowser, viewports, waitForHydration } from "../support/browser";
import { newDataDir, type RunningServer, startServer } from "../support/server";

// The admin lists scale (issue 22): products, articles and messages each have a search, filters
// and pages of 25 kept in the address, which work with and without JavaScript; on a 375 px phone
// their rows are cards whose actions all stay inside the window. More than 25 rows of each are
// written to the server's database before it starts, with the same schema the app writes, in place
// of the demo catalogue and articles a new site starts with.

const editor = { email: "listas-del-admin@example.com", password: "clave-de-las-listas-1" };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function seed(dataDir: string): Promise<void> {
  const connection = await openEmbeddedDatabase({ dataDir });
  try {
    const { db } = connection;
    // The site starts with demo products and articles; the counts below are of these rows alone.
    await db.delete(products);
    await db.delete(articles);
    await db.delete(contactMessages);
    const [parent] = await db.insert(categories).values({ name: "Higiene en tambo", slug: "e2e-listas-higiene" }).returning();
    const [sub] = await db
      .insert(categories)
      .values({ name: "Desinfección de pezones", slug: "e2e-listas-desinfeccion", parentId: parent!.id })
      .returning();
    await db.insert(products).values([
      ...Array.from({ length: 30 }, (_, index) => ({
        name: `Red número ${String(index + 1).padStart(2, "0")}`,
        price: 1000 + index,
        createdAt: minutesAgo(100 - index),
      })),
      { name: "Solución de DESINFECCIÓN Plus", sku: "DES-001", categoryId: sub!.id, createdAt: minutesAgo(5) },
      {
        name: "Yodo pre-dipping con un nombre bastante largo para un teléfono",
        sku: "YOD-50",
        categoryId: sub!.id,
        isActive: false,
        createdAt: minutesAgo(4),
      },
    ]);
    await db.insert(articles).values([
      ...Array.from({ length: 26 }, (_, index) => ({
        title: `Novedades del campo ${String(index + 1).padStart(2, "0")}`,
        slug: `e2e-novedades-${index + 1}`,
        isPublished: true,
        publishedAt: minutesAgo(300 - index),
        createdAt: minutesAgo(300 - index),
      })),
      { title: "Desinfección después del ordeñe", slug: "e2e-desinfeccion", isPublished: false, createdAt: minutesAgo(20) },
      {
        title: "Feria de otoño",
        slug: "e2e-feria",
        isPublished: true,
        publishedAt: new Date(Date.now() + 7 * 86_400_000),
        createdAt: minutesAgo(10),
      },
    ]);
    const base = { source: "contacto", mensaje: "Quisiera precio de redes." };
    await db.insert(contactMessages).values([
      ...Array.from({ length: 27 }, (_, index) => ({
        ...base,
        nombre: `Cliente ${index + 1}`,
        email: `cliente${index + 1}@example.com`,
        createdAt: minutesAgo(200 - index),
      })),
      { ...base, nombre: "José", apellido: "Núñez", email: "jnunez@campo.com.uy", telefono: "099 123 456", createdAt: minutesAgo(10) },
      { ...base, nombre: "María", apellido: "Pérez", email: "maria@example.com", createdAt: minutesAgo(9), stage: "ganada" },
    ]);
  } finally {
    await connection.close();
  }
}

/** The list's count (a live region) once it says `text`. */
function count(page: Page, text: string): Promise<void> {
  return page
    .getByRole("status")
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();
}

function pagination(page: Page): Locator {
  return page.getByRole("navigation", { name: "Paginación" });
}

function rowOf(page: Page, name: string | RegExp): Locator {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
}

/** Every link, button and disclosure of each row or message lies inside the window; the page does not scroll sideways. */
async function expectActionsInsideThePhone(page: Page, rows: string): Promise<void> {
  const report = await page.evaluate((selector) => {
    const outside: string[] = [];
    const found = [...document.querySelectorAll(selector)];
    let controls = 0;
    for (const row of found) {
      for (const control of row.querySelectorAll("a, button, summary")) {
        if (!control.checkVisibility()) continue;
        const box = control.getBoundingClientRect();
        controls += 1;
        if (box.left < 0 || box.right > window.innerWidth)
          outside.push(`${control.textContent?.trim()} (${Math.round(box.left)}–${Math.round(box.right)})`);
      }
    }
    return { rows: found.length, controls, outside, sideways: document.documentElement.scrollWidth - window.innerWidth };
  }, rows);
  expect(report.rows).toBeGreaterThan(0);
  expect(report.controls).toBeGreaterThan(report.rows);
  expect(report.outside).toEqual([]);
  expect(report.sideways).toBeLessThanOrEqual(0);
  // And as Playwright measures it, the first row's actions one by one.
  const first = page.locator(rows).first();
  for (const control of await first.locator("a, button, summary").all()) {
    if (!(await control.isVisible())) continue;
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewports.mobile.width);
  }
}

describe("admin lists: search, filters, pages and phones", () => {
  let dataDir: string;
  let server: RunningServer;
  let browser: Browser;
  let signedIn: BrowserContextOptions["storageState"];

  beforeAll(async () => {
    dataDir = newDataDir("e2e-lists-");
    const created = await adminCreate(["--email", editor.email], { DATA_DIR: dataDir, DATABASE_URL: undefined }, `${editor.password}\n`);
    if (created.code !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
    await seed(dataDir);
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
    browser = await launchBrowser();
    signedIn = await adminSession({ server, browser, stop: async () => {} }, editor);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function open(viewport: keyof typeof viewports, javaScriptEnabled = true): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      baseURL: server.url,
      storageState: signedIn,
      viewport: viewports[viewport],
      javaScriptEnabled,
      locale: "es-UY",
    });
    return { context, page: await context.newPage() };
  }

  for (const viewport of ["desktop", "mobile"] as const) {
    it(`searches, filters and pages the products at ${viewports[viewport].width} px, as typed`, async () => {
      const { context, page } = await open(viewport);
      await page.goto("/admin/products");
      await waitForHydration(page);
      await count(page, "32 productos");
      await pagination(page).getByText("Página 1 de 2").waitFor();

      await pagination(page).getByRole("link", { name: "Siguiente" }).click();
      await page.waitForURL((url) => url.searchParams.get("pagina") === "2");
      await pagination(page).getByText("Página 2 de 2").waitFor();
      await rowOf(page, "Red número 01").waitFor();
      await expect(rowOf(page, "Red número 30").count()).resolves.toBe(0);

      // Typing searches once the typing pauses, and starts again at page 1.
      await page.getByRole("searchbox", { name: "Buscar por nombre o SKU" }).fill("desinfeccion");
      await page.waitForURL((url) => url.searchParams.get("q") === "desinfeccion" && !url.searchParams.has("pagina"));
      await count(page, "1 producto");
      await rowOf(page, "Solución de DESINFECCIÓN Plus").waitFor();

      await page.getByRole("searchbox", { name: "Buscar por nombre o SKU" }).fill("");
      await page.getByRole("combobox", { name: "Estado" }).selectOption({ label: "Inactivos" });
      await page.waitForURL((url) => url.searchParams.get("estado") === "inactivo");
      await count(page, "1 producto");
      await rowOf(page, /Yodo pre-dipping/).waitFor();
      if (viewport === "mobile") {
        await expectActionsInsideThePhone(page, "main tbody tr");
        // Deleting asks first, inside the card.
        await rowOf(page, /Yodo pre-dipping/)
          .locator("summary")
          .click();
        await rowOf(page, /Yodo pre-dipping/)
          .getByRole("button", { name: /Sí, eliminar/ })
          .waitFor();
        await expectActionsInsideThePhone(page, "main tbody tr");
      }

      await page.getByRole("combobox", { name: "Categoría" }).selectOption({ label: "Higiene en tambo > Desinfección de pezones" });
      await page.getByRole("combobox", { name: "Estado" }).selectOption({ label: "Activos" });
      await page.waitForURL((url) => url.searchParams.get("estado") === "activo" && url.searchParams.has("categoria"));
      await rowOf(page, "Solución de DESINFECCIÓN Plus").waitFor();
      await count(page, "1 producto");

      await page.getByRole("searchbox", { name: "Buscar por nombre o SKU" }).fill("no existe tal cosa");
      await page.getByText("No hay productos que coincidan con la búsqueda.").waitFor();
      await count(page, "0 productos");
      await page.getByRole("link", { name: "Quitar filtros" }).first().click();
      await count(page, "32 productos");
      await expect(page.getByRole("searchbox", { name: "Buscar por nombre o SKU" }).inputValue()).resolves.toBe("");

      if (viewport === "mobile") await expectActionsInsideThePhone(page, "main tbody tr");
      await expectNoA11yViolations(page);
      await context.close();
    });

    it(`searches, filters and pages the articles and the messages at ${viewports[viewport].width} px`, async () => {
      const { context, page } = await open(viewport);
      await page.goto("/admin/articles");
      await waitForHydration(page);
      await count(page, "28 artículos");
      await page.getByRole("combobox", { name: "Estado" }).selectOption({ label: "Programados" });
      await page.waitForURL((url) => url.searchParams.get("estado") === "programado");
      await count(page, "1 artículo");
      await rowOf(page, "Feria de otoño").waitFor();
      await page.getByRole("combobox", { name: "Estado" }).selectOption({ label: "Todos" });
      await count(page, "28 artículos");
      await pagination(page).getByRole("link", { name: "Siguiente" }).click();
      await pagination(page).getByText("Página 2 de 2").waitFor();
      await rowOf(page, "Novedades del campo 01").waitFor();
      if (viewport === "mobile") await expectActionsInsideThePhone(page, "main tbody tr");
      await page.getByRole("searchbox", { name: "Buscar por título" }).fill("DESINFECCION");
      await page.waitForURL((url) => url.searchParams.get("q") === "DESINFECCION");
      await count(page, "1 artículo");
      await rowOf(page, "Desinfección después del ordeñe").waitFor();

      await page.goto("/admin/messages");
      await waitForHydration(page);
      await count(page, "28 consultas");
      await pagination(page).getByRole("link", { name: "Siguiente" }).click();
      await pagination(page).getByText("Página 2 de 2").waitFor();
      await page.getByRole("heading", { name: "Cliente 1", exact: true }).waitFor();
      if (viewport === "mobile") await expectActionsInsideThePhone(page, "main li article");
      await page.getByRole("searchbox", { name: "Buscar por nombre o e-mail" }).fill("nunez");
      await page.waitForURL((url) => url.searchParams.get("q") === "nunez" && url.searchParams.get("estado") === "abiertos");
      await count(page, "1 consulta");
      await page.getByRole("heading", { name: "José Núñez" }).waitFor();
      // The view links keep the search.
      await page.getByRole("link", { name: "Todas", exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get("estado") === "todos" && url.searchParams.get("q") === "nunez");
      await page.getByRole("heading", { name: "José Núñez" }).waitFor();
      if (viewport === "mobile") await expectActionsInsideThePhone(page, "main li article");
      await context.close();
    });
  }

  it("works without JavaScript: the Filtrar button sends the search and filters, and the pages keep them", async () => {
    const { context, page } = await open("mobile", false);
    await page.goto("/admin/products");
    await page.getByRole("searchbox", { name: "Buscar por nombre o SKU" }).fill("red número");
    await page.getByRole("combobox", { name: "Estado" }).selectOption({ label: "Activos" });
    await page.getByRole("button", { name: "Filtrar" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "red número" && url.searchParams.get("estado") === "activo");
    await count(page, "30 productos");
    await pagination(page).getByRole("link", { name: "Siguiente" }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get("pagina") === "2" && url.searchParams.get("q") === "red número" && url.searchParams.get("estado") === "activo",
    );
    await pagination(page).getByText("Página 2 de 2").waitFor();
    await rowOf(page, "Red número 01").waitFor();
    await expectActionsInsideThePhone(page, "main tbody tr");
    // A bookmarked address with nonsense in it still shows a list.
    await page.goto("/admin/products?pagina=abc&estado=roto&categoria=xyz");
    await count(page, "32 productos");
    await page.goto("/admin/products?q=red&pagina=999");
    await pagination(page).getByText("Página 2 de 2").waitFor();

    await page.goto("/admin/articles");
    await page.getByRole("combobox", { name: "Estado" }).selectOption({ label: "Borradores" });
    await page.getByRole("button", { name: "Filtrar" }).click();
    await page.waitForURL((url) => url.searchParams.get("estado") === "borrador");
    await count(page, "1 artículo");
    await rowOf(page, "Desinfección después del ordeñe").waitFor();

    await page.goto("/admin/messages?estado=todos");
    await page.getByRole("searchbox", { name: "Buscar por nombre o e-mail" }).fill("PEREZ");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "PEREZ" && url.searchParams.get("estado") === "todos");
    await count(page, "1 consulta");
    await page.getByRole("heading", { name: "María Pérez" }).waitFor();
    await context.close();
  });
});
