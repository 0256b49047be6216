import { type AnyColumn, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db";
import { articles, mediaItems, products, staticListingItems, trashedRecords } from "../db/schema";

// Where an image of the media library is used, read from the records themselves and never stored
// (docs/decisions/034-history-trash-media-redirects.md): a product's photos, an article's cover or
// its body (an /uploads/… address of any width there stands for the image: matched on its id), a
// static listing row's photo, and a deleted record waiting in the trash. The site settings hold no
// uploads.

/** The image's id inside its stored URL (/uploads/{folder}/{id}-1600.webp), which every width shares. */
function imageKey(url: AnyColumn | SQL): SQL<string> {
  return sql<string>`substring(${url} from '[0-9a-f-]{36}')`;
}

/** True when a record shows the image whose stored URL is `url` (a column or a value). */
export function isUsedSql(url: AnyColumn | SQL): SQL<boolean> {
  const key = imageKey(url);
  return sql<boolean>`(
    exists (select 1 from ${products} where ${url} = any(${products.images}))
    or exists (select 1 from ${articles} where ${articles.coverImageUrl} = ${url} or strpos(coalesce(${articles.content}, ''), ${key}) > 0)
    or exists (select 1 from ${staticListingItems} where ${staticListingItems.image} = ${url})
    or exists (select 1 from ${trashedRecords}, unnest(${trashedRecords.images}) as trashed(image) where strpos(trashed.image, ${key}) > 0)
  )`;
}

export type MediaUse =
  | { kind: "product"; id: string; label: string }
  | { kind: "article"; id: string; label: string; where: "cover" | "body" }
  | { kind: "listing"; id: string; label: string }
  | { kind: "trash"; id: string; label: string };

/** Every use of each of these stored URLs (an unused one maps to []). */
export async function usesOf(db: Database, urls: readonly string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(urls.map((url) => [url, []]));
  if (urls.length === 0) return uses;
  const list = [...new Set(urls)];
  const key = imageKey(mediaItems.url);
  const [productRows, articleRows, listingRows, trashRows] = await Promise.all([
    db
      .select({ url: mediaItems.url, id: products.id, label: products.name })
      .from(mediaItems)
      .innerJoin(products, sql`${mediaItems.url} = any(${products.images})`)
      .where(inArray(mediaItems.url, list))
      .orderBy(products.name),
    db
      .select({
        url: mediaItems.url,
        id: articles.id,
        label: articles.title,
        cover: sql<boolean>`${articles.coverImageUrl} is not distinct from ${mediaItems.url}`,
      })
      .from(mediaItems)
      .innerJoin(articles, sql`${articles.coverImageUrl} = ${mediaItems.url} or strpos(coalesce(${articles.content}, ''), ${key}) > 0`)
      .where(inArray(mediaItems.url, list))
      .orderBy(articles.title),
    db
      .selectDistinct({ url: mediaItems.url, id: staticListingItems.listingPath, label: staticListingItems.name })
      .from(mediaItems)
      .innerJoin(staticListingItems, sql`${staticListingItems.image} = ${mediaItems.url}`)
      .where(inArray(mediaItems.url, list)),
    db
      .selectDistinct({ url: mediaItems.url, id: trashedRecords.id, label: trashedRecords.label })
      .from(mediaItems)
      .innerJoin(
        trashedRecords,
        sql`exists (select 1 from unnest(${trashedRecords.images}) as trashed(image) where strpos(trashed.image, ${key}) > 0)`,
      )
      .where(inArray(mediaItems.url, list)),
  ]);
  const add = (url: string, use: MediaUse) => uses.get(url)?.push(use);
  for (const row of productRows) add(row.url, { kind: "product", id: row.id, label: row.label });
  for (const row of articleRows) add(row.url, { kind: "article", id: row.id, label: row.label, where: row.cover ? "cover" : "body" });
  for (const row of listingRows) add(row.url, { kind: "listing", id: row.id, label: row.label });
  for (const row of trashRows) add(row.url, { kind: "trash", id: row.id, label: row.label });
  return uses;
}
