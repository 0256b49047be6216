// Slugs and tags of the article form (docs/requirements.md §5), shared by the editor (live slug)
// and the server.

/** 'Ñandú Año Único!' → 'nandu-ano-unico': lowercase, accents removed, other runs to hyphens, edges trimmed. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** 'ordeñe, higiene ,, tambo' → ['ordeñe', 'higiene', 'tambo']: split on commas, trimmed, blanks and repeats dropped. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
  return [...new Set(tags)];
}
