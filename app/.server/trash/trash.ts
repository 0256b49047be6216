import { and, desc, eq, getTableColumns, inArray, lte, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { AdminRole } from "~/admin/lib/permissions";
import { bumpContentVersion } from "../cache/content-version";
import { type Actor, writeActivity } from "../activity/entries";
import { recordVersion } from "../history/versions";
import { readServerConfig } from "../config";
import type { Database } from "../db";
import { articles, categories, products, recordVersions, type TrashedRecord, trashedRecords } from "../db/schema";

// «Papelera» (docs/decisions/034-history-trash-media-redirects.md): a deleted article or product
// leaves its table for `trashed_records`, as JSON with the table's property names, in one
// transaction with the content version and the activity entry. With the row gone, every public
// page, feed, the sitemap, the search index (its triggers) and every instance's page cache forget it
// without a change to any query. Restoring inserts it back with the same id; after TRASH_DAYS the
// sweep (./trash-sweep.ts) deletes it for good. Images are never deleted here: they stay in the
// media library, unused once the record is purged.

export type TrashSubject = TrashedRecord["subject"];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every uploaded image URL inside a text (an article's HTML), whatever its folder and width. */
const UPLOAD_IN_TEXT = /\/uploads\/[a-z-]+\/[0-9a-f-]{36}-\d+\.webp/g;

/** The library's URL of an upload (its widest variant, -1600.webp); other URLs unchanged. */
function libraryUrl(url: string): string {
  return url.replace(/^(\/uploads\/[a-z-]+\/[0-9a-f-]{36})-\d+\.webp$/, "$1-1600.webp");
}

function uploadedImages(urls: readonly (string | null | undefined)[]): string[] {
  const found = urls.filter((url): url is string => typeof url === "string" && url.startsWith("/uploads/")).map(libraryUrl);
  return [...new Set(found)];
}

/** The uploaded images an article shows: its cover and the images inside its body. */
export function articleImages(article: { coverImageUrl: string | null; content: string | null }): string[] {
  return uploadedImages([article.coverImageUrl, ...(article.content?.match(UPLOAD_IN_TEXT) ?? [])]);
}

export interface TrashOptions {
  actor: Actor;
  now?: Date;
  /** How long it waits before the sweep deletes it (TRASH_DAYS). */
  days?: number;
}

/** The row as JSON: dates as ISO strings, the rest as JSON writes it. */
function asJson(row: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
}

async function moveToTrash(
  db: Database,
  subject: TrashSubject,
  remove: (tx: Database) => Promise<{ id: string; label: string; row: object; images: string[] } | null>,
  { actor, now = new Date(), days = readServerConfig().trashDays }: TrashOptions,
): Promise<TrashedRecord | null> {
  return db.transaction(async (tx) => {
    const removed = await remove(tx);
    if (!removed) return null;
    const [trashed] = await tx
      .insert(trashedRecords)
      .values({
        id: removed.id,
        subject,
        label: removed.label,
        values: asJson(removed.row),
        images: removed.images,
        deletedById: actor.id,
        deletedByEmail: actor.email.toLowerCase(),
        deletedAt: now,
        purgeAfter: new Date(now.getTime() + days * DAY_MS),
      })
      .returning();
    await bumpContentVersion(tx);
    await writeActivity(tx, actor, { action: "trashed", subject, subjectId: removed.id, label: removed.label }, now);
    return trashed!;
  });
}

/** Moves the article with this slug (the spec's `?delete={slug}`) to the trash; null when there is none. */
export function moveArticleToTrash(db: Database, slug: string, options: TrashOptions): Promise<TrashedRecord | null> {
  return moveToTrash(
    db,
    "article",
    async (tx) => {
      const [row] = await tx.delete(articles).where(eq(articles.slug, slug)).returning();
      return row ? { id: row.id, label: row.title, row, images: articleImages(row) } : null;
    },
    options,
  );
}

/** Moves the product to the trash; null when it does not exist. */
export function moveProductToTrash(db: Database, id: string, options: TrashOptions): Promise<TrashedRecord | null> {
  return moveToTrash(
    db,
    "product",
    async (tx) => {
      const [row] = await tx.delete(products).where(eq(products.id, id)).returning();
      return row ? { id: row.id, label: row.name, row, images: uploadedImages(row.images) } : null;
    },
    options,
  );
}

/**
 * The stored JSON as the table's values again: timestamps back to Date, numbers as numbers (a
 * numeric column may come back as text), columns the table no longer has left out.
 */
function rowFromJson(table: PgTable, values: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!(key in values)) continue;
    const value = values[key];
    if (value === null || value === undefined) row[key] = value ?? null;
    else if (column.columnType === "PgTimestamp" || column.columnType === "PgTimestampString")
      row[key] = column.columnType === "PgTimestamp" ? new Date(value as string) : value;
    else if ((column.columnType === "PgNumericNumber" || column.dataType === "number") && typeof value === "string")
      row[key] = Number(value);
    else row[key] = value;
  }
  return row;
}

export class TrashedSlugTakenError extends Error {
  readonly slug: string;
  constructor(slug: string) {
    super(
      `Ya hay otro artículo con la dirección /noticias/${slug}. Cambiale el slug a ese artículo (o eliminalo) y probá restaurar de nuevo.`,
    );
    this.name = "TrashedSlugTakenError";
    this.slug = slug;
  }
}

export type RestoreResult =
  | { ok: true; subject: TrashSubject; id: string; label: string; categoryGone: boolean }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "slug-taken"; message: string };

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === "23505") return true;
  }
  return false;
}

/**
 * Puts a trashed record back in its table with the same id (its history and links still fit),
 * one version on, and writes «Restauró» in the log. An article whose slug another article took
 * meanwhile is refused with a message saying what to do; a product whose category was deleted
 * meanwhile comes back without one («Sin categoría»), and the result says so.
 */
export async function restoreFromTrash(
  db: Database,
  id: string,
  { actor, now = new Date() }: Omit<TrashOptions, "days">,
): Promise<RestoreResult> {
  try {
    return await db.transaction(async (tx): Promise<RestoreResult> => {
      const [trashed] = await tx.delete(trashedRecords).where(eq(trashedRecords.id, id)).returning();
      if (!trashed) return { ok: false, reason: "not-found" };
      let categoryGone = false;
      let restored: Record<string, unknown> | undefined;
      if (trashed.subject === "article") {
        const values = rowFromJson(articles, trashed.values) as typeof articles.$inferInsert;
        const [taken] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.slug, values.slug)).limit(1);
        if (taken) throw new TrashedSlugTakenError(values.slug);
        [restored] = await tx
          .insert(articles)
          .values({ ...values, id: trashed.id, version: (values.version ?? 1) + 1, updatedAt: now })
          .returning();
      } else {
        const values = rowFromJson(products, trashed.values) as typeof products.$inferInsert;
        if (values.categoryId) {
          const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, values.categoryId)).limit(1);
          if (!category) {
            values.categoryId = null;
            categoryGone = true;
          }
        }
        [restored] = await tx
          .insert(products)
          .values({ ...values, id: trashed.id, version: (values.version ?? 1) + 1, updatedAt: now })
          .returning();
      }
      await bumpContentVersion(tx);
      // Back from the trash is a version of its own: the history reads on where it stopped.
      const versionId = await recordVersion(tx, actor, {
        subject: trashed.subject,
        subjectId: trashed.id,
        label: trashed.label,
        values: restored!,
      });
      await writeActivity(
        tx,
        actor,
        {
          versionId,
          action: "untrashed",
          subject: trashed.subject,
          subjectId: trashed.id,
          label: trashed.label,
          detail: categoryGone ? "Su categoría ya no existe: quedó «Sin categoría»." : null,
        },
        now,
      );
      return { ok: true, subject: trashed.subject, id: trashed.id, label: trashed.label, categoryGone };
    });
  } catch (error) {
    if (error instanceof TrashedSlugTakenError) return { ok: false, reason: "slug-taken", message: error.message };
    if (isUniqueViolation(error)) {
      // Another article took the slug between the check and the insert.
      const [trashed] = await db.select().from(trashedRecords).where(eq(trashedRecords.id, id)).limit(1);
      const slug = typeof trashed?.values.slug === "string" ? trashed.values.slug : "";
      return { ok: false, reason: "slug-taken", message: new TrashedSlugTakenError(slug).message };
    }
    throw error;
  }
}

export type PurgeResult = { ok: true; count: number } | { ok: false; reason: "forbidden" | "not-found" };

/** Deletes trashed rows and their history for good; the ids and subjects it deleted. */
async function purgeRows(tx: Database, ids: readonly string[]): Promise<{ id: string; subject: TrashSubject; label: string }[]> {
  if (ids.length === 0) return [];
  const purged = await tx
    .delete(trashedRecords)
    .where(inArray(trashedRecords.id, [...ids]))
    .returning({ id: trashedRecords.id, subject: trashedRecords.subject, label: trashedRecords.label });
  for (const subject of ["article", "product"] as const) {
    const of = purged.filter((row) => row.subject === subject).map((row) => row.id);
    if (of.length > 0)
      await tx.delete(recordVersions).where(and(eq(recordVersions.subject, subject), inArray(recordVersions.subjectId, of)));
  }
  return purged;
}

/**
 * «Eliminar definitivamente» (administrators only): deletes the trashed record and its history.
 * Its images stay in the media library, unused.
 */
export async function purgeFromTrash(
  db: Database,
  id: string,
  { actor, role, now = new Date() }: { actor: Actor; role: AdminRole; now?: Date },
): Promise<PurgeResult> {
  if (role !== "admin") return { ok: false, reason: "forbidden" };
  return db.transaction(async (tx) => {
    const [purged] = await purgeRows(tx, [id]);
    if (!purged) return { ok: false, reason: "not-found" } as const;
    await writeActivity(tx, actor, { action: "purged", subject: purged.subject, subjectId: purged.id, label: purged.label }, now);
    return { ok: true, count: 1 } as const;
  });
}

/** «Vaciar la papelera» (administrators only): purges every record in it. */
export async function emptyTrash(
  db: Database,
  { actor, role, now = new Date() }: { actor: Actor; role: AdminRole; now?: Date },
): Promise<PurgeResult> {
  if (role !== "admin") return { ok: false, reason: "forbidden" };
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: trashedRecords.id }).from(trashedRecords).for("update");
    const purged = await purgeRows(
      tx,
      rows.map((row) => row.id),
    );
    for (const row of purged)
      await writeActivity(tx, actor, { action: "purged", subject: row.subject, subjectId: row.id, label: row.label }, now);
    return { ok: true, count: purged.length } as const;
  });
}

export interface TrashItem {
  id: string;
  subject: TrashSubject;
  label: string;
  deletedByEmail: string;
  deletedAt: Date;
  purgeAfter: Date;
  /** Whole days until the sweep deletes it (0: today). */
  daysLeft: number;
}

function trashItem(row: TrashedRecord, now: Date): TrashItem {
  return {
    id: row.id,
    subject: row.subject,
    label: row.label,
    deletedByEmail: row.deletedByEmail,
    deletedAt: row.deletedAt,
    purgeAfter: row.purgeAfter,
    daysLeft: Math.max(0, Math.ceil((row.purgeAfter.getTime() - now.getTime()) / DAY_MS)),
  };
}

/** What the trash holds, newest deletion first. */
export async function listTrash(db: Database, now: Date = new Date()): Promise<TrashItem[]> {
  const rows = await db.select().from(trashedRecords).orderBy(desc(trashedRecords.deletedAt), desc(trashedRecords.id));
  return rows.map((row) => trashItem(row, now));
}

/** One record in the trash (for the «Deshacer» beside a deletion's notice), or null. */
export async function findTrashed(db: Database, id: string, subject: TrashSubject, now: Date = new Date()): Promise<TrashItem | null> {
  const [row] = await db
    .select()
    .from(trashedRecords)
    .where(and(eq(trashedRecords.id, id), eq(trashedRecords.subject, subject)))
    .limit(1);
  return row ? trashItem(row, now) : null;
}

const SWEEP_BATCH = 100;

/**
 * Deletes for good what has waited its TRASH_DAYS (with its history). Each batch claims its rows
 * with `for update skip locked`, so instances sweeping at once each purge different rows, and every
 * row is purged once. Resolves to the ids it purged.
 */
export async function purgeExpiredTrash(db: Database, now: Date = new Date()): Promise<string[]> {
  const purged: string[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const claimed = await tx
        .select({ id: trashedRecords.id })
        .from(trashedRecords)
        .where(lte(trashedRecords.purgeAfter, sql`${now.toISOString()}::timestamptz`))
        .limit(SWEEP_BATCH)
        .for("update", { skipLocked: true });
      return purgeRows(
        tx,
        claimed.map((row) => row.id),
      );
    });
    purged.push(...batch.map((row) => row.id));
    if (batch.length < SWEEP_BATCH) return purged;
  }
}
