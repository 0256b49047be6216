import { describe, expect, it } from "vitest";
import { BALING_NET_FIRST, SILAGE_COVER_FIRST, withMatchingNamesFirst } from "~/lib/product-sort";

const named = (...names: string[]) => names.map((name) => ({ name }));
const names = (products: { name: string }[]) => products.map((product) => product.name);

describe("listing sort rules (docs/requirements.md §7)", () => {
  it("lifts matching names to the top and keeps the newest-first order within both groups", () => {
    const products = named("C nueva", "A match vieja", "B", "D match");
    expect(names(withMatchingNamesFirst(products, /match/))).toEqual(["A match vieja", "D match", "C nueva", "B"]);
    expect(names(products)).toEqual(["C nueva", "A match vieja", "B", "D match"]);
  });

  it("puts TamaNet nets first on the baling-net page, whatever the case", () => {
    const products = named("Red estándar 2.500 m", "Red TamaNet Original", "Red TAMANET Edge", "Red económica");
    expect(names(withMatchingNamesFirst(products, BALING_NET_FIRST))).toEqual([
      "Red TamaNet Original",
      "Red TAMANET Edge",
      "Red estándar 2.500 m",
      "Red económica",
    ]);
  });

  it("puts the O2 line first on the silage-cover page, written with a 2 or a subscript ₂", () => {
    const products = named("Lona 150 µm", "Film barrera O₂ 45 µm", "Bolsas de arena", "Film barrera O2 plus");
    expect(names(withMatchingNamesFirst(products, SILAGE_COVER_FIRST))).toEqual([
      "Film barrera O₂ 45 µm",
      "Film barrera O2 plus",
      "Lona 150 µm",
      "Bolsas de arena",
    ]);
    expect(SILAGE_COVER_FIRST.test("Lona de 12 x 50 m")).toBe(false);
  });

  it("does not depend on a global pattern's state", () => {
    const products = named("tamanet 1", "tamanet 2", "otra");
    expect(names(withMatchingNamesFirst(products, /tamanet/gi))).toEqual(["tamanet 1", "tamanet 2", "otra"]);
  });
});
