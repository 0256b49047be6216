import { describe, expect, it } from "vitest";
import { brands, dairyBrandCopies, dairyBrands } from "~/content/brands";
import { forageGroup } from "~/content/navigation";
import { palletProductIds, palletProducts } from "~/content/pallet-products";
import { forageLinks } from "~/content/sectors/forage";
import { palletSolutions } from "~/content/sectors/pallet";
import { poultryLanding } from "~/content/sectors/poultry";
import { sectorPages } from "~/content/sectors/pages";
import type { SectorPage } from "~/content/sectors/sector-page";
import { staticListingForPath, staticListings } from "~/content/static-products";

// The typed copy of the sector and static listing pages: what every page must carry
// (docs/requirements.md §2, §9 and the quality bar), checked once for all of them.

const allPages = [...sectorPages, ...staticListings];

function linkTargets(page: SectorPage): string[] {
  return page.blocks.flatMap((block) => (block.kind === "links" ? block.items.map((item) => item.to) : []));
}

describe("sector and listing content", () => {
  it("gives every page and pallet product a unique title, every page a unique path, and each a 50–160 character description", () => {
    const titles = [...allPages.map((page) => page.metaTitle), ...palletProductIds.map((id) => palletProducts[id].name)];
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(allPages.map((page) => page.path)).size).toBe(allPages.length);
    const descriptions = [...allPages.map((page) => page.description), ...palletProductIds.map((id) => palletProducts[id].description)];
    for (const description of descriptions) {
      expect(description.length, description).toBeGreaterThanOrEqual(50);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
  });

  it("ends every breadcrumb with the current page and starts it at home", () => {
    for (const page of allPages) {
      expect(page.breadcrumb[0]).toEqual({ label: "Inicio", to: "/" });
      expect(page.breadcrumb.at(-1)?.to, page.path).toBeUndefined();
    }
  });

  it("gives every section of a sector page its own anchor and closes the page with a call to action", () => {
    for (const page of sectorPages) {
      const ids = page.blocks.flatMap((block) => (block.kind === "cta" ? [] : [block.id]));
      expect(new Set(ids).size, page.path).toBe(ids.length);
      expect(page.blocks.at(-1)?.kind, page.path).toBe("cta");
    }
  });

  it("links /embalaje-cultivo to every page of the forage navigation group, each with a line of copy", () => {
    expect(forageLinks.map((link) => link.to)).toEqual(forageGroup.links.map((link) => link.to));
    for (const link of forageLinks) expect(link.body, link.to).not.toBe("");
  });

  it("links the pallet portfolio to InnoVent, the net line and NetFilm", () => {
    expect(linkTargets(palletSolutions)).toEqual(["/productos/innovent", "/productos/netfilm", "/productos/netfilm-detalle"]);
  });

  it("lays out the seven biosecurity stages in order", () => {
    const steps = poultryLanding.blocks.flatMap((block) => (block.kind === "steps" ? block.steps.map((step) => step.title) : []));
    expect(steps).toEqual([
      "Evaluación sanitaria",
      "Retiro de estiércol",
      "Lavado",
      "Enjuague",
      "Desinfección de rutina",
      "Desinfección específica",
      "Nebulización",
    ]);
  });

  it("has the seven brands of the marquee, and three dairy brands repeated four times", () => {
    expect(brands).toHaveLength(7);
    expect(new Set(brands.map((brand) => brand.name)).size).toBe(7);
    expect(dairyBrands).toHaveLength(3);
    expect(dairyBrandCopies).toBe(4);
  });

  it("finds a static listing by its path, with or without a trailing slash", () => {
    expect(staticListingForPath("/netfilm")?.title).toBe("NetFilm: film ventilado");
    expect(staticListingForPath("/netfilm/")?.path).toBe("/netfilm");
    expect(staticListingForPath("/otra")).toBeUndefined();
  });

  it("gives every static product a unique id", () => {
    const ids = staticListings.flatMap((listing) => listing.products.map((product) => product.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
