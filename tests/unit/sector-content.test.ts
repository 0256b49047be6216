import { describe, expect, it } from "vitest";
import { brands, dairyBrandCopies, dairyBrands } from "~/content/brands";
import { forageGroup } from "~/content/navigation";
import { dairyPages } from "~/content/sectors/dairy";
import { forageLanding, forageLinks } from "~/content/sectors/forage";
import { staticListingForPath, staticListings } from "~/content/static-products";

// The typed copy of the forage, dairy and static listing pages: what every page must carry
// (SPEC §2, §9 and the quality bar), checked once for all of them.

const sectorPages = [forageLanding, ...dairyPages];
const allPages = [...sectorPages, ...staticListings];

describe("sector and listing content", () => {
  it("gives every page a unique title and path and a 50–160 character description", () => {
    expect(new Set(allPages.map((page) => page.metaTitle)).size).toBe(allPages.length);
    expect(new Set(allPages.map((page) => page.path)).size).toBe(allPages.length);
    for (const page of allPages) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
  });

  it("ends every breadcrumb with the current page and starts it at home", () => {
    for (const page of allPages) {
      expect(page.breadcrumb[0]).toEqual({ label: "Inicio", to: "/" });
      expect(page.breadcrumb.at(-1)?.to, page.path).toBeUndefined();
    }
  });

  it("links /embalaje-cultivo to every page of the forage navigation group, each with a line of copy", () => {
    expect(forageLinks.map((link) => link.to)).toEqual(forageGroup.links.map((link) => link.to));
    for (const link of forageLinks) expect(link.body, link.to).not.toBe("");
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
