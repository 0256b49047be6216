import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { matchRoutes, type RouteObject } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPagePaths, type RouteEntry, routeTable } from "../support/admin-pages";
import { type AdminSite, adminSession, startSiteWithAdmin } from "../support/admin-site";
import { a11yViolations, viewports, waitForHydration, waitUntilFormIsOldEnough } from "../support/browser";
import { type RunningServer } from "../support/server";

// Axe-core on every page a visitor can reach (every URL of the sitemap, which is built from the
// route table, the active products and the published articles) at phone width; at desktop width,
// every page whose content comes from the code (sector, listing and industry pages, articles) and
// the first page of each route module (the database's product pages share one template and differ
// in content only, which the phone pass reads on every page); every admin page as an administrator
// sees it at both widths; and the states a visit opens on the home page (the second slide, the
// specialists dialog). A route added later is swept without touching this file (a public page left
// out of the sitemap, such as search results or the account pages, is added to unlistedPublicPaths).
// Any moderate, serious or critical violation fails, listed page by page. This is the one place
// that checks whole pages; other files check the states only their flows reach.

/** The module that renders a path (its deepest matching route's file). */
function routeModuleOf(path: string): string {
  const matches = matchRoutes(routeTable as RouteObject[], new URL(path, "http://sitio").pathname);
  const leaf = matches?.at(-1)?.route as (RouteObject & RouteEntry) | undefined;
  if (!leaf) throw new Error(`no route renders ${path}`);
  return leaf.file;
}

const editor = { email: "accesible@example.com", password: "clave-del-barrido-1" };

/**
 * Public pages the sitemap does not list: site search's results (noindex) in each of its states:
 * results with marked words, a corrected spelling, nothing found, and no query; the account pages
 * (sign-in, sign-up, forgotten password); a product page of the code's catalogue.
 */
const unlistedPublicPaths = [
  "/buscar?q=inoculante",
  "/buscar?q=inoculnte",
  "/buscar?q=yodo%20tamanet",
  "/buscar",
  "/auth",
  "/auth?modo=registro",
  "/auth/recuperar",
  "/producto/silotrato",
];

/** The database's product pages: one template, swept at desktop width through its first page only. */
const databaseProductPage = /^\/producto\/[0-9a-f-]{36}$/;

describe("accessibility sweep", () => {
  let site: AdminSite;
  let server: RunningServer;
  let browser: Browser;
  let signedIn: BrowserContextOptions["storageState"];

  beforeAll(async () => {
    site = await startSiteWithAdmin(editor, { SMTP_URL: "" });
    ({ server, browser } = site);
    signedIn = await adminSession(site, editor);
  });
  afterAll(() => site?.stop());

  async function sitemapPaths(): Promise<string[]> {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
      const url = new URL(match[1]!.replaceAll("&#38;", "&"));
      return url.pathname + url.search;
    });
  }

  /** Visits each path in one page (full loads, hydrated) and returns 'path: violation' lines. */
  async function sweep(page: Page, paths: readonly string[]): Promise<string[]> {
    const problems: string[] = [];
    for (const target of paths) {
      const response = await page.goto(target);
      if (!response || response.status() >= 400) {
        problems.push(`${target}: status ${response?.status()}`);
        continue;
      }
      await waitForHydration(page);
      for (const violation of await a11yViolations(page)) problems.push(`${target}: ${violation}`);
    }
    return problems;
  }

  async function newContext(viewport: keyof typeof viewports, options: BrowserContextOptions = {}): Promise<BrowserContext> {
    return browser.newContext({ baseURL: server.url, viewport: viewports[viewport], locale: "es-UY", ...options });
  }

  it("finds the public pages in the sitemap and the admin pages in the route table", async () => {
    expect((await sitemapPaths()).length).toBeGreaterThan(40);
    expect(adminPagePaths()).toEqual(expect.arrayContaining(["/admin/articles", "/admin/products", "/admin/products/:id", "/admin/busquedas"]));
  });

  it(`every public page has no violation at ${viewports.mobile.width} px`, { timeout: 900_000 }, async () => {
    const context = await newContext("mobile");
    const page = await context.newPage();
    const problems = await sweep(page, [...(await sitemapPaths()), ...unlistedPublicPaths]);
    await context.close();
    expect(problems).toEqual([]);
  });

  it(`every public page but the database's products, and a page of each route module, has no violation at ${viewports.desktop.width} px`, { timeout: 900_000 }, async () => {
    const paths = await sitemapPaths();
    const firstOfEachModule = new Map<string, string>();
    for (const path of paths) {
      const module = routeModuleOf(path);
      if (!firstOfEachModule.has(module)) firstOfEachModule.set(module, path);
    }
    // Many pages share a module (products, articles, sector pages): the sample is much smaller.
    expect(firstOfEachModule.size).toBeGreaterThan(8);
    expect(firstOfEachModule.size).toBeLessThan(paths.length);
    const fromCode = paths.filter((path) => !databaseProductPage.test(path));
    expect(fromCode.length).toBeLessThan(paths.length);
    const context = await newContext("desktop");
    const page = await context.newPage();
    const problems = await sweep(page, [...new Set([...firstOfEachModule.values(), ...fromCode, ...unlistedPublicPaths])]);
    await context.close();
    expect(problems).toEqual([]);
  });

  it("every admin page has no violation, at both widths", { timeout: 300_000 }, async () => {
    const problems: string[] = [];
    for (const viewport of ["mobile", "desktop"] as const) {
      const context = await newContext(viewport, { storageState: signedIn });
      const page = await context.newPage();
      // A real product, article and category for the edit pages: the first one each list links to.
      await page.goto("/admin/products");
      const editLink = await page.locator('a[href^="/admin/products/"]:not([href$="/nuevo"]):not([href$="/importar"])').first().getAttribute("href");
      expect(editLink).toMatch(/^\/admin\/products\/[0-9a-f-]{36}$/);
      await page.goto("/admin/articles");
      const articleLink = await page.locator('a[href^="/admin/articles/"]:not([href$="/nuevo"])').first().getAttribute("href");
      expect(articleLink).toMatch(/^\/admin\/articles\/[0-9a-f-]{36}$/);
      await page.goto("/admin/categorias");
      const categoryLink = await page.locator('a[href^="/admin/categorias/"]').first().getAttribute("href");
      expect(categoryLink).toMatch(/^\/admin\/categorias\/[0-9a-f-]{36}$/);
      const real: Record<string, string> = { "/admin/products/:id": editLink!, "/admin/articles/:id": articleLink!, "/admin/categorias/:id": categoryLink! };
      const paths = adminPagePaths().map((adminPath) => real[adminPath] ?? adminPath);
      problems.push(...(await sweep(page, paths)).map((line) => `${viewports[viewport].width} px ${line}`));
      await context.close();
    }
    expect(problems).toEqual([]);
  });

  it("the home page's second slide and its specialists dialog have no violation, at both widths", async () => {
    const problems: string[] = [];
    for (const viewport of ["mobile", "desktop"] as const) {
      const context = await newContext(viewport);
      const page = await context.newPage();
      await page.goto("/");
      await waitForHydration(page);
      // The arrows work once the carousel runs; the second slide is shown when it fills the hero.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLButtonElement>('#inicio button[aria-controls="hero-diapositivas"]')].every((button) => !button.disabled),
      );
      const slideShown = (label: string) =>
        page.waitForFunction((label) => {
          const shown = document.querySelector<HTMLElement>(`[aria-roledescription="diapositiva"][aria-label="${label}"]`);
          const hero = document.getElementById("inicio");
          return Boolean(shown && hero && !shown.inert && Math.abs(shown.getBoundingClientRect().left - hero.getBoundingClientRect().left) < 1);
        }, label);
      await page.getByRole("button", { name: "Diapositiva siguiente" }).click();
      await slideShown("2 de 2");
      problems.push(...(await a11yViolations(page)).map((line) => `${viewports[viewport].width} px, second slide: ${line}`));

      // 'Contactar Ahora' is on the first slide.
      await page.getByRole("button", { name: "Diapositiva anterior" }).click();
      await slideShown("1 de 2");
      await page.getByRole("link", { name: "Contactar Ahora" }).click();
      await page.getByRole("dialog").waitFor({ state: "visible" });
      problems.push(...(await a11yViolations(page)).map((line) => `${viewports[viewport].width} px, specialists dialog: ${line}`));
      await context.close();
    }
    expect(problems).toEqual([]);
  });

  it("error and success toasts are readable (colour contrast AA included)", async () => {
    const context = await newContext("desktop");
    const page = await context.newPage();
    const problems: string[] = [];
    await page.goto("/");
    await waitForHydration(page);
    const form = page.locator("#contacto form");
    for (const [label, value] of [["Nombre", "Lucía"], ["Apellido", "Pérez"], ["Email", "lucia@example.com"], ["WhatsApp", "099 123 456"], ["Mensaje", "Plazos de entrega de film stretch."]]) {
      await form.getByLabel(label!).fill(value!);
    }
    await waitUntilFormIsOldEnough(form);

    // A failed answer shows the error toast; hovered, a toast stays until axe has read it.
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false}' }));
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await page.locator("[data-sonner-toast][data-type='error']").hover();
    problems.push(...(await a11yViolations(page)));

    await page.unroute("**/api/contact");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await page.locator("[data-sonner-toast][data-type='success']").hover();
    problems.push(...(await a11yViolations(page)));
    await context.close();
    expect(problems).toEqual([]);
  });
});
