// «Mi consulta», the visitor's quote list: its limits and where an «Agregar a mi consulta» form may
// send the visitor back to (a typed quantity is read in ./quote-quantity.ts, which only the server
// needs: this module is in every public page's script). Shared by the server (app/.server/quotes/)
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
