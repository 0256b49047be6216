import { describe, expect, it } from "vitest";
import { contentSearchDocuments } from "~/.server/search/content-documents";
import { categoryListings } from "~/content/catalog-listings";
import { illustrationSrc, illustrations } from "~/content/images";
import { palletProductIds, palletProductPath } from "~/content/pallet-products";
import { scioPage } from "~/content/scio";
import { sectorPages } from "~/content/sectors/pages";
import { staticListings } from "~/content/static-products";
import { routeLeaves } from "../support/admin-pages";

// The content pages in the site search: every public page whose copy lives in code is one document
// of the index, with the words the page shows, so a visitor who searches for them finds the page.

// Public pages that are not content pages of their own: the home page (a showcase of the others),
// the news list (each article is indexed), the search page itself, and the visitor's own quote list.
const notContentPages = new Set(["/", "/noticias", "/buscar", "/mi-consulta"]);

/** The public pages of the route table at fixed addresses: no admin, sign-in, resources or parameters. */
function publicFixedPaths(): { path: string; file: string }[] {
  return routeLeaves()
    .filter((entry) => !/^(admin\/|routes\/(auth|resources)\/)/.test(entry.file))
    .filter(({ path }) => !path.includes(":") && !path.includes("*") && !path.startsWith("/buscar/") && !notContentPages.has(path));
}

describe("content documents of the site search", () => {
  const documents = contentSearchDocuments();
  const byPath = (path: string) => documents.filter((document) => document.path === path);

  it("has exactly one document, with a title and a body, for every page of the route registries", () => {
    const registryPaths = [
      ...sectorPages.map((page) => page.path),
      ...staticListings.map((listing) => listing.path),
      ...Object.values(categoryListings).map((listing) => listing.path),
      ...palletProductIds.map(palletProductPath),
      "/scio-nir",
      "/ambic",
      "/contacto",
      "/scrubber",
      "/privacidad",
    ];
    for (const path of registryPaths) {
      const found = byPath(path);
      expect(found, path).toHaveLength(1);
      expect(found[0]!.id).toBe(`page:${path}`);
      expect(found[0]!.title.trim(), path).not.toBe("");
      expect(found[0]!.body.trim(), path).not.toBe("");
      expect(found[0]!.summary.trim(), path).not.toBe("");
    }
    expect(documents).toHaveLength(registryPaths.length);
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
  });

  it("covers every public page of the route table, the SCIO page once under its canonical address", () => {
    const paths = publicFixedPaths().map(({ path, file }) => (file === "routes/catalog/scio.tsx" ? scioPage.canonicalPath : path));
    expect(paths).toContain("/scio-nir");
    expect(publicFixedPaths().map(({ path }) => path)).toContain("/scio-cup");
    for (const path of paths) expect(byPath(path), path).toHaveLength(1);
    expect(byPath("/scio-cup")).toEqual([]);
  });

  it("indexes the words a page shows, without markup", () => {
    const water = byPath("/tambo/tratamiento-agua")[0]!;
    const page = sectorPages.find((candidate) => candidate.path === "/tambo/tratamiento-agua")!;
    expect(water.title).toBe(page.hero.title);
    // A step of the page's programme, word for word.
    const steps = page.blocks.flatMap((block) => (block.kind === "steps" ? block.steps : []));
    expect(steps.length).toBeGreaterThan(0);
    expect(water.body).toContain(steps[0]!.body);
    expect(water.body.toLowerCase()).toContain("cloro");
    for (const document of documents) expect(document.body, document.path).not.toMatch(/<[a-z/]/i);

    const scio = byPath("/scio-nir")[0]!;
    expect(scio.body).toContain("Materia seca");
    expect(scio.body).toContain("1,4 L");
    expect(byPath("/ambic")[0]!.body).toContain("ISO 14001:2015");
  });

  it("finds the pallet product pages among the products, with the picture the page shows", () => {
    const innovent = byPath("/productos/innovent")[0]!;
    expect(innovent).toMatchObject({ kind: "product", title: "InnoVent", image: illustrationSrc(illustrations.palletFilm) });
    expect(innovent.imageAlt).toMatch(/pallet/i);
    expect(innovent.body).toContain("Hasta 30%");
    expect(documents.filter((document) => document.kind === "product")).toHaveLength(palletProductIds.length);
  });

  it("keeps keywords short: the sector and the brands a page names", () => {
    const dairy = byPath("/tambo")[0]!;
    expect(dairy.keywords).toContain("AMBIC");
    expect(dairy.keywords).toContain("Bekina");
    expect(byPath("/inoculantes")[0]!.keywords).toContain("Conservación de forrajes");
    for (const document of documents) expect(document.keywords.length, document.path).toBeLessThanOrEqual(120);
  });
});
