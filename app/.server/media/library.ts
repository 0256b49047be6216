import { and, count, desc, eq, inArray, isNull, lt, not, type SQL, sql } from "drizzle-orm";
import type { UploadFolder } from "~/lib/uploaded-images";
import type { Actor } from "../activity/entries";
import type { Database } from "../db";
import { mediaItems, recordVersions } from "../db/schema";
import { foldedSearch } from "../db/search";
import { logger } from "../logger";
import { deleteUploadedImage, removeUploadedImage, saveUploadedImageWithSize } from "../storage/images";
import { isUsedSql, type MediaUse, usesOf } from "./uses";

// The media library (/admin/medios; docs/decisions/034-history-trash-media-redirects.md): one row
// per uploaded image. Every upload of the admin goes through storeMediaImage, so none escapes the
// library. Images are deleted only here: an unused one by an administrator, or a form upload that
// no save used within a day (sweepAbandonedUploads).

export type MediaOrigin = "library" | "form";

export interface StoredMediaImage {
  id: string;
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** Where library uploads are stored: any folder serves every use, products' is as good as any. */
export const LIBRARY_FOLDER: UploadFolder = "products";

/** A file name as it is shown and searched: no folders, at most 200 characters. */
function cleanName(name: string | undefined): string | null {
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base.slice(0, 200) : null;
}

/**
 * Stores an uploaded image through the checked pipeline (throws ImageUploadError when refused) and
 * registers it in the library; when the row cannot be written the files go again.
 */
export async function storeMediaImage(
  db: Database,
  file: Blob,
  options: { folder: UploadFolder; origin: MediaOrigin; uploader: Actor | null; alt?: string },
): Promise<StoredMediaImage> {
  const saved = await saveUploadedImageWithSize(file, options.folder);
  const alt = (options.alt ?? "").trim();
  try {
    const [row] = await db
      .insert(mediaItems)
      .values({
        url: saved.url,
        alt,
        originalName: cleanName(file instanceof File ? file.name : undefined),
        width: saved.width,
        height: saved.height,
        bytes: saved.bytes,
        origin: options.origin,
        uploadedById: options.uploader?.id ?? null,
        uploadedByEmail: options.uploader?.email ?? null,
      })
      .returning({ id: mediaItems.id });
    return { id: row!.id, url: saved.url, width: saved.width, height: saved.height, alt };
  } catch (error) {
    await removeUploadedImage(saved.url).catch(() => undefined);
    throw error;
  }
}

/**
 * Removes the files and the rows of uploads whose save did not happen (uploadsOfOneSave's discard):
 * nothing points at them.
 */
export async function discardMediaImages(db: Database, urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  await Promise.all(urls.map((url) => deleteUploadedImage(db, url)));
  await db.delete(mediaItems).where(inArray(mediaItems.url, [...urls]));
}

export const mediaFilters = ["en-uso", "sin-usar"] as const;
export type MediaFilter = (typeof mediaFilters)[number];

export interface MediaListQuery {
  q: string;
  uso: MediaFilter | "";
  pagina: number;
}

export interface MediaRow {
  id: string;
  url: string;
  alt: string;
  originalName: string | null;
  width: number | null;
  height: number | null;
  bytes: number | null;
  createdAt: Date;
  uploadedByEmail: string | null;
  uses: MediaUse[];
}

export const MEDIA_PAGE_SIZE = 24;

function listConditions(query: Pick<MediaListQuery, "q" | "uso">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [foldedSearch(query.q, [mediaItems.originalName, mediaItems.alt])];
  if (query.uso === "en-uso") conditions.push(isUsedSql(mediaItems.url));
  if (query.uso === "sin-usar") conditions.push(not(isUsedSql(mediaItems.url)));
  return and(...conditions);
}

/** One page of the library, newest first, with where each image is used. */
export async function listMediaItems(
  db: Database,
  query: MediaListQuery,
  pageSize = MEDIA_PAGE_SIZE,
): Promise<{ rows: MediaRow[]; total: number; page: number; pageCount: number }> {
  const where = listConditions(query);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(mediaItems).where(where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, query.pagina), pageCount);
  const items = await db
    .select()
    .from(mediaItems)
    .where(where)
    .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const uses = await usesOf(
    db,
    items.map((item) => item.url),
  );
  const rows = items.map((item) => ({
    id: item.id,
    url: item.url,
    alt: item.alt,
    originalName: item.originalName,
    width: item.width,
    height: item.height,
    bytes: item.bytes,
    createdAt: item.createdAt,
    uploadedByEmail: item.uploadedByEmail,
    uses: uses.get(item.url) ?? [],
  }));
  return { rows, total, page, pageCount };
}

/** The picker's answer: images matching `q`, newest first, without their uses (a dialog shows many). */
export async function pickableMediaItems(
  db: Database,
  q: string,
  limit = 48,
): Promise<{ id: string; url: string; alt: string; name: string | null; width: number | null; height: number | null }[]> {
  return db
    .select({
      id: mediaItems.id,
      url: mediaItems.url,
      alt: mediaItems.alt,
      name: mediaItems.originalName,
      width: mediaItems.width,
      height: mediaItems.height,
    })
    .from(mediaItems)
    .where(listConditions({ q, uso: "" }))
    .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id))
    .limit(limit);
}

/** The library row of a stored URL, if it is one (a picked image the form sends back). */
export async function mediaItemByUrl(db: Database, url: string) {
  const [row] = await db.select().from(mediaItems).where(eq(mediaItems.url, url)).limit(1);
  return row ?? null;
}

/** Sets an image's default alt text; false when it no longer exists. */
export async function updateMediaAlt(db: Database, id: string, alt: string): Promise<boolean> {
  const rows = await db.update(mediaItems).set({ alt: alt.trim() }).where(eq(mediaItems.id, id)).returning({ id: mediaItems.id });
  return rows.length > 0;
}

export type MediaDeleteResult = { ok: true } | { ok: false; reason: "not-found" } | { ok: false; reason: "in-use"; uses: MediaUse[] };

/**
 * Deletes an unused image: every width of its file from the store (a store that refuses leaves the
 * URL to the upload sweep), then its row. An image in use is refused with the list of its uses.
 */
export async function deleteMediaItem(db: Database, id: string): Promise<MediaDeleteResult> {
  const [item] = await db.select({ url: mediaItems.url }).from(mediaItems).where(eq(mediaItems.id, id)).limit(1);
  if (!item) return { ok: false, reason: "not-found" };
  const uses = (await usesOf(db, [item.url])).get(item.url) ?? [];
  if (uses.length > 0) return { ok: false, reason: "in-use", uses };
  await deleteUploadedImage(db, item.url);
  await db.delete(mediaItems).where(eq(mediaItems.id, id));
  return { ok: true };
}

/** How long a form's upload may wait for a save that uses it. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60_000;

/**
 * The abandoned-upload sweep: form uploads older than a day that no save has marked. One that a
 * record (or a saved version of one) shows now is marked used and kept for good; one nothing ever
 * used is deleted, its row first (so one instance claims it), then its files.
 */
export async function sweepAbandonedUploads(db: Database, now: Date = new Date()): Promise<{ kept: number; deleted: number }> {
  const before = new Date(now.getTime() - ABANDONED_UPLOAD_MS);
  const key = sql`substring(${mediaItems.url} from '[0-9a-f-]{36}')`;
  const candidates = await db
    .select({
      id: mediaItems.id,
      url: mediaItems.url,
      used: sql<boolean>`(${isUsedSql(mediaItems.url)} or exists (select 1 from ${recordVersions} where strpos(${recordVersions.values}::text, ${key}) > 0))`,
    })
    .from(mediaItems)
    .where(and(eq(mediaItems.origin, "form"), isNull(mediaItems.firstUsedAt), lt(mediaItems.createdAt, before)))
    .limit(500);
  let kept = 0;
  let deleted = 0;
  const used = candidates.filter((item) => item.used).map((item) => item.id);
  if (used.length > 0) {
    await db.update(mediaItems).set({ firstUsedAt: now }).where(inArray(mediaItems.id, used));
    kept = used.length;
  }
  for (const item of candidates.filter((candidate) => !candidate.used)) {
    const claimed = await db
      .delete(mediaItems)
      .where(and(eq(mediaItems.id, item.id), isNull(mediaItems.firstUsedAt)))
      .returning({ url: mediaItems.url });
    if (claimed.length === 0) continue;
    await deleteUploadedImage(db, item.url);
    deleted++;
  }
  if (kept || deleted) logger.info({ kept, deleted }, "abandoned uploads swept");
  return { kept, deleted };
}
