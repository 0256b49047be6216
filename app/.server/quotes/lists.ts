import { and, asc, count, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { imageAlt } from "~/admin/lib/product-form";
import { illustrationUrl } from "~/content/images";
import { isPalletProductId, palletProductPath, palletProducts } from "~/content/pallet-products";
import { isUuid } from "~/lib/is-uuid";
import { QUOTE_LIMITS, type QuoteKind, type QuoteRef } from "~/lib/quote-list";
import type { Database } from "../db";
import { products, quoteListItems, quoteLists, staticListingItems } from "../db/schema";

// «Mi consulta»: a visitor's quote list, kept in quote_lists / quote_list_items behind the cookie of
// ./cookie.ts (docs/decisions/035-quote-list-and-lead-pipeline.md). Items name their product by
// kind and ref; what a visitor sees (name, picture, page) is read from the catalogue each time, and
// an item whose product is gone is dropped when the list is read.

/** A product as the list shows it and as a lead copies it. */
export interface QuoteProduct {
  name: string;
  /** Its page on this site: "/producto/…", "/botas-bekina", "/productos/innovent". */
  path: string;
  image: string | null;
  imageAlt: string;
}

export interface QuoteItemView extends QuoteProduct, QuoteRef {
  /** The row's id: what the page's quantity, note and «Quitar» fields name. */
  id: string;
  quantity: number;
  note: string;
  addedFrom: string | null;
}

export interface QuoteListView {
  items: QuoteItemView[];
  /** Items dropped by this read because their product left the catalogue (the page says so once). */
  dropped: number;
}

/** The products these refs name, by "kind:ref"; a ref whose product is missing, inactive or hidden is absent. */
async function resolveProducts(db: Database, refs: readonly QuoteRef[]): Promise<Map<string, QuoteProduct>> {
  const found = new Map<string, QuoteProduct>();
  const ids = (kind: QuoteKind) => [...new Set(refs.filter((ref) => ref.kind === kind && isUuid(ref.ref)).map((ref) => ref.ref))];
  const productIds = ids("product");
  if (productIds.length > 0) {
    const rows = await db
      .select({ id: products.id, name: products.name, images: products.images, imageAlts: products.imageAlts })
      .from(products)
      .where(and(inArray(products.id, productIds), eq(products.isActive, true)));
    for (const row of rows) {
      found.set(`product:${row.id}`, {
        name: row.name,
        path: `/producto/${row.id}`,
        image: row.images[0] ?? null,
        imageAlt: imageAlt(row, 0),
      });
    }
  }
  const listingIds = ids("listing");
  if (listingIds.length > 0) {
    const rows = await db
      .select()
      .from(staticListingItems)
      .where(and(inArray(staticListingItems.id, listingIds), eq(staticListingItems.isVisible, true)));
    for (const row of rows) {
      found.set(`listing:${row.id}`, {
        name: row.name,
        path: row.href ?? row.listingPath,
        image: row.image,
        imageAlt: row.imageAlt || row.name,
      });
    }
  }
  for (const { kind, ref } of refs) {
    if (kind !== "pallet" || !isPalletProductId(ref)) continue;
    const product = palletProducts[ref];
    found.set(`pallet:${ref}`, {
      name: product.name,
      path: palletProductPath(ref),
      image: illustrationUrl(product.image, 400),
      imageAlt: product.imageAlt,
    });
  }
  return found;
}

/** The product one ref names, or null when it is not (or no longer) in the catalogue. */
export async function resolveQuoteProduct(db: Database, ref: QuoteRef): Promise<QuoteProduct | null> {
  return (await resolveProducts(db, [ref])).get(`${ref.kind}:${ref.ref}`) ?? null;
}

/**
 * The list's items in the order they were added, each with its product as the catalogue shows it
 * now; items whose product is gone are deleted. A list that does not exist (swept, sent) is empty.
 */
export async function readQuoteList(db: Database, listId: string | null): Promise<QuoteListView> {
  if (!listId) return { items: [], dropped: 0 };
  const rows = await db
    .select()
    .from(quoteListItems)
    .where(eq(quoteListItems.listId, listId))
    .orderBy(asc(quoteListItems.createdAt), asc(quoteListItems.id));
  const resolved = await resolveProducts(db, rows);
  const gone = rows.filter((row) => !resolved.has(`${row.kind}:${row.ref}`));
  if (gone.length > 0) {
    await db.delete(quoteListItems).where(
      inArray(
        quoteListItems.id,
        gone.map((row) => row.id),
      ),
    );
  }
  const items = rows.flatMap((row) => {
    const product = resolved.get(`${row.kind}:${row.ref}`);
    return product
      ? [{ id: row.id, kind: row.kind, ref: row.ref, quantity: row.quantity, note: row.note, addedFrom: row.addedFrom, ...product }]
      : [];
  });
  return { items, dropped: gone.length };
}

/** How many products the list holds (the header's «Mi consulta (3)»). */
export async function countQuoteItems(db: Database, listId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quoteListItems).where(eq(quoteListItems.listId, listId));
  return row?.n ?? 0;
}

export type AddOutcome =
  { ok: true; listId: string; name: string; count: number } | { ok: false; reason: "not-found" | "full" | "too-many-lists" };

/**
 * Adds a product to the visitor's list, starting a list when they have none (or theirs expired).
 * Adding a product already there keeps one line. Returns the list's id (for the cookie) and its size.
 */
export async function addQuoteItem(
  db: Database,
  { listId, item, addedFrom, clientIp }: { listId: string | null; item: QuoteRef; addedFrom: string | null; clientIp: string | null },
): Promise<AddOutcome> {
  const product = await resolveQuoteProduct(db, item);
  if (!product) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    let id = listId;
    if (id) {
      // Touches the list (its 30 days start again) and locks it, so two adds cannot pass the limit together.
      const [touched] = await tx
        .update(quoteLists)
        .set({ updatedAt: new Date() })
        .where(eq(quoteLists.id, id))
        .returning({ id: quoteLists.id });
      id = touched?.id ?? null;
    }
    if (!id) {
      if (clientIp) {
        // One address's new lists are counted one at a time, across instances.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quote:${clientIp}`}))`);
        const [recent] = await tx
          .select({ n: count() })
          .from(quoteLists)
          .where(and(eq(quoteLists.clientIp, clientIp), gt(quoteLists.createdAt, sql`now() - interval '1 hour'`)));
        if ((recent?.n ?? 0) >= QUOTE_LIMITS.newListsPerHour) return { ok: false, reason: "too-many-lists" } as const;
      }
      const [created] = await tx.insert(quoteLists).values({ clientIp }).returning({ id: quoteLists.id });
      id = created!.id;
    }
    const [held] = await tx.select({ n: count() }).from(quoteListItems).where(eq(quoteListItems.listId, id));
    const size = held?.n ?? 0;
    const [already] = await tx
      .select({ id: quoteListItems.id })
      .from(quoteListItems)
      .where(and(eq(quoteListItems.listId, id), eq(quoteListItems.kind, item.kind), eq(quoteListItems.ref, item.ref)));
    if (already) return { ok: true, listId: id, name: product.name, count: size } as const;
    if (size >= QUOTE_LIMITS.items) return { ok: false, reason: "full" } as const;
    const inserted = await tx
      .insert(quoteListItems)
      .values({ listId: id, kind: item.kind, ref: item.ref, addedFrom })
      .onConflictDoNothing()
      .returning({ id: quoteListItems.id });
    return { ok: true, listId: id, name: product.name, count: size + inserted.length } as const;
  });
}

export interface QuoteItemChange {
  id: string;
  quantity: number;
  note: string;
}

/** Saves the quantities and notes the visitor typed; items of other lists are not touched. */
export async function updateQuoteItems(db: Database, listId: string, changes: readonly QuoteItemChange[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [list] = await tx.update(quoteLists).set({ updatedAt: new Date() }).where(eq(quoteLists.id, listId)).returning();
    if (!list) return;
    for (const change of changes) {
      if (!isUuid(change.id)) continue;
      await tx
        .update(quoteListItems)
        .set({ quantity: change.quantity, note: change.note.slice(0, QUOTE_LIMITS.note) })
        .where(and(eq(quoteListItems.id, change.id), eq(quoteListItems.listId, listId)));
    }
  });
}

/** Takes one item off the list. */
export async function removeQuoteItem(db: Database, listId: string, itemId: string): Promise<void> {
  if (!isUuid(itemId)) return;
  await db.transaction(async (tx) => {
    await tx.delete(quoteListItems).where(and(eq(quoteListItems.id, itemId), eq(quoteListItems.listId, listId)));
    await tx.update(quoteLists).set({ updatedAt: new Date() }).where(eq(quoteLists.id, listId));
  });
}

/** Deletes the lists nobody changed for QUOTE_LIMITS.days (their items go with them); returns how many. */
export async function deleteExpiredQuoteLists(db: Database, days: number = QUOTE_LIMITS.days): Promise<number> {
  const deleted = await db
    .delete(quoteLists)
    .where(lt(quoteLists.updatedAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: quoteLists.id });
  return deleted.length;
}
