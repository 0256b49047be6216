import type { ProductCsvRow } from "./products-csv";

// The shapes an import keeps in the product_imports table between the preview and the last batch
// (app/.server/catalog/products-import.ts).

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A row of the file that is not imported, with the reason in Spanish. */
export interface RefusedRow {
  /** The row's number as Excel shows it. */
  sheetRow: number;
  /** The product's name as the row writes it (or its SKU), when it has one. */
  name: string | null;
  reason: string;
}

/** A row that was fine at the preview but not written, because the catalogue changed meanwhile. */
export type SkippedRow = RefusedRow;

/** What the preview page lists. */
export interface ImportPreview {
  creates: Array<{ sheetRow: number; name: string; sku: string; isActive: boolean }>;
  updates: Array<{ sheetRow: number; name: string; sku: string; changes: FieldChange[] }>;
  /** Rows equal to the stored product. */
  unchanged: number;
  refused: RefusedRow[];
}

/** One write of the import: a new product, or an update of the version the preview compared against. */
export type ImportOperation =
  | { kind: "create"; sheetRow: number; row: ProductCsvRow }
  | { kind: "update"; sheetRow: number; id: string; version: number; row: ProductCsvRow };
