import { describe, expect, it } from "vitest";
import { cleanQuery, foldText, markWords, queryWords, snippetAround } from "~/lib/search-text";

const marked = (parts: { text: string; match: boolean }[]) => parts.filter((part) => part.match).map((part) => part.text);

describe("what the visitor typed", () => {
  it("is cleaned of control characters and extra spaces and cut to 100 characters", () => {
    expect(cleanQuery("  sellador\u0000 post\t\ndipping\u200b ")).toBe("sellador post dipping");
    expect(cleanQuery("a".repeat(1000))).toHaveLength(100);
  });

  it("becomes folded words of letters and digits only, each once, at most eight", () => {
    expect(queryWords("Desinfección DESINFECCION ñandú")).toEqual(["desinfeccion", "nandu"]);
    expect(queryWords("'; drop table products; --")).toEqual(["drop", "table", "products"]);
    expect(queryWords("a:* & !b | (c)")).toEqual(["a", "b", "c"]);
    expect(queryWords("!!! ¿¿ ---")).toEqual([]);
    expect(queryWords("uno dos tres cuatro cinco seis siete ocho nueve")).toHaveLength(8);
  });

  it("folds accents and the eñe like the database's unaccent", () => {
    expect(foldText("Ordeñe ÁÉÍÓÚÜ")).toBe("ordene aeiouu");
  });
});

describe("marking the words found", () => {
  it("marks whole words that begin like a searched word or its singular, ignoring accents", () => {
    const parts = markWords("Desinfección de pezones y desinfectantes", ["desinfeccion", "pezones"]);
    expect(marked(parts)).toEqual(["Desinfección", "pezones"]);
    expect(parts.map((part) => part.text).join("")).toBe("Desinfección de pezones y desinfectantes");
    expect(marked(markWords("Una vaca y dos vacas", ["vacas"]))).toEqual(["vaca", "vacas"]);
  });

  it("cuts a passage around the first match at word boundaries, with ellipses", () => {
    const text = `${"Texto previo sobre el tambo y la sala de ordeñe. ".repeat(4)}El biofilm en las cañerías baja la calidad del agua. ${"Más texto al final del artículo. ".repeat(6)}`;
    const snippet = snippetAround(text, ["biofilm"])!;
    const passage = snippet.map((part) => part.text).join("");
    expect(passage.startsWith("…")).toBe(true);
    expect(passage.endsWith("…")).toBe(true);
    expect(passage.length).toBeLessThanOrEqual(182);
    expect(marked(snippet)).toEqual(["biofilm"]);
    expect(passage).not.toMatch(/^…\s/);
    expect(snippetAround(text, ["tractor"])).toBeNull();
  });
});
