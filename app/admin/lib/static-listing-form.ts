import { z } from "zod";
import type { SubmittedValues } from "../../lib/forms";
import { MAX_IMAGE_ALT_LENGTH, UPLOADED_PRODUCT_IMAGE } from "./product-form";
import { PRICE_RULES, readTypedNumber } from "../../lib/typed-number";

// The form of /admin/listados ("Listados estáticos"): one listing's products as repeated rows
// (itemId, price, inStock, description, imageAlt posted once per row, in the page's order; "visible"
// carries the id of each row shown). A new photo travels as the file field `imagen-{id}` (without
// JavaScript), or was already uploaded by the page and comes as `imagenSubida-{id}`, which must be
// one of this site's uploaded product photos; the current one is never posted, so a form cannot
// point a row at an address of its choosing. Shared by the form component and the route action. A
// row's message is keyed "rows.{row}.{field}".

export const MAX_ROWS = 50;
export const MAX_DESCRIPTION_LENGTH = 400;
export const MAX_PRICE_WORDING_LENGTH = 30;

export const staticListingMessages = {
  price: "Escribí el precio en números (por ejemplo 185 o 1.250,50), una palabra como «Consultar», o dejalo vacío.",
  description: "Escribí una descripción corta.",
  tooLong: (max: number) => `Usá como máximo ${max} caracteres.`,
  uploadedImage: "No pudimos usar la foto subida. Elegila de nuevo.",
} as const;

export interface StaticListingRowValues {
  id: string;
  price: string;
  inStock: boolean;
  description: string;
  imageAlt: string;
  isVisible: boolean;
  /** A photo the page already uploaded for this row, published on save; "" for none. */
  newImage: string;
}

/** What the database stores for a row; the image is decided by the server (kept, or the new upload). */
export interface StaticListingRowInput {
  id: string;
  price: string | null;
  inStock: boolean;
  description: string;
  image: string;
  imageAlt: string | null;
  isVisible: boolean;
}

export const imageFieldName = (id: string) => `imagen-${id}`;
export const uploadedImageFieldName = (id: string) => `imagenSubida-${id}`;

function list(value: SubmittedValues[string] | undefined): string[] {
  return [value ?? []].flat().map((entry) => (typeof entry === "string" ? entry.trim() : ""));
}

/** What the form posted, as the editor wrote it (trimmed); also what a refused form shows again. */
export function staticListingValues(submitted: SubmittedValues): StaticListingRowValues[] {
  const ids = list(submitted.itemId).slice(0, MAX_ROWS + 1);
  const prices = list(submitted.price);
  const stock = list(submitted.inStock);
  const descriptions = list(submitted.description);
  const alts = list(submitted.imageAlt);
  const visible = new Set(list(submitted.visible));
  return ids.map((id, row) => ({
    id,
    newImage: list(submitted[uploadedImageFieldName(id)])[0] ?? "",
    price: prices[row] ?? "",
    inStock: stock[row] !== "no",
    description: descriptions[row] ?? "",
    imageAlt: alts[row] ?? "",
    isVisible: visible.has(id),
  }));
}

export type ListingPrice = { ok: true; value: string | null } | { ok: false; message: string };

/**
 * The price as the page keeps it: null is 'Consultar precio'; an amount, read by readTypedNumber
 * («45,50», «1.250,50», «$ 185»; «1.250» is refused as ambiguous), is stored with a dot for
 * decimals («45.50», «185»), since the public page formats it; a word («Consultar») is shown as
 * written.
 */
export function readListingPrice(typed: string): ListingPrice {
  const text = typed.trim();
  if (/\d/.test(text)) {
    const read = readTypedNumber(text, PRICE_RULES);
    if (!read.ok) return read;
    return { ok: true, value: read.value === null ? null : read.value.toFixed(Number.isInteger(read.value) ? 0 : 2) };
  }
  if (text === "") return { ok: true, value: null };
  return /^[\p{L} ]+$/u.test(text) && text.length <= MAX_PRICE_WORDING_LENGTH
    ? { ok: true, value: text }
    : { ok: false, message: staticListingMessages.price };
}

/** The stored form of a price the rules below accepted. */
function storedPrice(typed: string): string | null {
  const read = readListingPrice(typed);
  return read.ok ? read.value : null;
}

const rowObject = z.object({
  id: z.uuid(),
  price: z.string(),
  inStock: z.boolean(),
  description: z.string(),
  imageAlt: z.string(),
  isVisible: z.boolean(),
  newImage: z.string(),
});

const rowsObject = z
  .object({ rows: z.array(rowObject).min(1).max(MAX_ROWS) })
  .superRefine(({ rows }, context) => {
    rows.forEach((row, index) => {
      const issue = (field: string, message: string) => context.addIssue({ code: "custom", path: [`rows.${index}.${field}`], message });
      const price = readListingPrice(row.price);
      if (!price.ok) issue("price", price.message);
      if (row.description === "") issue("description", staticListingMessages.description);
      if (row.description.length > MAX_DESCRIPTION_LENGTH) issue("description", staticListingMessages.tooLong(MAX_DESCRIPTION_LENGTH));
      if (row.imageAlt.length > MAX_IMAGE_ALT_LENGTH) issue("imageAlt", staticListingMessages.tooLong(MAX_IMAGE_ALT_LENGTH));
      if (row.newImage !== "" && !UPLOADED_PRODUCT_IMAGE.test(row.newImage)) issue("image", staticListingMessages.uploadedImage);
    });
  })
  // Each row's price as stored (the refinement above has refused any other).
  .transform(({ rows }) => ({ rows: rows.map((row) => ({ ...row, price: storedPrice(row.price) })) }));

/** The form's rules: what is stored is exactly what passed them. */
export const staticListingSchema = z.preprocess((input) => ({ rows: staticListingValues(input as SubmittedValues) }), rowsObject);

export type StaticListingSubmission = z.infer<typeof rowsObject>;

/** A Subir/Bajar button of a row: it saves the list with that row moved. */
export type MoveIntent = { direction: "up" | "down"; id: string };

export function parseMoveIntent(intent: string): MoveIntent | null {
  const match = /^(up|down)-([0-9a-f-]{36})$/.exec(intent);
  return match ? { direction: match[1] as "up" | "down", id: match[2]! } : null;
}

/** The rows with one moved a place up or down (unchanged at either end). */
export function applyMove<Row extends { id: string }>(rows: readonly Row[], move: MoveIntent): Row[] {
  const moved = [...rows];
  const from = moved.findIndex((row) => row.id === move.id);
  const to = move.direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= moved.length) return moved;
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}
