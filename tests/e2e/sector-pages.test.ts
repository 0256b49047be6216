import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { brands, dairyBrands } from "~/content/brands";
import { forageGroup } from "~/content/navigation";
import { dairyPages } from "~/content/sectors/dairy";
import { forageLanding } from "~/content/sectors/forage";
import type { SectorPage } from "~/content/sectors/sector-page";
import { defaultSite as site } from "~/lib/site-facts";
import { useBrowser } from "../support/browser";

// The forage and dairy sector pages: what docs/requirements.md §2 asks each one to show and where
// each button and link goes. One table, one loop, so the whole set shares a browser.

interface SectorPageExpectation {
  content: SectorPage;
  h1: string;
  /** Texts the server-rendered HTML must contain (the key facts of docs/requirements.md §2). */
  facts: string[];
  /** Buttons that open the contact modal. */
  contactButtons: string[];
  /** Links that open the company chat in a new tab. */
  chatLinks: string[];
  /** Links inside the site: accessible name → href. */
  links: [string | RegExp, string][];
}

const [tambo, hygiene, equipment, environmental, water, monitoring] = dairyPages as [SectorPage, ...SectorPage[]];

const pages: SectorPageExpectation[] = [
  {
    content: forageLanding,
    h1: "Conservación de forrajes",
    facts: [
      "Soluciones",
      "Asesoramiento técnico personalizado",
      "Optimización de costos y rendimiento",
      "Capacitación en técnicas de conservación",
    ],
    contactButtons: ["Asesoramiento Técnico", "Contactar Especialista", "Solicitar Cotización"],
    chatLinks: [],
    links: forageGroup.links.map((link) => [new RegExp(`^${link.label}`), link.to]),
  },
  {
    content: tambo!,
    h1: "Soluciones para el tambo",
    facts: ["Marcas para el tambo"],
    contactButtons: ["Contactar Especialista"],
    chatLinks: [],
    links: [
      [/^Pre y post dipping/, "/pre-post-dipping"],
      [/^Higiene de equipamientos/, "/tambo/higiene-desinfeccion-equipamientos"],
      [/^Higiene ambiental/, "/tambo/higiene-desinfeccion-ambiental"],
      [/^Tratamiento de agua/, "/tambo/tratamiento-agua"],
    ],
  },
  {
    content: hygiene!,
    h1: "Higiene y desinfección en el tambo",
    facts: [
      "Qué buscamos con cada lavado",
      "Detergentes alcalinos",
      "Detergentes ácidos",
      "Desinfectantes sin cloro",
      "Funcionan con agua fría o caliente",
    ],
    contactButtons: ["Consultar Especialista"],
    chatLinks: ["Solicitar Asesoramiento"],
    links: [["Ver Productos", "#productos"]],
  },
  {
    content: equipment!,
    h1: "Higiene y desinfección de equipamientos",
    facts: ["Qué gana tu tambo", "Menor recuento bacteriano total en la leche y mejor precio por calidad."],
    contactButtons: [],
    chatLinks: ["Solicitar Asesoramiento", "Cotizar Programa Completo"],
    links: [],
  },
  {
    content: environmental!,
    h1: "Higiene y desinfección ambiental",
    facts: ["Por qué desinfectar el ambiente", "Evaluación de riesgos", "Selección de productos", "Capacitación y seguimiento"],
    contactButtons: [],
    chatLinks: ["Solicitar Asesoramiento", "Cotizar Programa Completo"],
    links: [],
  },
  {
    content: water!,
    h1: "Tratamiento de agua en el tambo",
    facts: ["Análisis", "Limpieza", "Desinfección de choque", "Tratamiento continuo", "Desinfectantes en pastillas efervescentes"],
    contactButtons: ["Consultar Especialista"],
    chatLinks: [],
    links: [
      ["Ver Más Soluciones", "/tambo"],
      [/^Monitoreo de agua/, "/monitoreo-agua"],
    ],
  },
  {
    content: monitoring!,
    h1: "Monitoreo de agua en el tambo",
    facts: ["Los parámetros que importan", "Cloro residual", "Puntos de muestreo"],
    contactButtons: ["Consultar Especialista"],
    chatLinks: [],
    links: [["Ver tratamiento de agua", "/tambo/tratamiento-agua"]],
  },
];

const main = (page: Page) => page.locator("main");

describe("forage and dairy sector pages", () => {
  const { open } = useBrowser();

  describe.each(pages)("$content.path", (expected) => {
    const path = expected.content.path;

    it("server-renders its heading, facts, metadata and breadcrumb JSON-LD", async () => {
      const { page } = await open(path, { javaScript: false });
      await expect(page.locator("h1").count()).resolves.toBe(1);
      await expect(page.locator("h1").innerText()).resolves.toBe(expected.h1);
      for (const fact of expected.facts) {
        // A step's heading reads 'Paso N: {title}' to assistive technology.
        const heading = main(page).getByRole("heading", {
          name: new RegExp(`^(Paso \\d+: )?${fact.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
        });
        await expect(main(page).getByText(fact, { exact: true }).or(heading).first().isVisible(), fact).resolves.toBe(true);
      }
      await expect(page.title()).resolves.toBe(`${expected.content.metaTitle} | ${site.name}`);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThanOrEqual(50);
      expect(description?.length).toBeLessThanOrEqual(160);
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe(path);
      await expect(page.locator('meta[property="og:title"]').count()).resolves.toBe(1);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allInnerTexts();
      const breadcrumb = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "BreadcrumbList");
      expect(breadcrumb.itemListElement.at(-1).item).toMatch(new RegExp(`${path}$`));
      // The hero illustration has Spanish alt text.
      await expect(main(page).locator("img").first().getAttribute("alt")).resolves.toBe(expected.content.hero.imageAlt);
    });

    it("has buttons and links that go where the spec says", async () => {
      const { page, errors } = await open(path);
      for (const [name, href] of expected.links) {
        await expect(main(page).getByRole("link", { name }).first().getAttribute("href"), String(name)).resolves.toBe(href);
      }
      for (const name of expected.chatLinks) {
        const link = main(page)
          .getByRole("link", { name: new RegExp(`^${name}`) })
          .first();
        const url = new URL((await link.getAttribute("href"))!);
        expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.chat.e164.replace(/\D/g, "")}`);
        expect(url.searchParams.get("text")).toMatch(/^Hola, quisiera/);
        await expect(link.getAttribute("target")).resolves.toBe("_blank");
        expect((await link.getAttribute("rel"))?.split(" ").sort()).toEqual(["noopener", "noreferrer"]);
      }
      const dialog = page.getByRole("dialog", { name: "Nuestros Especialistas" });
      for (const name of expected.contactButtons) {
        await main(page).getByRole("link", { name, exact: true }).first().click();
        await dialog.waitFor({ state: "visible" });
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "hidden" });
      }
      expect(errors).toEqual([]);
    });
  });

  it("'Ver Productos' scrolls the hygiene page to its product types", async () => {
    const { page } = await open("/higiene-desinfeccion");
    await page.getByRole("link", { name: "Ver Productos" }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById("productos")?.getBoundingClientRect().top ?? -1;
      return top >= -1 && top <= 100;
    });
    await expect(page.getByRole("heading", { name: "Tipos de productos" }).isVisible()).resolves.toBe(true);
  });

  describe("brands marquee", () => {
    const marquee = (page: Page, name: string) => page.getByRole("list", { name });
    const offset = (page: Page) =>
      page
        .locator('[data-testid="brands-marquee-viewport"] > div')
        .evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41);

    it("shows the seven brands as named links once to assistive technology, and scrolls", async () => {
      const { page, errors } = await open("/embalaje-cultivo");
      const region = marquee(page, "Marcas que representamos");
      const links = region.getByRole("link");
      await expect(links.count()).resolves.toBe(brands.length);
      for (const [index, brand] of brands.entries()) {
        await expect(links.nth(index).getAttribute("href")).resolves.toBe(brand.to);
        await expect(links.nth(index).innerText()).resolves.toContain(brand.name);
      }
      // The repeats fill the loop, hidden from assistive technology and out of the tab order.
      await expect(page.locator('#marcas [aria-hidden="true"] a[tabindex="-1"]').count()).resolves.toBe(brands.length * 2);

      await page.locator("#marcas").scrollIntoViewIfNeeded();
      await page.waitForFunction(() => {
        const track = document.querySelector<HTMLElement>('[data-testid="brands-marquee-viewport"] > div');
        return track && new DOMMatrix(getComputedStyle(track).transform).m41 < -5;
      });

      // Hovering holds it still (the viewport, since the moving links are never 'stable' to hover).
      await page.getByTestId("brands-marquee-viewport").hover();
      const held = await offset(page);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(offset(page)).resolves.toBe(held);

      // So does its pause switch, after the pointer leaves.
      const pause = page.getByRole("switch", { name: "Pausar desplazamiento" });
      await page.locator("label", { hasText: "Pausar desplazamiento" }).click();
      await page.mouse.move(0, 0);
      const paused = await offset(page);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(offset(page)).resolves.toBe(paused);
      await expect(pause.isChecked()).resolves.toBe(true);
      expect(errors).toEqual([]);
    });

    it("stays still with reduced motion, every brand reachable", async () => {
      const { page } = await open("/embalaje-cultivo", { reducedMotion: true });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(offset(page)).resolves.toBe(0);
      await expect(page.getByRole("switch", { name: "Pausar desplazamiento" }).isVisible()).resolves.toBe(false);
    });

    it("on /tambo repeats the three dairy brands four times", async () => {
      const { page } = await open("/tambo");
      const region = marquee(page, "Marcas para el tambo");
      await expect(region.getByRole("link").allInnerTexts()).resolves.toEqual(dairyBrands.map((brand) => `${brand.name}\n${brand.field}`));
      await expect(page.locator("#marcas a").count()).resolves.toBe(3 * 4);
    });
  });
});
