import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ambicPage } from "~/content/ambic";
import { categoryListings } from "~/content/catalog-listings";
import { contactPageCopy, homeContactCopy } from "~/content/contact";
import { fallbackProducts } from "~/content/fallback-products";
import { navGroups } from "~/content/navigation";
import { newsCopy } from "~/content/news";
import {
  netLinePath,
  palletProductIds,
  palletProductPath,
  palletProducts,
  palletSolutionsPath,
  technicalSheetPath,
} from "~/content/pallet-products";
import { sectorPages } from "~/content/sectors/pages";
import { staticListings } from "~/content/static-products";
import { consultaMessage, contactHref } from "~/lib/contact-links";
import { authNotices, contactNotices } from "~/lib/notices";
import routes from "~/routes";
import { useBrowser, type viewports, waitUntilFormIsOldEnough } from "../support/browser";

// Every public page template with JavaScript off, at a phone's and a desktop's width: a sweep over
// every page the route table and the content registries generate (a page added to a registry is
// swept without touching this file), then the controls of each template pressed one by one.
// Scripts only enhance; everything here must work on the server's HTML alone.

type Viewport = keyof typeof viewports;

interface RouteEntry {
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Each route of app/routes.ts as a path ("/" for the index) with the module that renders it. */
function routePaths(entries: readonly RouteEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent || "/" : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    // A layout without a path of its own (the public wing's) answers no address: only its pages do.
    const own = entry.path === undefined && entry.children ? [] : [{ path, file: entry.file }];
    return [...own, ...routePaths(entry.children ?? [], entry.path === undefined ? parent : path)];
  });
}

/** The public pages of the route table: page modules (.tsx) outside /admin. */
const publicRoutes = routePaths(routes as RouteEntry[]).filter(
  ({ path, file }) => file.endsWith(".tsx") && path !== "/admin" && !path.startsWith("/admin/"),
);

/** How the sweep fills each route with a parameter; one it does not know fails the sweep. */
const parameterRoutes: Record<string, () => string[]> = {
  "/producto/:id": () => Object.keys(fallbackProducts).map((key) => `/producto/${key}`),
  "/productos/:id/ficha-tecnica": () => palletProductIds.map(technicalSheetPath),
  // Database rows: filled with what the listings and the news page link to (see the sweep).
  "/noticias/:slug": () => [],
  // A link signed with the server's secret, made in the admin: its page is the article template
  // (swept through /noticias/:slug) under a banner; tests/e2e/news-safety-net.test.ts opens one.
  "/noticias/vista-previa/:token": () => [],
};

const NOT_FOUND_PATH = "/pagina-que-no-existe";

/** Every page of the site without a parameter, then every page each parameter route is filled with. */
function pagesToSweep(): string[] {
  const fixed = publicRoutes.filter(({ path }) => !path.includes(":") && !path.includes("*")).map(({ path }) => path);
  const filled = publicRoutes.filter(({ path }) => path.includes(":")).flatMap(({ path }) => parameterRoutes[path]?.() ?? []);
  return [...new Set([...fixed, ...filled])];
}

/** One page of each template: what the desktop sweep and the per-template flows stand on. */
const onePagePerTemplate = [
  "/",
  sectorPages.find((page) => page.path.split("/").length > 2)!.path,
  sectorPages[0]!.path,
  Object.values(categoryListings)[0]!.path,
  staticListings[0]!.path,
  palletProductPath(palletProductIds[0]),
  technicalSheetPath(palletProductIds[0]),
  `/producto/${Object.keys(fallbackProducts)[0]}`,
  "/scio-cup",
  "/scrubber",
  "/noticias",
  "/contacto",
  "/ambic",
  "/auth",
  "/auth/recuperar",
];

interface PageReport {
  status: number;
  problems: string[];
  productLinks: string[];
  articleLinks: string[];
}

/**
 * What is wrong with the page at `path` for a visitor without JavaScript: a status other than the
 * one expected, not exactly one visible h1, an in-page link to nothing (or one that does not bring
 * its target into view), a contact link that does not name what its card offers, or a button that
 * does nothing.
 */
async function sweepPage(page: Page, path: string, pressed: Set<string>): Promise<PageReport> {
  const response = await page.goto(path);
  const status = response?.status() ?? 0;
  const problems: string[] = [];
  if (status !== (path === NOT_FOUND_PATH ? 404 : 200)) problems.push(`status ${status}`);

  const facts = await page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden";
    };
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")];
    return {
      visibleH1: [...document.querySelectorAll("h1")].filter(visible).length,
      deadAnchors: links
        .map((link) => link.getAttribute("href")!)
        .filter((href) => href.startsWith("#") && href.length > 1 && !document.getElementById(decodeURIComponent(href.slice(1)))),
      cards: [...document.querySelectorAll("main article")]
        .map((card) => ({
          name: card.querySelector("h2, h3")?.textContent?.trim() ?? "",
          consultar: [...card.querySelectorAll<HTMLAnchorElement>("a")]
            .find((link) => link.textContent?.trim() === "Consultar")
            ?.getAttribute("href"),
        }))
        .filter((card) => card.consultar !== undefined),
      contactLinks: links.map((link) => link.getAttribute("href")!).filter((href) => href.startsWith("/contacto")),
      productLinks: links.map((link) => link.getAttribute("href")!).filter((href) => /^\/producto\/[^/]+$/.test(href)),
      articleLinks: links
        .map((link) => link.getAttribute("href")!)
        .filter((href) => /^\/noticias\/[^/]+$/.test(href) && !href.endsWith(".xml")),
    };
  });
  if (facts.visibleH1 !== 1) problems.push(`${facts.visibleH1} visible h1`);
  for (const anchor of facts.deadAnchors) problems.push(`in-page link ${anchor} leads nowhere`);
  for (const card of facts.cards) {
    if (card.consultar !== contactHref(card.name)) problems.push(`'Consultar' of ${card.name} leads to ${card.consultar}`);
  }
  for (const href of facts.contactLinks) {
    const url = new URL(href, "http://sitio");
    const fine =
      url.pathname === "/contacto" &&
      (url.hash === "#especialistas" || url.hash === "" || (url.hash === "#formulario" && url.searchParams.get("consulta")));
    if (!fine) problems.push(`contact link ${href}`);
  }

  // Each in-page link of the content brings its target into view.
  const anchors = page.locator('main a[href^="#"]:visible');
  for (let index = 0; index < (await anchors.count()); index++) {
    const href = (await anchors.nth(index).getAttribute("href"))!;
    if (href.length < 2 || facts.deadAnchors.includes(href)) continue;
    await anchors.nth(index).click();
    const target = page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`);
    const inView = () =>
      target.evaluate((element) => element.getBoundingClientRect().top >= -1 && element.getBoundingClientRect().top < window.innerHeight);
    // (The page scrolls smoothly: asked from outside until it holds.)
    await expect.poll(inView, { timeout: 5000, message: `${path}: ${href} brings its target into view` }).toBe(true);
  }

  // A button is fine as a form's submit button (a post, or the search's GET), disabled (it says it cannot act yet) or as the
  // opener of what it controls, which shows once the button has the focus (CSS, no script).
  const buttons = page.locator("button:visible");
  for (let index = 0; index < (await buttons.count()); index++) {
    const button = buttons.nth(index);
    const kind = await button.evaluate((element: HTMLButtonElement) =>
      element.disabled ? "disabled" : element.type === "submit" && element.form ? "submit" : "other",
    );
    if (kind !== "other") continue;
    const name = (await button.getAttribute("aria-label")) ?? (await button.innerText()).trim();
    const controls = await button.getAttribute("aria-controls");
    if (!controls) {
      problems.push(`button '${name}' does nothing without JavaScript`);
      continue;
    }
    // The header is the same on every page: each of its buttons is pressed once per sweep.
    if (pressed.has(`${name} ${controls}`)) continue;
    pressed.add(`${name} ${controls}`);
    await button.click();
    if (!(await page.locator(`[id="${controls}"]`).isVisible())) problems.push(`button '${name}' does not show #${controls}`);
  }
  return {
    status,
    problems: problems.map((problem) => `${path}: ${problem}`),
    productLinks: [...new Set(facts.productLinks)],
    articleLinks: [...new Set(facts.articleLinks)],
  };
}

async function expectPrefilledContactPage(page: Page, topic: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === "/contacto" && url.searchParams.get("consulta") === topic && url.hash === "#formulario");
  await expect(page.getByText(`${contactPageCopy.consultaLabel} ${topic}`).isVisible()).resolves.toBe(true);
  await expect(page.locator("#formulario form").getByLabel("Mensaje *").inputValue()).resolves.toBe(consultaMessage(topic));
}

async function expectHeading(page: Page, pathname: string, heading: string | RegExp): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
  await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toMatch(
    typeof heading === "string" ? new RegExp(`^${escape(heading)}$`, "i") : heading,
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const valuesOf = (form: Locator) =>
  form
    .locator("input:not([type=hidden]):not([tabindex='-1']), textarea")
    .evaluateAll((fields) =>
      Object.fromEntries(fields.map((field) => [(field as HTMLInputElement).name, (field as HTMLInputElement).value])),
    );

describe("every page template without JavaScript", () => {
  const { open } = useBrowser();

  it("knows how to fill every route with a parameter", () => {
    const unknown = publicRoutes.filter(({ path }) => path.includes(":") && !(path in parameterRoutes)).map(({ path }) => path);
    expect(unknown).toEqual([]);
  });

  // A walk over the whole site: given the time the accessibility sweep's walks get, as a loaded
  // machine takes longer than the default two minutes for it.
  it(
    "on a phone, every page answers with one heading, in-page links that land, contact links that name their topic, and no dead button",
    { timeout: 900_000 },
    async () => {
      const { page } = await open("/", { javaScript: false, viewport: "mobile" });
      const problems: string[] = [];
      const found = { products: new Set<string>(), articles: new Set<string>() };
      const pressed = new Set<string>();
      for (const path of [...pagesToSweep(), NOT_FOUND_PATH]) {
        const report = await sweepPage(page, path, pressed);
        problems.push(...report.problems);
        // One product page per listing is enough for the template (every card's links were checked).
        if (report.productLinks[0]) found.products.add(report.productLinks[0]);
        for (const article of report.articleLinks) found.articles.add(article);
      }
      expect(found.products.size).toBeGreaterThan(3);
      expect(found.articles.size).toBeGreaterThan(0);
      for (const path of [...found.products, ...found.articles]) problems.push(...(await sweepPage(page, path, pressed)).problems);
      expect(problems).toEqual([]);
    },
  );

  it("on a desktop, one page of each template too, each header group opening from its button", async () => {
    const { page } = await open("/", { javaScript: false, viewport: "desktop" });
    const problems: string[] = [];
    const pressed = new Set<string>();
    for (const path of [...onePagePerTemplate, NOT_FOUND_PATH]) problems.push(...(await sweepPage(page, path, pressed)).problems);
    expect(problems).toEqual([]);
  });

  describe.each(["mobile", "desktop"] as const satisfies readonly Viewport[])("header on any template (%s)", (viewport) => {
    it("reaches a group's page from a product page", async () => {
      const { page } = await open(palletProductPath("innovent"), { javaScript: false, viewport });
      const group = navGroups[2]!;
      const target = group.links.at(-1)!;
      if (viewport === "mobile") {
        const menu = page.getByRole("navigation", { name: "Menú móvil" });
        await page.locator("summary", { hasText: "Abrir menú" }).click();
        await menu.locator("summary", { hasText: group.label }).click();
        await menu.getByRole("link", { name: target.label, exact: true }).click();
      } else {
        await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: group.label, exact: true }).hover();
        await page
          .locator(`#menu-${group.to.slice(1)}`)
          .getByRole("link", { name: target.label, exact: true })
          .click();
      }
      await page.waitForURL((url) => url.pathname === target.to);
      await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
    });
  });

  it("home: a sector tile and a news card lead to their pages", async () => {
    const { page } = await open("/", { javaScript: false, viewport: "mobile" });
    const tile = page.locator("#servicios a").first();
    const sector = new URL((await tile.getAttribute("href"))!, "http://sitio").pathname;
    await tile.click();
    await page.waitForURL((url) => url.pathname === sector);
    await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);

    await page.goBack();
    const card = page
      .locator("main article")
      .filter({ has: page.getByRole("link", { name: new RegExp(`^${newsCopy.readMore}:`) }) })
      .first();
    const title = (await card.getByRole("heading").innerText()).trim();
    await card.getByRole("link", { name: `${newsCopy.readMore}: ${title}` }).click();
    await page.waitForURL("**/noticias/*");
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(title);
  });

  it("sector page and sub-page: sub-page links, 'Consultar Especialista' and 'Ver Más Soluciones'", async () => {
    const { page } = await open("/tambo", { javaScript: false, viewport: "mobile" });
    await page.locator('main a[href="/tambo/tratamiento-agua"]').first().click();
    await expectHeading(page, "/tambo/tratamiento-agua", "Tratamiento de agua en el tambo");
    const contact = page.getByRole("main").getByRole("link", { name: "Consultar Especialista" }).first();
    const topic = new URL((await contact.getAttribute("href"))!, "http://sitio").searchParams.get("consulta")!;
    await contact.click();
    await expectPrefilledContactPage(page, topic);
    await page.goBack();
    await page.getByRole("main").getByRole("link", { name: "Ver Más Soluciones" }).first().click();
    await page.waitForURL((url) => url.pathname === "/tambo");
  });

  it("category listing and product detail: 'Ver detalles', 'Más información' and the breadcrumb", async () => {
    const listing = Object.values(categoryListings)[0]!;
    const { page } = await open(listing.path, { javaScript: false, viewport: "mobile" });
    const card = page.locator("#productos article").first();
    const name = (await card.getByRole("heading").first().innerText()).trim();
    await card.getByRole("link", { name: `Ver detalles de ${name}` }).click();
    await page.waitForURL(/\/producto\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(name);
    const productUrl = page.url();
    await page.getByRole("main").getByRole("link", { name: "Más información" }).click();
    await expectPrefilledContactPage(page, name);

    await page.goto(productUrl);
    await page.getByRole("main").getByRole("link", { name: listing.title, exact: true }).first().click();
    await expectHeading(page, listing.path, listing.title);
  });

  it("static listing: 'Consultar' names the product, 'Ver detalles' opens the product's page", async () => {
    const { page } = await open(staticListings[0]!.path, { javaScript: false, viewport: "desktop" });
    const card = page.locator("main article").first();
    const name = (await card.getByRole("heading").first().innerText()).trim();
    await card.getByRole("link", { name: "Consultar", exact: true }).click();
    await expectPrefilledContactPage(page, name);

    const withDetails = staticListings.find((listing) => listing.products.some((product) => product.href))!;
    await page.goto(withDetails.path);
    const product = withDetails.products.find((entry) => entry.href)!;
    await page.getByRole("link", { name: `Ver detalles de ${product.name}` }).click();
    await page.waitForURL((url) => url.pathname === product.href);
    await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
  });

  it("pallet pages: the portfolio's buttons, 'Solicitar Información', the technical sheet and the back links", async () => {
    const { page } = await open(palletSolutionsPath, { javaScript: false, viewport: "desktop" });
    await page
      .locator(`main a[href="${palletProductPath("innovent")}"]`)
      .first()
      .click();
    await expectHeading(page, palletProductPath("innovent"), palletProducts.innovent.name);
    await page.getByRole("main").getByRole("link", { name: "Solicitar Información" }).first().click();
    await page.waitForURL((url) => url.pathname === "/contacto");
    await page.locator("#formulario form").waitFor();

    await page.goBack();
    await page
      .getByRole("main")
      .getByRole("link", { name: /Ficha Técnica/ })
      .first()
      .click();
    await expectHeading(page, technicalSheetPath("innovent"), palletProducts.innovent.name);
    await page.getByRole("link", { name: `Volver a ${palletProducts.innovent.name}` }).click();
    await page.waitForURL((url) => url.pathname === palletProductPath("innovent"));
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Volver a Soluciones de Paletizado/ })
      .click();
    await page.waitForURL((url) => url.pathname === palletSolutionsPath);

    await page.goto(netLinePath);
    await page
      .locator(`main a[href="${palletProductPath("flexnet-pro")}"]`)
      .first()
      .click();
    await expectHeading(page, palletProductPath("flexnet-pro"), palletProducts["flexnet-pro"].name);
    await page.getByRole("main").getByRole("link", { name: "Volver a Productos NetFilm" }).click();
    await page.waitForURL((url) => url.pathname === netLinePath);
  });

  it("SCIO and SCRUBBER: their cards reach the contact form and the product page", async () => {
    for (const path of ["/scio-cup", "/scrubber"]) {
      const { page } = await open(path, { javaScript: false, viewport: "mobile" });
      const card = page
        .locator("main article")
        .filter({ has: page.getByRole("link", { name: /^Ver detalles de / }) })
        .first();
      const name = (await card.getByRole("heading").first().innerText()).trim();
      await card.getByRole("link", { name: "Consultar", exact: true }).click();
      await expectPrefilledContactPage(page, name);
      await page.goBack();
      await page
        .locator("main article")
        .filter({ hasText: name })
        .first()
        .getByRole("link", { name: `Ver detalles de ${name}` })
        .click();
      await page.waitForURL(/\/producto\//);
      await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(name);
    }
  });

  it("news: 'Leer artículo' opens the article, and its back link returns to the list", async () => {
    const { page } = await open("/noticias", { javaScript: false, viewport: "mobile" });
    const links = page.getByRole("link", { name: new RegExp(`^${newsCopy.readMore}: `) });
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const title = ((await links.nth(index).getAttribute("aria-label")) ?? "").slice(newsCopy.readMore.length + 2);
      await links.nth(index).click();
      await page.waitForURL("**/noticias/*");
      await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(title);
      await page.getByRole("link", { name: newsCopy.backToList }).first().click();
      await page.waitForURL((url) => url.pathname === "/noticias");
    }
  });

  it("the three contact forms: a refusal comes back with what was typed and each field's message, then the message is sent", async () => {
    // All three pages at once, so the spam timer runs out for them together.
    const home = (await open("/", { javaScript: false, viewport: "mobile" })).page;
    const contact = (await open(contactHref("Red TamaNet"), { javaScript: false, viewport: "desktop" })).page;
    const ambic = (await open("/ambic", { javaScript: false, viewport: "mobile" })).page;
    const homeForm = home.locator("#contacto form");
    const contactForm = contact.locator("#formulario form");
    const ambicForm = ambic.locator("#consulta form");

    // Blanks pass the browser's required check; the server trims them and refuses.
    await homeForm.getByLabel("Nombre").fill("Ana");
    await homeForm.getByLabel("Apellido").fill("   ");
    await homeForm.getByLabel("Email").fill("ana.plantillas@example.com");
    await homeForm.getByLabel("WhatsApp").fill("   ");
    await homeForm.getByLabel("Mensaje").fill("Precio de la red para 40 rollos.");
    await contactForm.getByLabel("Nombre *").fill("   ");
    await contactForm.getByLabel("Email *").fill("bruno.plantillas@example.com");
    await contactForm.getByLabel("Empresa o establecimiento").fill("Tambo La Aurora");
    await ambicForm.getByLabel("Nombre *").fill("Carla");
    await ambicForm.getByLabel("Email *").fill("carla arroba");
    await ambicForm.getByLabel("Teléfono").fill("099 123 456");

    await homeForm.getByRole("button", { name: homeContactCopy.submit }).click();
    await home.waitForURL((url) => url.hash === "#contacto" && url.search === "?index");
    await contactForm.getByRole("button", { name: contactPageCopy.submit }).click();
    await ambicForm.getByRole("button", { name: ambicPage.form.submit }).click();
    for (const [page, form] of [
      [home, homeForm],
      [contact, contactForm],
      [ambic, ambicForm],
    ] as const) {
      await page.waitForLoadState();
      await expect(form.getByRole("alert").first().innerText()).resolves.toContain(contactNotices.error.description);
    }

    await expect(valuesOf(homeForm)).resolves.toEqual({
      nombre: "Ana",
      apellido: "   ",
      email: "ana.plantillas@example.com",
      whatsapp: "   ",
      mensaje: "Precio de la red para 40 rollos.",
    });
    for (const message of ["Ingresá tu apellido.", "Ingresá tu número de WhatsApp."])
      await expect(homeForm.getByText(message).isVisible()).resolves.toBe(true);
    await expect(homeForm.getByLabel("Apellido").getAttribute("aria-invalid")).resolves.toBe("true");

    // The contact page keeps the topic it was opened with, and the pre-filled message.
    await expect(contact.getByText(`${contactPageCopy.consultaLabel} Red TamaNet`).isVisible()).resolves.toBe(true);
    await expect(valuesOf(contactForm)).resolves.toEqual({
      nombre: "   ",
      email: "bruno.plantillas@example.com",
      telefono: "",
      empresa: "Tambo La Aurora",
      mensaje: consultaMessage("Red TamaNet"),
    });
    await expect(contactForm.getByText("Ingresá tu nombre.").isVisible()).resolves.toBe(true);

    await expect(valuesOf(ambicForm)).resolves.toEqual({
      name: "Carla",
      email: "carla arroba",
      phone: "099 123 456",
      company: "",
      message: "",
    });
    for (const message of ["Email inválido", "El mensaje es requerido"])
      await expect(ambicForm.getByText(message).isVisible()).resolves.toBe(true);
    await expect(ambicForm.getByText("El nombre es requerido").count()).resolves.toBe(0);

    await homeForm.getByLabel("Apellido").fill("Suárez");
    await homeForm.getByLabel("WhatsApp").fill("+598 99 123 456");
    await contactForm.getByLabel("Nombre *").fill("Bruno");
    await ambicForm.getByLabel("Email *").fill("carla@example.com");
    await ambicForm.getByLabel("Mensaje *").fill("Vasos aplicadores para 120 vacas.");
    await waitUntilFormIsOldEnough(homeForm);
    await waitUntilFormIsOldEnough(contactForm);
    await waitUntilFormIsOldEnough(ambicForm);
    await homeForm.getByRole("button", { name: homeContactCopy.submit }).click();
    await contactForm.getByRole("button", { name: contactPageCopy.submit }).click();
    await ambicForm.getByRole("button", { name: ambicPage.form.submit }).click();

    await home.locator("#contacto").getByRole("status").getByText(contactNotices.success.description).waitFor();
    await expect(homeForm.getByLabel("Nombre").inputValue()).resolves.toBe("");
    await contact.locator("#formulario").getByRole("status").getByText(contactNotices.success.description).waitFor();
    await ambic.locator("#consulta").getByRole("status").getByText(contactNotices.ambicSuccess.title).waitFor();
    await expect(ambicForm.getByLabel("Nombre *").inputValue()).resolves.toBe("");
  });

  it("AMBIC: 'Consultar' reaches the contact form about AMBIC", async () => {
    const { page } = await open("/ambic", { javaScript: false, viewport: "mobile" });
    await page.getByRole("main").getByRole("link", { name: "Consultar", exact: true }).first().click();
    await expectPrefilledContactPage(page, "AMBIC");
  });

  it("accounts: the sign-in / sign-up switch, the forgotten-password link and its form's refusal", async () => {
    const { page } = await open("/auth", { javaScript: false, viewport: "mobile" });
    await page.getByRole("navigation", { name: "Ingreso o registro" }).getByRole("link", { name: "Crear cuenta" }).click();
    await page.getByRole("heading", { name: "Creá tu cuenta" }).waitFor();
    expect(new URL(page.url()).searchParams.get("modo")).toBe("registro");
    await page.getByLabel("Correo electrónico").fill("nueva.plantillas@example.com");
    await page.getByLabel("Contraseña").fill("corta");
    await page.getByRole("button", { name: "Crear cuenta", exact: true }).click();
    await page.getByText("La contraseña debe tener al menos 8 caracteres.").waitFor();
    await expect(page.getByText(authNotices.invalidForm.description!).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel("Correo electrónico").inputValue()).resolves.toBe("nueva.plantillas@example.com");
    await expect(page.getByLabel("Contraseña").inputValue()).resolves.toBe("");

    await page.getByRole("navigation", { name: "Ingreso o registro" }).getByRole("link", { name: "Ingresar" }).click();
    await page.getByRole("heading", { name: "Ingresá a tu cuenta" }).waitFor();
    await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
    await page.waitForURL((url) => url.pathname === "/auth/recuperar");
    await page.getByLabel("Correo electrónico").fill("sin-arroba.example.com");
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await page.getByText("Ingresá un correo electrónico válido.").waitFor();
    await expect(page.getByLabel("Correo electrónico").inputValue()).resolves.toBe("sin-arroba.example.com");
    await page.getByRole("link", { name: "Volver a ingresar" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
  });

  it("not-found: says so with a 404 and leads back home", async () => {
    const { page } = await open(NOT_FOUND_PATH, { javaScript: false, viewport: "mobile" });
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Oops! Page not found");
    await page
      .getByRole("main")
      .getByRole("link", { name: /inicio/i })
      .click();
    await page.waitForURL((url) => url.pathname === "/");
  });
});
