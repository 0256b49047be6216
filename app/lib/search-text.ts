import { SEARCH_MAX_WORDS, SEARCH_QUERY_MAX_LENGTH, type TextPart } from "./search";

// What a visitor typed into the search field, as the search uses it, and the marking of the words
// found in a result's text. The database folds text the same way (unaccent + lower case), so a word
// folded here is a word the index holds.

/** Lower case without accents or the eñe's tilde: "Desinfección" → "desinfeccion". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The query as searched and shown back: no control characters, single spaces, at most the maximum. */
export function cleanQuery(typed: string): string {
  return typed
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SEARCH_QUERY_MAX_LENGTH)
    .trim();
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The words to search for: folded, letters and digits only (punctuation, quotes and operators are
 * separators), each once, at most the maximum. The database makes its query from them after its
 * own normalisation (app/.server/search/search-query.ts), never from text assembled here.
 */
export function queryWords(query: string): string[] {
  const words = foldText(query).match(WORD) ?? [];
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}

/** The beginning a word of the text must have to count as the searched word or a form of it. */
function matchStem(word: string): string {
  if (word.length >= 5 && word.endsWith("es")) return word.slice(0, -2);
  if (word.length >= 4 && word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** The text in parts, the words that begin like a searched word (or its singular) marked. */
export function markWords(text: string, words: readonly string[]): TextPart[] {
  const stems = words.map(matchStem);
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    const folded = foldText(found[0]);
    if (!stems.some((stem) => folded.startsWith(stem))) continue;
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return mergeParts(parts);
}

function mergeParts(parts: TextPart[]): TextPart[] {
  const merged: TextPart[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    if (previous && previous.match === part.match && !part.match) previous.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}

const SNIPPET_LENGTH = 180;
/** How much text is kept before the first match, so the passage starts with some context. */
const LEAD = 50;

/**
 * A passage of `text` around the first searched word, cut at word boundaries with an ellipsis where
 * it was cut, the searched words marked; null when the text holds none of them.
 */
export function snippetAround(text: string, words: readonly string[], length = SNIPPET_LENGTH): TextPart[] | null {
  const flat = text.replace(/\s+/g, " ").trim();
  const parts = markWords(flat, words);
  const firstMatch = parts.findIndex((part) => part.match);
  if (firstMatch < 0) return null;
  const matchAt = parts.slice(0, firstMatch).reduce((sum, part) => sum + part.text.length, 0);
  let start = Math.max(0, matchAt - LEAD);
  if (start > 0) {
    const space = flat.indexOf(" ", start);
    start = space >= 0 && space < matchAt ? space + 1 : matchAt;
  }
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const space = flat.lastIndexOf(" ", end);
    if (space > matchAt) end = space;
  }
  const passage = `${start > 0 ? "…" : ""}${flat.slice(start, end)}${end < flat.length ? "…" : ""}`;
  return markWords(passage, words);
}

/** The beginning of a text as a passage (no match to centre on), cut at a word boundary. */
export function leadingPassage(text: string, words: readonly string[], length = SNIPPET_LENGTH): TextPart[] {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return markWords(flat, words);
  const space = flat.lastIndexOf(" ", length);
  return markWords(`${flat.slice(0, space > 0 ? space : length)}…`, words);
}
