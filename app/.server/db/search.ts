import { type AnyColumn, or, type SQL, sql } from "drizzle-orm";

// The admin lists' search (app/admin/lib/lists.ts): case- and accent-insensitive, in SQL, the same
// on PGlite and PostgreSQL without extensions (no unaccent, no ILIKE collation surprises). Both
// sides are folded by the same expression: Spanish accents and the eñe to their plain letters with
// translate() first, then lower(), which every locale (the C one included) applies to ASCII.
// What the user typed is matched literally: %, _ and \ are escaped for LIKE.

const ACCENTED = "ÁÉÍÓÚÜÑáéíóúüñ";
const PLAIN = "AEIOUUNaeiouun";

/** The folded form of a column or a value: no Spanish accents, lower case. */
export function folded(value: AnyColumn | SQL): SQL {
  return sql`lower(translate(${value}, ${ACCENTED}, ${PLAIN}))`;
}

/** What was typed, as a LIKE pattern that matches it literally anywhere in the text. */
export function containsPattern(typed: string): string {
  return `%${typed.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Rows where any of `columns` contains what was typed, ignoring case and accents
 * ("desinfeccion" finds "Desinfección"); undefined (no condition) when nothing was typed.
 */
export function foldedSearch(typed: string, columns: readonly (AnyColumn | SQL)[]): SQL | undefined {
  const trimmed = typed.trim();
  if (trimmed === "" || columns.length === 0) return undefined;
  const pattern = sql`lower(translate(${containsPattern(trimmed)}::text, ${ACCENTED}, ${PLAIN}))`;
  return or(...columns.map((column) => sql`${folded(column)} like ${pattern} escape '\\'`));
}
