import { textOf, type SubmittedValues } from "../../lib/forms";
import { decodeSnapshot, type Snapshot } from "../../lib/record-changes";

// Two people editing the same record (docs/decisions/022-edit-conflicts.md): every edit form
// carries the version of the row it was loaded with and what its fields read then; a save over a
// newer version is refused with an EditConflict, and "Guardar de todos modos" sends the newer
// version it now knows instead.

export const EDIT_BASE_FIELDS = {
  /** The row's version when the form was loaded. */
  version: "version",
  /** The Snapshot of the record the form was loaded with (JSON), for the notice's list of changes. */
  loaded: "loadedSnapshot",
  /** Sent only by the notice's "save anyway" button: the newer version the person has now seen. */
  replace: "replaceVersion",
} as const;

/** What an edit form carries in hidden fields; the server renders it, a refused save sends it back unchanged. */
export interface EditBase {
  version: number;
  /** encodeSnapshot() of the record as loaded. */
  loaded: string;
}

/** A refused save: who saved the newer version and when, what differs, and the version to save over. */
export interface EditConflict {
  /** «a las 10:32» today, «el 27/11/2026 a las 10:32» before. */
  when: string;
  /** The e-mail of whoever saved it, when the activity log knows. */
  savedBy: string | null;
  /** That person is the one now saving (another tab or window). */
  byYou: boolean;
  /** describeChanges(loaded, stored). */
  changes: string[];
  currentVersion: number;
}

export interface SubmittedEditBase extends EditBase {
  /** The version the save is based on: the newer one for a deliberate "save anyway". */
  basedOn: number;
  loadedSnapshot: Snapshot | null;
}

const VERSION = /^\d{1,9}$/;

/** The base a form posted; null when it carries none (a form from before versions, or a forged one). */
export function readEditBase(submitted: SubmittedValues): SubmittedEditBase | null {
  const version = textOf(submitted[EDIT_BASE_FIELDS.version]);
  if (!VERSION.test(version)) return null;
  const replace = textOf(submitted[EDIT_BASE_FIELDS.replace]);
  const loaded = textOf(submitted[EDIT_BASE_FIELDS.loaded]);
  return {
    version: Number(version),
    basedOn: VERSION.test(replace) ? Number(replace) : Number(version),
    loaded,
    loadedSnapshot: decodeSnapshot(loaded),
  };
}
