import { desc, gte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { searchQueries } from "../db/schema";
import { montevideoDate } from "~/lib/montevideo-time";
import { SEARCH_QUERY_MAX_LENGTH } from "~/lib/search";

// What visitors searched (the admin's "Búsquedas"): one row per day and normalised query, counted.
// Nothing about the person is kept, and a query that looks like an e-mail address or a phone
// number is not kept at all: people do type those into search fields.

/** Days a recorded search is kept. */
export const RECORDED_SEARCH_DAYS = 365;

/**
 * New queries a day may add. Searching is public: past this, a flood of made-up queries only counts
 * again the ones already recorded that day, and the table and the admin's lists stay readable.
 */
export const RECORDED_QUERIES_PER_DAY = 5_000;

/**
 * Seven or more digits in one run, with the separators people type between them: a phone number
 * ("099 318 452", "+598 2 123 4567") or an ID card number ("1.234.567-8"). A long code or barcode
 * goes unrecorded too: the price of never keeping what identifies someone.
 */
function looksLikePhoneNumber(text: string): boolean {
  return (text.match(/\d[\d\s().+/-]*\d/g) ?? []).some((run) => run.replace(/\D/g, "").length >= 7);
}

/** The form a query is counted under: lower case, no accents, single spaces; null when not kept. */
export function recordableQuery(query: string): string | null {
  const normalised = query
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\p{C}/gu, " ")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SEARCH_QUERY_MAX_LENGTH)
    .trim();
  if (normalised === "") return null;
  if (normalised.includes("@") || looksLikePhoneNumber(normalised)) return null;
  return normalised;
}

// The day this process last pruned: old rows go once a day, on the first search of the day, not
// on every search. Each instance prunes on its own, which only repeats a cheap, idempotent delete.
let prunedOn: string | undefined;

/**
 * Counts one search of `query` that found `results` documents. On the first search of each day it
 * also drops the days past RECORDED_SEARCH_DAYS.
 */
export async function recordSearch(db: Database, query: string, results: number, now: Date = new Date()): Promise<void> {
  const recorded = recordableQuery(query);
  if (!recorded) return;
  const day = montevideoDate(now);
  await db.execute(sql`
    insert into ${searchQueries} (day, query, searches, results)
    select ${day}::date, ${recorded}, 1, ${Math.max(0, Math.trunc(results))}
     where exists (select 1 from ${searchQueries} where day = ${day}::date and query = ${recorded})
        or (select count(*) from ${searchQueries} where day = ${day}::date) < ${RECORDED_QUERIES_PER_DAY}
    on conflict (day, query) do update set searches = ${searchQueries}.searches + 1, results = excluded.results`);
  if (prunedOn !== day) {
    prunedOn = day;
    await pruneRecordedSearches(db, now);
  }
}

/** Deletes recorded searches older than RECORDED_SEARCH_DAYS. */
export async function pruneRecordedSearches(db: Database, now: Date = new Date()): Promise<void> {
  const oldest = montevideoDate(new Date(now.getTime() - RECORDED_SEARCH_DAYS * 86_400_000));
  await db.delete(searchQueries).where(sql`${searchQueries.day} < ${oldest}`);
}

/** The first day (YYYY-MM-DD, Montevideo) of "the last `days` days": today and the days before it. */
export function recordedSearchesSince(days: number, now: Date = new Date()): string {
  return montevideoDate(new Date(now.getTime() - (days - 1) * 86_400_000));
}

export interface RecordedSearch {
  query: string;
  searches: number;
  /** Results the latest of these searches found. */
  results: number;
}

/**
 * The most frequent searches since `since` (a YYYY-MM-DD day), most searched first; with
 * `onlyWithoutResults`, those whose latest search found nothing (a query that finds something
 * now, because the catalogue gained it, leaves that list).
 */
export async function listRecordedSearches(db: Database, since: string, { onlyWithoutResults = false, limit = 50 } = {}): Promise<RecordedSearch[]> {
  const searches = sql<number>`sum(${searchQueries.searches})::int`;
  const latestResults = sql<number>`(array_agg(${searchQueries.results} order by ${searchQueries.day} desc))[1]::int`;
  const rows = await db
    .select({ query: searchQueries.query, searches, results: latestResults })
    .from(searchQueries)
    .where(gte(searchQueries.day, since))
    .groupBy(searchQueries.query)
    .having(onlyWithoutResults ? sql`${latestResults} = 0` : undefined)
    .orderBy(desc(searches), searchQueries.query)
    .limit(limit);
  return rows;
}
