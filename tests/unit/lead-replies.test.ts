import { describe, expect, it } from "vitest";
import { replyMailtoLink, replyWhatsappLink, whatsappNumber } from "~/admin/lib/lead-replies";

describe("WhatsApp number of a lead", () => {
  it("keeps a Uruguayan number given with +598 or 00598, with or without the trunk 0", () => {
    expect(whatsappNumber("+598 99 123 456")).toBe("59899123456");
    expect(whatsappNumber("+59899123456")).toBe("59899123456");
    expect(whatsappNumber("00598 99 123 456")).toBe("59899123456");
    expect(whatsappNumber("+598 099 123 456")).toBe("59899123456");
    expect(whatsappNumber("598 99 123 456")).toBe("59899123456");
  });

  it("adds Uruguay's code to a local number, mobile or landline, with or without the 0", () => {
    expect(whatsappNumber("099 123 456")).toBe("59899123456");
    expect(whatsappNumber("099123456")).toBe("59899123456");
    expect(whatsappNumber("99 123 456")).toBe("59899123456");
    expect(whatsappNumber("2600 4172")).toBe("59826004172");
    expect(whatsappNumber("(02) 600-4172")).toBe("59826004172");
  });

  it("ignores spaces, dashes, dots and parentheses", () => {
    expect(whatsappNumber(" 099-123-456 ")).toBe("59899123456");
    expect(whatsappNumber("099.123.456")).toBe("59899123456");
    expect(whatsappNumber("+598 (99) 123-456")).toBe("59899123456");
  });

  it("keeps numbers of other countries given with + or 00", () => {
    expect(whatsappNumber("+54 9 11 2345-6789")).toBe("5491123456789");
    expect(whatsappNumber("+55 (51) 99876-5432")).toBe("5551998765432");
    expect(whatsappNumber("0054 9 11 2345 6789")).toBe("5491123456789");
  });

  it("gives no number for what cannot be one", () => {
    expect(whatsappNumber("")).toBeNull();
    expect(whatsappNumber("no tengo")).toBeNull();
    expect(whatsappNumber("12345")).toBeNull();
    expect(whatsappNumber("+0 99 123 456")).toBeNull();
    expect(whatsappNumber("+1 234 567 890 123 456 7")).toBeNull();
  });
});

describe("reply links of a lead", () => {
  it("writes an e-mail with a subject naming the company and the topic, encoded", () => {
    const link = replyMailtoLink({ email: "ana+campo@example.com", topic: "Redes & mallas ¿40 rollos?" });
    expect(link.startsWith("mailto:ana%2Bcampo@example.com?subject=")).toBe(true);
    const url = new URL(link);
    expect(decodeURIComponent(url.pathname)).toBe("ana+campo@example.com");
    expect(url.searchParams.get("subject")).toBe("Re: tu consulta a Campo & Industria — Redes & mallas ¿40 rollos?");
    expect(link).not.toContain(" ");
  });

  it("leaves the topic out when there is none", () => {
    expect(new URL(replyMailtoLink({ email: "ana@example.com", topic: null })).searchParams.get("subject")).toBe(
      "Re: tu consulta a Campo & Industria",
    );
  });

  it("opens a WhatsApp chat greeting the visitor, only when the number can be one", () => {
    const link = replyWhatsappLink({ nombre: "Ana", telefono: "099 123 456" })!;
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/59899123456");
    expect(url.searchParams.get("text")).toContain("Hola Ana");
    expect(replyWhatsappLink({ nombre: "Ana", telefono: null })).toBeNull();
    expect(replyWhatsappLink({ nombre: "Ana", telefono: "123" })).toBeNull();
  });
});
