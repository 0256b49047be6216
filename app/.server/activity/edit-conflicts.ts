import type { ActivitySubject } from "~/lib/activity";
import { formatDate, formatTime } from "~/lib/dates";
import type { EditConflict, SubmittedEditBase } from "~/admin/lib/edit-conflict";
import { montevideoDate } from "~/lib/montevideo-time";
import { describeChanges, type Snapshot } from "~/lib/record-changes";
import type { Database } from "../db";
import { type Actor, lastActivityAbout } from "./entries";

// The notice of a refused save (docs/decisions/022-edit-conflicts.md): when the stored record was
// saved, by whom when the activity log knows, and what differs from what the form was loaded with.

/** An entry this far from the row's last change is taken as that change's (they share a transaction). */
const SAME_SAVE_MS = 60_000;

export interface StoredState {
  subject: ActivitySubject;
  subjectId: string;
  version: number;
  updatedAt: Date;
  snapshot: Snapshot;
}

export async function describeEditConflict(
  db: Database,
  actor: Actor,
  base: SubmittedEditBase,
  stored: StoredState,
  now: Date = new Date(),
): Promise<EditConflict> {
  const entry = await lastActivityAbout(db, stored.subject, stored.subjectId);
  const savedBy = entry && Math.abs(entry.at.getTime() - stored.updatedAt.getTime()) <= SAME_SAVE_MS ? entry.actorEmail : null;
  const time = formatTime(stored.updatedAt);
  return {
    when: montevideoDate(stored.updatedAt) === montevideoDate(now) ? `a las ${time}` : `el ${formatDate(stored.updatedAt)} a las ${time}`,
    savedBy,
    byYou: savedBy !== null && savedBy === actor.email.toLowerCase(),
    changes: base.loadedSnapshot ? describeChanges(base.loadedSnapshot, stored.snapshot) : [],
    currentVersion: stored.version,
  };
}

/** describeEditConflict for one row refused as `current` (its id, version and last change). */
export function describeRowConflict(
  db: Database,
  actor: Actor,
  base: SubmittedEditBase,
  subject: ActivitySubject,
  current: { id: string; version: number; updatedAt: Date },
  snapshot: Snapshot,
): Promise<EditConflict> {
  return describeEditConflict(db, actor, base, {
    subject,
    subjectId: current.id,
    version: current.version,
    updatedAt: current.updatedAt,
    snapshot,
  });
}
