import { describe, expect, it } from "vitest";
import { responsiveImage } from "~/lib/uploaded-images";

describe("responsiveImage", () => {
  it("offers every stored width of an uploaded image", () => {
    const url = "/uploads/products/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-1600.webp";
    expect(responsiveImage(url)).toEqual({
      src: "/uploads/products/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-800.webp",
      srcSet:
        "/uploads/products/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-400.webp 400w, " +
        "/uploads/products/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-800.webp 800w, " +
        "/uploads/products/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-1600.webp 1600w",
    });
  });

  it("leaves any other image URL as it is", () => {
    expect(responsiveImage("/images/sector-tambo-800.webp")).toEqual({ src: "/images/sector-tambo-800.webp" });
    expect(responsiveImage("https://example.com/foto.jpg")).toEqual({ src: "https://example.com/foto.jpg" });
  });
});
