import { setImmediate as nextTurn } from "node:timers/promises";
import { and, asc, eq, getTableColumns, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { countLabel } from "~/admin/lib/lists";
import { writeActivity } from "../activity/entries";
import { categoryLabel } from "./admin-products";
import type { Database } from "../db";
import { categories, type Product, type ProductImport, productImports, products } from "../db/schema";
import { bumpContentVersion } from "../cache/content-version";
import { errorMessage, logger } from "../logger";
import type { ImportOperation, ImportPreview, SkippedRow } from "./product-import-types";
import {
  type CategoryIndex,
  categoryIndex,
  checkProductCsvRow,
  displayCsvValue,
  newProductCsvDefaults,
  type ProductCsvKey,
  type ProductCsvRow,
  productCsvColumns,
  productCsvHeader,
  readProductsCsv,
} from "./products-csv";

// The catalogue's spreadsheet export and import (docs/features.md 'Managing products'). An import
// is planned first (the preview: what would be created, what would change field by field, which
// rows are refused and why) and stored in product_imports; confirming it marks it to be applied,
// and it is written from the stored plan a batch of rows per transaction, the event loop free
// between batches, by the instance that took the confirmation or, should that one stop, by any
// other (docs/decisions/024-spreadsheets-as-excel-writes-them.md).

/**
 * Rows written per transaction. A product write costs about 2.5 ms with its search index
 * (3,500 rows took 8.7 s in one request), so a batch holds the embedded database, which runs one
 * transaction at a time, for about a quarter of a second before other requests get their turn.
 */
export const IMPORT_BATCH_ROWS = 100;

const parentCategories = alias(categories, "parent_categories");

/** The categories by name path and slug; products are filed under subcategories. */
export async function productCsvCategories(db: Database): Promise<CategoryIndex> {
  const rows = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name, parentName: parentCategories.name })
    .from(categories)
    .leftJoin(parentCategories, eq(categories.parentId, parentCategories.id));
  return categoryIndex(
    rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      path: categoryLabel(row.name, row.parentName)!,
      assignable: row.parentName !== null,
    })),
  );
}

/** Every product, active or not, as the export writes it, by name. */
export async function listProductsForCsv(db: Database): Promise<ProductCsvRow[]> {
  const rows = await db.select().from(products).orderBy(asc(products.name), asc(products.createdAt));
  return rows.map(csvRowOf);
}

function csvRowOf(product: Product): ProductCsvRow {
  return {
    sku: product.sku?.trim() ?? "",
    name: product.name,
    categoryId: product.categoryId,
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

export interface ImportPlan {
  preview: ImportPreview;
  operations: ImportOperation[];
}

export type ImportPlanResult = { ok: true; plan: ImportPlan } | { ok: false; reason: string };

/** What importing the file's text would do, without doing it. */
export async function planProductImport(db: Database, text: string): Promise<ImportPlanResult> {
  const read = readProductsCsv(text);
  if (!read.ok) return read;
  if (read.records.length === 0) return { ok: false, reason: "El archivo no tiene filas de productos debajo de los títulos." };

  const categoryPaths = await productCsvCategories(db);
  const bySku = new Map<string, Product[]>();
  for (const product of await db.select().from(products).where(isNotNull(products.sku))) {
    const sku = product.sku!.trim();
    bySku.set(sku, [...(bySku.get(sku) ?? []), product]);
  }

  const preview: ImportPreview = { creates: [], updates: [], unchanged: 0, refused: [] };
  const operations: ImportOperation[] = [];
  const seen = new Map<string, number>();
  for (const { sheetRow, cells } of read.records) {
    const sku = cells.sku?.trim() ?? "";
    const refuse = (reason: string) => preview.refused.push({ sheetRow, name: cells.name?.trim() || sku || null, reason });
    const matches = bySku.get(sku) ?? [];
    if (sku && seen.has(sku)) {
      refuse(`El SKU «${sku}» ya está en la fila ${seen.get(sku)}: cada producto va una sola vez.`);
      continue;
    }
    if (sku) seen.set(sku, sheetRow);
    if (matches.length > 1) {
      refuse(`Hay ${matches.length} productos con el SKU «${sku}»: dejá uno solo en el panel antes de importar.`);
      continue;
    }
    const current = matches[0];
    const checked = checkProductCsvRow(cells, categoryPaths, current ? csvRowOf(current) : newProductCsvDefaults);
    if (!checked.ok) {
      refuse(checked.reason);
      continue;
    }
    const { row } = checked;
    if (!current) {
      preview.creates.push({ sheetRow, name: row.name, sku: row.sku, isActive: row.isActive });
      operations.push({ kind: "create", sheetRow, row });
      continue;
    }
    const display = (key: ProductCsvKey, of: ProductCsvRow) => displayCsvValue(key, of, categoryPaths);
    const before = csvRowOf(current);
    const changes = productCsvColumns
      .map(({ key }) => key)
      .filter((key) => display(key, before) !== display(key, row))
      .map((key) => ({ field: productCsvHeader[key], before: display(key, before), after: display(key, row) }));
    if (changes.length === 0) {
      preview.unchanged++;
      continue;
    }
    preview.updates.push({ sheetRow, name: row.name, sku: row.sku, changes });
    operations.push({ kind: "update", sheetRow, id: current.id, version: current.version, row });
  }
  return { ok: true, plan: { preview, operations } };
}

/** Imports not being applied are kept this long (a preview left unconfirmed, a finished report). */
const KEPT_DAYS = 2;

/**
 * Plans the file and stores the plan, to be shown and, once confirmed, applied. Returns the
 * import's id, or why the file cannot be imported.
 */
export async function createProductImport(
  db: Database,
  { text, fileName, actor }: { text: string; fileName: string; actor: { id: string | null; email: string } },
): Promise<{ ok: true; id: string } | { ok: false; reason: string }> {
  const planned = await planProductImport(db, text);
  if (!planned.ok) return planned;
  await db
    .delete(productImports)
    .where(and(ne(productImports.status, "applying"), lt(productImports.createdAt, sql`now() - make_interval(days => ${KEPT_DAYS})`)));
  const [row] = await db
    .insert(productImports)
    .values({
      // The route's body skips the site-wide NUL check (its allowance is larger); PostgreSQL refuses NUL in text.
      fileName: fileName.replaceAll("\0", "").slice(0, 200),
      preview: planned.plan.preview,
      operations: planned.plan.operations,
      total: planned.plan.operations.length,
      actorId: actor.id,
      actorEmail: actor.email.toLowerCase(),
    })
    .returning({ id: productImports.id });
  return { ok: true, id: row!.id };
}

export type ProductImportView = Omit<ProductImport, "operations" | "actorId">;

/** An import as its page shows it (without the rows to write), or null when it is gone. */
export async function getProductImport(db: Database, id: string): Promise<ProductImportView | null> {
  const { operations: _operations, actorId: _actorId, ...columns } = getTableColumns(productImports);
  const [row] = await db.select(columns).from(productImports).where(eq(productImports.id, id)).limit(1);
  return row ?? null;
}

/**
 * Marks a previewed import to be applied by `actor` (the activity log names who confirmed it).
 * Only the first confirmation counts: a second click, or a colleague confirming the same preview,
 * finds it already started. False when it is gone.
 */
export async function startProductImport(db: Database, id: string, actor: { id: string | null; email: string }): Promise<boolean> {
  await db
    .update(productImports)
    .set({ status: "applying", startedAt: new Date(), actorId: actor.id, actorEmail: actor.email.toLowerCase() })
    .where(and(eq(productImports.id, id), eq(productImports.status, "planned")));
  const [row] = await db.select({ status: productImports.status }).from(productImports).where(eq(productImports.id, id));
  return row !== undefined;
}

function storedValues({ sku, ...row }: ProductCsvRow) {
  return { ...row, sku };
}

/**
 * Writes the next batch of an import being applied, in one transaction that holds the import's
 * row, so two instances never write the same batch. A row whose product changed or went away
 * since the preview (its version moved on), whose SKU another product took, or whose category was
 * deleted, is skipped and reported instead of overwriting. Returns whether batches remain.
 */
export async function applyProductImportBatch(db: Database, id: string, batchRows = IMPORT_BATCH_ROWS): Promise<"more" | "done"> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({
        applied: productImports.applied,
        total: productImports.total,
        actorId: productImports.actorId,
        actorEmail: productImports.actorEmail,
        created: productImports.created,
        updated: productImports.updated,
        skipped: productImports.skipped,
      })
      .from(productImports)
      .where(and(eq(productImports.id, id), eq(productImports.status, "applying")))
      .for("update");
    if (!job) return "done";
    const from = job.applied;
    const [slice] = await tx
      .select({
        batch: sql<
          ImportOperation[]
        >`jsonb_path_query_array(${productImports.operations}, cast(${`$[${from} to ${from + batchRows - 1}]`} as jsonpath))`,
      })
      .from(productImports)
      .where(eq(productImports.id, id));
    const batch = slice?.batch ?? [];
    const skipped: SkippedRow[] = [];
    const skip = (operation: ImportOperation, reason: string) =>
      skipped.push({ sheetRow: operation.sheetRow, name: operation.row.name, reason });

    // Categories deleted since the preview: those rows would point at nothing.
    const categoryIds = [...new Set(batch.map((operation) => operation.row.categoryId).filter((categoryId) => categoryId !== null))];
    const liveCategories = new Set(
      categoryIds.length
        ? (await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds))).map((row) => row.id)
        : [],
    );
    const writable = batch.filter((operation) => {
      if (operation.row.categoryId === null || liveCategories.has(operation.row.categoryId)) return true;
      skip(operation, "Su categoría se eliminó después de la vista previa: elegí otra y volvé a importar la fila.");
      return false;
    });

    const creates = writable.filter((operation) => operation.kind === "create");
    const skus = creates.map((operation) => operation.row.sku);
    const taken = new Set(
      skus.length ? (await tx.select({ sku: products.sku }).from(products).where(inArray(products.sku, skus))).map((row) => row.sku) : [],
    );
    const newRows = creates.filter((operation) => {
      if (!taken.has(operation.row.sku)) return true;
      skip(operation, `Después de la vista previa se cargó otro producto con el SKU «${operation.row.sku}»: no se creó uno repetido.`);
      return false;
    });
    if (newRows.length) await tx.insert(products).values(newRows.map((operation) => storedValues(operation.row)));

    let updated = 0;
    for (const operation of writable) {
      if (operation.kind !== "update") continue;
      const written = await tx
        .update(products)
        .set({ ...storedValues(operation.row), version: sql`${products.version} + 1` })
        .where(and(eq(products.id, operation.id), eq(products.version, operation.version)))
        .returning({ id: products.id });
      if (written.length) updated++;
      else
        skip(
          operation,
          "Alguien cambió o eliminó este producto después de la vista previa: no se pisó su cambio. Exportá de nuevo y revisá la fila.",
        );
    }
    if (newRows.length + updated > 0) await bumpContentVersion(tx);

    const applied = Math.min(from + batch.length, job.total);
    const done = applied >= job.total || batch.length === 0;
    const totals = { created: job.created + newRows.length, updated: job.updated + updated, skipped: [...job.skipped, ...skipped] };
    await tx
      .update(productImports)
      .set({ applied, ...totals, ...(done ? { status: "done" as const, finishedAt: new Date() } : {}) })
      .where(eq(productImports.id, id));
    if (done) {
      await writeActivity(
        tx,
        { id: job.actorId, email: job.actorEmail },
        {
          action: "imported",
          subject: "catalog",
          label: "Productos desde CSV",
          detail: [
            countLabel(totals.created, "producto nuevo", "productos nuevos"),
            countLabel(totals.updated, "cambiado", "cambiados"),
            ...(totals.skipped.length ? [countLabel(totals.skipped.length, "fila omitida", "filas omitidas")] : []),
          ].join(", "),
        },
      );
    }
    return done ? "done" : "more";
  });
}

/** Imports this process is writing: one loop per import here; other instances are kept apart by the row lock. */
const running = new Map<string, Promise<void>>();
let stopping = false;

/**
 * Applies an import batch after batch until it is done, letting the event loop answer other
 * requests between batches. Not awaited by the request that confirmed it: the page follows the
 * progress stored in the database. A failed batch is logged and retried by the sweep.
 */
export function driveProductImport(db: Database, id: string): Promise<void> {
  const current = running.get(id);
  if (current) return current;
  const drive = (async () => {
    try {
      while (!stopping && (await applyProductImportBatch(db, id)) === "more") await nextTurn();
    } catch (error) {
      logger.error({ error: errorMessage(error), productImport: id }, "product import batch failed");
    } finally {
      running.delete(id);
    }
  })();
  running.set(id, drive);
  return drive;
}

/** An import still applying but untouched this long lost its instance (stopped, crashed): another one takes it over. */
const STALLED_SECONDS = 30;

/** Takes over the imports whose instance stopped writing them. */
export async function resumeStalledProductImports(db: Database): Promise<void> {
  const stalled = await db
    .select({ id: productImports.id })
    .from(productImports)
    .where(
      and(eq(productImports.status, "applying"), lt(productImports.updatedAt, sql`now() - make_interval(secs => ${STALLED_SECONDS})`)),
    );
  await Promise.all(stalled.map(({ id }) => driveProductImport(db, id)));
}

let timer: ReturnType<typeof setInterval> | undefined;

/** Looks for stalled imports on `db` every `intervalMs` until stopProductImports(). */
export function startProductImports(db: Database, intervalMs = STALLED_SECONDS * 1000): void {
  if (timer) return;
  stopping = false;
  timer = setInterval(() => {
    resumeStalledProductImports(db).catch((error: unknown) => logger.warn({ error: errorMessage(error) }, "product import sweep failed"));
  }, intervalMs);
  timer.unref();
}

/** Stops taking batches and waits for the one being written; the rest is left for the next start or another instance. */
export async function stopProductImports(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  stopping = true;
  await Promise.all(running.values());
}
