import { randomUUID } from "node:crypto";
import { MAX_IMAGE_MEGABYTES, MAX_IMAGE_MEGAPIXELS } from "~/lib/image-upload-rules";
import { UPLOAD_WIDTHS, type UploadFolder, uploadVariantUrl } from "~/lib/uploaded-images";
import { getUploadStore, type UploadKey, type UploadStore, uploadKeyOf } from ".";
import type { Database } from "../db";
import { errorMessage, logger } from "../logger";
import { recordPendingUploadDeletion } from "./pending-deletions";
import { createWorkLimit } from "./work-limit";

// Uploaded images (product photos, article covers) live in the upload store (DATA_DIR/uploads or
// a bucket, see ./index.ts) and are served at /uploads/{folder}/… with immutable caching: every
// upload gets a new random name, so a URL never changes content. Each upload is stored as WebP at
// the widths of UPLOAD_WIDTHS.

export const MAX_UPLOAD_BYTES = MAX_IMAGE_MEGABYTES * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

/**
 * Decoding is where an upload costs memory (a 48-megapixel photo is about 150 MB of pixels), so
 * the process decodes one image at a time, on one libvips thread, and the others wait their turn.
 * `npm run bench -- --uploads-only` measures the server's peak under concurrent uploads.
 */
export const IMAGES_PROCESSED_AT_ONCE = 1;
export const imageProcessing = createWorkLimit(IMAGES_PROCESSED_AT_ONCE);

type Sharp = typeof import("sharp").default;
let sharpModule: Promise<Sharp> | undefined;

// sharp (libvips) adds about 20 MB to the server's memory once loaded; only an upload needs it.
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import("sharp").then(({ default: sharp }) => {
    // Every upload is a different image: libvips' operation cache would only keep memory busy.
    sharp.cache(false);
    // One libvips thread: an upload takes a little longer, its buffers are smaller (about 10 MB
    // less at the peak) and the other cores keep answering visitors meanwhile.
    sharp.concurrency(1);
    return sharp;
  });
  return sharpModule;
}

/**
 * The formats told by a file's first bytes (never by its name or declared type). SVG never: it can
 * carry scripts. AVIF is recognised only to be refused with its own message (see image-upload-rules.ts).
 */
export type SniffedImageFormat = "jpeg" | "png" | "webp" | "avif";

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The format the file's signature (magic bytes) announces, or null for anything else. */
export function sniffImageFormat(bytes: Uint8Array): SniffedImageFormat | null {
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

const NOT_AN_IMAGE = "El archivo debe ser una imagen JPG, PNG o WebP.";
const AVIF_REFUSED = "Las imágenes AVIF no se aceptan. Exportala como JPG o PNG y probá de nuevo.";
const DAMAGED = "La imagen está dañada o incompleta. Exportala de nuevo o elegí otra.";
const tooManyPixels = (width: number, height: number) =>
  `La imagen mide ${width} × ${height} píxeles y el máximo es de ${MAX_IMAGE_MEGAPIXELS} megapíxeles. Achicala y probá de nuevo.`;

export class ImageUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageUploadError";
  }
}

/**
 * The store refused or did not answer. Shown to the editor like any refused image (the form keeps
 * what was typed); the cause goes to the log.
 */
export class UploadStorageUnavailableError extends ImageUploadError {
  constructor(cause: unknown) {
    super(
      "No pudimos guardar la imagen: el almacenamiento de archivos no responde. Probá de nuevo en unos minutos; si sigue fallando, avisale a quien administra el sitio.",
    );
    this.name = "UploadStorageUnavailableError";
    this.cause = cause;
  }
}

function logStorageError(msg: string, error: unknown, fields: Record<string, unknown> = {}) {
  logger.error({ error: errorMessage(error), ...fields }, msg);
}

function variantKeys(folder: UploadFolder, id: string): UploadKey[] {
  return UPLOAD_WIDTHS.map((width) => `${folder}/${id}-${width}.webp` as UploadKey);
}

/**
 * Checks that the bytes really are a JPEG, PNG or WebP image (by their signature and by
 * decoding them, never by the name or the declared type) of at most MAX_UPLOAD_PIXELS, writes the
 * WebP variants and returns the URL to store: the widest variant. A refused image throws
 * ImageUploadError and leaves no file behind.
 */
export async function saveUploadedImage(file: Blob, folder: UploadFolder, store: UploadStore = getUploadStore()): Promise<string> {
  return (await saveUploadedImageWithSize(file, folder, store)).url;
}

/**
 * saveUploadedImage, with the pixel size of the stored URL's variant (an article image's width and
 * height) and the bytes of every variant together (the media library shows them).
 */
export async function saveUploadedImageWithSize(
  file: Blob,
  folder: UploadFolder,
  store: UploadStore = getUploadStore(),
): Promise<{ url: string; width: number; height: number; bytes: number }> {
  if (file.size === 0) throw new ImageUploadError("El archivo está vacío.");
  if (file.size > MAX_UPLOAD_BYTES) throw new ImageUploadError(`La imagen supera los ${MAX_IMAGE_MEGABYTES} MB.`);
  const sharp = await loadSharp();
  const { variants, width, height } = await encodeVariants(sharp, Buffer.from(await file.arrayBuffer()));

  const id = randomUUID();
  const written: UploadKey[] = [];
  try {
    for (const [width, webp] of variants) {
      const key: UploadKey = `${folder}/${id}-${width}.webp`;
      await store.put(key, webp, "image/webp");
      written.push(key);
    }
  } catch (error) {
    logStorageError("upload store refused an image", error, { store: store.kind, folder });
    // Nothing half-saved: the variants already stored go too (a store that is down for those as
    // well leaves them unreferenced, never referenced and missing).
    await Promise.allSettled(written.map((key) => store.delete(key)));
    throw new UploadStorageUnavailableError(error);
  }
  let bytes = 0;
  for (const webp of variants.values()) bytes += webp.length;
  return { url: uploadVariantUrl(folder, id, UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1]!), width, height, bytes };
}

/**
 * The WebP variant of every width, in memory: nothing is written until all of them exist; with the
 * size of the widest.
 */
async function encodeVariants(sharp: Sharp, bytes: Buffer): Promise<{ variants: Map<number, Buffer>; width: number; height: number }> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw new ImageUploadError(NOT_AN_IMAGE);
  if (sniffed === "avif") throw new ImageUploadError(AVIF_REFUSED);
  // The header alone gives the format and the size, before any pixel is decoded. The signature
  // could front anything: sharp must read the same format there.
  let header: { format?: string; width?: number; height?: number };
  try {
    header = await sharp(bytes).metadata();
  } catch {
    throw new ImageUploadError(DAMAGED);
  }
  if (header.format !== sniffed) throw new ImageUploadError(NOT_AN_IMAGE);
  const { width = 0, height = 0 } = header;
  if (width * height > MAX_UPLOAD_PIXELS) throw new ImageUploadError(tooManyPixels(width, height));

  return imageProcessing.run(async () => {
    // One decode of the upload, down to the widest variant (rotate() applies the EXIF orientation
    // of phone photos before the metadata is dropped); the narrower ones come from those pixels,
    // so at most one full-size decode is in memory per image.
    const widest = UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1]!;
    let pixels: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
    try {
      pixels = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS })
        .rotate()
        .resize({ width: widest, withoutEnlargement: true })
        .raw({ depth: "uchar" })
        .toBuffer({ resolveWithObject: true });
    } catch {
      // The header was readable, so the body is cut short or corrupt.
      throw new ImageUploadError(DAMAGED);
    }
    const { data, info } = pixels;
    const variants = new Map<number, Buffer>();
    for (const width of UPLOAD_WIDTHS) {
      const source = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      variants.set(width, await source.resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer());
    }
    return { variants, width: info.width, height: info.height };
  });
}

/**
 * Removes every variant of an image this module stored (other URLs are left alone); throws when
 * the store refuses. Callers that must not fail use deleteUploadedImage.
 */
export async function removeUploadedImage(url: string, store: UploadStore = getUploadStore()): Promise<void> {
  const key = uploadKeyOf(url);
  if (!key) return;
  const [folder, name] = key.split("/") as [UploadFolder, string];
  const id = name.replace(/-\d+\.webp$/, "");
  await Promise.all(variantKeys(folder, id).map((variant) => store.delete(variant)));
}

/**
 * Removes an image that nothing points at any more. Never fails the edit or delete that let it
 * go: when the store refuses, the URL waits in pending_upload_deletions for the sweep.
 */
export async function deleteUploadedImage(db: Database, url: string): Promise<void> {
  try {
    await removeUploadedImage(url);
  } catch (error) {
    logStorageError("upload store could not delete an image; the sweep retries it", error, { url });
    try {
      await recordPendingUploadDeletion(db, url, error);
    } catch (recordError) {
      logStorageError("could not record an image for a later deletion", recordError, { url });
    }
  }
}
