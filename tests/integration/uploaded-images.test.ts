import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteUploadedImage, ImageUploadError, saveUploadedImage } from "~/.server/storage/images";
import { createTestDatabase, type TestDatabase } from "../support/database";

let dataDir: string;
let database: TestDatabase;
let previousDataDir: string | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  previousDataDir = process.env.DATA_DIR;
  dataDir = mkdtempSync(path.join(os.tmpdir(), "uploads-"));
  process.env.DATA_DIR = dataDir;
});

afterAll(async () => {
  await database.dispose();
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  rmSync(dataDir, { recursive: true, force: true });
});

function fileOnDisk(url: string): string {
  return path.join(dataDir, url);
}

describe("saveUploadedImage", () => {
  it("stores an uploaded photo as WebP at every width, never wider than the original", async () => {
    const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#2f7d32" } })
      .png()
      .toBuffer();
    const url = await saveUploadedImage(new Blob([png], { type: "image/png" }), "products");
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-1600\.webp$/);
    const widest = await sharp(fileOnDisk(url)).metadata();
    expect(widest.format).toBe("webp");
    expect(widest.width).toBe(1000);
    expect((await sharp(fileOnDisk(url.replace("-1600", "-400"))).metadata()).width).toBe(400);

    await deleteUploadedImage(database.connection.db, url);
    expect(existsSync(fileOnDisk(url))).toBe(false);
    expect(existsSync(fileOnDisk(url.replace("-1600", "-800")))).toBe(false);
  });

  it("refuses a file that is not an image, whatever its declared type", async () => {
    const fake = new Blob(["<script>alert(1)</script>"], { type: "image/png" });
    await expect(saveUploadedImage(fake, "articles")).rejects.toThrow(ImageUploadError);
    await expect(saveUploadedImage(fake, "articles")).rejects.toThrow(/debe ser una imagen/);
  });
});
