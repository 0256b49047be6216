import { type SQL, sql } from "drizzle-orm";

// The full-text query of the site search, built in the database from the searched words.
//
// The words (app/lib/search-text.ts: letters and digits only) are one bound parameter, normalised
// exactly as the documents are (to_tsvector('spanish', unaccent(…)), migration 0014), and the query
// is made from the resulting lexemes, each quoted as a literal. Query text is never assembled
// before unaccent: it maps some letters and digits to punctuation (ʼ → ', ː → :, ⑴ → (1), ½ → 1/2;
// tests/support/unaccent-punctuation.ts lists them), which would then be tsquery syntax the visitor typed.

/**
 * A tsquery finding the documents that hold every word, each also as the beginning of a longer one
 * ("inocul" finds "inoculante": the visitor may still be typing it). Null (matches nothing) when no
 * word is left after normalising (stop words such as "de", or letters unaccent turns to punctuation).
 */
export function prefixMatchQuery(words: readonly string[]): SQL {
  // In a tsquery literal a quote is doubled and a backslash escaped; the lexemes come from the
  // database's own parser, and this quoting keeps any of them a plain lexeme.
  return sql`(select string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''':*', ' & ' order by lexeme)
                from unnest(to_tsvector('spanish', unaccent(${words.join(" ")}::text))))::tsquery`;
}
