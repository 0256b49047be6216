import { and, count, desc, eq, lte, max } from "drizzle-orm";
import { readServerConfig } from "../config";
import type { Database } from "../db/client";
import { type RecordVersion, recordVersions, type VersionedSubject } from "../db/schema";
import type { Actor } from "../activity/entries";

// The versions of a record (docs/decisions/034-history-trash-media-redirects.md): each save of an
// article, a product, a category, a static listing row or the site settings keeps the row as it
// wrote it, in the save's own transaction, numbered 1, 2, 3… per record. The save already holds
// the record's row lock, so the next number cannot be taken by another save meanwhile.

/** Who a version names when it is the state a record had before history was kept. */
export const PRE_HISTORY_ACTOR_EMAIL = "";

export interface VersionToRecord {
  subject: VersionedSubject;
  subjectId: string;
  /** The record's name or title as this save wrote it. */
  label: string;
  /** The row as this save wrote it (the table's property names). */
  values: object;
  /** The number of the version this save restored. */
  restoredFrom?: number | null;
  /**
   * The record as it was before this save: kept first, as the «Antes del historial» version, when
   * the record has no version yet (it existed before history), so that state can be restored too.
   */
  previous?: { label: string; values: object; at: Date } | null;
}

/** The values as JSON keeps them (dates as ISO strings), so what is read back is what was written. */
function asJson(values: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
}

/**
 * Keeps one version of a record and returns its id. Call it inside the save's transaction, after
 * the write, and pass the id to writeActivity. Versions beyond the newest `keep` of the record are
 * deleted.
 */
export async function recordVersion(
  tx: Database,
  actor: Actor,
  version: VersionToRecord,
  keep: number = readServerConfig().historyVersionsKept,
): Promise<string> {
  const { subject, subjectId } = version;
  const ofRecord = and(eq(recordVersions.subject, subject), eq(recordVersions.subjectId, subjectId));
  const [latest] = await tx
    .select({ number: max(recordVersions.number) })
    .from(recordVersions)
    .where(ofRecord);
  let number = (latest?.number ?? 0) + 1;
  if (number === 1 && version.previous) {
    await tx.insert(recordVersions).values({
      subject,
      subjectId,
      number,
      label: version.previous.label.slice(0, 300),
      values: asJson(version.previous.values),
      actorId: null,
      actorEmail: PRE_HISTORY_ACTOR_EMAIL,
      at: version.previous.at,
    });
    number++;
  }
  const [row] = await tx
    .insert(recordVersions)
    .values({
      subject,
      subjectId,
      number,
      label: version.label.slice(0, 300),
      values: asJson(version.values),
      actorId: actor.id,
      actorEmail: actor.email.toLowerCase(),
      restoredFrom: version.restoredFrom ?? null,
    })
    .returning({ id: recordVersions.id });
  if (number > keep) await tx.delete(recordVersions).where(and(ofRecord, lte(recordVersions.number, number - keep)));
  return row!.id;
}

/** The versions of a record, newest first: `limit` from `offset`, and how many there are. */
export async function listVersions(
  db: Database,
  subject: VersionedSubject,
  subjectId: string,
  { offset = 0, limit }: { offset?: number; limit: number },
): Promise<{ rows: RecordVersion[]; total: number }> {
  const ofRecord = and(eq(recordVersions.subject, subject), eq(recordVersions.subjectId, subjectId));
  const [counted] = await db.select({ total: count() }).from(recordVersions).where(ofRecord);
  const rows = await db.select().from(recordVersions).where(ofRecord).orderBy(desc(recordVersions.number)).limit(limit).offset(offset);
  return { rows, total: counted?.total ?? 0 };
}

/** One version of a record by its number; null when there is none (never kept, or pruned). */
export async function findVersion(
  db: Database,
  subject: VersionedSubject,
  subjectId: string,
  number: number,
): Promise<RecordVersion | null> {
  const [row] = await db
    .select()
    .from(recordVersions)
    .where(and(eq(recordVersions.subject, subject), eq(recordVersions.subjectId, subjectId), eq(recordVersions.number, number)))
    .limit(1);
  return row ?? null;
}
