import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGES_PROCESSED_AT_ONCE, imageProcessing, MAX_UPLOAD_BYTES, saveUploadedImage } from "~/.server/storage/images";
import { getUploadStore, uploadKeyOf } from "~/.server/storage";
import { MAX_IMAGE_MEGAPIXELS } from "~/lib/image-upload-rules";
import { action as uploadAction } from "~/admin/routes/products.imagenes";
import { type AuthTestContext, createVerifiedUser, setUpAuthTest, signIn, TEST_ORIGIN } from "../support/auth";
import { damagedImages, pixelBombPng, truncatedPng } from "../support/malformed-images";
import { adminRouteContext } from "../support/route-context";
import { listStoredUploads } from "../support/uploads";

// Product pictures are JPEG, PNG or WebP by content, never SVG, limited in size and in
// pixels, and processed a bounded number at a time.

const DAMAGED = "La imagen está dañada o incompleta. Exportala de nuevo o elegí otra.";

let test: AuthTestContext;
let admin: string;

beforeAll(async () => {
  test = await setUpAuthTest({ ADMIN_EMAIL: "admin@example.com" });
  await createVerifiedUser("admin@example.com", "clave-de-prueba-1");
  admin = await signIn("admin@example.com", "clave-de-prueba-1");
});
afterAll(() => test.dispose());

const storedFiles = () => listStoredUploads(test.dataDir, "products");

const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#1f6f3a" } });

/** The picker's POST to /admin/products/imagenes, answered by the route module. */
async function upload(bytes: Uint8Array<ArrayBuffer>, name: string): Promise<{ status: number; body: { url?: string; error?: string } }> {
  const form = new FormData();
  form.append("file", new File([bytes], name));
  const request = new Request(new URL("/admin/products/imagenes", TEST_ORIGIN), {
    method: "POST",
    headers: { cookie: admin, origin: TEST_ORIGIN },
    body: form,
  });
  const response = await uploadAction({ request, params: {}, context: await adminRouteContext(request) } as unknown as Parameters<
    typeof uploadAction
  >[0]);
  return { status: response.status, body: (await response.json()) as { url?: string; error?: string } };
}

describe("product image uploads", () => {
  it("accepts JPEG, PNG and WebP and stores each as WebP", async () => {
    const before = (await storedFiles()).length;
    for (const bytes of [await picture().jpeg().toBuffer(), await picture().png().toBuffer(), await picture().webp().toBuffer()]) {
      const url = await saveUploadedImage(new Blob([bytes]), "products");
      expect(url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-1600\.webp$/);
    }
    expect(await storedFiles()).toHaveLength(before + 3 * 3);
  });

  it("refuses AVIF, whose decoder needs nearly a gigabyte for a 48-megapixel picture of a few kilobytes, and says what to do", async () => {
    const before = (await storedFiles()).length;
    // Refused by its format, whatever its size: a tiny one stands for them all.
    const result = await upload(new Uint8Array(await picture().avif().toBuffer()), "foto.avif");
    expect(result).toEqual({ status: 400, body: { error: "Las imágenes AVIF no se aceptan. Exportala como JPG o PNG y probá de nuevo." } });
    expect(await storedFiles()).toHaveLength(before);
  });

  it("refuses a text file renamed to .jpg, an SVG carrying a script, a GIF and an empty file", async () => {
    const before = (await storedFiles()).length;
    const renamedText = new File(["Lista de precios 2026\nRed Tamanet: consultar\n"], "foto.jpg", { type: "image/jpeg" });
    const svg = new File(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
      ],
      "logo.png",
      { type: "image/png" },
    );
    const gif = new File([await picture().gif().toBuffer()], "animada.gif", { type: "image/gif" });
    for (const file of [renamedText, svg, gif]) {
      await expect(saveUploadedImage(file, "products")).rejects.toThrow("El archivo debe ser una imagen JPG, PNG o WebP.");
    }
    await expect(saveUploadedImage(new File([], "vacia.png"), "products")).rejects.toThrow("El archivo está vacío.");
    expect(await storedFiles()).toHaveLength(before);
  });

  it("refuses a file over the size limit before reading it", async () => {
    const png = await picture().png().toBuffer();
    const oversize = new Blob([png, new Uint8Array(MAX_UPLOAD_BYTES)]);
    await expect(saveUploadedImage(oversize, "products")).rejects.toThrow("La imagen supera los 10 MB.");
  });

  it("answers 400 with a clear message to a truncated PNG on the picker's endpoint, and stores nothing", async () => {
    const before = (await storedFiles()).length;
    const result = await upload(await truncatedPng(), "cortada.png");
    expect(result).toEqual({ status: 400, body: { error: DAMAGED } });
    expect(await storedFiles()).toHaveLength(before);
  });

  it("refuses damaged JPEG, WebP and PNG files with the same message, and stores nothing", async () => {
    const before = (await storedFiles()).length;
    for (const [kind, bytes] of Object.entries(await damagedImages())) {
      await expect(saveUploadedImage(new Blob([bytes]), "products"), kind).rejects.toThrow(DAMAGED);
    }
    expect(await storedFiles()).toHaveLength(before);
  });

  it("refuses a 16000 × 16000 pixel bomb from its header, and stores nothing", async () => {
    const before = (await storedFiles()).length;
    const result = await upload(await pixelBombPng(), "bomba.png");
    expect(result).toEqual({
      status: 400,
      body: {
        error: `La imagen mide 16000 × 16000 píxeles y el máximo es de ${MAX_IMAGE_MEGAPIXELS} megapíxeles. Achicala y probá de nuevo.`,
      },
    });
    expect(await storedFiles()).toHaveLength(before);
  });

  it("accepts a 48-megapixel photo, as a phone takes it", async () => {
    const photo = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#6b8e23" } })
      .jpeg()
      .toBuffer();
    const result = await upload(photo, "telefono.jpg");
    expect(result.status).toBe(200);
    const stored = await getUploadStore().get(uploadKeyOf(result.body.url!)!);
    const widest = await sharp(await buffer(stored!.body)).metadata();
    expect([widest.width, widest.height]).toEqual([1600, 1200]);
  });

  it("processes a bounded number of images at a time, the rest wait their turn", async () => {
    imageProcessing.resetPeak();
    const photos = await Promise.all(
      ["#aa0000", "#00aa00", "#0000aa", "#aaaa00", "#00aaaa"].map((background) =>
        sharp({ create: { width: 2400, height: 1800, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const urls = await Promise.all(photos.map((bytes) => saveUploadedImage(new Blob([bytes]), "products")));
    expect(new Set(urls).size).toBe(photos.length);
    expect(imageProcessing.peak).toBeGreaterThanOrEqual(1);
    expect(imageProcessing.peak).toBeLessThanOrEqual(IMAGES_PROCESSED_AT_ONCE);
  });
});
