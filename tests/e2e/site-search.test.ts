import type { Locator, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_RATE_LIMIT } from "~/.server/search/search-rate-limit";
import { baseUrl, expectNoA11yViolations, useBrowser } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

// Site search as a visitor meets it on the seeded site: the header's field at phone and desktop
// width with and without scripts, the suggestions with the keyboard, the results page's states
// (results, a corrected spelling, nothing found, no query) and hostile input. The seed has two
// "Inoculante liofilizado …" products, the TamaNet nets and an iodine post dipping ("yodo"), never
// together with a TamaNet.

const FIRST_INOCULANT = "Inoculante liofilizado para silo de maíz y sorgo, 200 g";

/** Presses Tab until `target` has focus; fails when it never does. */
async function tabTo(page: Page, target: Locator, max = 30): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The site's header (pages have <header>s of their own inside <main>). */
const siteHeader = (page: Page) => page.locator("body > header");

/** Waits until the page shows the h1 of the page it navigated to (a client navigation renders after the address changes). */
const waitForTitle = (page: Page, title: string | RegExp) =>
  page.getByRole("heading", { level: 1, name: title, exact: typeof title === "string" }).waitFor();

/** The results page's section of a group, by its heading. */
const group = (page: Page, heading: string) =>
  page.locator("section", { has: page.getByRole("heading", { level: 2, name: new RegExp(`^${heading}`) }) });

async function expectInoculantResults(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === "/buscar" && url.searchParams.get("q") === "inoculante");
  await waitForTitle(page, "Resultados para «inoculante»");
  const products = group(page, "Productos");
  const link = products.getByRole("link", { name: FIRST_INOCULANT });
  await expect(link.getAttribute("href")).resolves.toMatch(/^\/producto\/[0-9a-f-]{36}$/);
  // The searched word is marked in the title and in the snippet.
  await expect(link.locator("mark").first().textContent()).resolves.toBe("Inoculante");
  await expect(products.locator("li p mark").count()).resolves.toBeGreaterThan(0);
  // The search field comes back with the query.
  await expect(page.getByRole("main").getByLabel("¿Qué estás buscando?").inputValue()).resolves.toBe("inoculante");
}

describe("the header search field without JavaScript", () => {
  const { open } = useBrowser();

  it("on a 375 px phone, the magnifier opens the field and Enter shows the results", async () => {
    const { page, errors } = await open("/", { javaScript: false, viewport: "mobile" });
    const header = siteHeader(page);
    const field = header.getByRole("searchbox", { name: "Buscar en el sitio" });
    await expect(field.isVisible()).resolves.toBe(false);
    // The menu and the search panel share the row below the header: opening one closes the other.
    await header.locator("summary", { hasText: "Abrir menú" }).click();
    const menu = page.getByRole("navigation", { name: "Menú móvil" });
    await menu.waitFor({ state: "visible" });
    await header.locator("summary", { hasText: "Abrir el buscador" }).click();
    await field.waitFor({ state: "visible" });
    await menu.waitFor({ state: "hidden" });
    await expect(header.getByRole("search").getAttribute("action")).resolves.toBe("/buscar");
    await field.fill("inoculante");
    await field.press("Enter");
    await expectInoculantResults(page);
    expect(errors).toEqual([]);
  });

  it("on a 375 px phone, the keyboard alone opens the field and searches", async () => {
    const { page, errors } = await open("/", { javaScript: false, viewport: "mobile" });
    const header = siteHeader(page);
    const magnifier = header.locator("summary", { hasText: "Abrir el buscador" });
    await tabTo(page, magnifier);
    await page.keyboard.press("Enter");
    const field = header.getByRole("searchbox", { name: "Buscar en el sitio" });
    await tabTo(page, field);
    await page.keyboard.type("inoculante");
    await page.keyboard.press("Enter");
    await expectInoculantResults(page);
    expect(errors).toEqual([]);
  });

  it("at 1280 px, the field is in the header row and its magnifier button submits it", async () => {
    const { page, errors } = await open("/tambo", { javaScript: false });
    const header = siteHeader(page);
    const field = header.getByRole("searchbox", { name: "Buscar en el sitio" });
    await expect(field.isVisible()).resolves.toBe(true);
    await expect(header.locator("summary", { hasText: "Abrir el buscador" }).isVisible()).resolves.toBe(false);
    // Inside the sticky header's row, not below it.
    const [fieldBox, headerBox] = await Promise.all([field.boundingBox(), header.boundingBox()]);
    expect(fieldBox!.y + fieldBox!.height).toBeLessThanOrEqual(headerBox!.y + headerBox!.height);
    await field.fill("inoculante");
    await header.getByRole("button", { name: "Buscar", exact: true }).click();
    await expectInoculantResults(page);
    expect(errors).toEqual([]);
  });
});

describe("the header search field with JavaScript", () => {
  const { open } = useBrowser();

  it("shows suggestions while typing; ArrowDown and Enter open the product", async () => {
    const { page, errors } = await open("/");
    const header = siteHeader(page);
    await header.getByRole("searchbox", { name: "Buscar en el sitio" }).click();
    await page.keyboard.type("inocul");
    // Focused, the field became a combobox controlling the list of suggestions.
    const combobox = header.getByRole("combobox", { name: "Buscar en el sitio" });
    const listbox = header.getByRole("listbox", { name: "Sugerencias" });
    // The list for the whole text (a slow machine may show one for its beginning first).
    await listbox.getByRole("option", { name: "Ver todos los resultados para «inocul»" }).waitFor();
    await expect(combobox.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(combobox.getAttribute("aria-controls")).resolves.toBe(await listbox.getAttribute("id"));
    const options = listbox.getByRole("option");
    await expect(options.first().textContent()).resolves.toContain(FIRST_INOCULANT);
    await expect(options.last().textContent()).resolves.toBe("Ver todos los resultados para «inocul»");
    await expect(options.first().locator("mark").first().textContent()).resolves.toBe("Inoculante");
    // Read politely to screen readers.
    await expect(header.getByRole("status").textContent()).resolves.toMatch(/^\d+ sugerencias?\. /);
    await expectNoA11yViolations(page);

    await page.keyboard.press("ArrowDown");
    const first = options.first();
    await expect.poll(() => first.getAttribute("aria-selected")).toBe("true");
    await expect(combobox.getAttribute("aria-activedescendant")).resolves.toBe(await first.getAttribute("id"));
    // The focus stays in the field while the options are walked.
    await expect(combobox.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => options.nth(1).getAttribute("aria-selected")).toBe("true");
    await expect(first.getAttribute("aria-selected")).resolves.toBe("false");
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => first.getAttribute("aria-selected")).toBe("true");

    await page.keyboard.press("Enter");
    await page.waitForURL(/\/producto\/[0-9a-f-]{36}$/);
    await waitForTitle(page, FIRST_INOCULANT);
    expect(errors).toEqual([]);
  });

  it("Enter without a chosen suggestion goes to the full results", async () => {
    const { page, errors } = await open("/noticias");
    const header = siteHeader(page);
    await header.getByRole("searchbox", { name: "Buscar en el sitio" }).click();
    await page.keyboard.type("inoculante");
    await header.getByRole("listbox", { name: "Sugerencias" }).waitFor({ state: "visible" });
    await page.keyboard.press("Enter");
    await expectInoculantResults(page);
    expect(errors).toEqual([]);
  });

  it("Escape closes the suggestions and keeps the text; so does a click outside", async () => {
    const { page, errors } = await open("/");
    const header = siteHeader(page);
    await header.getByRole("searchbox", { name: "Buscar en el sitio" }).click();
    await page.keyboard.type("tamanet");
    const combobox = header.getByRole("combobox", { name: "Buscar en el sitio" });
    const listbox = header.getByRole("listbox", { name: "Sugerencias" });
    await listbox.getByRole("option", { name: "Ver todos los resultados para «tamanet»" }).waitFor();
    await expect(listbox.getByRole("option").first().textContent()).resolves.toContain("TamaNet");

    await page.keyboard.press("Escape");
    await listbox.waitFor({ state: "hidden" });
    await expect.poll(() => combobox.getAttribute("aria-expanded")).toBe("false");
    await expect(combobox.inputValue()).resolves.toBe("tamanet");

    // The arrow opens the list again; a click elsewhere on the page closes it.
    await page.keyboard.press("ArrowDown");
    await listbox.waitFor({ state: "visible" });
    await page.getByRole("heading", { level: 1 }).click();
    await listbox.waitFor({ state: "hidden" });

    // Back in the field, ArrowUp reaches the last option, all the results, and Enter opens them.
    await combobox.click();
    await listbox.waitFor({ state: "visible" });
    await page.keyboard.press("ArrowUp");
    const all = listbox.getByRole("option", { name: "Ver todos los resultados para «tamanet»" });
    await expect.poll(() => all.getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Enter");
    await waitForTitle(page, "Resultados para «tamanet»");
    expect(errors).toEqual([]);
  });

  it("a new keystroke cancels the suggestions' request in flight, and the list shows the latest text", async () => {
    const { page, errors } = await open("/");
    const asked: string[] = [];
    const cancelled: string[] = [];
    let held: Route | undefined;
    page.on("requestfailed", (request) => {
      if (request.url().includes("/buscar/sugerencias")) cancelled.push(new URL(request.url()).searchParams.get("q") ?? "");
    });
    // The first answer never comes while the visitor types on, as on a slow connection.
    await page.route("**/buscar/sugerencias?*", async (route) => {
      asked.push(new URL(route.request().url()).searchParams.get("q") ?? "");
      if (held) await route.continue();
      else held = route;
    });
    const header = siteHeader(page);
    const field = header.getByRole("searchbox", { name: "Buscar en el sitio" });
    await field.click();
    // Whole words at once (one input event each), so the test does not depend on typing speed.
    const combobox = header.getByRole("combobox", { name: "Buscar en el sitio" });
    await combobox.fill("yodo");
    await expect.poll(() => asked).toEqual(["yodo"]);
    await combobox.fill("yodo tam");
    await expect.poll(() => cancelled).toEqual(["yodo"]);
    const listbox = header.getByRole("listbox", { name: "Sugerencias" });
    await listbox.waitFor({ state: "visible" });
    expect(asked.at(-1)).toBe("yodo tam");
    await expect(listbox.getByRole("option").last().textContent()).resolves.toBe("Ver todos los resultados para «yodo tam»");
    await held!.continue().catch(() => undefined);
    expect(errors).toEqual([]);
  });

  it("on a 375 px phone, the magnifier opens the field with the focus in it, and a tapped suggestion opens its page", async () => {
    const { page, errors } = await open("/", { viewport: "mobile" });
    const header = siteHeader(page);
    await header.locator("summary", { hasText: "Abrir el buscador" }).click();
    const field = header.getByRole("combobox", { name: "Buscar en el sitio" });
    await field.waitFor({ state: "visible" });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type("tamanet");
    const option = header.getByRole("option", { name: /^Red TamaNet Original/ });
    await option.click();
    await page.waitForURL(/\/producto\/[0-9a-f-]{36}$/);
    await waitForTitle(page, /^Red TamaNet Original/);
    // The panel closed behind the visitor.
    await field.waitFor({ state: "hidden" });

    // Escape closes an open panel and gives the focus back to the magnifier.
    const magnifier = header.locator("summary", { hasText: "Abrir el buscador" });
    await magnifier.click();
    await field.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await field.waitFor({ state: "hidden" });
    await expect.poll(() => magnifier.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("the results page", () => {
  const { open } = useBrowser();

  it("is not for search engines: noindex, its own title and canonical link, and not in the sitemap", async () => {
    const { page, errors } = await open("/buscar?q=inoculante");
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");
    await expect(page.title()).resolves.toMatch(/^Resultados para «inoculante» \| /);
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toBe(`${baseUrl()}/buscar?q=inoculante`);
    await expect(page.locator('meta[name="description"]').getAttribute("content")).resolves.toBeTruthy();
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).not.toContain("/buscar");
    // Every page's WebSite JSON-LD tells search engines how to search the site.
    const website = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { "@type": string; potentialAction?: unknown })
      .find((data) => data["@type"] === "WebSite");
    expect(website?.potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: { urlTemplate: `${baseUrl()}/buscar?q={search_term_string}` },
    });
    expect(errors).toEqual([]);
  });

  it("says which spelling it searched when it corrected a typo", async () => {
    const { page, errors } = await open("/buscar?q=inoculnte", { javaScript: false });
    await expect(page.getByText("Mostrando resultados para “inoculante”").isVisible()).resolves.toBe(true);
    await expect(group(page, "Productos").getByRole("link", { name: FIRST_INOCULANT }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it("with nothing found, says so and offers other searches, the contact form and the specialists", async () => {
    const { page, errors } = await open("/buscar?q=yodo%20tamanet", { viewport: "mobile" });
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "No encontramos resultados para «yodo tamanet»" }).isVisible()).resolves.toBe(
      true,
    );
    // The words the site has, each a new search.
    const suggested = main.getByRole("link", { name: /^tamanet$/i });
    await expect(suggested.getAttribute("href")).resolves.toMatch(/^\/buscar\?q=tamanet$/i);
    const contact = main.getByRole("link", { name: "Escribinos por el formulario de contacto" });
    await expect(contact.getAttribute("href")).resolves.toMatch(/^\/contacto\?consulta=yodo\+tamanet#formulario$/);
    await expect(main.getByRole("link", { name: /^WhatsApp con .+ \(abre en una pestaña nueva\)$/ }).count()).resolves.toBeGreaterThan(0);
    await expect(main.getByRole("link", { name: /^Llamar a / }).count()).resolves.toBeGreaterThan(0);

    await suggested.click();
    await page.waitForURL((url) => url.pathname === "/buscar" && url.searchParams.get("q")?.toLowerCase() === "tamanet");
    await waitForTitle(page, /^Resultados para «tamanet»$/i);
    await group(page, "Productos")
      .getByRole("link", { name: /^Red TamaNet/ })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
  });

  it("without a query, shows the field and what can be searched, no error", async () => {
    const response = await fetch(`${baseUrl()}/buscar`);
    expect(response.status).toBe(200);
    const { page, errors } = await open("/buscar", { javaScript: false, viewport: "mobile" });
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Buscar en el sitio");
    await expect(page.getByRole("main").getByLabel("¿Qué estás buscando?").inputValue()).resolves.toBe("");
    await page.getByRole("main").getByRole("link", { name: "inoculante", exact: true }).click();
    await expectInoculantResults(page);
    expect(errors).toEqual([]);
  });

  it("answers hostile or odd input with a normal page, on the page and the suggestions alike", async () => {
    const queries = [
      "",
      "a".repeat(1000),
      "!!! ??? ... ---",
      "' or 1=1 --",
      "'; DROP TABLE search_documents; --",
      "\u0001\u0002\u001b[31m red",
      "<script>alert(1)</script>",
      "inoculante & | ! :* <-> ( )",
      "\u202e\ufeff",
    ];
    const problems: string[] = [];
    for (const path of ["/buscar", "/buscar/sugerencias"]) {
      for (const query of queries) {
        const response = await fetch(`${baseUrl()}${path}?${new URLSearchParams({ q: query })}`);
        const body = await response.text();
        if (response.status !== 200) problems.push(`${path} ${JSON.stringify(query.slice(0, 30))}: ${response.status}`);
        if (body.includes("<script>alert(1)")) problems.push(`${path} ${JSON.stringify(query)}: the markup came back unescaped`);
      }
      // Raw address oddities: a repeated parameter, broken percent-encoding, a lone surrogate.
      for (const search of ["?q=inoculante&q=biofilm", "?q=%E0%A4%A", "?q=%ED%A0%80", "?q=%", "?q[]=a"]) {
        const response = await fetch(`${baseUrl()}${path}${search}`);
        if (response.status !== 200) problems.push(`${path}${search}: ${response.status}`);
      }
      // A NUL is refused before any page runs (app/.server/security/input.ts), with a 4xx, never a 5xx.
      const nul = await fetch(`${baseUrl()}${path}?q=a%00b`);
      if (nul.status >= 500) problems.push(`${path} NUL: ${nul.status}`);
    }
    expect(problems).toEqual([]);
    const repeated = await (await fetch(`${baseUrl()}/buscar?q=inoculante&q=biofilm`)).text();
    expect(repeated).toContain("Resultados para «inoculante»");
  });
});

describe("the search rate limit", () => {
  // A server of its own: the limit is per address, and every test of the run comes from 127.0.0.1.
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: "" });
  });
  afterAll(() => server?.stop());

  it("past the limit the page answers 429 with a notice and its field, the suggestions an empty 429", async () => {
    // Suggestions and full searches count together.
    for (let sent = 0; sent < SEARCH_RATE_LIMIT.max; sent++) {
      const response = await fetch(`${server.url}/buscar/sugerencias?q=re`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const page = await fetch(`${server.url}/buscar?q=redes`);
    expect(page.status).toBe(429);
    expect(page.headers.get("retry-after")).toBe(String(SEARCH_RATE_LIMIT.windowSeconds));
    const html = await page.text();
    expect(html).toContain("Hiciste muchas búsquedas seguidas");
    expect(html).toMatch(/<input[^>]*id="buscar-pagina"[^>]*value="redes"/);
    const suggestions = await fetch(`${server.url}/buscar/sugerencias?q=redes`);
    expect(suggestions.status).toBe(429);
    await expect(suggestions.json()).resolves.toEqual([]);
  });
});
