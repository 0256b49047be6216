import { afterEach, describe, expect, it } from "vitest";
import { uploadKeyOf } from "~/.server/storage/upload-keys";
import { fullImageUrl, publicUploadUrl, responsiveImage, setUploadsPublicUrl } from "~/lib/uploaded-images";

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

describe("fullImageUrl", () => {
  afterEach(() => setUploadsPublicUrl(undefined));

  it("links the largest stored width of an uploaded image, on the public origin when there is one", () => {
    const url = "/uploads/products/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-800.webp";
    expect(fullImageUrl(url)).toBe("/uploads/products/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-1600.webp");
    setUploadsPublicUrl("https://img.example.com");
    expect(fullImageUrl(url)).toBe("https://img.example.com/products/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-1600.webp");
  });

  it("leaves any other image URL as it is", () => {
    expect(fullImageUrl("/images/products/red-estandar.webp")).toBe("/images/products/red-estandar.webp");
  });
});

describe("uploads on a public origin (UPLOADS_PUBLIC_URL)", () => {
  afterEach(() => setUploadsPublicUrl(undefined));

  it("links every width of an uploaded image on that origin, and leaves other URLs alone", () => {
    setUploadsPublicUrl("https://img.example.com");
    const url = "/uploads/articles/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-1600.webp";
    expect(publicUploadUrl(url)).toBe("https://img.example.com/articles/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-1600.webp");
    expect(responsiveImage(url, 400)).toEqual({
      src: "https://img.example.com/articles/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-400.webp",
      srcSet:
        "https://img.example.com/articles/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-400.webp 400w, " +
        "https://img.example.com/articles/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-800.webp 800w, " +
        "https://img.example.com/articles/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-1600.webp 1600w",
    });
    expect(responsiveImage("/images/sector-tambo-800.webp")).toEqual({ src: "/images/sector-tambo-800.webp" });
  });
});

describe("uploadKeyOf", () => {
  it("turns only well-formed upload names into storage keys", () => {
    const name = "products/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-800.webp";
    expect(uploadKeyOf(`/uploads/${name}`)).toBe(name);
    expect(uploadKeyOf(`/${name}`)).toBe(name);
    for (const path of [
      "/uploads/products/../auth-secret",
      "/uploads/otros/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-800.webp",
      "/uploads/products/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-800.png",
      "/uploads/products/nada-800.webp",
      "/uploads/products/0b8e4f1e-2a57-4c4b-9a0e-1d2f3a4b5c6d-800.webp/x",
    ]) {
      expect(uploadKeyOf(path)).toBeNull();
    }
  });
});
