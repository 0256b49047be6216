import { describe, expect, it } from "vitest";
import { checkForm } from "~/lib/forms";
import { readListingPrice, staticListingMessages, staticListingSchema } from "~/admin/lib/static-listing-form";

const ids = ["0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d", "1b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d"];

/** The listing form as posted, one price per row. */
function posted(prices: string[]) {
  return {
    itemId: ids.slice(0, prices.length),
    price: prices,
    description: prices.map(() => "Bota de PVC."),
    imageAlt: prices.map(() => ""),
    visible: ids,
  };
}

describe("the static listings' price (docs/decisions/021-typed-numbers.md)", () => {
  it("reads an amount the way Uruguayans write it and stores it with a decimal point", () => {
    expect(readListingPrice("")).toEqual({ ok: true, value: null });
    expect(readListingPrice("185")).toEqual({ ok: true, value: "185" });
    expect(readListingPrice("45.00")).toEqual({ ok: true, value: "45" });
    expect(readListingPrice("45,50")).toEqual({ ok: true, value: "45.50" });
    expect(readListingPrice("$ 1.250,50")).toEqual({ ok: true, value: "1250.50" });
    expect(readListingPrice("8500")).toEqual({ ok: true, value: "8500" });
  });

  it("keeps a word as written", () => {
    expect(readListingPrice(" Consultar ")).toEqual({ ok: true, value: "Consultar" });
    expect(readListingPrice("muy barato!")).toEqual({ ok: false, message: staticListingMessages.price });
  });

  it("refuses «8.500» with both readings, as the product form does, and a negative amount", () => {
    expect(readListingPrice("$ 8.500")).toEqual({
      ok: false,
      message: "«$ 8.500» puede leerse como 8.500 o como 8,50. Escribí 8500 si son 8.500, o 8,50 si son 8,50.",
    });
    expect(readListingPrice("-5")).toEqual({ ok: false, message: "El precio no puede ser negativo." });
  });

  it("hands the route each row's price as stored, or the row's message", () => {
    const accepted = checkForm(staticListingSchema, posted(["1.250,50", "Consultar"]));
    expect(accepted.ok && accepted.data.rows.map((row) => row.price)).toEqual(["1250.50", "Consultar"]);
    const refused = checkForm(staticListingSchema, posted(["95", "1.250"]));
    expect(!refused.ok && refused.errors["rows.1.price"]).toContain("puede leerse como 1.250 o como 1,25");
    expect(refused.values.price).toEqual(["95", "1.250"]);
  });
});
