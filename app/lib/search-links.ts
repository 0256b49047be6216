import { SEARCH_PARAM, SEARCH_PATH, SEARCH_SUGGESTIONS_PATH } from "./search";
import { cleanQuery, foldText } from "./search-text";

// The addresses of site search and what a visitor typed into them, read the same way by the results
// page, the suggestions endpoint and the header field's script. Pure and small: the header loads it.

/** The results page for `query` (`/buscar` alone for an empty one). */
export function searchHref(query: string): string {
  const cleaned = cleanQuery(query);
  return cleaned ? `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: cleaned })}` : SEARCH_PATH;
}

/** Where the header field asks for suggestions for `query`. */
export function suggestionsHref(query: string): string {
  return `${SEARCH_SUGGESTIONS_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: cleanQuery(query) })}`;
}

/** The query of a search address: the first `q` when the address repeats it, cleaned as the search cleans it; "" without one. */
export function searchQueryFromUrl(url: URL): string {
  return cleanQuery(url.searchParams.get(SEARCH_PARAM) ?? "");
}

/**
 * The alt text of a result's picture, which sits beside the result's title: the stored description
 * when it says more than the title, else empty (the picture then adds nothing a screen reader
 * should hear twice).
 */
export function resultImageAlt(title: string, alt: string | null | undefined): string {
  const fold = (text: string) =>
    foldText(text)
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  const description = alt?.trim() ?? "";
  return description && fold(description) !== fold(title) ? description : "";
}
