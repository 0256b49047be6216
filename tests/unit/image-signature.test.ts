import { describe, expect, it } from "vitest";
import { sniffImageFormat } from "~/.server/storage/images";

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((value) => (typeof value === "string" ? [...value].map((char) => char.charCodeAt(0)) : [value])));

describe("sniffImageFormat", () => {
  it("recognises JPEG, PNG, WebP and AVIF by their first bytes", () => {
    expect(sniffImageFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(sniffImageFormat(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a))).toBe("png");
    expect(sniffImageFormat(bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 "))).toBe("webp");
    expect(sniffImageFormat(bytes(0, 0, 0, 0x1c, "ftyp", "mif1", 0, 0, 0, 0, "mif1", "avif"))).toBe("avif");
  });

  it("names nothing else: SVG, GIF, HEIC, text", () => {
    expect(sniffImageFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffImageFormat(bytes("GIF89a"))).toBeNull();
    expect(sniffImageFormat(bytes(0, 0, 0, 0x18, "ftyp", "heic", 0, 0, 0, 0, "mif1", "heic"))).toBeNull();
    expect(sniffImageFormat(bytes("hola, esto es texto"))).toBeNull();
    expect(sniffImageFormat(bytes())).toBeNull();
  });
});
