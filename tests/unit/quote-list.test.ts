import { describe, expect, it } from "vitest";
import { QUOTE_PATH, returnPath } from "~/lib/quote-list";
import { readQuantity } from "~/lib/quote-quantity";

describe("a quote list's quantity", () => {
  it("reads whole units as Uruguayans write them", () => {
    expect(readQuantity("1.000")).toEqual({ ok: true, value: 1000 });
    expect(readQuantity(" 12 ")).toEqual({ ok: true, value: 12 });
    expect(readQuantity("99.999")).toEqual({ ok: true, value: 99_999 });
    expect(readQuantity("2,0")).toEqual({ ok: true, value: 2 });
  });

  it("refuses with a message that says how it read what was typed", () => {
    expect(readQuantity("0")).toEqual({ ok: false, message: "La cantidad tiene que ser al menos 1: «0» se lee como 0." });
    expect(readQuantity("1,5")).toEqual({
      ok: false,
      message: "La cantidad va en números enteros, sin decimales: «1,5» no es una cantidad entera.",
    });
    expect(readQuantity("100.000")).toEqual({ ok: false, message: "La cantidad puede ser como mucho 99.999: «100.000» es demasiado." });
    expect(readQuantity("")).toMatchObject({ ok: false });
    expect(readQuantity("-3")).toEqual({ ok: false, message: "La cantidad tiene que ser al menos 1: «-3» es negativa." });
    expect(readQuantity("diez")).toMatchObject({ ok: false, message: expect.stringContaining("«diez» no se entiende como la cantidad") });
  });
});

describe("where «Agregar a mi consulta» sends the visitor back", () => {
  it("accepts a path of this site, with its query", () => {
    expect(returnPath("/botas-bekina")).toBe("/botas-bekina");
    expect(returnPath("/buscar?q=red")).toBe("/buscar?q=red");
  });

  it("never another site: anything else goes to /mi-consulta", () => {
    for (const typed of ["//evil.example", "https://evil.example/", "/\\evil.example", "javascript:alert(1)", "", undefined, "/a\nb"]) {
      expect(returnPath(typed)).toBe(QUOTE_PATH);
    }
  });
});
