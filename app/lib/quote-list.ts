import { readTypedNumber, type TypedNumberRules } from "./typed-number";

// «Mi consulta», the visitor's quote list: its limits, how a typed quantity is read and where an
// «Agregar a mi consulta» form may send the visitor back to. Shared by the server (app/.server/quotes/)
// and the pages. Design: docs/decisions/035-quote-list-and-lead-pipeline.md.

export const QUOTE_PATH = "/mi-consulta";

export const QUOTE_LIMITS = {
  /** Products in one list. */
  items: 30,
  /** Characters of one item's note. */
  note: 300,
  /** New lists one client address may start per hour. */
  newListsPerHour: 20,
  /** Days a list is kept after its last change (the cookie's lifetime too). */
  days: 30,
} as const;

/** A quantity: whole units, 1 to 99.999, written as Uruguayans write them ("1.000" is a thousand). */
export const QUANTITY_RULES: TypedNumberRules = { decimals: 0, max: 99_999, noun: "la cantidad" };

export const quoteItemKinds = ["product", "listing", "pallet"] as const;
export type QuoteKind = (typeof quoteItemKinds)[number];

/** What an «Agregar a mi consulta» form posts to name its product: a database product, a static listing row, a pallet product. */
export interface QuoteRef {
  kind: QuoteKind;
  ref: string;
}

export function isQuoteKind(value: string): value is QuoteKind {
  return (quoteItemKinds as readonly string[]).includes(value);
}

/** A typed quantity as a whole number of units from 1 to 99.999, or the message that says how it was read. */
export function readQuantity(typed: string): { ok: true; value: number } | { ok: false; message: string } {
  // typed-number's "no puede ser negativo" would not agree with «la cantidad».
  if (typed.trim().startsWith("-")) return { ok: false, message: `La cantidad tiene que ser al menos 1: «${typed.trim()}» es negativa.` };
  const read = readTypedNumber(typed, QUANTITY_RULES);
  if (!read.ok) return read;
  if (read.value === null) return { ok: false, message: "Escribí cuántas unidades querés, por ejemplo 1 o 1.000." };
  if (read.value < 1) return { ok: false, message: `La cantidad tiene que ser al menos 1: «${typed.trim()}» se lee como ${read.value}.` };
  return { ok: true, value: read.value };
}

const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/**
 * Where to send the visitor back after adding: a path of this site ("/botas-bekina"), never
 * another site ("//elsewhere.example", "https://…", "/\\elsewhere"). Anything else is /mi-consulta.
 */
export function returnPath(typed: string | undefined): string {
  const path = (typed ?? "").trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\") || [...path].some(isControl)) return QUOTE_PATH;
  return path.slice(0, 500);
}
