// Naming of uploaded images (see app/.server/storage/images.ts): /uploads/{folder}/{id}-{width}.webp
// for every width below. Pages read the srcset from the stored URL without touching the disk.

export const UPLOAD_WIDTHS = [400, 800, 1600] as const;
export type UploadFolder = "products" | "articles";

const UPLOADED = /^(\/uploads\/(?:products|articles)\/[0-9a-f-]{36})-\d+\.webp$/;

export function uploadVariantUrl(folder: UploadFolder, id: string, width: number): string {
  return `/uploads/${folder}/${id}-${width}.webp`;
}

/**
 * `src` and `srcSet` for an image URL: uploaded images get every stored width (an image smaller
 * than a width was stored at its own size, so the browser never gets more than it needs); any
 * other URL is used as it is.
 */
export function responsiveImage(url: string, preferredWidth = 800): { src: string; srcSet?: string } {
  const match = UPLOADED.exec(url);
  if (!match) return { src: url };
  const base = match[1]!;
  return {
    src: `${base}-${preferredWidth}.webp`,
    srcSet: UPLOAD_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(", "),
  };
}
