import { and, asc, count, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { LIST_PAGE_SIZE, type ListPage, pageOf, type ProductListQuery } from "~/admin/lib/lists";
import type { AdminProductRow } from "~/lib/catalog-types";
import type { ProductInput } from "~/admin/lib/product-form";
import type { Database } from "../db";
import { categories, type Product, products } from "../db/schema";
import { foldedSearch } from "../db/search";
import { seedDefaultCategories } from "../db/seed";
import { bumpContentVersion } from "../cache/content-version";
import { type Actor, writeActivity } from "../activity/entries";
import { changesDetail, type Snapshot } from "~/lib/record-changes";
import { productSnapshot } from "./product-changes";
import { recordVersion } from "../history/versions";

// The admin side of the catalogue (docs/requirements.md §7 'Admin calls' for products and
// categories). Public reads (active products only) live in products.ts; these see every product,
// active or not.

const parentCategories = alias(categories, "parent_categories");

/**
 * 'Parent > name' for a subcategory, the name alone for a top-level one (docs/requirements.md §5).
 */
export function categoryLabel(name: string | null, parentName: string | null): string | null {
  if (!name) return null;
  return parentName ? `${parentName} > ${name}` : name;
}

/** Inactive itself or under an inactive parent: the same rule as the public site's (./public-categories.ts). */
const categoryIsActive = sql<boolean>`(${categories.isActive} and coalesce(${parentCategories.isActive}, true))`;

export const INACTIVE_CATEGORY_MARK = " (inactiva)";

function optionLabel(row: { name: string; parentName: string | null; active: boolean }): string {
  return categoryLabel(row.name, row.parentName)! + (row.active ? "" : INACTIVE_CATEGORY_MARK);
}

const adminRowColumns = {
  id: products.id,
  name: products.name,
  categoryName: categories.name,
  parentName: parentCategories.name,
  price: products.price,
  isActive: products.isActive,
  isFeatured: products.isFeatured,
  images: products.images,
};

function adminRow({
  categoryName,
  parentName,
  images,
  ...row
}: { categoryName: string | null; parentName: string | null; images: string[] } & Omit<
  AdminProductRow,
  "categoryLabel" | "image"
>): AdminProductRow {
  return { ...row, categoryLabel: categoryLabel(categoryName, parentName), image: images[0] ?? null };
}

/**
 * One page of the admin list (/admin/products?q=&categoria=&estado=&pagina=), newest first: the
 * name or SKU contains `q` (case and accents aside), the product is filed under `categoria` or one
 * of its subcategories, and its status is `estado`. A page past the end shows the last one.
 */
export async function searchProductsForAdmin(
  db: Database,
  query: Omit<ProductListQuery, "pagina"> & { pagina?: number },
): Promise<ListPage<AdminProductRow>> {
  const where = and(
    foldedSearch(query.q, [products.name, products.sku]),
    query.categoria ? or(eq(products.categoryId, query.categoria), eq(categories.parentId, query.categoria)) : undefined,
    query.estado ? eq(products.isActive, query.estado === "activo") : undefined,
  );
  const [counted] = await db
    .select({ total: count() })
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(where);
  const total = counted?.total ?? 0;
  const { page, pageCount, offset } = pageOf(query.pagina ?? 1, total);
  const rows = await db
    .select(adminRowColumns)
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .leftJoin(parentCategories, eq(categories.parentId, parentCategories.id))
    .where(where)
    .orderBy(desc(products.createdAt), asc(products.name), asc(products.id))
    .limit(LIST_PAGE_SIZE)
    .offset(offset);
  return { rows: rows.map(adminRow), total, page, pageCount };
}

/** The categories the admin list filters by: top-level ones and their subcategories, as 'parent > name'. */
export async function listCategoryFilterOptions(db: Database): Promise<CategoryOption[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, parentName: parentCategories.name, active: categoryIsActive })
    .from(categories)
    .leftJoin(parentCategories, eq(categories.parentId, parentCategories.id))
    .orderBy(
      sql`coalesce(${parentCategories.sortOrder}, ${categories.sortOrder})`,
      sql`coalesce(${parentCategories.name}, ${categories.name})`,
      sql`${categories.parentId} is not null`,
      asc(categories.sortOrder),
      asc(categories.name),
    );
  return rows.map((row) => ({ id: row.id, label: optionLabel(row) }));
}

export interface CategoryOption {
  id: string;
  label: string;
}

/**
 * The categories a product can be filed under: subcategories only, as 'parent > name', in the
 * order set at /admin/categorias (parent then name while none was set). Inactive ones stay on
 * offer, marked, so staff can file a product there before the category goes public. A database without any category gets the default tree first
 * (docs/requirements.md §7).
 */
export async function listSubcategoryOptions(db: Database): Promise<CategoryOption[]> {
  if ((await seedDefaultCategories(db)) > 0) await bumpContentVersion(db);
  const rows = await db
    .select({ id: categories.id, name: categories.name, parentName: parentCategories.name, active: categoryIsActive })
    .from(categories)
    .innerJoin(parentCategories, eq(categories.parentId, parentCategories.id))
    .where(isNotNull(categories.parentId))
    .orderBy(asc(parentCategories.sortOrder), asc(parentCategories.name), asc(categories.sortOrder), asc(categories.name));
  return rows.map((row) => ({ id: row.id, label: optionLabel(row) }));
}

export async function getProductForAdmin(db: Database, id: string): Promise<Product | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** A new product; with an `actor`, its first version and its activity entry are written with it. */
export async function createProduct(db: Database, input: ProductInput, actor?: Actor): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(products).values(input).returning();
    await bumpContentVersion(tx);
    if (actor) {
      const versionId = await recordVersion(tx, actor, { subject: "product", subjectId: row!.id, label: row!.name, values: row! });
      await writeActivity(tx, actor, { action: "created", subject: "product", subjectId: row!.id, label: row!.name, versionId });
    }
    return row!.id;
  });
}

/** 'Parent > name' of one category (null: none, or gone), as the product form lists it. */
export async function categoryLabelOf(db: Database, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db
    .select({ name: categories.name, parentName: parentCategories.name })
    .from(categories)
    .leftJoin(parentCategories, eq(categories.parentId, parentCategories.id))
    .where(eq(categories.id, id))
    .limit(1);
  return row ? categoryLabel(row.name, row.parentName) : null;
}

/** The product as its edit form was loaded: version and field-by-field snapshot (docs/decisions/022-edit-conflicts.md). */
export async function productSnapshotOf(db: Database, product: Product): Promise<Snapshot> {
  return productSnapshot(product, await categoryLabelOf(db, product.categoryId));
}

export type ProductSaveResult = { ok: true } | { ok: false; reason: "not-found" } | { ok: false; reason: "conflict"; current: Product };

/**
 * Saves the edited product if it is still at version `basedOn` (else nothing is written and the
 * stored product comes back) and records the change in the activity log in the same transaction. A
 * photo it no longer shows stays in the media library (docs/decisions/034-history-trash-media-redirects.md).
 */
export async function updateProduct(
  db: Database,
  id: string,
  input: ProductInput,
  edit: { basedOn: number; actor: Actor; restoredFrom?: number },
): Promise<ProductSaveResult> {
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update").limit(1);
    if (!before) return { ok: false, reason: "not-found" } as const;
    const [after] = await tx
      .update(products)
      .set({ ...input, version: sql`${products.version} + 1` })
      .where(and(eq(products.id, id), eq(products.version, edit.basedOn)))
      .returning();
    if (!after) return { ok: false, reason: "conflict", current: before } as const;
    await bumpContentVersion(tx);
    const detail = changesDetail(await productSnapshotOf(tx, before), await productSnapshotOf(tx, after));
    const versionId = await recordVersion(tx, edit.actor, {
      subject: "product",
      subjectId: id,
      label: after.name,
      values: after,
      restoredFrom: edit.restoredFrom,
      previous: { label: before.name, values: before, at: before.updatedAt },
    });
    const action = edit.restoredFrom ? "restored" : "updated";
    await writeActivity(tx, edit.actor, { action, subject: "product", subjectId: id, label: after.name, detail, versionId });
    return { ok: true } as const;
  });
  return saved;
}

export const DUPLICATE_NAME_PREFIX = "Copia de ";

/**
 * A copy of the product with its fields and pictures (the same library images, not copies),
 * inactive so it stays off the site until reviewed, named "Copia de …" and without SKU, since the
 * SKU is what a CSV import matches products by. Resolves to the copy's id, or null when the
 * original no longer exists.
 */
export async function duplicateProduct(db: Database, id: string): Promise<string | null> {
  const original = await getProductForAdmin(db, id);
  if (!original) return null;
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, version: _version, ...fields } = original;
  const [row] = await db
    .insert(products)
    .values({ ...fields, name: `${DUPLICATE_NAME_PREFIX}${original.name}`, sku: null, isActive: false })
    .returning({ id: products.id });
  await bumpContentVersion(db);
  return row!.id;
}

/**
 * Flips is_active (the status badge of the list); resolves to the new state, or null when missing.
 * With an `actor`, the change is kept as a version of the product's history.
 */
export async function toggleProductActive(db: Database, id: string, actor?: Actor): Promise<boolean | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update").limit(1);
    if (!before) return null;
    const [row] = await tx
      .update(products)
      // A form opened before the change is refused rather than undoing it (docs/decisions/022-edit-conflicts.md).
      .set({ isActive: sql`not ${products.isActive}`, version: sql`${products.version} + 1` })
      .where(eq(products.id, id))
      .returning();
    await bumpContentVersion(tx);
    if (actor) {
      const previous = { label: before.name, values: before, at: before.updatedAt };
      await recordVersion(tx, actor, { subject: "product", subjectId: id, label: row!.name, values: row!, previous });
    }
    return row!.isActive;
  });
}

/**
 * Development aid (docs/requirements.md §2 'Admin'): one plausible product to try the list and the
 * public pages with.
 */
export async function insertSampleProduct(db: Database): Promise<string> {
  const [category] = await listSubcategoryOptions(db);
  return createProduct(db, {
    name: `Red para enfardar de muestra ${new Date().toISOString().slice(0, 16).replace("T", " ")}`,
    sku: null,
    videoUrl: null,
    shortDescription: "Producto de prueba creado desde el botón de desarrollo.",
    description: "Producto de prueba para revisar el listado, la ficha y los filtros mientras se desarrolla el sitio.",
    price: 1250.5,
    stockQuantity: 10,
    categoryId: category?.id ?? null,
    features: ["Ancho 1,23 m", "Largo 3.000 m"],
    specifications: { Material: "Polietileno de alta densidad", Color: "Blanco" },
    isFeatured: false,
    isActive: true,
    images: [],
    imageAlts: [],
  });
}
