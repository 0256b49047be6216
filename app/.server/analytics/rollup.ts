import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { montevideoDate } from "~/lib/montevideo-time";
import type { Database } from "../db";
import { analyticsEvents, analyticsRollupDays } from "../db/schema";
import { errorMessage, logger } from "../logger";
import { deleteOldSalts } from "./visitor-hash";

// Daily rollups (analytics_daily, kept forever) from the raw rows (analytics_events, kept
// RAW_RETENTION_DAYS), and the deletion of what is no longer kept: raw rows of old days once their
// rollup is final, and visitor salts older than yesterday. The server runs it at start and every
// few minutes (like the upload sweep); every instance may run it: a day is rolled up inside one
// transaction holding an advisory lock on that day, by deleting its rows and inserting them again
// from the raw rows, so two runs give the same result, one after the other.

/** Days of raw rows kept besides today. */
export const RAW_RETENTION_DAYS = 90;
/** How long after midnight late events (a buffer flushed just after it) may still arrive. */
const SETTLE_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The Montevideo day `days` before `day` (YYYY-MM-DD; Uruguay has no daylight saving). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The oldest day whose raw rows are kept at `now`. */
export function oldestRawDay(now: Date): string {
  return daysBefore(montevideoDate(now), RAW_RETENTION_DAYS);
}

// What each event is counted under, besides its properties (each key of `properties` is a
// dimension "property:<key>", e.g. property:sector, property:form). A null value is not counted;
// a page view without an outside referrer counts under referrer "" (direct or unknown).
// "product" is the product pages: /producto/<id> (catalogue) and /productos/<id> (pallet products),
// not their technical sheets.
const DIMENSIONS = sql`(values
  ('total', ''),
  ('page', e.path),
  ('product', case when e.path ~ '^/productos?/[^/]+/?$' then e.path end),
  ('referrer', case when e.name = 'pageview' then coalesce(e.referrer_host, '') else e.referrer_host end),
  ('utm_source', e.utm_source),
  ('utm_medium', e.utm_medium),
  ('utm_campaign', e.utm_campaign),
  ('device', e.device),
  ('country', e.country)
) as d(dimension, value)`;

/**
 * Rolls up one day from its raw rows, replacing what analytics_daily held for it; false when it
 * left the day alone. `final` marks a day that is over (its raw rows may then be deleted after
 * RAW_RETENTION_DAYS). A final day past the retention keeps its rollup: its raw rows may be gone.
 */
export async function rollupDay(
  db: Database,
  day: string,
  { final = false, now = new Date() }: { final?: boolean; now?: Date } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analytics_rollup:${day}`}))`);
    if (day < oldestRawDay(now)) {
      const [known] = await tx
        .select({ final: analyticsRollupDays.final })
        .from(analyticsRollupDays)
        .where(eq(analyticsRollupDays.day, day));
      if (known?.final) return false;
    }
    await tx.execute(sql`delete from analytics_daily where day = ${day}`);
    await tx.execute(sql`
      insert into analytics_daily (day, event, dimension, value, count, visitors)
      select e.day, e.name, d.dimension, d.value, count(*), count(distinct e.visitor_hash)
      from analytics_events e cross join lateral ${DIMENSIONS}
      where e.day = ${day} and d.value is not null
      group by e.day, e.name, d.dimension, d.value
      union all
      select e.day, e.name, 'property:' || p.key, p.value, count(*), count(distinct e.visitor_hash)
      from analytics_events e cross join lateral jsonb_each_text(e.properties) as p(key, value)
      where e.day = ${day}
      group by e.day, e.name, p.key, p.value`);
    await tx
      .insert(analyticsRollupDays)
      .values({ day, final, rolledUpAt: now })
      .onConflictDoUpdate({ target: analyticsRollupDays.day, set: { final, rolledUpAt: now } });
    return true;
  });
}

export interface MaintenanceReport {
  rolledUp: string[];
  rawRowsDeleted: number;
  saltsDeleted: number;
}

/**
 * Rolls up today (so far) and every earlier day with raw rows whose rollup is not final, then
 * deletes raw rows older than RAW_RETENTION_DAYS (only of final days) and old salts.
 */
export async function runAnalyticsMaintenance(db: Database, now: Date = new Date()): Promise<MaintenanceReport> {
  const today = montevideoDate(now);
  // A day is final once it is over and late events had time to arrive.
  const settledBefore = montevideoDate(new Date(now.getTime() - SETTLE_MS));
  const pending = (await db.execute(sql`
    select distinct e.day::text as day from analytics_events e
    where not exists (select 1 from analytics_rollup_days r where r.day = e.day and r.final)
    order by 1`)) as unknown as { rows: { day: string }[] };
  const days = new Set(pending.rows.map((row) => row.day));
  days.add(today);
  const rolledUp: string[] = [];
  for (const day of [...days].sort()) {
    if (day > today) continue;
    if (await rollupDay(db, day, { final: day < settledBefore, now })) rolledUp.push(day);
  }
  const finalDays = db.select({ day: analyticsRollupDays.day }).from(analyticsRollupDays).where(eq(analyticsRollupDays.final, true));
  const deleted = await db
    .delete(analyticsEvents)
    .where(and(lt(analyticsEvents.day, oldestRawDay(now)), inArray(analyticsEvents.day, finalDays)))
    .returning({ id: analyticsEvents.id });
  const saltsDeleted = await deleteOldSalts(db, daysBefore(today, 1));
  return { rolledUp, rawRowsDeleted: deleted.length, saltsDeleted };
}

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<unknown> | undefined;

/**
 * Runs the maintenance on `db` (the database of the process that starts it) at start and then
 * every `intervalMs` (default 10 minutes: today's figures are at most that old) until
 * stopAnalyticsMaintenance().
 */
export function startAnalyticsMaintenance(db: Database, intervalMs = 10 * 60_000): void {
  if (timer) return;
  const run = () => {
    running ??= runAnalyticsMaintenance(db)
      .then((report) => {
        if (report.rawRowsDeleted || report.saltsDeleted) logger.info(report, "analytics maintenance");
      })
      .catch((error: unknown) => logger.warn({ error: errorMessage(error) }, "analytics maintenance failed"))
      .finally(() => (running = undefined));
  };
  run();
  timer = setInterval(run, intervalMs);
  timer.unref();
}

/** Stops the timer and waits for a run in progress. */
export async function stopAnalyticsMaintenance(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running;
}
