import { describe, expect, it } from "vitest";
import { searchPageCopy } from "~/content/search";
import { nextActiveIndex } from "~/lib/listbox-keys";
import { SEARCH_QUERY_MAX_LENGTH } from "~/lib/search";
import { resultImageAlt, searchHref, searchQueryFromUrl, suggestionsHref } from "~/lib/search-links";

const queryOf = (href: string) => searchQueryFromUrl(new URL(href, "https://example.com"));

describe("search addresses", () => {
  it("leads a query to the results page and the suggestions, encoded, and an empty one to the bare page", () => {
    expect(searchHref("sellador post dipping")).toBe("/buscar?q=sellador+post+dipping");
    expect(searchHref("Desinfección & agua")).toBe("/buscar?q=Desinfecci%C3%B3n+%26+agua");
    expect(searchHref("   ")).toBe("/buscar");
    expect(suggestionsHref(" inoc ")).toBe("/buscar/sugerencias?q=inoc");
    expect(queryOf(searchHref("Desinfección & agua"))).toBe("Desinfección & agua");
  });

  it("reads the query as one line of bounded length, whatever the address carries", () => {
    expect(queryOf("/buscar?q=%20red%0A%0Dpara%09fardos%1B%5B31m%20")).toBe("red para fardos [31m");
    expect(queryOf(`/buscar?q=${"a".repeat(1000)}`)).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    expect(queryOf("/buscar?q=' or 1=1 --")).toBe("' or 1=1 --");
    // A repeated parameter: the first one counts.
    expect(queryOf("/buscar?q=biofilm&q=inoculante")).toBe("biofilm");
    expect(queryOf("/buscar")).toBe("");
    expect(queryOf("/buscar?q=")).toBe("");
  });
});

describe("a result's picture", () => {
  it("is described when its text says more than the title beside it, and silent when it repeats it", () => {
    expect(resultImageAlt("Red TamaNet Original", "Rollo de red TamaNet sobre un fardo")).toBe("Rollo de red TamaNet sobre un fardo");
    expect(resultImageAlt("Red TamaNet Original", "red tamanet original")).toBe("");
    expect(resultImageAlt("Desinfección ambiental", " Desinfeccion, ambiental. ")).toBe("");
    expect(resultImageAlt("Silotrato", "")).toBe("");
    expect(resultImageAlt("Silotrato", null)).toBe("");
  });
});

describe("the suggestions list's arrow keys", () => {
  it("go down from the field to each option and back to the field past the last", () => {
    expect(nextActiveIndex(-1, 3, "ArrowDown")).toBe(0);
    expect(nextActiveIndex(0, 3, "ArrowDown")).toBe(1);
    expect(nextActiveIndex(2, 3, "ArrowDown")).toBe(-1);
  });

  it("go up from the field to the last option and back to the field past the first", () => {
    expect(nextActiveIndex(-1, 3, "ArrowUp")).toBe(2);
    expect(nextActiveIndex(1, 3, "ArrowUp")).toBe(0);
    expect(nextActiveIndex(0, 3, "ArrowUp")).toBe(-1);
  });

  it("stay on the field when the list is empty", () => {
    expect(nextActiveIndex(-1, 0, "ArrowDown")).toBe(-1);
    expect(nextActiveIndex(-1, 0, "ArrowUp")).toBe(-1);
  });
});

describe("the results summary", () => {
  it("counts the results and each group, in the groups' order, singular and plural", () => {
    const groups = [
      { kind: "product", total: 5 },
      { kind: "page", total: 1 },
      { kind: "article", total: 0 },
    ] as const;
    expect(searchPageCopy.summary("red", groups)).toBe("6 resultados para «red»: 5 productos, 1 página y 0 noticias.");
    expect(searchPageCopy.summary("scio", [{ kind: "product", total: 1 }])).toBe("1 resultado para «scio»: 1 producto.");
  });
});
