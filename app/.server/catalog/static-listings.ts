import { and, asc, eq } from "drizzle-orm";
import { staticListings } from "~/content/static-products";
import type { ProductCardData } from "~/lib/catalog-types";
import type { StaticListingRowInput } from "~/lib/static-listing-form";
import { bumpContentVersion } from "../cache/content-version";
import type { Database } from "../db/client";
import { type StaticListingItem, staticListingItems } from "../db/schema";

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
  };
}

/** The cards a listing page shows: visible rows only, in order. */
export async function listStaticListingCards(db: Database, listingPath: string): Promise<ProductCardData[]> {
  const items = await listStaticListingItems(db, listingPath);
  return items.filter((item) => item.isVisible).map(staticItemCard);
}

/**
 * Saves a listing's rows as the editor left them: `rows` in their new order (position = index).
 * Rows of other listings, or unknown ids, are not touched. Cached pages of every instance are
 * rendered afresh (docs/decisions/007-html-cache.md). Returns the images no row points at any more.
 */
export async function saveStaticListingItems(db: Database, listingPath: string, rows: readonly StaticListingRowInput[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const current = new Map((await listStaticListingItems(tx, listingPath)).map((item) => [item.id, item]));
    const released: string[] = [];
    for (const [position, row] of rows.entries()) {
      const before = current.get(row.id);
      if (!before) continue;
      if (before.image !== row.image) released.push(before.image);
      await tx
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
        })
        .where(and(eq(staticListingItems.id, row.id), eq(staticListingItems.listingPath, listingPath)));
    }
    await bumpContentVersion(tx);
    return released;
  });
}
