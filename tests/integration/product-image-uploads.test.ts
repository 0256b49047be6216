import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, saveUploadedImage } from "~/.server/storage/images";

// Product pictures are JPEG, PNG, WebP or AVIF by content, never SVG, and limited in size.

let dataDir: string;
let previousDataDir: string | undefined;

beforeAll(() => {
  previousDataDir = process.env.DATA_DIR;
  dataDir = mkdtempSync(path.join(os.tmpdir(), "product-uploads-"));
  process.env.DATA_DIR = dataDir;
});

afterAll(() => {
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  rmSync(dataDir, { recursive: true, force: true });
});

function storedFiles(): string[] {
  try {
    return readdirSync(path.join(dataDir, "uploads", "products"));
  } catch {
    return [];
  }
}

const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#1f6f3a" } });

describe("product image uploads", () => {
  it("accepts JPEG, PNG, WebP and AVIF and stores each as WebP", async () => {
    for (const bytes of [await picture().jpeg().toBuffer(), await picture().png().toBuffer(), await picture().webp().toBuffer(), await picture().avif().toBuffer()]) {
      const url = await saveUploadedImage(new Blob([bytes]), "products");
      expect(url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-1600\.webp$/);
    }
    expect(storedFiles()).toHaveLength(4 * 3);
  });

  it("refuses a text file renamed to .jpg, an SVG carrying a script, and a GIF", async () => {
    const before = storedFiles().length;
    const renamedText = new File(["Lista de precios 2026\nRed Tamanet: consultar\n"], "foto.jpg", { type: "image/jpeg" });
    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>'],
      "logo.png",
      { type: "image/png" },
    );
    const gif = new File([await picture().gif().toBuffer()], "animada.gif", { type: "image/gif" });
    for (const file of [renamedText, svg, gif]) {
      await expect(saveUploadedImage(file, "products")).rejects.toThrow("El archivo debe ser una imagen JPG, PNG, WebP o AVIF.");
    }
    expect(storedFiles()).toHaveLength(before);
  });

  it("refuses a file over the size limit before reading it", async () => {
    const png = await picture().png().toBuffer();
    const oversize = new Blob([png, new Uint8Array(MAX_UPLOAD_BYTES)]);
    await expect(saveUploadedImage(oversize, "products")).rejects.toThrow("La imagen supera los 10 MB.");
  });
});
