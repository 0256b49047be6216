import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, like, sql } from "drizzle-orm";
import { bumpContentVersion } from "../cache/content-version";
import type { Database } from "../db/client";
import { articles } from "../db/schema";
import { storeMediaImage } from "../media/library";
import { ImageUploadError } from "../storage/images";

// docs/requirements.md §7 has public pages re-upload covers still pointing at /lovable-uploads/
// (the previous site's files). Visitors never write here: `npm run articles:import-covers` does it
// once, as an operator.

export const LEGACY_COVER_PREFIX = "/lovable-uploads/";

export interface CoverImportReport {
  imported: { slug: string; from: string; to: string }[];
  failed: { slug: string; from: string; reason: string }[];
}

/** The legacy file's bytes, from a folder holding /lovable-uploads/… or from the old site's origin. */
async function readLegacyFile(source: string, coverUrl: string): Promise<Blob> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(new URL(coverUrl, source));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.blob();
  }
  const root = path.resolve(source);
  const file = path.resolve(root, `.${decodeURIComponent(coverUrl)}`);
  if (!file.startsWith(root + path.sep)) throw new Error("the path leaves the source folder");
  return new Blob([await readFile(file)]);
}

export async function importLegacyCovers(db: Database, source: string): Promise<CoverImportReport> {
  const rows = await db
    .select({ id: articles.id, slug: articles.slug, coverImageUrl: articles.coverImageUrl })
    .from(articles)
    .where(like(articles.coverImageUrl, `${LEGACY_COVER_PREFIX}%`));
  const report: CoverImportReport = { imported: [], failed: [] };
  for (const row of rows) {
    const from = row.coverImageUrl!;
    try {
      // Into the media library like any upload; the sweep marks it used (it is the cover by then).
      const { url: to } = await storeMediaImage(db, await readLegacyFile(source, from), {
        folder: "articles",
        origin: "form",
        uploader: null,
      });
      await db
        .update(articles)
        .set({ coverImageUrl: to, version: sql`${articles.version} + 1` })
        .where(eq(articles.id, row.id));
      await bumpContentVersion(db);
      report.imported.push({ slug: row.slug, from, to });
    } catch (error) {
      const reason = error instanceof ImageUploadError || error instanceof Error ? error.message : String(error);
      report.failed.push({ slug: row.slug, from, reason });
    }
  }
  return report;
}
