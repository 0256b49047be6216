import { diffWords } from "diff";

// An article body's change as a person reads it: its readable text (no HTML), word by word, with
// what was taken out and what was put in (docs/decisions/034-history-trash-media-redirects.md). The
// words are compared by jsdiff; long stretches nobody touched are shortened around the changes.

export interface TextDiffPart {
  kind: "same" | "added" | "removed";
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The words of stored HTML as a reader sees them: block ends become line breaks, tags go, entities are read. */
export function plainTextOf(html: string | null | undefined): string {
  if (!html) return "";
  return html
    .replace(/<(?:br|hr)\b[^>]*>/gi, "\n")
    .replace(/<\/(?:p|h[1-6]|li|blockquote|figure|figcaption|pre|div|tr)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

/** Words of unchanged text kept on each side of a change; the rest of a long unchanged stretch reads «…». */
const CONTEXT_WORDS = 8;

function shorten(text: string, keepStart: boolean, keepEnd: boolean): string {
  const words = text.split(/(\s+)/);
  // split with a capture group alternates word, space, word…: 2 entries per word.
  const keep = CONTEXT_WORDS * 2;
  const limit = (keepStart ? keep : 0) + (keepEnd ? keep : 0) + 2;
  if (words.length <= limit) return text;
  const start = keepStart ? words.slice(0, keep).join("") : "";
  const end = keepEnd ? words.slice(-keep).join("") : "";
  return `${start}${keepStart ? " " : ""}…${keepEnd ? " " : ""}${end}`;
}

/**
 * What changed between two texts, word by word, in reading order; null when nothing did. Long
 * unchanged stretches are shortened to the words around each change.
 */
export function wordDiff(before: string, after: string): TextDiffPart[] | null {
  if (before === after) return null;
  const changes = diffWords(before, after);
  return changes.map((change, index) => {
    if (change.added) return { kind: "added", text: change.value };
    if (change.removed) return { kind: "removed", text: change.value };
    return { kind: "same", text: shorten(change.value, index > 0, index < changes.length - 1) };
  });
}
