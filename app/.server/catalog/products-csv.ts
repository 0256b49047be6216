import { parse } from "csv-parse/sync";
import { spreadsheetCsv, unguardCsvCell } from "../spreadsheet-csv";
import { foldText } from "~/lib/search-text";
import { PRICE_RULES, readTypedNumber, STOCK_RULES } from "~/lib/typed-number";
import { videoEmbedUrl } from "~/lib/video-embed";

// The catalogue as a spreadsheet (docs/features.md 'Managing products'): the export writes one row
// per product, and the import reads the same columns back to create or update products by SKU.
// Pictures are not part of the file. Parsing is csv-parse's (docs/decisions/015-product-csv.md);
// the file is what Excel in Spanish reads and writes (docs/decisions/024-spreadsheets-as-excel-writes-them.md).

/** The columns, in file order, with the header the export writes. */
export const productCsvColumns = [
  { key: "sku", header: "SKU" },
  { key: "name", header: "Nombre" },
  { key: "categoryId", header: "Categoría" },
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
  categoryId: string | null;
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

/** A category as the file names it. */
export interface CsvCategory {
  id: string;
  slug: string;
  /** «Tambo > Pre y post dipping»: the name path the admin shows. */
  path: string;
  /** Whether a product may be filed under it (a subcategory, as in the product form). */
  assignable: boolean;
}

/**
 * The subcategories, found by what a person writes in the «Categoría» cell: the name path as the
 * admin shows it («Tambo > Pre y post dipping»; case, accents and spaces aside), the slug
 * («pre-post-dipping»), or the subcategory's name alone when no other has it.
 */
export interface CategoryIndex {
  /** The subcategory written; "main" for a main category, "ambiguous" for a name several have. */
  find(written: string): CsvCategory | "ambiguous" | "main" | undefined;
  pathOf(id: string | null): string;
}

/** Text folded for matching: no accents, lower case, single spaces, « > » between names. */
function folded(text: string): string {
  return foldText(text)
    .replace(/\s*>\s*/g, " > ")
    .replace(/\s+/g, " ")
    .trim();
}

export function categoryIndex(list: readonly CsvCategory[]): CategoryIndex {
  const byKey = new Map<string, CsvCategory | "ambiguous">();
  const add = (key: string, category: CsvCategory) => {
    const found = byKey.get(key);
    byKey.set(key, found && found !== category ? "ambiguous" : category);
  };
  const assignable = list.filter((category) => category.assignable);
  for (const category of assignable) add(folded(category.path), category);
  // A slug is unique; it wins over a name that happens to read the same.
  for (const category of assignable) byKey.set(`slug:${category.slug}`, category);
  const names = new Map<string, CsvCategory | "ambiguous">();
  for (const category of assignable) {
    const name = folded(category.path.split(">").pop() ?? "");
    names.set(name, names.has(name) ? "ambiguous" : category);
  }
  const byId = new Map(list.map((category) => [category.id, category.path]));
  const main = new Set(
    list.filter((category) => !category.assignable).flatMap((category) => [folded(category.path), `slug:${category.slug}`]),
  );
  return {
    find(written) {
      const key = folded(written);
      const found = byKey.get(`slug:${written.trim()}`) ?? byKey.get(key) ?? (key.includes(">") ? undefined : names.get(key));
      return found ?? (main.has(key) || main.has(`slug:${written.trim()}`) ? "main" : undefined);
    },
    pathOf: (id) => (id ? (byId.get(id) ?? "") : ""),
  };
}

const yes = "sí";
const no = "no";

/** A price as the file writes it: a decimal comma and no thousands mark («1250,50»), which Excel in Spanish reads as a number and the import reads back. */
function priceCell(price: number | null): string {
  return price === null ? "" : price.toFixed(2).replace(".", ",");
}

function rowCells(row: ProductCsvRow, categories: CategoryIndex): string[] {
  return [
    row.sku,
    row.name,
    categories.pathOf(row.categoryId),
    priceCell(row.price),
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

/** The catalogue as a CSV file that Excel in Spanish opens as it is (see spreadsheetCsv). */
export function productsCsv(rows: readonly ProductCsvRow[], categories: CategoryIndex): string {
  return spreadsheetCsv([productCsvColumns.map((column) => column.header), ...rows.map((row) => rowCells(row, categories))]);
}

/** Header text → column key; accents, case and spaces around do not matter. */
const columnByHeader = new Map(productCsvColumns.map((column) => [folded(column.header), column.key]));

export interface CsvRecord {
  /** The row's number as a spreadsheet shows it: the titles are row 1, every line of the table counts (empty ones too). */
  sheetRow: number;
  cells: Partial<Record<ProductCsvKey, string>>;
}

export type CsvReadResult = { ok: true; columns: ProductCsvKey[]; records: CsvRecord[] } | { ok: false; reason: string };

const SEPARATORS = [";", ",", "\t"] as const;

/** The separator the titles line uses most: «;» (Excel in Spanish), «,» or a tab (Excel's «Texto Unicode»). */
function separatorOf(headerLine: string): string {
  const counts = SEPARATORS.map((separator) => headerLine.split(separator).length - 1);
  const most = Math.max(...counts);
  return most === 0 ? "," : SEPARATORS[counts.indexOf(most)]!;
}

/**
 * Reads the file's text (see decodeSpreadsheetBytes): a table whose first line names the columns,
 * separated by semicolons, commas or tabs; an Excel «sep=;» line before it is honoured. Unknown
 * columns are ignored; SKU and Nombre are required.
 */
export function readProductsCsv(text: string): CsvReadResult {
  let body = text.replace(/^\uFEFF/, "");
  let delimiter: string | undefined;
  // Excel reads and writes a first line «sep=;» naming the separator; it is not a row of the sheet.
  const hint = /^sep=(.)\r?\n/i.exec(body);
  if (hint) {
    delimiter = hint[1];
    body = body.slice(hint[0].length);
  }
  delimiter ??= separatorOf(body.split(/\r?\n/, 1)[0] ?? "");
  let rows: string[][];
  try {
    rows = parse(body, { delimiter, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      ok: false,
      reason: `No pudimos leer el archivo como CSV${line ? ` (fila ${line})` : ""}: revisá que las comillas estén cerradas.`,
    };
  }
  const [header, ...data] = rows;
  if (!header || header.every((value) => value.trim() === ""))
    return { ok: false, reason: "El archivo está vacío o su primera fila no tiene los títulos de las columnas." };
  const keys = header.map((name) => columnByHeader.get(folded(name)) ?? null);
  if (!keys.includes("sku")) return { ok: false, reason: "Falta la columna «SKU» en la primera fila del archivo." };
  if (!keys.includes("name")) return { ok: false, reason: "Falta la columna «Nombre» en la primera fila del archivo." };
  const columns = keys.filter((key): key is ProductCsvKey => key !== null);
  const records: CsvRecord[] = [];
  data.forEach((record, index) => {
    // Empty lines and rows of empty cells are skipped, but counted: Excel shows them as rows.
    if (!record.some((value) => value.trim() !== "")) return;
    const cells: CsvRecord["cells"] = {};
    keys.forEach((key, column) => {
      if (key) cells[key] = unguardCsvCell(record[column] ?? "");
    });
    records.push({ sheetRow: index + 2, cells });
  });
  return { ok: true, columns, records };
}

export type RowCheck = { ok: true; row: ProductCsvRow } | { ok: false; reason: string };

function parseYesNo(value: string): boolean | undefined {
  const normalised = folded(value);
  if (["si", "s", "1", "true", "yes"].includes(normalised)) return true;
  if (["no", "n", "0", "false"].includes(normalised)) return false;
  return undefined;
}

/**
 * Checks one row of the file: the product it describes, or the reason (in Spanish) it is refused.
 * `categories` are the subcategories a product may be filed under; `defaults` fill the columns the
 * file does not have (the product's current values, or a new product's). Every value is checked
 * against what the database takes, so a row the preview accepts is one the import can write.
 */
export function checkProductCsvRow(cells: CsvRecord["cells"], categories: CategoryIndex, defaults: ProductCsvRow): RowCheck {
  const text = (key: ProductCsvKey) => cells[key]?.trim();
  const sku = text("sku") ?? "";
  if (!sku) return { ok: false, reason: "Falta el SKU: es lo que identifica al producto." };
  const name = text("name") ?? "";
  if (!name) return { ok: false, reason: "Falta el nombre del producto." };

  const row: ProductCsvRow = { ...defaults, sku, name };
  const category = text("categoryId");
  // The category the product is in, written as the export wrote it, keeps it there (even one the
  // form no longer offers, such as a category moved to the top level).
  const unchanged = category !== undefined && category !== "" && folded(category) === folded(categories.pathOf(defaults.categoryId));
  if (category !== undefined && category !== "" && !unchanged) {
    const found = categories.find(category);
    if (found === "main")
      return {
        ok: false,
        reason: `«${category}» es una categoría principal: los productos van en una de sus subcategorías (por ejemplo «Tambo > Pre y post dipping»).`,
      };
    if (found === "ambiguous")
      return {
        ok: false,
        reason: `Hay más de una categoría «${category}»: escribila con la categoría principal, como la muestra el panel (por ejemplo «Tambo > Pre y post dipping»).`,
      };
    if (!found)
      return {
        ok: false,
        reason: `La categoría «${category}» no existe: escribila como la muestra el panel, con la categoría principal y la subcategoría (por ejemplo «Tambo > Pre y post dipping»).`,
      };
    row.categoryId = found.id;
  } else if (category === "") row.categoryId = null;
  for (const [key, rules] of [
    ["price", PRICE_RULES],
    ["stockQuantity", STOCK_RULES],
  ] as const) {
    const value = text(key);
    if (value === undefined) continue;
    const read = readTypedNumber(value, rules);
    if (!read.ok) return { ok: false, reason: read.message };
    if (key === "price") row.price = read.value;
    else row.stockQuantity = read.value ?? 0;
  }
  for (const key of ["isActive", "isFeatured"] as const) {
    const value = text(key);
    if (value === undefined) continue;
    const parsed = parseYesNo(value);
    const label = key === "isActive" ? "Activo" : "Destacado";
    if (parsed === undefined) return { ok: false, reason: `En «${label}» escribí «sí» o «no» (dice «${value}»).` };
    row[key] = parsed;
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
    for (const line of specifications
      .split(/\r?\n/)
      .map((entry) => entry.trim())
      .filter(Boolean)) {
      const colon = line.indexOf(":");
      if (colon <= 0) return { ok: false, reason: `La especificación «${line}» necesita la forma «Nombre: valor», una por línea.` };
      entries.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
    row.specifications = Object.fromEntries(entries);
  }
  const video = text("videoUrl");
  if (video !== undefined) {
    if (video !== "" && videoEmbedUrl(video) === null)
      return { ok: false, reason: `El video «${video}» no es un enlace de YouTube o Vimeo.` };
    row.videoUrl = video || null;
  }
  return { ok: true, row };
}

/** A new product's values for the columns a file leaves out. */
export const newProductCsvDefaults: ProductCsvRow = {
  sku: "",
  name: "",
  categoryId: null,
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
export const productCsvHeader = Object.fromEntries(productCsvColumns.map((column) => [column.key, column.header])) as Record<
  ProductCsvKey,
  string
>;

/** A value of the file as the dry run shows it. */
export function displayCsvValue(key: ProductCsvKey, row: ProductCsvRow, categories: CategoryIndex): string {
  const index = productCsvColumns.findIndex((column) => column.key === key);
  return rowCells(row, categories)[index]!;
}
