import { describe, expect, it } from "vitest";
import { consultaFromUrl, contactHref, MAX_CONSULTA_LENGTH } from "~/lib/contact-links";

const consultaOf = (href: string) => consultaFromUrl(new URL(href, "https://example.com"));

describe("contact links", () => {
  it("leads a topic's button to the contact form with the topic in the address", () => {
    expect(contactHref("Red TamaNet 1,23 m & más")).toBe("/contacto?consulta=Red+TamaNet+1%2C23+m+%26+m%C3%A1s#formulario");
    expect(consultaOf(contactHref("Red TamaNet 1,23 m & más"))).toBe("Red TamaNet 1,23 m & más");
  });

  it("leads a button without a topic to the specialists", () => {
    expect(contactHref()).toBe("/contacto#especialistas");
    expect(contactHref("  \n ")).toBe("/contacto#especialistas");
  });

  it("reads the topic as one line of plain text of bounded length", () => {
    expect(consultaOf("/contacto?consulta=%20Silotrato%0A%0D%00de%09prueba%20")).toBe("Silotrato de prueba");
    expect(consultaOf(`/contacto?consulta=${"á".repeat(500)}`)).toHaveLength(MAX_CONSULTA_LENGTH);
    expect(consultaOf("/contacto")).toBe("");
    expect(consultaOf("/contacto?consulta=%3Cb%3Ehola%3C%2Fb%3E")).toBe("<b>hola</b>");
  });
});
