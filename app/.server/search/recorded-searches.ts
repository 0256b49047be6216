import { desc, gte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { searchQueries } from "../db/schema";
import { montevideoDate } from "~/lib/montevideo-time";

// What visitors searched (the admin's "Búsquedas"): one row per day and normalised query, counted.
// Nothing about the person is kept, and a query that looks like an e-mail address or a phone
// number is not kept at all: people do type those into search fields.

/** Days a recorded search is kept. */
export const RECORDED_SEARCH_DAYS = 365;

/** The form a query is counted under: lower case, no accents, single spaces; null when not kept. */
export function recordableQuery(query: string): string | null {
  const normalised = query
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
  if (normalised === "") return null;
  if (normalised.includes("@") || /\d[\d\s().-]{6,}\d/.test(normalised)) return null;
  return normalised;
}

/** Counts one search of `query` that found `results` documents; old days are dropped as days go by. */
export async function recordSearch(db: Database, query: string, results: number, now: Date = new Date()): Promise<void> {
  const recorded = recordableQuery(query);
  if (!recorded) return;
  const day = montevideoDate(now);
  await db
    .insert(searchQueries)
    .values({ day, query: recorded, searches: 1, results })
    .onConflictDoUpdate({
      target: [searchQueries.day, searchQueries.query],
      set: { searches: sql`${searchQueries.searches} + 1`, results },
    });
}

/** Deletes recorded searches older than RECORDED_SEARCH_DAYS. */
export async function pruneRecordedSearches(db: Database, now: Date = new Date()): Promise<void> {
  const oldest = montevideoDate(new Date(now.getTime() - RECORDED_SEARCH_DAYS * 86_400_000));
  await db.delete(searchQueries).where(sql`${searchQueries.day} < ${oldest}`);
}

export interface RecordedSearch {
  query: string;
  searches: number;
  /** Results the latest of these searches found. */
  results: number;
}

/** The most frequent searches since `since` (a YYYY-MM-DD day), most searched first. */
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
