import { describe, expect, it } from "vitest";
import { isExternalLink, normaliseLinkAddress } from "~/admin/lib/link-address";

// The article editor's link dialog: what an editor types becomes an address the sanitiser keeps.

describe("normaliseLinkAddress", () => {
  it.each([
    ["https://ambic.co.uk/productos", "https://ambic.co.uk/productos"],
    ["http://example.com", "http://example.com"],
    ["www.ambic.co.uk", "https://www.ambic.co.uk"],
    ["ambic.co.uk/scrubber?x=1", "https://ambic.co.uk/scrubber?x=1"],
    ["  inia.uy  ", "https://inia.uy"],
    ["/contacto", "/contacto"],
    ["mailto:ventas@example.com", "mailto:ventas@example.com"],
    ["ventas@example.com", "mailto:ventas@example.com"],
    ["tel:+59893949472", "tel:+59893949472"],
  ])("accepts %s as %s", (typed, stored) => {
    expect(normaliseLinkAddress(typed)).toBe(stored);
  });

  it.each([
    "",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "//evil.example",
    "hola mundo",
    "palabra",
    "https://localhost",
    "mailto:",
    "ftp://example.com",
  ])("refuses %s", (typed) => {
    expect(normaliseLinkAddress(typed)).toBeNull();
  });

  it("tells links that leave the site", () => {
    expect(isExternalLink("https://ambic.co.uk")).toBe(true);
    expect(isExternalLink("/contacto")).toBe(false);
    expect(isExternalLink("mailto:a@b.uy")).toBe(false);
  });
});
