import { parse } from "csv-parse/sync";
import { csvCell, unguardCsvCell } from "../spreadsheet-csv";
import { parsePrice } from "~/lib/product-form";
import { videoEmbedUrl } from "~/lib/video-embed";

// The catalogue as a spreadsheet (docs/features.md 'Managing products'): the export writes one row
// per product, and the import reads the same columns back to create or update products by SKU.
// Pictures are not part of the file. Parsing is csv-parse's (docs/decisions/015-product-csv.md).

/** The columns, in file order, with the header the export writes. */
export const productCsvColumns = [
  { key: "sku", header: "SKU" },
  { key: "name", header: "Nombre" },
  { key: "categorySlug", header: "Categoría" },
  { key: "price", header: "Precio" },
  { key: "isActive", header: "Activo" },
  { key: "isFeatured", header: "Destacado" },
  { key: "stockQuantity", header: "Stock" },
  { key: "shortDescription", header: "Descripción corta" },
  { key: "description", header: "Descripción" },
  { key: "features", header: "Características" },
  { key: "specifications", header: "Especificaciones" },
  { key: "videoUrl", header: "Video" },
] as const;

export type ProductCsvKey = (typeof productCsvColumns)[number]["key"];

/** A product as the file describes it. */
export interface ProductCsvRow {
  sku: string;
  name: string;
  categorySlug: string | null;
  price: number | null;
  isActive: boolean;
  isFeatured: boolean;
  stockQuantity: number;
  shortDescription: string | null;
  description: string | null;
  features: string[];
  specifications: Record<string, string>;
  videoUrl: string | null;
}

export const MAX_PRODUCT_CSV_BYTES = 2 * 1024 * 1024;

const yes = "sí";
const no = "no";

function rowCells(row: ProductCsvRow): string[] {
  return [
    row.sku,
    row.name,
    row.categorySlug ?? "",
    row.price === null ? "" : row.price.toFixed(2),
    row.isActive ? yes : no,
    row.isFeatured ? yes : no,
    String(row.stockQuantity),
    row.shortDescription ?? "",
    row.description ?? "",
    row.features.join("\n"),
    Object.entries(row.specifications)
      .map(([name, value]) => `${name}: ${value}`)
      .join("\n"),
    row.videoUrl ?? "",
  ];
}

/** The catalogue as a CSV file for a spreadsheet (UTF-8 with BOM so Excel reads the accents). */
export function productsCsv(rows: readonly ProductCsvRow[]): string {
  const lines = [productCsvColumns.map((column) => column.header), ...rows.map(rowCells)];
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** Header text → column key; accents, case and spaces around do not matter. */
function normaliseHeader(header: string): string {
  return header
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .trim()
    .toLowerCase();
}

const columnByHeader = new Map(productCsvColumns.map((column) => [normaliseHeader(column.header), column.key]));

export interface CsvRecord {
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  cells: Partial<Record<ProductCsvKey, string>>;
}

export type CsvReadResult = { ok: true; columns: ProductCsvKey[]; records: CsvRecord[] } | { ok: false; reason: string };

/**
 * Reads the file: a comma- or semicolon-separated table (a spreadsheet set to Spanish saves with
 * semicolons) whose first line names the columns. Unknown columns are ignored; SKU and Nombre are required.
 */
export function readProductsCsv(text: string): CsvReadResult {
  const body = text.replace(/^\uFEFF/, "");
  const headerLine = body.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = (headerLine.match(/;/g)?.length ?? 0) > (headerLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  let rows: Array<{ record: string[]; info: { lines: number } }>;
  try {
    rows = parse(body, { delimiter, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof rows;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { ok: false, reason: `No pudimos leer el archivo como CSV${line ? ` (línea ${line})` : ""}: revisá que las comillas estén cerradas.` };
  }
  const [header, ...data] = rows;
  if (!header) return { ok: false, reason: "El archivo está vacío." };
  const keys = header.record.map((name) => columnByHeader.get(normaliseHeader(name)) ?? null);
  if (!keys.includes("sku")) return { ok: false, reason: "Falta la columna «SKU» en la primera línea del archivo." };
  if (!keys.includes("name")) return { ok: false, reason: "Falta la columna «Nombre» en la primera línea del archivo." };
  const columns = keys.filter((key): key is ProductCsvKey => key !== null);
  const records = data
    .filter(({ record }) => record.some((value) => value.trim() !== ""))
    .map(({ record, info }) => {
      const cells: CsvRecord["cells"] = {};
      keys.forEach((key, index) => {
        if (key) cells[key] = unguardCsvCell(record[index] ?? "");
      });
      // info.lines is the line the record ends on; a cell spanning lines moves its start up.
      const extraLines = record.reduce((count, value) => count + (value.match(/\n/g)?.length ?? 0), 0);
      return { line: info.lines - extraLines, cells };
    });
  return { ok: true, columns, records };
}

export type RowCheck = { ok: true; row: ProductCsvRow } | { ok: false; reason: string };

function parseYesNo(value: string): boolean | undefined {
  const normalised = normaliseHeader(value);
  if (["si", "s", "1", "true", "yes"].includes(normalised)) return true;
  if (["no", "n", "0", "false"].includes(normalised)) return false;
  return undefined;
}

/**
 * Checks one row of the file: the product it describes, or the reason (in Spanish) it is refused.
 * `categorySlugs` are the slugs a product may be filed under; `defaults` fill the columns the file
 * does not have (the product's current values, or a new product's).
 */
export function checkProductCsvRow(cells: CsvRecord["cells"], categorySlugs: ReadonlySet<string>, defaults: ProductCsvRow): RowCheck {
  const text = (key: ProductCsvKey) => cells[key]?.trim();
  const sku = text("sku") ?? "";
  if (!sku) return { ok: false, reason: "Falta el SKU: es lo que identifica al producto." };
  const name = text("name") ?? "";
  if (!name) return { ok: false, reason: "Falta el nombre del producto." };

  const row: ProductCsvRow = { ...defaults, sku, name };
  const category = text("categorySlug");
  if (category !== undefined) {
    if (category !== "" && !categorySlugs.has(category)) return { ok: false, reason: `La categoría «${category}» no existe: usá el identificador de una subcategoría (por ejemplo redes-enfardar).` };
    row.categorySlug = category || null;
  }
  const price = text("price");
  if (price !== undefined) {
    const parsed = parsePrice(price);
    if (parsed === undefined) return { ok: false, reason: `El precio «${price}» no es válido: escribilo en números, con hasta dos decimales (por ejemplo 1250.50), o dejalo vacío.` };
    row.price = parsed;
  }
  for (const key of ["isActive", "isFeatured"] as const) {
    const value = text(key);
    if (value === undefined) continue;
    const parsed = parseYesNo(value);
    const label = key === "isActive" ? "Activo" : "Destacado";
    if (parsed === undefined) return { ok: false, reason: `En «${label}» escribí «sí» o «no» (dice «${value}»).` };
    row[key] = parsed;
  }
  const stock = text("stockQuantity");
  if (stock !== undefined) {
    if (stock !== "" && !/^\d+$/.test(stock)) return { ok: false, reason: `El stock «${stock}» no es válido: escribí un número entero, sin decimales.` };
    row.stockQuantity = stock === "" ? 0 : Number(stock);
  }
  for (const key of ["shortDescription", "description"] as const) {
    const value = text(key);
    if (value !== undefined) row[key] = value || null;
  }
  const features = cells.features;
  if (features !== undefined) {
    row.features = features
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  }
  const specifications = cells.specifications;
  if (specifications !== undefined) {
    const entries: Array<[string, string]> = [];
    for (const line of specifications.split(/\r?\n/).map((entry) => entry.trim()).filter(Boolean)) {
      const colon = line.indexOf(":");
      if (colon <= 0) return { ok: false, reason: `La especificación «${line}» necesita la forma «Nombre: valor», una por línea.` };
      entries.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
    row.specifications = Object.fromEntries(entries);
  }
  const video = text("videoUrl");
  if (video !== undefined) {
    if (video !== "" && videoEmbedUrl(video) === null) return { ok: false, reason: `El video «${video}» no es un enlace de YouTube o Vimeo.` };
    row.videoUrl = video || null;
  }
  return { ok: true, row };
}

/** A new product's values for the columns a file leaves out. */
export const newProductCsvDefaults: ProductCsvRow = {
  sku: "",
  name: "",
  categorySlug: null,
  price: null,
  isActive: true,
  isFeatured: false,
  stockQuantity: 0,
  shortDescription: null,
  description: null,
  features: [],
  specifications: {},
  videoUrl: null,
};

/** The header each column has in the file, for the dry run's field-by-field changes. */
export const productCsvHeader = Object.fromEntries(productCsvColumns.map((column) => [column.key, column.header])) as Record<ProductCsvKey, string>;

/** A value of the file as the dry run shows it. */
export function displayCsvValue(key: ProductCsvKey, row: ProductCsvRow): string {
  const index = productCsvColumns.findIndex((column) => column.key === key);
  return rowCells(row)[index]!;
}
