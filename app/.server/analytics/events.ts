import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../db";
import { analyticsEvents } from "../db/schema";

// The statistics the admin shows today (/admin/analytics). Events are written by ./collect.ts
// through ./buffer.ts; the daily rollups a fuller dashboard reads are ./rollup.ts's.

export interface SectorClicks {
  sector: string;
  clicks: number;
}

/** Sector tile clicks per sector since a moment, most clicked first. */
export async function countSectorClicks(db: Database, since: Date): Promise<SectorClicks[]> {
  const sector = sql<string>`${analyticsEvents.properties} ->> 'sector'`;
  const rows = await db
    .select({ sector, clicks: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.name, "sector_click"), gte(analyticsEvents.createdAt, since)))
    .groupBy(sector)
    .orderBy(desc(count()), sector);
  return rows.map((row) => ({ sector: row.sector, clicks: Number(row.clicks) }));
}
