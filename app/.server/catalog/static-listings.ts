import { and, asc, eq, sql } from "drizzle-orm";
import { staticListings } from "~/content/static-products";
import type { ProductCardData } from "~/lib/catalog-types";
import type { StaticListingRowInput } from "~/admin/lib/static-listing-form";
import { bumpContentVersion } from "../cache/content-version";
import type { Database } from "../db/client";
import { type StaticListingItem, staticListingItems } from "../db/schema";
import { type Actor, writeActivity } from "../activity/entries";
import { changesDetail } from "~/lib/record-changes";
import { listingSnapshot, listingVersion } from "./listing-changes";
import { recordVersion } from "../history/versions";

// The products of the static listing pages: rows of static_listing_items, the one source the pages
// read at runtime and /admin/listados edits. The products written in app/content/static-products/
// only seed a new database (docs/decisions/017-static-listings-in-database.md).

/**
 * Writes the rows of every product of the content modules that has none yet; an existing row
 * (edited or not) is never overwritten. Returns how many it wrote.
 */
export async function seedStaticListingItems(db: Database): Promise<number> {
  const rows = staticListings.flatMap((listing) =>
    listing.products.map((product, position) => ({
      listingPath: listing.path,
      productKey: product.id,
      position,
      name: product.name,
      category: product.category,
      price: product.price ?? null,
      image: product.image,
      imageFit: product.imageFit ?? null,
      description: product.description,
      inStock: product.inStock,
      href: product.href ?? null,
    })),
  );
  const inserted = await db
    .insert(staticListingItems)
    .values(rows)
    .onConflictDoNothing({ target: [staticListingItems.listingPath, staticListingItems.productKey] })
    .returning({ id: staticListingItems.id });
  return inserted.length;
}

/** Every row of a listing, hidden ones included, in the page's order (the admin's view). */
export function listStaticListingItems(db: Database, listingPath: string): Promise<StaticListingItem[]> {
  return db
    .select()
    .from(staticListingItems)
    .where(eq(staticListingItems.listingPath, listingPath))
    .orderBy(asc(staticListingItems.position), asc(staticListingItems.createdAt));
}

/** A row as the public product card draws it; the same shape the content modules' cards had. */
export function staticItemCard(item: StaticListingItem): ProductCardData {
  return {
    id: item.productKey,
    name: item.name,
    categoryName: item.category,
    price: item.price ?? undefined,
    image: item.image,
    imageAlt: item.imageAlt ?? undefined,
    shortDescription: item.description,
    inStock: item.inStock,
    imageFit: item.imageFit ?? undefined,
    href: item.href ?? undefined,
    quote: { kind: "listing", ref: item.id },
  };
}

/** The cards a listing page shows: visible rows only, in order. */
export async function listStaticListingCards(db: Database, listingPath: string): Promise<ProductCardData[]> {
  const items = await listStaticListingItems(db, listingPath);
  return items.filter((item) => item.isVisible).map(staticItemCard);
}

export type ListingSaveResult = { ok: true; released: string[] } | { ok: false; reason: "conflict"; current: StaticListingItem[] };

/**
 * Saves a listing's rows as the editor left them: `rows` in their new order (position = index), if
 * the listing is still at version `basedOn` (listingVersion; else nothing is written and the stored
 * rows come back), with its activity entry in the same transaction. Rows of other listings, or
 * unknown ids, are not touched. Cached pages of every instance are rendered afresh
 * (docs/decisions/007-html-cache.md). Returns the images no row points at any more.
 */
export async function saveStaticListingItems(
  db: Database,
  listing: { path: string; title: string },
  rows: readonly StaticListingRowInput[],
  edit: { basedOn: number; actor: Actor; restoredFrom?: { itemId: string; number: number } },
): Promise<ListingSaveResult> {
  return db.transaction(async (tx) => {
    // Locks the listing's rows, so two saves are decided one after the other.
    const stored = await tx
      .select()
      .from(staticListingItems)
      .where(eq(staticListingItems.listingPath, listing.path))
      .orderBy(asc(staticListingItems.position), asc(staticListingItems.createdAt))
      .for("update");
    if (listingVersion(stored) !== edit.basedOn) return { ok: false, reason: "conflict", current: stored } as const;
    const current = new Map(stored.map((item) => [item.id, item]));
    const released: string[] = [];
    const saved: StaticListingItem[] = [];
    // One version per row this save changed: the row is the record its history is about.
    const versionIds: string[] = [];
    for (const [position, row] of rows.entries()) {
      const before = current.get(row.id);
      if (!before) continue;
      if (before.image !== row.image) released.push(before.image);
      const [after] = await tx
        .update(staticListingItems)
        .set({
          position,
          price: row.price,
          inStock: row.inStock,
          description: row.description,
          image: row.image,
          imageAlt: row.imageAlt,
          isVisible: row.isVisible,
          updatedAt: new Date(),
          version: sql`${staticListingItems.version} + 1`,
        })
        .where(and(eq(staticListingItems.id, row.id), eq(staticListingItems.listingPath, listing.path)))
        .returning();
      saved.push(after!);
      const restoredFrom = edit.restoredFrom?.itemId === row.id ? edit.restoredFrom.number : undefined;
      if (restoredFrom || rowChanged(before, after!)) {
        const versionId = await recordVersion(tx, edit.actor, {
          subject: "listing-item",
          subjectId: row.id,
          label: after!.name,
          values: after!,
          restoredFrom,
          previous: { label: before.name, values: before, at: before.updatedAt },
        });
        // The activity entry links to the restored row's version, else to the first row that changed.
        if (restoredFrom) versionIds.unshift(versionId);
        else versionIds.push(versionId);
      }
    }
    await bumpContentVersion(tx);
    const detail = changesDetail(listingSnapshot(stored), listingSnapshot(saved));
    const action = edit.restoredFrom ? "restored" : "updated";
    const versionId = versionIds[0] ?? null;
    await writeActivity(tx, edit.actor, { action, subject: "listing", subjectId: listing.path, label: listing.title, detail, versionId });
    return { ok: true, released } as const;
  });
}

/** Whether a save changed anything of the row that its history shows or restores. */
function rowChanged(before: StaticListingItem, after: StaticListingItem): boolean {
  const fields = ["position", "price", "inStock", "description", "image", "imageAlt", "isVisible"] as const;
  return fields.some((field) => before[field] !== after[field]);
}
