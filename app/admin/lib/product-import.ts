// Limits of the product spreadsheet import, shared by the page (its help text and the size check
// before upload), the import itself and server.ts's body limit for the page's route, so that what
// the page states is what the server accepts (docs/decisions/024-spreadsheets-as-excel-writes-them.md).
// server.ts imports this file under Node's type stripping: erasable TypeScript only, no imports.

/** The largest CSV file the import takes. */
export const MAX_PRODUCT_CSV_BYTES = 2 * 1024 * 1024;

/**
 * The largest request body the import page's route reads: a file well past the stated limit still
 * arrives whole, so the page answers with its own message instead of the site's bare 413.
 */
export const PRODUCT_IMPORT_BODY_LIMIT_BYTES = 4 * MAX_PRODUCT_CSV_BYTES;

/** "2 MB", for messages. */
export const MAX_PRODUCT_CSV_SIZE = `${MAX_PRODUCT_CSV_BYTES / 1024 / 1024} MB`;

/** What the page says when a file is over the limit, before upload (with scripts) or after. */
export const PRODUCT_CSV_TOO_BIG = `El archivo pesa más de ${MAX_PRODUCT_CSV_SIZE}: dividilo en partes (por ejemplo, una planilla por categoría) e importalas de a una.`;
