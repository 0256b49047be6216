const minorWords = new Set(["de", "del", "la", "las", "el", "los", "y", "e", "o", "para", "en"]);

/** Up to two initials of the significant words of a title: 'Conservación de forrajes' → 'CF'. */
export function initials(title: string): string {
  return title
    .split(/\s+/)
    .filter((word) => word && !minorWords.has(word.toLowerCase()))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}
