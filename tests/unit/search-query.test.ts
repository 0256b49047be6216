import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { prefixMatchQuery } from "~/.server/search/search-query";
import { queryWords } from "~/lib/search-text";
import { UNACCENT_PUNCTUATION } from "../support/unaccent-punctuation";

// The site search's full-text query: what the visitor typed reaches the database only as a bound
// parameter, normalised there before any query is made of it. The database side (no error for any
// input, the same matches) is in tests/integration/site-search-input.test.ts.

const dialect = new PgDialect();
const statement = (typed: string) => dialect.sqlToQuery(prefixMatchQuery(queryWords(typed)));

describe("the search's full-text query", () => {
  const plain = statement("desinfección vacas");

  it("binds the searched words as one parameter", () => {
    expect(plain.params).toEqual(["desinfeccion vacas"]);
    expect(plain.sql).not.toContain("desinfeccion");
  });

  it("is the same statement, with the words bound, whatever the visitor typed", () => {
    const typed = ["a:* & !b | (c)", "'; drop table products; --", "tambo\\", "''", "x <-> y"];
    for (const codePoint of UNACCENT_PUNCTUATION) {
      const character = String.fromCodePoint(codePoint);
      typed.push(character, `a${character}b`, `tambo ${character}`, character.repeat(3));
    }
    for (const text of typed) {
      const query = statement(text);
      expect(query.sql, text).toBe(plain.sql);
      expect(query.params, text).toEqual([queryWords(text).join(" ")]);
    }
  });

  it("hands the database the letters unaccent turns into punctuation as they were typed", () => {
    // ʼ and ː are letters to Unicode; only the database's unaccent makes them ' and :, and the
    // query is made after it (search-query.ts), so they never become query syntax.
    expect(queryWords("ʼ aːb ŉ ⑴")).toEqual(["ʼ", "aːb", "ŉ", "⑴"]);
    expect(statement("ʼ aːb").params).toEqual(["ʼ aːb"]);
  });
});
