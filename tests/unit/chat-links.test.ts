import { describe, expect, it } from "vitest";
import { defaultSite as site } from "~/lib/site-facts";
import { chatLink, companyChatLink, digitsOnly, telLink } from "~/lib/chat-links";

describe("chat and phone links", () => {
  it("strips everything but digits from a phone number", () => {
    expect(digitsOnly("+598 93 949 472")).toBe("59893949472");
    expect(digitsOnly("(02) 600-4172")).toBe("026004172");
  });

  it("opens a chat with the number in digits only", () => {
    expect(chatLink("+598 93 949 472")).toBe("https://wa.me/59893949472");
  });

  it("pre-fills the message, encoded so accents, spaces and & survive", () => {
    const link = chatLink("+598 93 949 472", "Hola Campo & Industria, ¿tienen redes?");
    expect(link).toBe("https://wa.me/59893949472?text=Hola%20Campo%20%26%20Industria%2C%20%C2%BFtienen%20redes%3F");
    expect(new URL(link).searchParams.get("text")).toBe("Hola Campo & Industria, ¿tienen redes?");
  });

  it("dials the international number from a tel link", () => {
    expect(telLink("+598 2600 4172")).toBe("tel:+59826004172");
  });

  it("sends visitors to the company chat number shown on the site", () => {
    const link = new URL(companyChatLink(site));
    expect(link.pathname).toBe(`/${digitsOnly(site.chat.display)}`);
    expect(link.searchParams.get("text")).toContain(site.name);
    expect(new URL(companyChatLink(site, "Consulta por AMBIC")).searchParams.get("text")).toBe("Consulta por AMBIC");
  });
});
