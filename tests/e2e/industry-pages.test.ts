import { describe, expect, it } from "vitest";
import { externalSites } from "~/content/external-sites";
import { type PalletProductId, palletProductIds, palletProducts } from "~/content/pallet-products";
import { biofilm, dairyIndustry, industrialWater, industryLanding, meatIndustry } from "~/content/sectors/industry";
import { netLine, palletSolutions } from "~/content/sectors/pallet";
import { poultryLanding, poultryWater } from "~/content/sectors/poultry";
import { defaultSite as site } from "~/lib/site-facts";
import { baseUrl, useBrowser } from "../support/browser";

// The poultry and pigs, industry and pallet-wrapping pages of docs/requirements.md §2, one table
// row per page: what the server renders, where each link and call to action goes, and
// accessibility.

const chat = /^https:\/\/wa\.me\/\d+/;

interface ExpectedLink {
  name: string | RegExp;
  href: string | RegExp;
  newTab?: boolean;
}

interface PageCase {
  path: string;
  title: string;
  h1: string;
  /** Texts the page must show (docs/requirements.md §2), checked in the server-rendered HTML. */
  facts: string[];
  jsonLd: string[];
  links: ExpectedLink[];
}

const sectorCases: PageCase[] = [
  {
    path: "/aves-cerdos",
    title: poultryLanding.metaTitle,
    h1: poultryLanding.hero.title,
    facts: [
      "Evaluación sanitaria",
      "Retiro de estiércol",
      "Lavado",
      "Enjuague",
      "Desinfección de rutina",
      "Desinfección específica",
      "Nebulización",
      "Ruta de navegación",
    ],
    jsonLd: ["BreadcrumbList"],
    links: [
      { name: "Ver productos de higiene", href: "/aves-higiene-desinfeccion" },
      { name: "Ver control de enfermedades", href: "/control-enfermedades" },
      { name: "Ver tratamiento de agua", href: "/aves-tratamiento-monitoreo-agua" },
      { name: /^Solicitar Asesoramiento/, href: chat, newTab: true },
    ],
  },
  {
    path: "/aves-tratamiento-monitoreo-agua",
    title: poultryWater.metaTitle,
    h1: poultryWater.hero.title,
    facts: ["granjas de cerdos y aves", "Biofilm en las líneas", "Limpieza de líneas"],
    jsonLd: ["BreadcrumbList"],
    links: [
      { name: "Aves y Cerdos", href: "/aves-cerdos" },
      { name: /^Solicitar Asesoramiento/, href: chat, newTab: true },
    ],
  },
  {
    path: "/industria",
    title: industryLanding.metaTitle,
    h1: industryLanding.hero.title,
    facts: ["Industria láctea", "Industria frigorífica", "Un sistema 360 para toda la planta", "Diagrama del sistema 360"],
    jsonLd: ["BreadcrumbList"],
    links: [
      { name: "Ver industria láctea", href: "/industria-lactea" },
      { name: "Ver industria frigorífica", href: "/industria-frigorifica" },
      { name: "Ver control de biofilm", href: "/biofilm" },
      { name: "Ver gestión del agua", href: "/tratamiento-monitoreo-agua" },
      { name: "Ver soluciones de paletizado", href: "/redes-paletizado" },
    ],
  },
  {
    path: "/industria-frigorifica",
    title: meatIndustry.metaTitle,
    h1: meatIndustry.hero.title,
    facts: ["Listeria", "Salmonella"],
    jsonLd: ["BreadcrumbList", "Article"],
    links: [
      { name: "Industria", href: "/industria" },
      { name: /^Contactar/, href: chat, newTab: true },
    ],
  },
  {
    path: "/industria-lactea",
    title: dairyIndustry.metaTitle,
    h1: dairyIndustry.hero.title,
    facts: [
      "Contaminación microbiana",
      "Cumplimiento normativo",
      "Un enfoque en cuatro partes",
      "Tecnología avanzada",
      "Casos de éxito",
      "Nuestra misión",
    ],
    jsonLd: ["BreadcrumbList", "Article"],
    links: [{ name: /^Contactar/, href: chat, newTab: true }],
  },
  {
    path: "/biofilm",
    title: biofilm.metaTitle,
    h1: biofilm.hero.title,
    facts: [
      "Qué es el biofilm",
      "Listeria",
      "Detección en superficies abiertas",
      "Detección y remoción en circuitos cerrados CIP",
      "Tratamiento especializado",
      "4-6 horas",
    ],
    jsonLd: ["BreadcrumbList"],
    links: [{ name: /^Contactar/, href: chat, newTab: true }],
  },
  {
    path: "/tratamiento-monitoreo-agua",
    title: industrialWater.metaTitle,
    h1: industrialWater.hero.title,
    facts: [
      "Por qué importa",
      "Tres pilares",
      "Líneas de productos",
      "Equipamiento",
      "Servicios digitales",
      "Calderas",
      "Ósmosis inversa",
      "Torres de enfriamiento",
      "Potabilización",
      "Por qué elegirnos",
      "Contactar Especialista",
    ],
    jsonLd: ["BreadcrumbList"],
    links: [{ name: "Industria", href: "/industria" }],
  },
  {
    path: "/redes-paletizado",
    title: palletSolutions.metaTitle,
    h1: palletSolutions.hero.title,
    facts: ["InnoVent", "NetFilm"],
    jsonLd: ["BreadcrumbList"],
    links: [
      { name: "Ver InnoVent", href: "/productos/innovent" },
      { name: "Ver las redes", href: "/productos/netfilm" },
      { name: "Ver NetFilm", href: "/productos/netfilm-detalle" },
      { name: /^Solicitar Cotización/, href: chat, newTab: true },
    ],
  },
  {
    path: "/productos/netfilm",
    title: netLine.metaTitle,
    h1: "Productos NetFilm",
    facts: ["FlexNet Pro", "ElastiNet Pro", "FlexNet Classic", "ElastiNet Classic", "FlexNet X-SPAN NDicator", "ElastiNet X-SPAN NDicator"],
    jsonLd: ["BreadcrumbList"],
    links: ["flexnet-pro", "elastinet-pro", "flexnet-classic", "elastinet-classic", "flexnet-xspan", "elastinet-xspan"].map((id) => ({
      name: "Ver producto",
      href: `/productos/${id}`,
    })),
  },
];

/** The figures of docs/requirements.md §9 each product page must state. */
const productFacts: Record<PalletProductId, string[]> = {
  "netfilm-detalle": ["Más de 25 años", "Más de 120 países"],
  innovent: ["Hasta 30%", "menos material", "3 años", "Más de 1000", "Más de 25 años", "Más de 120 países"],
  "flexnet-pro": ["33%", "de elongación"],
  "flexnet-classic": ["Al menos 30%"],
  "flexnet-xspan": ["50%", "NDicator"],
  "elastinet-classic": ["Más de 120 países"],
  "elastinet-pro": ["15% garantizado"],
  "elastinet-xspan": ["NDicator"],
};

const productCases: PageCase[] = palletProductIds.map((id) => {
  const product = palletProducts[id];
  const links: ExpectedLink[] = [
    { name: /^Solicitar Cotización/, href: chat, newTab: true },
    { name: "Descargar Ficha Técnica", href: `/productos/${id}/ficha-tecnica` },
  ];
  if (id === "innovent")
    links.push(
      { name: "Volver a Soluciones de Paletizado", href: "/redes-paletizado" },
      { name: "Solicitar Información", href: "/contacto" },
    );
  else if (id === "netfilm-detalle" || id === "elastinet-xspan") links.push({ name: "Volver", href: "/productos/netfilm" });
  else links.push({ name: "Volver a Productos NetFilm", href: "/productos/netfilm" });
  if (id === "flexnet-xspan" || id === "elastinet-xspan")
    links.push({ name: /^Conocer NDicator/, href: externalSites.ndicator.url, newTab: true });
  return {
    path: `/productos/${id}`,
    title: product.name,
    h1: product.name,
    facts: [...productFacts[id], "Características", "Especificaciones técnicas", "Aplicaciones", product.closing.title],
    jsonLd: ["Product", "BreadcrumbList"],
    links,
  };
});

const cases = [...sectorCases, ...productCases];

function decode(html: string): string {
  return html
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

describe("poultry, industry and pallet-wrapping pages", () => {
  const { open } = useBrowser();

  it("server-renders each page with its heading, key facts, title, description, canonical link and JSON-LD", async () => {
    for (const page of cases) {
      const response = await fetch(`${baseUrl()}${page.path}`);
      expect(response.status, page.path).toBe(200);
      const html = decode(await response.text());
      const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ""));
      expect(headings, page.path).toEqual([page.h1]);
      for (const fact of page.facts) expect(html, `${page.path}: ${fact}`).toContain(fact);
      expect(html).toContain(`<title>${page.title} | ${site.name}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${baseUrl()}${page.path}"/>`);
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "";
      expect(description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      const types = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => (JSON.parse(match[1]!) as { "@type": string })["@type"],
      );
      expect(types, page.path).toEqual(expect.arrayContaining(page.jsonLd));
      // Every image carries Spanish alt text.
      expect(html, page.path).not.toMatch(/<img(?![^>]*\balt="[^"]+")[^>]*>/);
    }
  });

  it("answers 404 for a product id that is not one of the static pages", async () => {
    const page = await fetch(`${baseUrl()}/productos/no-existe`);
    expect(page.status).toBe(404);
    const sheet = await fetch(`${baseUrl()}/productos/no-existe/ficha-tecnica`);
    expect(sheet.status).toBe(404);
  });

  // Their accessibility: tests/e2e/a11y-sweep.test.ts.
  it("points every link and call to action where the spec says", async () => {
    const { page, errors } = await open("/");
    for (const entry of cases) {
      await page.goto(entry.path);
      for (const link of entry.links) {
        const matches = page.getByRole("link", { name: link.name, exact: typeof link.name === "string" });
        const found = await matches.evaluateAll((anchors) =>
          anchors.map((anchor) => ({ href: anchor.getAttribute("href") ?? "", target: anchor.getAttribute("target") })),
        );
        const hit = found.find((candidate) =>
          typeof link.href === "string" ? candidate.href === link.href : link.href.test(candidate.href),
        );
        expect(hit, `${entry.path}: ${String(link.name)} → ${String(link.href)} (found ${JSON.stringify(found)})`).toBeDefined();
        if (link.newTab) expect(hit?.target, `${entry.path}: ${String(link.name)}`).toBe("_blank");
      }
    }
    expect(errors).toEqual([]);
  });

  it("takes the fixed back buttons to the net line page and InnoVent's to the pallet solutions page", async () => {
    const { page } = await open("/productos/flexnet-pro");
    await page.getByRole("link", { name: "Volver a Productos NetFilm" }).click();
    await page.waitForURL("**/productos/netfilm");
    await page.getByRole("heading", { level: 1, name: "Productos NetFilm" }).waitFor();

    await page.goto("/productos/innovent");
    await page.getByRole("link", { name: "Volver a Soluciones de Paletizado" }).click();
    await page.waitForURL("**/redes-paletizado");
  });

  it("takes NetFilm's and ElastiNet X-SPAN's back buttons to the previous page, or to the net line without history", async () => {
    const { page } = await open("/redes-paletizado");
    await page.getByRole("link", { name: "Ver NetFilm" }).click();
    await page.waitForURL("**/productos/netfilm-detalle");
    await page.getByRole("link", { name: "Volver", exact: true }).click();
    await page.waitForURL("**/redes-paletizado");

    const direct = await open("/productos/elastinet-xspan");
    await direct.page.getByRole("link", { name: "Volver", exact: true }).click();
    await direct.page.waitForURL("**/productos/netfilm");
    await direct.page.getByRole("heading", { level: 1, name: "Productos NetFilm" }).waitFor();
  });

  it("opens a printable technical sheet from the same data, without the site chrome on paper", async () => {
    const { page, errors } = await open("/productos/flexnet-pro");
    await page.getByRole("link", { name: "Descargar Ficha Técnica" }).first().click();
    await page.waitForURL("**/productos/flexnet-pro/ficha-tecnica");
    await page.getByRole("heading", { level: 1, name: "FlexNet Pro" }).waitFor();
    await expect(page.getByRole("row", { name: /Elongación\s*33%/ }).isVisible()).resolves.toBe(true);
    // The print button shows once the page's scripts run (it would do nothing before).
    await page.getByRole("button", { name: "Imprimir o guardar en PDF" }).waitFor({ state: "visible" });
    await expect(page.getByText(site.chat.display).first().isVisible()).resolves.toBe(true);

    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body > header").isVisible()).resolves.toBe(false);
    await expect(page.locator("body > footer").isVisible()).resolves.toBe(false);
    await expect(page.getByRole("button", { name: "Imprimir o guardar en PDF" }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole("heading", { level: 1, name: "FlexNet Pro" }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it("fits a 375 px screen without sideways scrolling", async () => {
    for (const path of ["/industria-lactea", "/productos/innovent", "/productos/netfilm"]) {
      const { page } = await open(path, { viewport: "mobile" });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
