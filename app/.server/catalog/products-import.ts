import { asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db";
import { categories, type Product, products } from "../db/schema";
import { bumpContentVersion } from "../cache/content-version";
import {
  checkProductCsvRow,
  displayCsvValue,
  newProductCsvDefaults,
  type ProductCsvKey,
  type ProductCsvRow,
  productCsvColumns,
  productCsvHeader,
  readProductsCsv,
} from "./products-csv";

// The catalogue's CSV export and import (docs/features.md 'Managing products'). An import is
// planned first (the dry run: what would be created, what would change field by field, which rows
// are refused and why) and applied by a second POST that sends the same file text again: the plan
// is recomputed against the database as it is then, so nothing is kept between the two requests.

/** Every product, active or not, as the export writes it, by name. */
export async function listProductsForCsv(db: Database): Promise<ProductCsvRow[]> {
  const rows = await db
    .select({ product: products, categorySlug: categories.slug })
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .orderBy(asc(products.name), asc(products.createdAt));
  return rows.map(csvRowOf);
}

function csvRowOf({ product, categorySlug }: { product: Product; categorySlug: string | null }): ProductCsvRow {
  return {
    sku: product.sku?.trim() ?? "",
    name: product.name,
    categorySlug,
    price: product.price,
    isActive: product.isActive,
    isFeatured: product.isFeatured,
    stockQuantity: product.stockQuantity,
    shortDescription: product.shortDescription,
    description: product.description,
    features: product.features,
    specifications: product.specifications,
    videoUrl: product.videoUrl,
  };
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

export interface ImportPlan {
  creates: Array<{ line: number; row: ProductCsvRow }>;
  updates: Array<{ line: number; id: string; row: ProductCsvRow; changes: FieldChange[] }>;
  /** Rows equal to the stored product. */
  unchanged: number;
  refused: Array<{ line: number; reason: string }>;
}

export type ImportPlanResult = { ok: true; plan: ImportPlan } | { ok: false; reason: string };

async function subcategorySlugs(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(isNotNull(categories.parentId));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** What importing the file would do, without doing it. */
export async function planProductImport(db: Database, text: string): Promise<ImportPlanResult> {
  const read = readProductsCsv(text);
  if (!read.ok) return read;
  if (read.records.length === 0) return { ok: false, reason: "El archivo no tiene filas de productos debajo de los títulos." };

  const slugs = await subcategorySlugs(db);
  const existing = await listProductsWithSku(db);
  const bySku = new Map<string, ExistingProduct[]>();
  for (const product of existing) bySku.set(product.row.sku, [...(bySku.get(product.row.sku) ?? []), product]);

  const plan: ImportPlan = { creates: [], updates: [], unchanged: 0, refused: [] };
  const seen = new Map<string, number>();
  for (const { line, cells } of read.records) {
    const sku = cells.sku?.trim() ?? "";
    const matches = bySku.get(sku) ?? [];
    if (sku && seen.has(sku)) {
      plan.refused.push({ line, reason: `El SKU «${sku}» ya aparece en la línea ${seen.get(sku)}: cada producto va una sola vez.` });
      continue;
    }
    if (sku) seen.set(sku, line);
    if (matches.length > 1) {
      plan.refused.push({ line, reason: `Hay ${matches.length} productos con el SKU «${sku}»: dejá uno solo en el panel antes de importar.` });
      continue;
    }
    const current = matches[0];
    const checked = checkProductCsvRow(cells, new Set(slugs.keys()), current?.row ?? newProductCsvDefaults);
    if (!checked.ok) {
      plan.refused.push({ line, reason: checked.reason });
      continue;
    }
    if (!current) {
      plan.creates.push({ line, row: checked.row });
      continue;
    }
    const changes = productCsvColumns
      .map(({ key }) => key)
      .filter((key: ProductCsvKey) => displayCsvValue(key, current.row) !== displayCsvValue(key, checked.row))
      .map((key) => ({ field: productCsvHeader[key], before: displayCsvValue(key, current.row), after: displayCsvValue(key, checked.row) }));
    if (changes.length === 0) plan.unchanged++;
    else plan.updates.push({ line, id: current.id, row: checked.row, changes });
  }
  return { ok: true, plan };
}

interface ExistingProduct {
  id: string;
  row: ProductCsvRow;
}

async function listProductsWithSku(db: Database): Promise<ExistingProduct[]> {
  const rows = await db
    .select({ product: products, categorySlug: categories.slug })
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(isNotNull(products.sku));
  return rows.map((row) => ({ id: row.product.id, row: csvRowOf(row) }));
}

export interface ImportReport {
  created: number;
  updated: number;
  refused: number;
}

/** Plans the file again and applies its valid rows in one transaction; refused rows are skipped. */
export async function applyProductImport(db: Database, text: string): Promise<{ ok: true; report: ImportReport } | { ok: false; reason: string }> {
  const planned = await planProductImport(db, text);
  if (!planned.ok) return planned;
  const { plan } = planned;
  const slugs = await subcategorySlugs(db);
  const stored = ({ categorySlug, ...row }: ProductCsvRow) => ({ ...row, categoryId: categorySlug ? (slugs.get(categorySlug) ?? null) : null });
  await db.transaction(async (tx) => {
    if (plan.creates.length > 0) await tx.insert(products).values(plan.creates.map(({ row }) => stored(row)));
    // Each updated product moves to a new version: an edit form opened before the import is refused (docs/decisions/022-edit-conflicts.md).
    for (const update of plan.updates) {
      await tx
        .update(products)
        .set({ ...stored(update.row), version: sql`${products.version} + 1` })
        .where(eq(products.id, update.id));
    }
    if (plan.creates.length + plan.updates.length > 0) await bumpContentVersion(tx);
  });
  return { ok: true, report: { created: plan.creates.length, updated: plan.updates.length, refused: plan.refused.length } };
}
