import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { mediaItems } from "../db/schema";

// Whether an uploaded image a version names is still in the media library: a restore leaves out
// the ones deleted from «Medios» since (docs/decisions/034-history-trash-media-redirects.md).
// Images that are not uploads (the drawings under /images/) are always there.

/** The library keeps an image under its largest variant's address; any variant names the same image. */
function libraryAddressOf(url: string): string {
  return url.replace(/-\d+\.webp$/, "-1600.webp");
}

/** The uploads among `urls` whose media library entry is gone. */
export async function goneFromLibrary(db: Database, urls: readonly string[]): Promise<Set<string>> {
  const uploads = [...new Set(urls.filter((url) => url.startsWith("/uploads/")))];
  if (uploads.length === 0) return new Set();
  const rows = await db
    .select({ url: mediaItems.url })
    .from(mediaItems)
    .where(inArray(mediaItems.url, [...new Set(uploads.map(libraryAddressOf))]));
  const present = new Set(rows.map((row) => row.url));
  return new Set(uploads.filter((url) => !present.has(libraryAddressOf(url))));
}

const IMAGE_TAG = /<img\b[^>]*?\bsrc="([^"]*)"[^>]*>/gi;

/** The uploaded images an article body shows. */
export function bodyImages(html: string | null): string[] {
  return [...(html ?? "").matchAll(IMAGE_TAG)].map((match) => match[1]!);
}

/** The body without the images named in `gone`. */
export function withoutImages(html: string | null, gone: ReadonlySet<string>): string | null {
  if (html === null || gone.size === 0) return html;
  return html.replace(IMAGE_TAG, (tag, src: string) => (gone.has(src) ? "" : tag));
}
