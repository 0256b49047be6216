import { and, desc, eq, lt, sql } from "drizzle-orm";
import { ACTIVITY_RETENTION_DAYS, type ActivityAction, type ActivitySubject } from "~/lib/activity";
import type { Database } from "../db/client";
import { activityLog, type ActivityEntry } from "../db/schema";

// Writing and reading single entries of the activity log, for the domain modules that record their
// own saves (docs/decisions/022-edit-conflicts.md). Nothing here reads the request: ./log.ts has
// what needs the signed-in person, and importing it from a domain module would close a cycle
// through the database's seed.

export interface ActivityRecord {
  action: ActivityAction;
  subject: ActivitySubject;
  subjectId?: string | null;
  /** The thing's name or title as it is now (or was, for a deletion). */
  label: string;
  detail?: string | null;
  /** The version the save kept (record_versions, app/.server/history), for the log's link to it. */
  versionId?: string | null;
}

/** Who an entry names: the signed-in person, copied as words. */
export interface Actor {
  id: string | null;
  email: string;
}

/**
 * Writes one entry. A save of an edit form calls it inside its own transaction
 * (docs/decisions/022-edit-conflicts.md), so the entry and the change exist together or not at all.
 */
export async function writeActivity(db: Database, actor: Actor, record: ActivityRecord, at: Date = new Date()): Promise<void> {
  await db.insert(activityLog).values({
    at,
    actorId: actor.id,
    actorEmail: actor.email.toLowerCase(),
    action: record.action,
    subject: record.subject,
    subjectId: record.subjectId ?? null,
    label: record.label.slice(0, 300),
    detail: record.detail?.slice(0, 500) ?? null,
    versionId: record.versionId ?? null,
  });
  // Kept for a year: an indexed delete, cheap enough to run with every write.
  await db
    .delete(activityLog)
    .where(lt(activityLog.at, sql`${at.toISOString()}::timestamptz - make_interval(days => ${ACTIVITY_RETENTION_DAYS})`));
}

/** The newest entry about one thing (who saved it last, for the edit-conflict notice). */
export async function lastActivityAbout(db: Database, subject: ActivitySubject, subjectId: string): Promise<ActivityEntry | null> {
  const [row] = await db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.subject, subject), eq(activityLog.subjectId, subjectId)))
    .orderBy(desc(activityLog.at))
    .limit(1);
  return row ?? null;
}
