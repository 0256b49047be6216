// Listing order rules of docs/requirements.md §7: some pages lift one product line to the top of
// the list and keep the newest-first order within both groups.

/** Returns a copy with the products whose name matches `pattern` first; the order is otherwise kept. */
export function withMatchingNamesFirst<T extends { name: string }>(products: readonly T[], pattern: RegExp): T[] {
  const matches = (product: T) => new RegExp(pattern.source, pattern.flags.replace("g", "")).test(product.name);
  return [...products.filter(matches), ...products.filter((product) => !matches(product))];
}

/** Baling nets: the TamaNet line first. */
export const BALING_NET_FIRST = /tamanet/i;

/** Silage covers: the oxygen-barrier line, written 'O2' or with a subscript 'O₂', first. */
export const SILAGE_COVER_FIRST = /\bO[2₂]/i;
