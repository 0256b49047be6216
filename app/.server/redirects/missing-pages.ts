import { desc, gte, lt, sql } from "drizzle-orm";
import { montevideoDate } from "~/lib/montevideo-time";
import { REDIRECT_PATH_MAX } from "~/lib/redirect-paths";
import type { Database } from "../db/client";
import { missingPages } from "../db/schema";
import { FlushSchedule, WritersPerDatabase } from "../flush-schedule";
import { type Logger, logger } from "../logger";

// Addresses that answered 404 (the admin's «Páginas no encontradas»), counted like the searches
// (app/.server/search/recorded-searches.ts): the path and a count per Montevideo day, nothing about
// who asked; robots, staff and prefetches are left out by the caller (./not-found.ts). Kept
// MISSING_PAGE_DAYS days. A scanner trying thousands of made-up paths adds at most
// MISSING_PATHS_PER_DAY rows a day; past that only paths already counted that day count again.

/** Days a missing page's counts are kept (and what the report shows). */
export const MISSING_PAGE_DAYS = 30;

/** New paths a day may add. */
export const MISSING_PATHS_PER_DAY = 1_000;

// Files, not pages: a browser's favicon probe, a stale script after a deploy, a deleted image.
// Pages of an old site (/empresa.html, /productos.php) are kept: those are worth a redirect.
const ASSET_PREFIXES = /^\/(assets|uploads|\.well-known|favicon|apple-touch-icon)/i;
const ASSET_EXTENSIONS = /\.(js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|eot|mp4|webm|pdf|zip)$/i;
// Probes of scanners looking for a weak spot, not for a page: hidden files and other CMSs' tools.
const PROBES = /(^|\/)\.|^\/(wp-admin|wp-login|wp-includes|wp-json|xmlrpc|cgi-bin|phpmyadmin)/i;

/** Whether a missing `path` (normalised) is a page someone looked for, worth counting. */
export function isCountableMissingPath(path: string): boolean {
  return path.length <= REDIRECT_PATH_MAX && !ASSET_PREFIXES.test(path) && !ASSET_EXTENSIONS.test(path) && !PROBES.test(path);
}

interface PendingCount {
  day: string;
  path: string;
  hits: number;
}

/** Paths a buffer holds before it writes at once; past twice as many, new ones are dropped. */
const BUFFERED_PATHS = 500;

/**
 * One process's missing pages, counted in memory and written together within a few seconds: a
 * 404 never waits on a write, and a scanner's thousand requests are one statement. The server
 * writes what is left when it stops (app/entry.server.tsx).
 */
class MissingPageBuffer {
  private pending = new Map<string, PendingCount>();
  private readonly schedule: FlushSchedule;
  private readonly db: Database;
  private readonly log: Logger;
  /** The day this buffer last pruned: old rows go once a day, as new ones come. */
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
    if (this.pending.size >= BUFFERED_PATHS) void this.flush();
    else this.schedule.later();
  }

  private merge(count: PendingCount): void {
    const key = `${count.day} ${count.path}`;
    const known = this.pending.get(key);
    if (known) known.hits += count.hits;
    else if (this.pending.size < 2 * BUFFERED_PATHS) this.pending.set(key, { ...count });
  }

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
        await pruneMissingPages(this.db, new Date(`${today}T12:00:00-03:00`));
      }
    } catch {
      for (const count of batch) this.merge(count);
      // Without the error's text: drizzle's message lists the statement's parameters, the paths.
      this.log.warn({ pending: this.pending.size }, "missing pages: write failed, will retry");
    }
  }
}

/** One day's counts in one statement: new paths while the day has room, the most asked first. */
async function writeDayCounts(db: Database, day: string, counts: PendingCount[]): Promise<void> {
  const rows = sql.join(
    counts.map((count) => sql`(${count.path}::text, ${count.hits}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${missingPages} (day, path, hits)
    select ${day}::date, path, hits from (
      select incoming.*, known, row_number() over (partition by known order by incoming.hits desc, incoming.path) as rank
        from (values ${rows}) as incoming (path, hits),
             lateral (select exists (select 1 from ${missingPages} where day = ${day}::date and path = incoming.path) as known) as existing
    ) as ranked
    where known or rank <= ${MISSING_PATHS_PER_DAY} - (select count(*) from ${missingPages} where day = ${day}::date)
    on conflict (day, path) do update set hits = ${missingPages}.hits + excluded.hits`);
}

const buffers = new WritersPerDatabase((db) => new MissingPageBuffer(db));

/** Counts one request for a missing `path` (normalised; written within seconds). */
export function recordMissingPage(db: Database, path: string, now: Date = new Date()): void {
  if (isCountableMissingPath(path)) buffers.of(db).add({ day: montevideoDate(now), path, hits: 1 });
}

/** Writes this process's counts now (the report reads after it). */
export function flushMissingPages(): Promise<void> {
  return buffers.flushAll();
}

/** Writes what is pending and forgets the buffers: the server calls it before closing the database. */
export function closeMissingPageBuffers(): Promise<void> {
  return buffers.closeAll();
}

/** The first day (YYYY-MM-DD, Montevideo) of the last `days` days, today included. */
function firstDayOf(days: number, now: Date): string {
  return montevideoDate(new Date(now.getTime() - (days - 1) * 86_400_000));
}

/** Deletes the counts older than MISSING_PAGE_DAYS. */
export async function pruneMissingPages(db: Database, now: Date = new Date()): Promise<void> {
  await db.delete(missingPages).where(lt(missingPages.day, firstDayOf(MISSING_PAGE_DAYS, now)));
}

export interface MissingPage {
  path: string;
  hits: number;
  /** The latest day (YYYY-MM-DD) it was asked for. */
  lastDay: string;
}

/** The most requested missing addresses of the last MISSING_PAGE_DAYS days, most requested first. */
export async function listMissingPages(db: Database, { limit = 100, now = new Date() } = {}): Promise<MissingPage[]> {
  const hits = sql<number>`sum(${missingPages.hits})::int`;
  const lastDay = sql<string>`max(${missingPages.day})::text`;
  return db
    .select({ path: missingPages.path, hits, lastDay })
    .from(missingPages)
    .where(gte(missingPages.day, firstDayOf(MISSING_PAGE_DAYS, now)))
    .groupBy(missingPages.path)
    .orderBy(desc(hits), missingPages.path)
    .limit(limit);
}
