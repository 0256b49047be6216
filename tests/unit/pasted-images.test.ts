import { describe, expect, it } from "vitest";
import { dataUrlImage, pastedImageFate } from "~/admin/components/pasted-images";

// What the article editor does with each image of a paste (the DOM part is covered end to end in
// tests/e2e/article-editor.test.ts): nothing is fetched from another site, ever.

const origin = "https://www.campo.example";
const pngBase64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

describe("the fate of a pasted image", () => {
  it("removes images hosted on another site or on the pasting computer (Google Docs, web pages, Word)", () => {
    for (const src of [
      "https://lh7-rt.googleusercontent.com/docsz/AD_4nXabc?key=xyz",
      "http://example.com/vaca.jpg",
      "//cdn.example.com/vaca.jpg",
      "file:///C:/Users/ana/AppData/Local/Temp/msohtmlclip1/01/clip_image002.png",
      "blob:https://docs.google.com/0b6a0f6e-1",
      "cid:image001.png@01DA",
      "",
      "javascript:alert(1)",
    ]) {
      expect(pastedImageFate(src, origin), src).toEqual({ action: "remove" });
    }
  });

  it("keeps this site's images as paths", () => {
    expect(pastedImageFate("/uploads/articles/a-1600.webp", origin)).toEqual({ action: "keep", src: "/uploads/articles/a-1600.webp" });
    expect(pastedImageFate(`${origin}/uploads/articles/a-800.webp?x=1`, origin)).toEqual({
      action: "keep",
      src: "/uploads/articles/a-800.webp",
    });
  });

  it("uploads images the paste carries as data: URLs, of the types the upload takes", () => {
    expect(pastedImageFate(`data:image/png;base64,${pngBase64}`, origin)).toEqual({ action: "upload" });
    expect(pastedImageFate("data:image/JPEG;base64,/9j/", origin)).toEqual({ action: "upload" });
    expect(pastedImageFate("data:image/svg+xml,<svg></svg>", origin)).toEqual({ action: "remove" });
    expect(pastedImageFate("data:text/html,<p>x</p>", origin)).toEqual({ action: "remove" });
  });
});

describe("the file a data: URL carries", () => {
  it("decodes base64 into a file of its type", async () => {
    const file = dataUrlImage(`data:image/png;base64,${pngBase64}`)!;
    expect(file.type).toBe("image/png");
    expect(file.name).toBe("imagen-pegada.png");
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(Array.from(bytes.slice(1, 4), (byte) => String.fromCharCode(byte)).join("")).toBe("PNG");
  });

  it("gives nothing for a type the upload refuses, broken base64 or an empty image", () => {
    expect(dataUrlImage("data:image/svg+xml;base64,PHN2Zz4=")).toBeNull();
    expect(dataUrlImage("data:image/png;base64,@@@")).toBeNull();
    expect(dataUrlImage("data:image/png;base64,")).toBeNull();
    expect(dataUrlImage("https://example.com/a.png")).toBeNull();
  });
});
