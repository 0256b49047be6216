import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { MAX_IMAGE_MEGABYTES } from "~/lib/image-upload-rules";
import { UPLOAD_WIDTHS, type UploadFolder, uploadVariantUrl } from "~/lib/uploaded-images";
import { readServerConfig } from "../config";

// Uploaded images (product photos, article covers) live under DATA_DIR/uploads/{folder}/ and are
// served by server.ts at /uploads with immutable caching: every upload gets a new random name, so
// a URL never changes content. Each upload is stored as WebP at the widths of UPLOAD_WIDTHS.

export const MAX_UPLOAD_BYTES = MAX_IMAGE_MEGABYTES * 1024 * 1024;

// sharp (libvips) adds about 20 MB to the server's memory once loaded; only an upload needs it.
async function loadSharp() {
  return (await import("sharp")).default;
}

/** The formats an upload may be, told by its first bytes (never by its name or declared type). SVG never: it can carry scripts. */
export type AcceptedImageFormat = "jpeg" | "png" | "webp" | "avif";

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The format the file's signature (magic bytes) announces, or null for anything else. */
export function sniffImageFormat(bytes: Uint8Array): AcceptedImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  // ISO-BMFF: a "ftyp" box whose major or compatible brands name AVIF.
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = Math.min(bytes.length, (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!);
    for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
      const brand = ascii(bytes, offset, offset + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}

const NOT_AN_IMAGE = "El archivo debe ser una imagen JPG, PNG, WebP o AVIF.";

export class ImageUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageUploadError";
  }
}

export function uploadsDir(): string {
  return path.join(readServerConfig().dataDir, "uploads");
}

/**
 * Checks that the bytes really are a JPEG, PNG, WebP or AVIF image (by their signature and by
 * decoding them, never by the name or the declared type), writes the WebP variants and returns the URL to store: the widest variant.
 */
export async function saveUploadedImage(file: Blob, folder: UploadFolder): Promise<string> {
  if (file.size === 0) throw new ImageUploadError("El archivo está vacío.");
  if (file.size > MAX_UPLOAD_BYTES) throw new ImageUploadError(`La imagen supera los ${MAX_IMAGE_MEGABYTES} MB.`);
  const bytes = Buffer.from(await file.arrayBuffer());
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw new ImageUploadError(NOT_AN_IMAGE);
  // The signature alone could front anything: sharp must also decode the same format.
  // (libheif reports AVIF as "heif".)
  const sharp = await loadSharp();
  let decoded: string | undefined;
  try {
    decoded = (await sharp(bytes).metadata()).format;
  } catch {
    decoded = undefined;
  }
  if (decoded !== sniffed && !(sniffed === "avif" && decoded === "heif")) throw new ImageUploadError(NOT_AN_IMAGE);

  const id = randomUUID();
  const dir = path.join(uploadsDir(), folder);
  await mkdir(dir, { recursive: true });
  // rotate() applies the EXIF orientation of phone photos before the metadata is dropped.
  const source = sharp(bytes).rotate();
  await Promise.all(
    UPLOAD_WIDTHS.map(async (width) => {
      const output = await source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
      await writeFile(path.join(dir, `${id}-${width}.webp`), output);
    }),
  );
  return uploadVariantUrl(folder, id, UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1]!);
}

/** Removes every variant of an image this module stored; other URLs are left alone. */
export async function deleteUploadedImage(url: string): Promise<void> {
  const match = /^\/uploads\/(products|articles)\/([0-9a-f-]{36})-\d+\.webp$/.exec(url);
  if (!match) return;
  const [, folder, id] = match;
  await Promise.all(
    UPLOAD_WIDTHS.map((width) => rm(path.join(uploadsDir(), folder!, `${id}-${width}.webp`), { force: true })),
  );
}
