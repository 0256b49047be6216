import type { Page } from "playwright-core";
import routes from "~/routes";

export interface RouteEntry {
  file: string;
  path?: string;
  children?: RouteEntry[];
}

/** The app's route table as the tests walk it. */
export const routeTable = routes as RouteEntry[];

/**
 * The admin routes a browser opens as a page: every page module (.tsx; resource routes such as the
 * CSV are .ts), /admin itself included (its layout module is a page that forwards to the articles).
 */
export function adminPagePaths(entries: readonly RouteEntry[] = routeTable, parent = ""): string[] {
  return entries.flatMap((entry) => {
    const routePath = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    const isAdmin = routePath === "/admin" || routePath.startsWith("/admin/");
    const own = isAdmin && entry.path !== undefined && entry.file.endsWith(".tsx") ? [routePath] : [];
    return [...own, ...adminPagePaths(entry.children ?? [], routePath)];
  });
}

/** Every route of the table that answers an address (layout routes left out), with its full path ("/" for the home page). */
export function routeLeaves(entries: readonly RouteEntry[] = routeTable, parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const routePath = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    return entry.children ? routeLeaves(entry.children, entry.path ? routePath : parent) : [{ path: routePath, file: entry.file }];
  });
}

/**
 * Every admin page path of the table, with a real product, article, category, listing row and lead
 * in place of each `:id` (the first one each list links to), and the article list with its delete
 * confirmation open, which is a page of its own too. A lead is sent through the public contact
 * endpoint first when the inbox has none.
 */
export async function adminPagesToVisit(page: Page): Promise<string[]> {
  const first = async (list: string, selector: string) => {
    await page.goto(list);
    const link = page.locator(selector).first();
    return (await link.count()) > 0 ? link.getAttribute("href") : null;
  };
  const productLink = await first("/admin/products", 'a[href^="/admin/products/"]:not([href$="/nuevo"]):not([href$="/importar"])');
  await page.goto("/admin/articles");
  const articleRow = page.locator("tr[data-slug]").first();
  const articleLink = await articleRow.locator('a[href^="/admin/articles/"]').first().getAttribute("href");
  const slug = await articleRow.getAttribute("data-slug");
  const categoryLink = await first("/admin/categorias", 'a[href^="/admin/categorias/"]');
  const listingRowHistory = await first("/admin/listados", 'a[href^="/admin/listados/"][href$="/historial"]');
  const leadSelector = 'a[href^="/admin/messages/"]:not([href*="plantillas"])';
  let leadLink = await first("/admin/messages?estado=todos", leadSelector);
  if (!leadLink) {
    const origin = new URL(page.url()).origin;
    const sent = await page.request.post("/api/contact", {
      headers: { origin },
      data: {
        source: "contacto",
        nombre: "Rosario",
        email: "rosario@example.com",
        mensaje: "Precio de 40 rollos de NetFilm.",
        duracion: "5000",
      },
    });
    if (!sent.ok()) throw new Error(`the contact endpoint answered ${sent.status()}`);
    leadLink = await first("/admin/messages?estado=todos", leadSelector);
  }
  for (const [name, link] of Object.entries({ productLink, articleLink, categoryLink, listingRowHistory, leadLink }))
    if (!link) throw new Error(`no ${name} to visit`);
  const real: Record<string, string> = {
    "/admin/products/:id": productLink!,
    "/admin/articles/:id": articleLink!,
    "/admin/categorias/:id": categoryLink!,
    "/admin/messages/:id": leadLink!,
    "/admin/products/:id/historial": `${productLink!}/historial`,
    "/admin/articles/:id/historial": `${articleLink!}/historial`,
    "/admin/categorias/:id/historial": `${categoryLink!}/historial`,
    "/admin/listados/:id/historial": listingRowHistory!,
  };
  return [...adminPagePaths().map((path) => real[path] ?? path), `/admin/articles?delete=${slug}`];
}
