import { ANALYTICS_PERIODS, type AnalyticsPeriod, DEFAULT_ANALYTICS_PERIOD } from "./analytics-periods";

// The days the statistics page shows: the last 7, 30 or 90 days (today included), or a range the
// editor picks (?desde=2026-10-01&hasta=2026-10-31), and the period of the same length before it,
// to compare with. Days are Montevideo calendar days as YYYY-MM-DD strings, the form the rollups
// are stored in; the arithmetic is on UTC dates, where every day has 24 hours.

/** A custom range longer than this is refused: a chart of more days is unreadable. */
export const MAX_RANGE_DAYS = 366;

export interface AnalyticsRange {
  from: string;
  to: string;
  days: number;
  /** The preset it is (7, 30 or 90), or null for a custom range. */
  preset: AnalyticsPeriod | null;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function toTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return new Date(toTime(day) + days * DAY_MS).toISOString().slice(0, 10);
}

function isDay(value: string | null): value is string {
  return value !== null && ISO_DAY.test(value) && !Number.isNaN(toTime(value)) && addDays(value, 0) === value;
}

function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;
}

export function presetRange(period: AnalyticsPeriod, today: string): AnalyticsRange {
  return { from: addDays(today, 1 - period), to: today, days: period, preset: period };
}

export interface ParsedRange {
  range: AnalyticsRange;
  /** Why the custom dates asked for were not used (the default period is shown instead). */
  problem: string | null;
}

/** The range a statistics address asks for; anything unreadable falls back to the default period. */
export function parseAnalyticsRange(params: URLSearchParams, today: string): ParsedRange {
  const from = params.get("desde");
  const to = params.get("hasta");
  const fallback = presetRange(
    ANALYTICS_PERIODS.find((period) => period === Number(params.get("dias"))) ?? DEFAULT_ANALYTICS_PERIOD,
    today,
  );
  if (from === null && to === null) return { range: fallback, problem: null };
  if (!isDay(from) || !isDay(to)) return { range: fallback, problem: "Elegí las dos fechas, desde y hasta." };
  if (from > to) return { range: fallback, problem: "La fecha «desde» tiene que ser anterior o igual a «hasta»." };
  if (to > today) return { range: fallback, problem: "La fecha «hasta» no puede ser posterior a hoy." };
  const days = daysBetween(from, to);
  if (days > MAX_RANGE_DAYS) return { range: fallback, problem: `Elegí un período de hasta ${MAX_RANGE_DAYS} días.` };
  return { range: { from, to, days, preset: null }, problem: null };
}

/** The period of the same length that ends the day before `range` starts. */
export function previousRange(range: AnalyticsRange): AnalyticsRange {
  return { from: addDays(range.from, -range.days), to: addDays(range.from, -1), days: range.days, preset: range.preset };
}

/** Every day of the range, in order. */
export function daysOf(range: Pick<AnalyticsRange, "from" | "days">): string[] {
  return Array.from({ length: range.days }, (_, index) => addDays(range.from, index));
}

/** The query string that shows `range` again (for the CSV link and the period links). */
export function rangeSearch(range: AnalyticsRange): string {
  return range.preset ? `dias=${range.preset}` : `desde=${range.from}&hasta=${range.to}`;
}

/** "12 nov." style, for axes and tables; the year only when it is not the range's last day's year. */
export function shortDay(day: string): string {
  return new Intl.DateTimeFormat("es-UY", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(toTime(day)));
}

/** The change from `before` to `now` in whole percent, or null when there was nothing before. */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 100);
}
