import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import { searchGroups, type SearchGroupKind, type SearchHit, type SearchResults, type SearchSuggestion } from "~/lib/search";
import { cleanQuery, leadingPassage, markWords, queryWords, snippetAround } from "~/lib/search-text";
import { prefixMatchQuery } from "./search-query";
import { SiteSearchError } from "./site-search-error";

// The site search over the index of migration 0014 (docs/decisions/018-site-search.md): full-text
// with the Spanish configuration over unaccented text, every word also as a prefix, ranked by
// where the words are (title over keywords and summary over body), and, when nothing matches as
// typed, misspelt words corrected to the closest word the site uses (trigram similarity). Only what
// a visitor can read at the moment of the search is found, corrected to or offered: a scheduled
// article's words wait for its date like the article.

interface MatchedRow {
  id: string;
  kind: SearchGroupKind;
  path: string;
  title: string;
  summary: string;
  body: string;
  image: string | null;
  image_alt: string | null;
  published_at: string | Date | null;
  total: number;
}

/** Below this trigram similarity a word of the site is not offered as the one meant. */
const CLOSEST_WORD_SIMILARITY = 0.3;
/** Words at least this similar are offered as new searches when nothing was found. */
const OFFERED_WORD_SIMILARITY = 0.2;
const DEFAULT_PER_GROUP = 10;
const DEFAULT_SUGGESTIONS = 6;
/** Words offered when nothing was found. */
const MAX_SUGGESTIONS = 5;

/** Documents (alias `d`) a visitor can read at `now`: a scheduled article only from its date on. */
function readableAt(now: Date): SQL {
  return sql`(d.published_at is null or d.published_at <= ${now.toISOString()}::timestamptz)`;
}

/** The site's words (`word` folded, `display` as written) from the documents readable at `now`. */
function readableWords(now: Date): SQL {
  return sql`(select s.word, s.display from search_words s join search_documents d on d.id = s.document_id where ${readableAt(now)})`;
}

/**
 * The best `perGroup` documents of each group holding every word, with each group's total. A
 * document whose title alone holds every word ranks above one that only mentions them.
 */
async function matchDocuments(db: Database, words: readonly string[], now: Date, perGroup: number): Promise<MatchedRow[]> {
  return queryRows<MatchedRow>(
    db,
    sql`
      with q as (select ${prefixMatchQuery(words)} as query),
      matched as (
        select d.id, d.kind, d.path, d.title, d.summary, d.body, d.image, d.image_alt, d.published_at,
               ts_rank(d.vector, q.query) + case when ts_filter(d.vector, '{a}') @@ q.query then 1 else 0 end as rank
          from search_documents d, q
         where d.vector @@ q.query and ${readableAt(now)}
      ),
      ranked as (
        select *, row_number() over (partition by kind order by rank desc, title) as position,
               count(*) over (partition by kind)::int as total
          from matched
      )
      select id, kind, path, title, summary, body, image, image_alt, published_at, total
        from ranked where position <= ${perGroup}
       order by rank desc, title`,
  );
}

interface WordCheck {
  word: string;
  /** Some word of the site begins with it. */
  known: boolean;
  /** The site's closest word to it (folded, and as written), when one is close enough. */
  closest: string | null;
  closestDisplay: string | null;
  /** How the site writes it, with its accents, when it is one of its words. */
  display: string | null;
}

/** Each searched word checked against the site's vocabulary (search_words) readable at `now`. */
async function checkWords(db: Database, words: readonly string[], now: Date): Promise<WordCheck[]> {
  const rows = await queryRows<{
    word: string;
    known: boolean;
    closest: string | null;
    closest_display: string | null;
    display: string | null;
  }>(
    db,
    sql`
      select w as word,
             exists (select 1 from ${readableWords(now)} s where s.word like w || '%') as known,
             (select s.display from ${readableWords(now)} s where s.word = w limit 1) as display,
             c.word as closest, c.display as closest_display
        from unnest(string_to_array(${words.join(" ")}, ' ')) as w
        left join lateral (
          select s.word, min(s.display) as display
            from ${readableWords(now)} s
           where s.word % w and similarity(s.word, w) >= ${CLOSEST_WORD_SIMILARITY}
           group by s.word
           order by max(similarity(s.word, w)) desc, s.word
           limit 1
        ) c on true`,
  );
  return rows.map((row) => ({
    word: row.word,
    known: row.known,
    closest: row.closest,
    closestDisplay: row.closest_display,
    display: row.display,
  }));
}

/**
 * Words of the site somewhat like `word`, as written there, the closest first: looser than the
 * correction (which only takes a word it is fairly sure of), since these are only offered.
 */
async function closeWords(db: Database, word: string, limit: number, now: Date): Promise<string[]> {
  const rows = await queryRows<{ display: string }>(
    db,
    sql`
      select min(s.display) as display
        from ${readableWords(now)} s
       where s.word <> ${word} and similarity(s.word, ${word}) >= ${OFFERED_WORD_SIMILARITY}
       group by s.word
       order by max(similarity(s.word, ${word})) desc, s.word
       limit ${limit}`,
  );
  return rows.map((row) => row.display);
}

/**
 * The words to search instead when some were not found as typed: each unknown word replaced by the
 * site's closest word, or left out when none is close. Null when there is nothing to change.
 */
function correctedWords(checks: readonly WordCheck[]): { words: string[]; shown: string } | null {
  if (checks.every((check) => check.known)) return null;
  const kept = checks.flatMap((check) =>
    check.known
      ? [{ word: check.word, shown: check.display ?? check.word }]
      : check.closest
        ? [{ word: check.closest, shown: check.closestDisplay ?? check.closest }]
        : [],
  );
  if (kept.length === 0) return null;
  return { words: kept.map((entry) => entry.word), shown: kept.map((entry) => entry.shown).join(" ") };
}

function toHit(row: MatchedRow, words: readonly string[]): SearchHit {
  const snippet = snippetAround(row.body, words) ?? snippetAround(row.summary, words) ?? leadingPassage(row.summary || row.body, words);
  return {
    id: row.id,
    kind: row.kind,
    path: row.path,
    title: row.title,
    titleParts: markWords(row.title, words),
    snippet,
    image: row.image ? { src: row.image, alt: row.image_alt ?? "" } : null,
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
  };
}

function groupResults(rows: readonly MatchedRow[], words: readonly string[]): SearchResults["groups"] {
  return searchGroups.map(({ kind, heading }) => {
    const ofGroup = rows.filter((row) => row.kind === kind);
    return { kind, heading, total: ofGroup[0]?.total ?? 0, hits: ofGroup.map((row) => toHit(row, words)) };
  });
}

/** What the results page shows for what the visitor typed (any text: it is cleaned here). */
export function searchSite(db: Database, typed: string, options: { perGroup?: number; now?: Date } = {}): Promise<SearchResults> {
  return SiteSearchError.from(() => findResults(db, typed, options));
}

async function findResults(db: Database, typed: string, options: { perGroup?: number; now?: Date }): Promise<SearchResults> {
  const query = cleanQuery(typed);
  const words = queryWords(query);
  const empty: SearchResults = { query, correctedQuery: null, groups: groupResults([], words), total: 0, suggestions: [] };
  if (words.length === 0) return empty;
  const now = options.now ?? new Date();
  const perGroup = options.perGroup ?? DEFAULT_PER_GROUP;

  let searched = words;
  let correctedQuery: string | null = null;
  let rows = await matchDocuments(db, words, now, perGroup);
  let checks: WordCheck[] | undefined;
  if (rows.length === 0) {
    checks = await checkWords(db, words, now);
    const corrected = correctedWords(checks);
    if (corrected) {
      rows = await matchDocuments(db, corrected.words, now, perGroup);
      if (rows.length > 0) {
        searched = corrected.words;
        correctedQuery = corrected.shown;
      }
    }
  }
  if (rows.length === 0) return { ...empty, suggestions: await suggestionsFor(db, checks ?? (await checkWords(db, words, now)), now) };

  const groups = groupResults(rows, searched);
  return { query, correctedQuery, groups, total: groups.reduce((sum, group) => sum + group.total, 0), suggestions: [] };
}

/**
 * Searches to offer when nothing was found: for a misspelt word the site's closest words, and for
 * words the site has but never together, each of them on its own.
 */
async function suggestionsFor(db: Database, checks: readonly WordCheck[], now: Date): Promise<string[]> {
  const offered: string[] = [];
  for (const check of checks) {
    if (check.known) {
      if (checks.length > 1) offered.push(check.display ?? check.word);
    } else {
      offered.push(...(await closeWords(db, check.word, 2, now)));
    }
  }
  return [...new Set(offered)].slice(0, MAX_SUGGESTIONS);
}

/** The header field's suggestions: the best documents of any group for what has been typed so far. */
export function suggestSearch(db: Database, typed: string, options: { limit?: number; now?: Date } = {}): Promise<SearchSuggestion[]> {
  return SiteSearchError.from(() => findSuggestions(db, typed, options));
}

async function findSuggestions(db: Database, typed: string, options: { limit?: number; now?: Date }): Promise<SearchSuggestion[]> {
  const words = queryWords(cleanQuery(typed));
  if (words.length === 0) return [];
  const now = options.now ?? new Date();
  const limit = options.limit ?? DEFAULT_SUGGESTIONS;
  let searched = words;
  let rows = await matchDocuments(db, words, now, limit);
  if (rows.length === 0) {
    const corrected = correctedWords(await checkWords(db, words, now));
    if (corrected) {
      searched = corrected.words;
      rows = await matchDocuments(db, searched, now, limit);
    }
  }
  return rows
    .slice(0, limit)
    .map((row) => ({ id: row.id, kind: row.kind, path: row.path, title: row.title, titleParts: markWords(row.title, searched) }));
}
