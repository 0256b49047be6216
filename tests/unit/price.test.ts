import { describe, expect, it } from "vitest";
import { formatPrice, parsePrice } from "~/lib/price";

describe("product prices (docs/requirements.md §9)", () => {
  it("shows 'Consultar precio' for 0 or a missing price", () => {
    for (const price of [0, null, undefined, "0", ""]) expect(formatPrice(price)).toBe("Consultar precio");
    expect(formatPrice(0, "short")).toBe("Consultar precio");
  });

  it("shows two decimals on the detail page and the net list", () => {
    expect(formatPrice(185, "fixed")).toBe("$ 185,00");
    expect(formatPrice(25000, "fixed")).toBe("$ 25.000,00");
    expect(formatPrice(45.5, "fixed")).toBe("$ 45,50");
  });

  it("shows '$' and the amount elsewhere, without decimals it does not need", () => {
    expect(formatPrice(185, "short")).toBe("$ 185");
    expect(formatPrice("8500", "short")).toBe("$ 8.500");
    expect(formatPrice(45.5, "short")).toBe("$ 45,50");
  });

  it("keeps a static card's own price text", () => {
    expect(formatPrice("Consultar", "short")).toBe("Consultar");
    expect(parsePrice("$ 220.00")).toBe(220);
    expect(parsePrice("Consultar")).toBeNull();
  });
});
