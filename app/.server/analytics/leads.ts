import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import { leadStages, type LeadStage } from "../db/schema";
import { addDays, type AnalyticsRange } from "~/admin/lib/analytics-range";

// «Consultas» in Estadísticas: the leads of a period read from the leads themselves
// (contact_messages and lead_items; no counters of their own), spam left out: how many arrived each
// Montevideo week and where each stands now, which pages and products they came from, and how many
// were won. Design: docs/decisions/035-quote-list-and-lead-pipeline.md.

/** Uruguay keeps UTC−3 all year: a lead's Montevideo day, computed the same on both databases. */
const leadDay = sql`((m.created_at at time zone 'UTC') - interval '3 hours')::date`;

export interface LeadWeek {
  /** The Monday the week starts on (YYYY-MM-DD). */
  week: string;
  /** Leads that arrived that week, by the stage they are in now. */
  stages: Record<LeadStage, number>;
  total: number;
}

export interface LeadSourceRow {
  /** The page the lead was sent from ("" when none was recorded). */
  page: string;
  leads: number;
  won: number;
}

export interface LeadProductRow {
  kind: string;
  ref: string;
  /** The name it had in the latest lead that asked for it. */
  name: string;
  path: string;
  leads: number;
  quantity: number;
}

export interface LeadFigures {
  weeks: LeadWeek[];
  bySource: LeadSourceRow[];
  byProduct: LeadProductRow[];
  total: number;
  won: number;
  lost: number;
}

const TOP = 10;

/** The Monday of the week a day falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every week the range touches, Monday first, with no leads yet. */
function emptyWeeks(range: Pick<AnalyticsRange, "from" | "to">): LeadWeek[] {
  const weeks: LeadWeek[] = [];
  for (let week = mondayOf(range.from); week <= range.to; week = addDays(week, 7)) {
    weeks.push({ week, stages: Object.fromEntries(leadStages.map((stage) => [stage, 0])) as Record<LeadStage, number>, total: 0 });
  }
  return weeks;
}

/** The «Consultas» figures of the leads received in `range` (Montevideo days). */
export async function loadLeadFigures(db: Database, range: Pick<AnalyticsRange, "from" | "to">): Promise<LeadFigures> {
  const inRange = sql`m.spam_reason is null and ${leadDay} between ${range.from} and ${range.to}`;
  const [perWeek, bySource, byProduct] = await Promise.all([
    queryRows<{ day: string; stage: string; count: number }>(
      db,
      sql`select ${leadDay}::text as day, m.stage, count(*)::int as count from contact_messages m
        where ${inRange} group by 1, 2`,
    ),
    queryRows<LeadSourceRow>(
      db,
      sql`select coalesce(m.page_path, '') as page, count(*)::int as leads,
               (count(*) filter (where m.stage = 'ganada'))::int as won
          from contact_messages m where ${inRange}
         group by 1 order by 2 desc, 3 desc, 1 limit ${TOP}`,
    ),
    queryRows<LeadProductRow>(
      db,
      sql`select i.kind, i.ref,
               (array_agg(i.name order by m.created_at desc))[1] as name,
               (array_agg(i.path order by m.created_at desc))[1] as path,
               count(distinct m.id)::int as leads, sum(i.quantity)::int as quantity
          from lead_items i join contact_messages m on m.id = i.contact_message_id
         where ${inRange}
         group by i.kind, i.ref order by 5 desc, 6 desc, 3 limit ${TOP}`,
    ),
  ]);

  const weeks = emptyWeeks(range);
  const byMonday = new Map(weeks.map((week) => [week.week, week]));
  let total = 0;
  let won = 0;
  let lost = 0;
  for (const row of perWeek) {
    const week = byMonday.get(mondayOf(row.day));
    const stage = row.stage as LeadStage;
    if (week && stage in week.stages) {
      week.stages[stage] += row.count;
      week.total += row.count;
    }
    total += row.count;
    if (stage === "ganada") won += row.count;
    if (stage === "perdida") lost += row.count;
  }
  return { weeks, bySource, byProduct, total, won, lost };
}
