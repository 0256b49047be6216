// Site search (/buscar): the shapes the server's search and the pages that show it share, and the
// rules for what a visitor typed. Pure: the header field's script imports it too.

/** The results groups, in the order the page shows them. */
export const searchGroups = [
  { kind: "product", heading: "Productos" },
  { kind: "page", heading: "Páginas" },
  { kind: "article", heading: "Noticias" },
] as const;

export type SearchGroupKind = (typeof searchGroups)[number]["kind"];

/** The results page's address and the name of its query parameter. */
export const SEARCH_PATH = "/buscar";
export const SEARCH_PARAM = "q";
/** Where the header field asks for suggestions (`?q=`), answered as JSON. */
export const SEARCH_SUGGESTIONS_PATH = "/buscar/sugerencias";

/** Longer input is cut here: no product name or question needs more. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** At most this many words are searched; the rest are ignored. */
export const SEARCH_MAX_WORDS = 8;
/** Suggestions start from this many characters. */
export const SUGGESTIONS_MIN_LENGTH = 2;

/** A piece of shown text; `match` marks the words the visitor searched (shown highlighted). */
export interface TextPart {
  text: string;
  match: boolean;
}

export interface SearchHit {
  id: string;
  kind: SearchGroupKind;
  /** Where the result leads: a path of this site ("/producto/…", "/tambo", "/noticias/…"). */
  path: string;
  title: string;
  titleParts: TextPart[];
  /** A short passage around the first matched word (or the summary), with the matches marked. */
  snippet: TextPart[];
  /** The stored image address (an /uploads/ or /images/ path), when the thing has one. */
  image: { src: string; alt: string } | null;
  /** Articles: ISO date of publication. */
  publishedAt: string | null;
}

export interface SearchGroupResult {
  kind: SearchGroupKind;
  heading: string;
  /** How many documents of this group matched (the hits are the best of them). */
  total: number;
  hits: SearchHit[];
}

export interface SearchResults {
  /** What was searched, cleaned (control characters out, spaces collapsed, cut to the maximum). */
  query: string;
  /** When nothing matched as typed and a corrected spelling did: the words searched instead. */
  correctedQuery: string | null;
  /** The three groups in order; a group without hits is still listed with total 0. */
  groups: SearchGroupResult[];
  total: number;
  /** When nothing matched: the closest words the site does use, to offer as new searches. */
  suggestions: string[];
}

/** One entry of the header field's suggestions list. */
export interface SearchSuggestion {
  id: string;
  kind: SearchGroupKind;
  path: string;
  title: string;
  titleParts: TextPart[];
}
