import { and, asc, count, eq, isNull, ne, sql } from "drizzle-orm";
import { slugify } from "~/lib/slugify";
import type { CategoryDetails, CategoryEdit, CategoryUse } from "~/admin/lib/category-form";
import { bumpContentVersion } from "../cache/content-version";
import type { Database } from "../db";
import { categories, products } from "../db/schema";
import { type Actor, writeActivity } from "../activity/entries";
import { changesDetail } from "~/lib/record-changes";
import { categorySnapshot } from "./category-changes";
import { recordVersion } from "../history/versions";

// The category tree as /admin/categorias edits it: top-level categories and their subcategories
// (two levels, as the product form files products). Every write bumps the content version, so
// cached public pages are rendered afresh (docs/decisions/007-html-cache.md). A slug is made once,
// from the first name, and never changes: the public listing pages read categories by slug, so a
// rename must not move or break any address.

export interface AdminCategory {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  parentId: string | null;
  isActive: boolean;
  /** Moves on with every change (docs/decisions/022-edit-conflicts.md); with updatedAt, what the edit form's safety net keys its draft on. */
  version: number;
  updatedAt: Date;
  /** Products filed directly under it, active or not. */
  productCount: number;
}

export interface AdminCategoryBranch extends AdminCategory {
  subcategories: AdminCategory[];
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Transaction;

const siblingOrder = [asc(categories.sortOrder), asc(categories.name)] as const;

/** What an AdminCategory reads from its row; the product count is added by each query. */
const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  parentId: categories.parentId,
  isActive: categories.isActive,
  version: categories.version,
  updatedAt: categories.updatedAt,
};

/** The whole tree, in the order staff set (by name where none was set), with each one's product count. */
export async function listCategoryTree(db: Database): Promise<AdminCategoryBranch[]> {
  const productCounts = db
    .select({ categoryId: products.categoryId, n: count().as("n") })
    .from(products)
    .groupBy(products.categoryId)
    .as("product_counts");
  const rows = await db
    .select({ ...categoryColumns, productCount: sql<number>`coalesce(${productCounts.n}, 0)`.mapWith(Number) })
    .from(categories)
    .leftJoin(productCounts, eq(productCounts.categoryId, categories.id))
    .orderBy(...siblingOrder);
  const branches = rows.filter((row) => row.parentId === null).map((row) => ({ ...row, subcategories: [] as AdminCategory[] }));
  const byId = new Map(branches.map((branch) => [branch.id, branch]));
  for (const row of rows) if (row.parentId) byId.get(row.parentId)?.subcategories.push(row);
  return branches;
}

export interface EditedCategory extends AdminCategory {
  subcategoryCount: number;
  /** The top-level categories it could move under (itself left out), in the list's order. */
  possibleParents: { id: string; name: string }[];
  /** Its parent's name; null for a top-level category. */
  parentName: string | null;
}

/** One category for its edit page, with what the "Dentro de" choice offers. */
export async function getCategory(db: Database, id: string): Promise<EditedCategory | null> {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) return null;
  const [[use], [children], parents] = await Promise.all([
    db.select({ n: count() }).from(products).where(eq(products.categoryId, id)),
    db.select({ n: count() }).from(categories).where(eq(categories.parentId, id)),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(and(isNull(categories.parentId), ne(categories.id, id)))
      .orderBy(...siblingOrder),
  ]);
  const parentName = parents.find((parent) => parent.id === row.parentId)?.name ?? null;
  return { ...row, productCount: use?.n ?? 0, subcategoryCount: children?.n ?? 0, possibleParents: parents, parentName };
}

/** Whether a sibling (same parent) other than `exceptId` already has this name, ignoring case. */
async function nameTaken(db: Executor, name: string, parentId: string | null, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId),
        sql`lower(${categories.name}) = lower(${name})`,
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A slug no other category has: the name's, then -2, -3… (never shown for editing). */
async function freeSlug(db: Executor, name: string): Promise<string> {
  const base = slugify(name) || "categoria";
  const taken = new Set(
    (
      await db
        .select({ slug: categories.slug })
        .from(categories)
        .where(sql`${categories.slug} = ${base} or ${categories.slug} like ${`${base}-%`}`)
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

export type CreateResult = { ok: true; id: string } | { ok: false; reason: "name-taken" | "parent-invalid" };

/** Whether `parentId` can hold subcategories: an existing top-level category (two levels only). */
async function isTopLevel(tx: Executor, parentId: string): Promise<boolean> {
  const [parent] = await tx.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, parentId)).limit(1);
  return parent !== undefined && parent.parentId === null;
}

/** A new category, last among its siblings; `parentId` must be a top-level category (two levels only). */
export async function createCategory(
  db: Database,
  input: CategoryDetails & { parentId: string | null },
  actor?: Actor,
): Promise<CreateResult> {
  return db.transaction(async (tx) => {
    if (input.parentId && !(await isTopLevel(tx, input.parentId))) return { ok: false, reason: "parent-invalid" } as const;
    if (await nameTaken(tx, input.name, input.parentId)) return { ok: false, reason: "name-taken" } as const;
    // Siblings that never moved all sit at 0 and go by name: number them first so the new one lands last.
    const position = (await renumberSiblings(tx, input.parentId)).length;
    const [row] = await tx
      .insert(categories)
      .values({
        name: input.name,
        description: input.description,
        parentId: input.parentId,
        slug: await freeSlug(tx, input.name),
        sortOrder: position,
      })
      .returning();
    await bumpContentVersion(tx);
    // With an `actor`, its first version and its activity entry are written with it.
    if (actor) {
      const versionId = await recordVersion(tx, actor, { subject: "category", subjectId: row!.id, label: row!.name, values: row! });
      await writeActivity(tx, actor, { action: "created", subject: "category", subjectId: row!.id, label: row!.name, versionId });
    }
    return { ok: true, id: row!.id } as const;
  });
}

export type UpdateResult =
  | { ok: true }
  | { ok: false; reason: "not-found" | "name-taken" | "parent-invalid" | "has-subcategories" }
  | { ok: false; reason: "conflict"; current: AdminCategory & { parentName: string | null } };

/** The name of the top-level category `parentId`, for the words of a change; null at the top. */
async function parentNameOf(tx: Executor, parentId: string | null): Promise<string | null> {
  if (!parentId) return null;
  const [parent] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, parentId)).limit(1);
  return parent?.name ?? null;
}

/**
 * Renames and describes a category, and moves it under another parent (or to the top level), if it
 * is still at version `basedOn` (else nothing is written and the stored category comes back), with
 * its activity entry in the same transaction. Its slug, and so every public address, stays as it
 * was. A moved category goes last among its new siblings; one with subcategories stays at the top
 * level, since the tree has two levels.
 */
export async function updateCategory(
  db: Database,
  id: string,
  input: CategoryEdit,
  edit: { basedOn: number; actor: Actor; restoredFrom?: number; isActive?: boolean },
): Promise<UpdateResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(categoryColumns).from(categories).where(eq(categories.id, id)).for("update").limit(1);
    if (!before) return { ok: false, reason: "not-found" } as const;
    const [beforeRow] = await tx.select().from(categories).where(eq(categories.id, id));
    const parentBefore = await parentNameOf(tx, before.parentId);
    if (before.version !== edit.basedOn)
      return { ok: false, reason: "conflict", current: { ...before, productCount: 0, parentName: parentBefore } } as const;
    const parentId = input.parentId === undefined ? before.parentId : input.parentId || null;
    const moving = parentId !== before.parentId;
    if (moving && parentId !== null) {
      if (parentId === id || !(await isTopLevel(tx, parentId))) return { ok: false, reason: "parent-invalid" } as const;
      const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
      if ((children?.n ?? 0) > 0) return { ok: false, reason: "has-subcategories" } as const;
    }
    if (await nameTaken(tx, input.name, parentId, id)) return { ok: false, reason: "name-taken" } as const;
    const position = moving ? (await renumberSiblings(tx, parentId)).length : undefined;
    const [after] = await tx
      .update(categories)
      .set({
        name: input.name,
        description: input.description,
        parentId,
        ...(position === undefined ? {} : { sortOrder: position }),
        ...(edit.isActive === undefined ? {} : { isActive: edit.isActive }),
        version: sql`${categories.version} + 1`,
      })
      .where(and(eq(categories.id, id), eq(categories.version, edit.basedOn)))
      .returning(categoryColumns);
    if (moving) await renumberSiblings(tx, before.parentId);
    await bumpContentVersion(tx);
    const detail = changesDetail(categorySnapshot(before, parentBefore), categorySnapshot(after!, await parentNameOf(tx, parentId)));
    const [afterRow] = await tx.select().from(categories).where(eq(categories.id, id));
    const versionId = await recordVersion(tx, edit.actor, {
      subject: "category",
      subjectId: id,
      label: input.name,
      values: afterRow!,
      restoredFrom: edit.restoredFrom,
      previous: { label: beforeRow!.name, values: beforeRow!, at: beforeRow!.updatedAt },
    });
    const action = edit.restoredFrom ? "restored" : "updated";
    await writeActivity(tx, edit.actor, { action, subject: "category", subjectId: id, label: input.name, detail, versionId });
    return { ok: true } as const;
  });
}

/** Gives the siblings under `parentId` the positions 0, 1, 2… in their current order. */
async function renumberSiblings(tx: Executor, parentId: string | null): Promise<string[]> {
  const siblings = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId))
    .orderBy(...siblingOrder);
  const ids = siblings.map((row) => row.id);
  await setPositions(tx, ids);
  return ids;
}

/** A category that moves gets a new version: an edit form opened before is refused (docs/decisions/022-edit-conflicts.md). */
async function setPositions(tx: Executor, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx
      .update(categories)
      .set({ sortOrder: position, version: sql`${categories.version} + 1` })
      .where(and(eq(categories.id, id), ne(categories.sortOrder, position)));
  }
}

/**
 * Swaps a category with its sibling above or below. False when it does not exist; true (and no
 * change) when it is already first or last, since pressing "Subir" twice is not an error.
 */
export async function moveCategory(db: Database, id: string, direction: "up" | "down"): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, id)).limit(1);
    if (!current) return false;
    const ids = await renumberSiblings(tx, current.parentId);
    const from = ids.indexOf(id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length) return true;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    await setPositions(tx, ids);
    await bumpContentVersion(tx);
    return true;
  });
}

/**
 * Shows or hides a category (and with it its subcategories) on the public site; false when missing.
 * With an `actor`, the change is kept as a version of the category's history.
 */
export async function setCategoryActive(db: Database, id: string, active: boolean, actor?: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for("update").limit(1);
    if (!before) return false;
    const [row] = await tx
      .update(categories)
      .set({ isActive: active, version: sql`${categories.version} + 1` })
      .where(eq(categories.id, id))
      .returning();
    await bumpContentVersion(tx);
    if (actor) {
      const previous = { label: before.name, values: before, at: before.updatedAt };
      await recordVersion(tx, actor, { subject: "category", subjectId: id, label: row!.name, values: row!, previous });
    }
    return true;
  });
}

/** What keeps the category from being deleted. */
export async function categoryUse(db: Executor, id: string): Promise<CategoryUse> {
  const [used] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  const [children] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  return { products: used?.n ?? 0, subcategories: children?.n ?? 0 };
}

export type DeleteResult =
  { ok: true; name: string } | { ok: false; reason: "not-found" } | { ok: false; reason: "in-use"; name: string; use: CategoryUse };

/**
 * Deletes a category nothing uses. One in use is refused, never emptied: the foreign keys would
 * otherwise leave its products without a category and its subcategories at the top.
 */
export async function deleteCategory(db: Database, id: string): Promise<DeleteResult> {
  return db.transaction(async (tx) => {
    // Locks the row, so a product filed under it meanwhile waits for this decision.
    const [row] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, id)).for("update").limit(1);
    if (!row) return { ok: false, reason: "not-found" } as const;
    const use = await categoryUse(tx, id);
    if (use.products > 0 || use.subcategories > 0) return { ok: false, reason: "in-use", name: row.name, use } as const;
    await tx.delete(categories).where(eq(categories.id, id));
    await bumpContentVersion(tx);
    return { ok: true, name: row.name } as const;
  });
}
