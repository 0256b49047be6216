import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LiveReadingField, priceReading, stockReading } from "~/admin/components/live-reading-field";

const render = (typed: string, error?: string) =>
  renderToString(
    <LiveReadingField
      label="Precio"
      name="price"
      inputMode="decimal"
      defaultValue={typed}
      error={error}
      read={priceReading}
      hint="Escribilo como en una factura."
    />,
  );

describe("the live reading beside a number field", () => {
  it("reads a price as the product page shows it, and an empty or zero price as «Consultar precio»", () => {
    expect(priceReading("98,50")).toEqual({ ok: true, text: "En la página se ve: $ 98,50" });
    expect(priceReading("1.250,50")).toEqual({ ok: true, text: "En la página se ve: $ 1.250,50" });
    expect(priceReading("")).toEqual({ ok: true, text: "En la página se ve: Consultar precio" });
    expect(priceReading("0")).toEqual({ ok: true, text: "En la página se ve: Consultar precio" });
    expect(priceReading("1.250")).toEqual({
      ok: false,
      text: "«1.250» puede leerse como 1.250 o como 1,25. Escribí 1250 si son 1.250, o 1,25 si son 1,25.",
    });
  });

  it("reads stock as the units stored", () => {
    expect(stockReading("1.250")).toEqual({ ok: true, text: "Se guarda: 1.250 unidades" });
    expect(stockReading("1")).toEqual({ ok: true, text: "Se guarda: 1 unidad" });
    expect(stockReading("")).toEqual({ ok: true, text: "Se guarda: 0 unidades" });
    expect(stockReading("1,5")).toMatchObject({ ok: false });
  });

  it("is a text field whose server-rendered description holds the reading, in a polite live region", () => {
    const html = render("1.250,50");
    expect(html).toContain('type="text"');
    expect(html).toContain('inputMode="decimal"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)![1]!;
    const description = new RegExp(`<p id="${describedBy}"[^>]*>(.*?)</p>`).exec(html)![1]!;
    expect(description).toMatch(
      /<span aria-live="polite" aria-atomic="true"[^>]*>En la página se ve: \$ 1\.250,50<\/span>Escribilo como en una factura\./,
    );
  });

  it("does not repeat a refusal the field's error already shows", () => {
    const reading = priceReading("1.250");
    const html = render("1.250", reading.text);
    expect(html.split(reading.text)).toHaveLength(2);
  });
});
