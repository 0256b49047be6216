import { describe, expect, it } from "vitest";
import { defaultSite as site } from "~/lib/site-facts";
import { staticListingForPath, staticListings } from "~/content/static-products";
import { useBrowser } from "../support/browser";

// docs/requirements.md §2 'Static listings': how many cards each page shows and the prices the
// spec fixes. The names, images and stock come from the same content modules the pages read.

const expected: { path: string; count: number; prices?: string[] }[] = [
  { path: "/botas-bekina", count: 3 },
  { path: "/solid-grip", count: 3 },
  { path: "/easy-grip", count: 3 },
  { path: "/aves-higiene-desinfeccion", count: 3 },
  { path: "/control-enfermedades", count: 2, prices: ["Consultar", "Consultar"] },
  { path: "/netfilm", count: 3, prices: ["$ 185", "$ 195", "$ 235"] },
  // es-UY groups thousands with a dot.
  { path: "/paletizadoras", count: 3, prices: ["$ 8.500", "$ 25.000", "$ 45.000"] },
  { path: "/inoculantes", count: 1, prices: ["Consultar precio"] },
  { path: "/acelerador-biologico", count: 1 },
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

describe("static listings", () => {
  const { open } = useBrowser();

  it("covers every listing of the content modules", () => {
    expect(staticListings.map((listing) => listing.path).sort()).toEqual(expected.map((page) => page.path).sort());
  });

  describe.each(expected)("$path", ({ path, count, prices }) => {
    const listing = staticListingForPath(path)!;

    it("server-renders its heading, cards, prices, stock and metadata", async () => {
      const { page } = await open(path, { javaScript: false });
      await expect(page.locator("h1").count()).resolves.toBe(1);
      await expect(page.locator("h1").innerText()).resolves.toBe(listing.title);
      await expect(page.title()).resolves.toBe(`${listing.metaTitle} | ${site.name}`);
      const description = (await page.locator('meta[name="description"]').getAttribute("content"))!;
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe(path);

      const cards = page.locator("#productos article");
      await expect(cards.count()).resolves.toBe(count);
      for (const [index, product] of listing.products.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading", { name: product.name }).isVisible()).resolves.toBe(true);
        await expect(card.getByText(product.category, { exact: true }).isVisible()).resolves.toBe(true);
        await expect(card.getByText(product.description).isVisible()).resolves.toBe(true);
        // The price is a paragraph of its own ('Consultar' is also the button's label).
        if (prices)
          await expect(
            card
              .locator("p")
              .filter({ hasText: new RegExp(`^${escapeRegExp(prices[index]!)}$`) })
              .isVisible(),
          ).resolves.toBe(true);
        await expect(card.getByText(product.inStock ? "En stock" : "Sin stock", { exact: true }).isVisible()).resolves.toBe(true);
        const image = card.getByRole("img", { name: product.name });
        await expect(image.getAttribute("src")).resolves.toBe(product.image);
        if (product.imageFit === "contain") await expect(image.getAttribute("class")).resolves.toContain("object-contain");
        const details = card.getByRole("link", { name: `Ver detalles de ${product.name}` });
        if (product.href) await expect(details.getAttribute("href")).resolves.toBe(product.href);
        else await expect(details.count()).resolves.toBe(0);
      }
    });

    // The page's accessibility at both widths: tests/e2e/a11y-sweep.test.ts.
    it.each(["mobile", "desktop"] as const)("opens the contact modal from 'Consultar' at %s width", async (viewport) => {
      const { page, errors } = await open(path, { viewport });
      await page.locator("#productos article").first().getByRole("link", { name: "Consultar" }).click();
      const dialog = page.getByRole("dialog", { name: "Nuestros Especialistas" });
      await dialog.waitFor({ state: "visible" });
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      expect(errors).toEqual([]);
    });
  });
});
