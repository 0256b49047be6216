import { and, asc, count, desc, eq, gte } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { type ActivityListQuery, periodStart } from "~/lib/activity";
import { LIST_PAGE_SIZE, type ListPage, pageOf } from "~/admin/lib/lists";
import { adminOf } from "../auth/guard";
import type { Database } from "../db";
import { activityLog, type ActivityEntry } from "../db/schema";
import { type ActivityRecord, type Actor, writeActivity } from "./entries";
import { foldedSearch } from "../db/search";
import { databaseOf, requestContextOf } from "../request-context";

// The activity log: each admin action that changes or takes something out writes one row, through
// recordActivity(), after it succeeded (saves of edit forms write theirs in their own transaction,
// through ./entries.ts). A failure to write the row is logged and never undoes or
// fails the action the person asked for.

/** The signed-in person of this request, for a domain write that records its entry itself. */
export function actorOf(context: Pick<RouterContextProvider, "get">): Actor {
  const { user } = adminOf(context);
  return { id: user.id, email: user.email };
}

/** Writes the entry for the signed-in person of this request, and drops entries past a year. */
export async function recordActivity(context: Pick<RouterContextProvider, "get">, record: ActivityRecord): Promise<void> {
  const actor = actorOf(context);
  try {
    const db = await databaseOf(context);
    await writeActivity(db, actor, record);
  } catch (error) {
    requestContextOf(context).log.error({ err: error, activity: record.action, subject: record.subject }, "activity log write failed");
  }
}

/** One page of the log, newest first, with the list's search and filters. */
export async function searchActivity(
  db: Database,
  query: Omit<ActivityListQuery, "pagina"> & { pagina?: number },
  now: Date = new Date(),
): Promise<ListPage<ActivityEntry>> {
  const where = and(
    gte(activityLog.at, periodStart(query.periodo, now)),
    query.persona ? eq(activityLog.actorEmail, query.persona) : undefined,
    query.tipo ? eq(activityLog.subject, query.tipo) : undefined,
    foldedSearch(query.q, [activityLog.label, activityLog.detail]),
  );
  const [counted] = await db.select({ total: count() }).from(activityLog).where(where);
  const total = counted?.total ?? 0;
  const { page, pageCount, offset } = pageOf(query.pagina ?? 1, total);
  const rows = await db
    .select()
    .from(activityLog)
    .where(where)
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(LIST_PAGE_SIZE)
    .offset(offset);
  return { rows, total, page, pageCount };
}

/** The people who appear in the log, for its "Persona" filter. */
export async function activityPeople(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ email: activityLog.actorEmail }).from(activityLog).orderBy(asc(activityLog.actorEmail));
  return rows.map((row) => row.email);
}
