import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { editableNumber, PRICE_RULES, readTypedNumber, STOCK_RULES, writtenNumber } from "~/lib/typed-number";

const price = (typed: string) => readTypedNumber(typed, PRICE_RULES);
const stock = (typed: string) => readTypedNumber(typed, STOCK_RULES);

/** Amounts in cents, so every generated value has at most two decimals. */
const cents = fc.integer({ min: 0, max: 999_999_999_999 });

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

describe("numbers as staff type them", () => {
  it("reads the ways Uruguayans write a price", () => {
    expect(price("98,50")).toEqual({ ok: true, value: 98.5 });
    expect(price("1.250,50")).toEqual({ ok: true, value: 1250.5 });
    expect(price("1250.50")).toEqual({ ok: true, value: 1250.5 });
    expect(price("1250,5")).toEqual({ ok: true, value: 1250.5 });
    expect(price("$ 1.850")).toMatchObject({ ok: false });
    expect(price("$ 1850")).toEqual({ ok: true, value: 1850 });
    expect(price("1.250.000")).toEqual({ ok: true, value: 1_250_000 });
    expect(price("1,250.50")).toEqual({ ok: true, value: 1250.5 });
    expect(price("0,250")).toEqual({ ok: true, value: 0.25 });
    expect(price("  185 ")).toEqual({ ok: true, value: 185 });
  });

  it("reads an empty field as no value", () => {
    expect(price("")).toEqual({ ok: true, value: null });
    expect(price("   ")).toEqual({ ok: true, value: null });
  });

  it("refuses «1.250» and «1,250» for a price, saying both readings", () => {
    expect(price("1.250")).toEqual({
      ok: false,
      message: "«1.250» puede leerse como 1.250 o como 1,25. Escribí 1250 si son 1.250, o 1,25 si son 1,25.",
    });
    // The decimal reading is not rounded to fit: it is named, with the limit it breaks.
    expect(price("12.345")).toEqual({
      ok: false,
      message: "«12.345» puede leerse como 12.345 o como 12,345, y el precio lleva como mucho 2 decimales. Escribí 12345 si son 12.345.",
    });
    const comma = price("2,500");
    expect(comma.ok).toBe(false);
    if (!comma.ok) expect(comma.message).toContain("2.500 o como 2,50");
  });

  it("reads a group of three as thousands where no decimals are allowed", () => {
    expect(stock("1.250")).toEqual({ ok: true, value: 1250 });
    expect(stock("12")).toEqual({ ok: true, value: 12 });
    expect(stock("1,5")).toEqual({ ok: false, message: "El stock va en números enteros, sin decimales: «1,5» no es una cantidad entera." });
  });

  it("refuses negative, oversized, over-precise and non-numeric input with a message", () => {
    expect(price("-5")).toEqual({ ok: false, message: "El precio no puede ser negativo." });
    expect(price("12,345")).toMatchObject({ ok: false });
    expect(price("12,3456")).toEqual({ ok: false, message: "El precio lleva como mucho 2 decimales: «12,3456» tiene 4." });
    expect(price("98,5000")).toEqual({ ok: true, value: 98.5 });
    expect(price("diez")).toEqual({
      ok: false,
      message: "«diez» no se entiende como el precio. Escribilo solo con números, por ejemplo 1250 o 1.250,50.",
    });
    expect(price("1.25,50")).toMatchObject({ ok: false });
    expect(price("1e5")).toMatchObject({ ok: false });
    expect(price("99999999999")).toMatchObject({ ok: false });
    expect(stock("3000000000")).toMatchObject({ ok: false });
  });

  it("reads back any amount written the Uruguayan way («1.250,50»)", () => {
    fc.assert(
      fc.property(cents, (amount) => {
        const whole = Math.floor(amount / 100).toString();
        const typed = `${groupThousands(whole, ".")},${(amount % 100).toString().padStart(2, "0")}`;
        expect(price(typed)).toEqual({ ok: true, value: amount / 100 });
      }),
    );
  });

  it("reads back any amount written with a decimal point and two decimals («1250.50»)", () => {
    fc.assert(
      fc.property(cents, (amount) => {
        const typed = `${Math.floor(amount / 100)}.${(amount % 100).toString().padStart(2, "0")}`;
        expect(price(typed)).toEqual({ ok: true, value: amount / 100 });
      }),
    );
  });

  it("reads back an amount with cents as the site writes it in messages", () => {
    fc.assert(
      fc.property(
        cents.filter((amount) => amount % 100 !== 0),
        (amount) => {
          expect(price(writtenNumber(amount / 100))).toEqual({ ok: true, value: amount / 100 });
        },
      ),
    );
  });

  it("reads back any stored price or stock as the edit form shows it", () => {
    expect(editableNumber(1250.5, PRICE_RULES)).toBe("1250,50");
    expect(editableNumber(320, PRICE_RULES)).toBe("320");
    fc.assert(
      fc.property(cents, (amount) => {
        expect(price(editableNumber(amount / 100, PRICE_RULES))).toEqual({ ok: true, value: amount / 100 });
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: STOCK_RULES.max }), (units) => {
        expect(stock(editableNumber(units, STOCK_RULES))).toEqual({ ok: true, value: units });
      }),
    );
  });

  it("never throws, and an accepted value is within the rules", () => {
    const typedText = fc.oneof(fc.string(), fc.stringMatching(/^[-$ ]?[\d.,]{0,14}$/));
    fc.assert(
      fc.property(typedText, fc.constantFrom(PRICE_RULES, STOCK_RULES), (typed, rules) => {
        const read = readTypedNumber(typed, rules);
        if (!read.ok) {
          expect(read.message.length).toBeGreaterThan(0);
          return;
        }
        if (read.value === null) return;
        expect(read.value).toBeGreaterThanOrEqual(0);
        expect(read.value).toBeLessThanOrEqual(rules.max);
        expect(Math.round(read.value * 10 ** rules.decimals) / 10 ** rules.decimals).toBe(read.value);
      }),
    );
  });

  it("refuses every lone point or comma before a group of three in a price", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), fc.constantFrom(".", ","), (before, after, mark) => {
        const typed = `${before}${mark}${after.toString().padStart(3, "0")}`;
        const read = price(typed);
        expect(read.ok).toBe(false);
        if (!read.ok) expect(read.message).toContain("puede leerse como");
      }),
    );
  });
});
