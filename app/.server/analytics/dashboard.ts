import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import { type AnalyticsRange, daysOf, previousRange } from "~/admin/lib/analytics-range";
import { montevideoDate } from "~/lib/montevideo-time";
import { type LeadFigures, loadLeadFigures } from "./leads";
import { rollupDay } from "./rollup";

// The figures of the statistics page (/admin/analytics) for a range of Montevideo days: from the
// daily rollups (analytics_daily, app/.server/analytics/rollup.ts), which hold every day since the
// site began counting, and, for the enquiries, from the leads themselves (contact_messages), the
// record of what was really received. Visitors are counted per day (the visitor hash changes every
// day, so nobody is followed across days): a period's visitors are the sum of its days' visitors.

/** Uruguay keeps UTC−3 all year: a message's Montevideo day, computed the same on both databases. */
const messageDay = sql`((created_at at time zone 'UTC') - interval '3 hours')::date`;

export interface DayFigures {
  day: string;
  visitors: number;
  pageviews: number;
  messages: number;
}

export interface PeriodTotals {
  visitors: number;
  pageviews: number;
  messages: number;
}

export interface RankedValue {
  value: string;
  count: number;
  visitors: number;
}

export interface AnalyticsDashboard {
  daily: DayFigures[];
  totals: PeriodTotals;
  previousTotals: PeriodTotals;
  pages: RankedValue[];
  products: RankedValue[];
  referrers: RankedValue[];
  campaigns: RankedValue[];
  devices: RankedValue[];
  countries: RankedValue[];
  /** Events other than page views (specialist chat and phone pressed, sheets, searches, tiles). */
  events: RankedValue[];
  /** Sector tiles pressed on the home page, per sector. */
  sectors: RankedValue[];
  /** «Consultas»: the leads by week and stage, source page and product, and how many were won. */
  leads: LeadFigures;
  /** The title of each page listed above that the site search knows (products, articles, pages). */
  titles: Record<string, string>;
}

const TOP = 10;

async function pageviewTotals(db: Database, from: string, to: string): Promise<Map<string, { visitors: number; pageviews: number }>> {
  const rows = await queryRows<{ day: string; count: number; visitors: number }>(
    db,
    sql`select day::text as day, count::int as count, visitors::int as visitors from analytics_daily
        where event = 'pageview' and dimension = 'total' and day between ${from} and ${to}`,
  );
  return new Map(rows.map((row) => [row.day, { visitors: row.visitors, pageviews: row.count }]));
}

async function messagesPerDay(db: Database, from: string, to: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ day: string; count: number }>(
    db,
    sql`select ${messageDay}::text as day, count(*)::int as count from contact_messages
        where spam_reason is null and ${messageDay} between ${from} and ${to} group by 1`,
  );
  return new Map(rows.map((row) => [row.day, row.count]));
}

/** The most counted values of one dimension of one event over the range. */
async function ranked(db: Database, range: AnalyticsRange, event: string, dimension: string, limit = TOP): Promise<RankedValue[]> {
  return queryRows<RankedValue>(
    db,
    sql`select value, sum(count)::int as count, sum(visitors)::int as visitors from analytics_daily
        where event = ${event} and dimension = ${dimension} and day between ${range.from} and ${range.to}
        group by value order by 2 desc, value limit ${limit}`,
  );
}

async function eventTotals(db: Database, range: AnalyticsRange): Promise<RankedValue[]> {
  return queryRows<RankedValue>(
    db,
    sql`select event as value, sum(count)::int as count, sum(visitors)::int as visitors from analytics_daily
        where event <> 'pageview' and dimension = 'total' and day between ${range.from} and ${range.to}
        group by event order by 2 desc, event`,
  );
}

function dailyFigures(
  range: AnalyticsRange,
  views: Map<string, { visitors: number; pageviews: number }>,
  messages: Map<string, number>,
): DayFigures[] {
  return daysOf(range).map((day) => ({
    day,
    visitors: views.get(day)?.visitors ?? 0,
    pageviews: views.get(day)?.pageviews ?? 0,
    messages: messages.get(day) ?? 0,
  }));
}

function totalsOf(days: readonly DayFigures[]): PeriodTotals {
  return days.reduce(
    (sum, day) => ({
      visitors: sum.visitors + day.visitors,
      pageviews: sum.pageviews + day.pageviews,
      messages: sum.messages + day.messages,
    }),
    {
      visitors: 0,
      pageviews: 0,
      messages: 0,
    },
  );
}

/**
 * The titles of the listed paths, from the search index (every product, article and content page
 * the site shows today): "/producto/…" reads as the product's name. A path it does not know (the
 * home page, a product since deleted) is shown as it is.
 */
async function titlesOf(db: Database, paths: readonly string[]): Promise<Record<string, string>> {
  if (paths.length === 0) return {};
  const rows = await queryRows<{ path: string; title: string }>(
    db,
    sql`select distinct on (path) path, title from search_documents
        where path = any(string_to_array(${paths.join("\n")}, ${"\n"})) order by path, kind`,
  );
  return Object.fromEntries(rows.map((row) => [row.path, row.title]));
}

/**
 * Everything the statistics page shows for `range`, with the totals of the period before it. A range
 * that ends today rolls today up first: the maintenance job does it only every few minutes.
 */
export async function loadAnalyticsDashboard(
  db: Database,
  range: AnalyticsRange,
  today: string = montevideoDate(new Date()),
): Promise<AnalyticsDashboard> {
  if (range.to === today) await rollupDay(db, today);
  const before = previousRange(range);
  const [views, messages, previousViews, previousMessages] = await Promise.all([
    pageviewTotals(db, range.from, range.to),
    messagesPerDay(db, range.from, range.to),
    pageviewTotals(db, before.from, before.to),
    messagesPerDay(db, before.from, before.to),
  ]);
  const daily = dailyFigures(range, views, messages);
  const [pages, products, referrers, campaigns, devices, countries, events, sectors, leads] = await Promise.all([
    ranked(db, range, "pageview", "page"),
    ranked(db, range, "pageview", "product"),
    ranked(db, range, "pageview", "referrer"),
    ranked(db, range, "pageview", "utm_campaign"),
    ranked(db, range, "pageview", "device"),
    ranked(db, range, "pageview", "country"),
    eventTotals(db, range),
    ranked(db, range, "sector_click", "property:sector", 50),
    loadLeadFigures(db, range),
  ]);
  const paths = [
    ...new Set(
      [...pages, ...products]
        .map((row) => row.value)
        .concat(leads.bySource.map((row) => row.page))
        .filter((value) => value.startsWith("/")),
    ),
  ];
  return {
    daily,
    totals: totalsOf(daily),
    previousTotals: totalsOf(dailyFigures(before, previousViews, previousMessages)),
    pages,
    products,
    referrers,
    campaigns,
    devices,
    countries,
    events,
    sectors,
    leads,
    titles: await titlesOf(db, paths),
  };
}
