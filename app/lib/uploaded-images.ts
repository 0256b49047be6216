// Naming of uploaded images (see app/.server/storage/images.ts): /uploads/{folder}/{id}-{width}.webp
// for every width below. Pages read the srcset from the stored URL without touching the disk.

export const UPLOAD_WIDTHS = [400, 800, 1600] as const;
/** Images inside article bodies will get their own folder here. */
export type UploadFolder = "products" | "articles";

const UPLOADED = /^(\/uploads\/(?:products|articles)\/[0-9a-f-]{36})-\d+\.webp$/;

// UPLOADS_PUBLIC_URL (a CDN or the bucket's public domain), handed from the root loader so the
// server's render and the browser's hydration link the same addresses. One value for the whole
// process, never per visitor, so a module variable is enough.
let uploadsPublicUrl: string | undefined;

export function setUploadsPublicUrl(url: string | undefined): void {
  uploadsPublicUrl = url;
}

/** Where a browser fetches a stored upload URL: on UPLOADS_PUBLIC_URL when set; other URLs unchanged. */
export function publicUploadUrl(storedUrl: string): string {
  return uploadsPublicUrl && storedUrl.startsWith("/uploads/") ? `${uploadsPublicUrl}${storedUrl.slice("/uploads".length)}` : storedUrl;
}

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
  const base = publicUploadUrl(match[1]!);
  return {
    src: `${base}-${preferredWidth}.webp`,
    srcSet: UPLOAD_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(", "),
  };
}

/** The largest stored version of an image, for a visitor who opens it on its own to look closer. */
export function fullImageUrl(url: string): string {
  const match = UPLOADED.exec(url);
  return match ? `${publicUploadUrl(match[1]!)}-${UPLOAD_WIDTHS.at(-1)}.webp` : url;
}
