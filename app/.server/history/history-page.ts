import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { historyNotices } from "~/lib/notices";
import { describeChanges } from "~/lib/record-changes";
import { type TextDiffPart, wordDiff } from "~/lib/text-diff";
import type { Notice } from "~/lib/toast";
import { actorOf } from "../activity/log";
import { adminOf } from "../auth/guard";
import { readServerConfig } from "../config";
import type { Database } from "../db/client";
import type { RecordVersion, VersionedSubject } from "../db/schema";
import { type FlashKey, redirectWithNotice } from "../flash";
import { parseForm } from "../forms";
import { databaseOf, requestContextOf } from "../request-context";
import type { FormRequest } from "../security/form-body";
import { type HistoryRecord, historySubjects, restoreVersion } from "./subjects";
import { listVersions } from "./versions";

// The loader and the action of every «Historial» screen (one route per kind of record, under its
// section's path so the admin guard's permissions apply): the versions newest first, each with what
// changed since the one before it, and «Restaurar esta versión».

/** Versions per page: an article's word diffs can be long. */
export const HISTORY_PAGE_SIZE = 10;

export interface VersionView {
  number: number;
  /** "" for the state before history was kept («Antes del historial»). */
  actorEmail: string;
  at: string;
  restoredFrom: number | null;
  /** «Precio: $ 96,00 → $ 98,50», one per field; null for the oldest kept version (nothing to compare with). */
  changes: string[] | null;
  /** The long text's word diff (an article's body) with its field's name, when it changed. */
  textDiff: { label: string; parts: TextDiffPart[] } | null;
}

export interface HistoryView {
  record: HistoryRecord;
  versions: VersionView[];
  latest: number | null;
  total: number;
  page: number;
  pageCount: number;
  kept: number;
}

const pageQuery = z.object({
  pagina: z.coerce.number().int().min(1).max(100_000).catch(1),
  version: z.coerce.number().int().min(1).optional().catch(undefined),
});

/** The history screen's data; null when the record does not exist. `?version=N` opens the page that shows version N. */
export async function loadHistory(
  context: Pick<RouterContextProvider, "get">,
  request: Request,
  subject: VersionedSubject,
  subjectId: string,
): Promise<HistoryView | null> {
  adminOf(context);
  const db = await databaseOf(context);
  const handler = historySubjects[subject];
  const record = await handler.current(db, subjectId);
  if (!record) return null;
  const query = pageQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const {
    total,
    rows: [newest],
  } = await listVersions(db, subject, subjectId, { limit: 1 });
  const latest = newest?.number ?? null;
  const pageCount = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  // Numbers are consecutive (pruning takes the oldest), so a version's place is latest - number.
  const wanted = query.version && latest ? Math.floor(Math.max(0, latest - query.version) / HISTORY_PAGE_SIZE) + 1 : query.pagina;
  const page = Math.min(wanted, pageCount);
  // One more than the page shows: the version before the page's oldest, to compare it with.
  const { rows } = await listVersions(db, subject, subjectId, { offset: (page - 1) * HISTORY_PAGE_SIZE, limit: HISTORY_PAGE_SIZE + 1 });
  const versions = await versionViews(db, subject, rows, HISTORY_PAGE_SIZE);
  return { record, versions, latest, total, page, pageCount, kept: readServerConfig().historyVersionsKept };
}

/**
 * How versions read, newest first: each with what changed since the next one in `rows` (the
 * version before it); `rows` may hold one more than `shown`, to compare the oldest shown with.
 */
export async function versionViews(db: Database, subject: VersionedSubject, rows: RecordVersion[], shown: number): Promise<VersionView[]> {
  const handler = historySubjects[subject];
  const snapshots = await Promise.all(rows.map((row) => handler.snapshot(db, row.values)));
  return rows.slice(0, shown).map((row, index): VersionView => {
    const previous = rows[index + 1];
    let textDiff: VersionView["textDiff"] = null;
    if (previous && handler.longText) {
      const parts = wordDiff(handler.longText.of(previous.values), handler.longText.of(row.values));
      if (parts) textDiff = { label: handler.longText.label, parts };
    }
    return {
      number: row.number,
      actorEmail: row.actorEmail,
      at: row.at.toISOString(),
      restoredFrom: row.restoredFrom,
      changes: previous ? describeChanges(snapshots[index + 1]!, snapshots[index]!) : null,
      textDiff,
    };
  });
}

const restoreForm = z.object({
  intent: z.literal("restore"),
  number: z.coerce.number().int().min(1),
  /** The record's version when the history was loaded: a save made since refuses the restore. */
  version: z.coerce.number().int().min(0),
});

/** The flash of a restore: what it had to leave out, in the catalogue's words. */
function restoredKey(droppedCategory: boolean, droppedImages: boolean): FlashKey {
  if (droppedCategory && droppedImages) return "version-restored-without-category-or-images";
  if (droppedCategory) return "version-restored-without-category";
  if (droppedImages) return "version-restored-without-images";
  return "version-restored";
}

/**
 * «Restaurar esta versión»: writes the version's values back through the record's own save (a new
 * version that names the one it restored) and goes to the edit screen with a one-time notice. A
 * refusal (the version or the record gone, a save made since, an address or a name now taken)
 * answers 4xx with its notice and writes nothing.
 */
export async function restoreFromHistory(form: FormRequest, subject: VersionedSubject, subjectId: string) {
  adminOf(form.context);
  const refuse = (notice: Notice, status: number) => data({ notice }, { status });
  const submission = await parseForm(form, restoreForm);
  if (!submission.ok) return refuse(historyNotices.restoreFailed, 400);
  const { number, version: basedOn } = submission.data;
  const db = await databaseOf(form.context);
  const record = await historySubjects[subject].current(db, subjectId);
  if (!record) return refuse(historyNotices.recordMissing, 404);
  try {
    const outcome = await restoreVersion(db, actorOf(form.context), { subject, subjectId, number, basedOn });
    if (!outcome.ok) return refuse(outcome.notice, outcome.status);
    return redirectWithNotice(record.editHref, restoredKey(outcome.droppedCategory, outcome.droppedImages));
  } catch (error) {
    requestContextOf(form.context).log.error({ err: error, subject, subjectId, number }, "version restore failed");
    return refuse(historyNotices.restoreFailed, 500);
  }
}
