import { desc, gte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { searchQueries } from "../db/schema";
import { FlushSchedule, WritersPerDatabase } from "../flush-schedule";
import { type Logger, logger } from "../logger";
import { montevideoDate } from "~/lib/montevideo-time";
import { SEARCH_QUERY_MAX_LENGTH } from "~/lib/search";
import { failureWithoutText } from "./site-search-error";

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

/** Searches of one query on one day, counted in memory until they are written. */
interface PendingCount {
  day: string;
  query: string;
  searches: number;
  /** Results the latest of these searches found. */
  results: number;
}

/** Queries a buffer holds before it writes at once; past twice as many (the database refuses), new ones are dropped. */
const BUFFERED_QUERIES = 500;

/**
 * The searches of one process, counted in memory and written together every few seconds: a search
 * never waits on a write, and a popular word searched a hundred times in those seconds is one row
 * updated once. The server writes what is left when it stops (app/entry.server.tsx).
 */
export class RecordedSearchBuffer {
  private pending = new Map<string, PendingCount>();
  private readonly schedule: FlushSchedule;
  private readonly db: Database;
  private readonly log: Logger;
  /** The day this buffer last pruned: old rows go once a day, not on every write. */
  private prunedOn: string | undefined;

  constructor(db: Database, flushMs = 5_000, log: Logger = logger) {
    this.db = db;
    this.log = log;
    this.schedule = new FlushSchedule(
      flushMs,
      () => this.writeAll(),
      () => this.pending.size > 0,
    );
  }

  add(count: PendingCount): void {
    this.merge(count);
    if (this.pending.size >= BUFFERED_QUERIES) void this.flush();
    else this.schedule.later();
  }

  private merge(count: PendingCount): void {
    const key = `${count.day} ${count.query}`;
    const known = this.pending.get(key);
    if (known) {
      known.searches += count.searches;
      known.results = count.results;
    } else if (this.pending.size < 2 * BUFFERED_QUERIES) {
      this.pending.set(key, { ...count });
    }
  }

  /** Writes what is pending; resolves when done (or when the write failed and was logged). */
  flush(): Promise<void> {
    return this.schedule.now();
  }

  async close(): Promise<void> {
    this.schedule.cancel();
    await this.flush();
  }

  private async writeAll(): Promise<void> {
    const batch = [...this.pending.values()];
    this.pending.clear();
    try {
      for (const day of new Set(batch.map((count) => count.day))) {
        await writeDayCounts(
          this.db,
          day,
          batch.filter((count) => count.day === day),
        );
      }
      const today = batch
        .map((count) => count.day)
        .sort()
        .at(-1)!;
      if (this.prunedOn !== today) {
        this.prunedOn = today;
        await pruneRecordedSearches(this.db, new Date(`${today}T12:00:00-03:00`));
      }
    } catch (error) {
      // Counted again for the next write; what came meanwhile is newer, so it keeps its results.
      // The schedule tries again a few seconds after this write.
      for (const count of batch)
        this.merge({ ...count, results: this.pending.get(`${count.day} ${count.query}`)?.results ?? count.results });
      // Without the error's text: drizzle's message lists the statement's parameters, the queries.
      this.log.warn({ error: failureWithoutText(error), pending: this.pending.size }, "recorded searches: write failed, will retry");
    }
  }
}

/**
 * Adds one day's counts, in one statement. New queries are added while the day has fewer than
 * RECORDED_QUERIES_PER_DAY, the most searched first; known ones are always counted.
 */
async function writeDayCounts(db: Database, day: string, counts: PendingCount[]): Promise<void> {
  const rows = sql.join(
    counts.map((count) => sql`(${count.query}::text, ${count.searches}::int, ${Math.max(0, Math.trunc(count.results))}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${searchQueries} (day, query, searches, results)
    select ${day}::date, query, searches, results from (
      select incoming.*, known, row_number() over (partition by known order by incoming.searches desc, incoming.query) as rank
        from (values ${rows}) as incoming (query, searches, results),
             lateral (select exists (select 1 from ${searchQueries} where day = ${day}::date and query = incoming.query) as known) as existing
    ) as ranked
    where known or rank <= ${RECORDED_QUERIES_PER_DAY} - (select count(*) from ${searchQueries} where day = ${day}::date)
    on conflict (day, query) do update set searches = ${searchQueries}.searches + excluded.searches, results = excluded.results`);
}

const buffers = new WritersPerDatabase((db) => new RecordedSearchBuffer(db));

/**
 * Counts one search of `query` that found `results` documents (written within seconds, see
 * RecordedSearchBuffer). Queries that are not kept (recordableQuery) are not counted.
 */
export function recordSearch(db: Database, query: string, results: number, now: Date = new Date()): void {
  const recorded = recordableQuery(query);
  if (recorded) buffers.of(db).add({ day: montevideoDate(now), query: recorded, searches: 1, results });
}

/** Writes the searches counted in this process now (the admin's "Búsquedas" reads after it). */
export function flushRecordedSearches(): Promise<void> {
  return buffers.flushAll();
}

/** Writes what is pending and forgets the buffers: the server calls it before closing the database. */
export function closeRecordedSearchBuffers(): Promise<void> {
  return buffers.closeAll();
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
export async function listRecordedSearches(
  db: Database,
  since: string,
  { onlyWithoutResults = false, limit = 50 } = {},
): Promise<RecordedSearch[]> {
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
