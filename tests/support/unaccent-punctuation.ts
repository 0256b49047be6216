const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => first + index);

/**
 * The code points the search keeps as letters or digits (app/lib/search-text.ts) that `unaccent`
 * turns into punctuation, found by passing every code point through it on PGlite and on PostgreSQL
 * 15 (the same 81 on both; tests/integration/site-search-input.test.ts checks this list against the
 * database it runs on). Seven of them are letters whose result is tsquery syntax: ŉ ʹ ʻ ʼ ʽ ˈ ː.
 */
export const UNACCENT_PUNCTUATION: readonly number[] = [
  ...range(0x00bc, 0x00be), // ¼ ½ ¾ → 1/4 1/2 3/4
  0x0149, // ŉ → 'n
  ...[0x02b9, 0x02ba, 0x02bb, 0x02bc, 0x02bd, 0x02c6, 0x02c8, 0x02cb, 0x02d0], // ʹ ʺ ʻ ʼ ʽ ˆ ˈ ˋ ː → ' " ' ' ' ^ ' ` :
  ...range(0x2150, 0x215f), // ⅐ … ⅟ → 1/7 … 1/
  0x2189, // ↉ → 0/3
  ...range(0x2474, 0x2487), // ⑴ … ⒇ → (1) … (20)
  ...range(0x2488, 0x249b), // ⒈ … ⒛ → 1. … 20.
  ...range(0x1f100, 0x1f10a), // 🄀 … 🄊 → 0. 0, 1, … 9,
];
