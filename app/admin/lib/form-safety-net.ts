// The rules of the admin forms' safety net (app/admin/components/form-safety-net.tsx,
// docs/decisions/023-form-safety-net.md): when a form has unsaved work, and when a copy kept in the
// browser is offered back. Pure, so they are unit-tested without a browser.

/** The saved record a form was loaded with: its version and when it was last saved (ISO). */
export interface SavedStamp {
  version: number;
  updatedAt: string;
}

export function savedStampOf(row: { version: number; updatedAt: Date | string }): SavedStamp {
  return { version: row.version, updatedAt: new Date(row.updatedAt).toISOString() };
}

/** A form made of several rows (a listing): the latest save of any of them, and their versions together. */
export function savedStampOfRows(rows: readonly { version: number; updatedAt: Date | string }[]): SavedStamp {
  const latest = Math.max(0, ...rows.map((row) => new Date(row.updatedAt).getTime()));
  return { version: rows.reduce((sum, row) => sum + row.version, 0), updatedAt: new Date(latest).toISOString() };
}

/** One field of a form as it stands: its name, and its text or whether it is ticked. */
export type FieldValue = [name: string, value: string | boolean];

/** What the safety net reads of a form element; the DOM's inputs, textareas and selects are these. */
export interface FieldLike {
  name: string;
  type: string;
  value: string;
  checked?: boolean;
}

const NOT_TYPED = new Set(["file", "submit", "button", "reset", "image"]);

/**
 * The form's fields in document order, repeated names included (the rows of a list). Files, buttons
 * and the submit `intent` are no edits: left out.
 */
export function fieldValues(elements: Iterable<FieldLike>): FieldValue[] {
  const fields: FieldValue[] = [];
  for (const element of elements) {
    if (!element.name || element.name === "intent" || NOT_TYPED.has(element.type)) continue;
    fields.push([element.name, element.type === "checkbox" || element.type === "radio" ? Boolean(element.checked) : element.value]);
  }
  return fields;
}

/** Whether two readings of a form hold the same fields with the same values, in the same order. */
export function sameFields(a: readonly FieldValue[], b: readonly FieldValue[]): boolean {
  return a.length === b.length && a.every(([name, value], index) => b[index]![0] === name && b[index]![1] === value);
}

/** A copy of a form kept in the browser's local storage. */
export interface LocalDraft {
  /** The saved record the editing started from; null for a record not created yet. */
  base: SavedStamp | null;
  /** When the copy was last written (the browser's clock). */
  savedAt: string;
  fields: FieldValue[];
}

function isDraft(value: unknown): value is LocalDraft {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Partial<LocalDraft>;
  return (
    typeof draft.savedAt === "string" &&
    Array.isArray(draft.fields) &&
    (draft.base === null || (typeof draft.base === "object" && draft.base !== undefined))
  );
}

/** A stored copy read back; anything else (an older format, a damaged entry) is no draft. */
export function parseDraft(stored: string | null): LocalDraft | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The draft to offer back when a form opens, or null to drop it silently. It is offered only when
 * it was started on the very record the form shows now (same version, same last save): it was
 * written after that save, so it is newer, and no save made since (here or on another device) is
 * overwritten by it. The record's stamp is compared, not the draft's time against the record's:
 * one is the browser's clock, the other the server's. A copy equal to what the form shows is no work.
 */
export function draftToOffer(draft: LocalDraft | null, saved: SavedStamp | null, shown: readonly FieldValue[]): LocalDraft | null {
  if (!draft) return null;
  const sameRecord =
    saved === null
      ? draft.base === null
      : draft.base !== null && draft.base.version === saved.version && draft.base.updatedAt === saved.updatedAt;
  if (!sameRecord) return null;
  return sameFields(draft.fields, shown) ? null : draft;
}

/** Whether an action's answer refuses the form (messages on fields, or an error notice): the work is still unsaved. */
export function isRefusal(answer: unknown): boolean {
  if (typeof answer !== "object" || answer === null) return false;
  const { errors, notice, conflict } = answer as { errors?: unknown; notice?: { kind?: unknown } | null; conflict?: unknown };
  const hasErrors = typeof errors === "object" && errors !== null && Object.keys(errors).length > 0;
  // A save refused because someone saved first (docs/decisions/022-edit-conflicts.md) kept nothing either.
  return hasErrors || notice?.kind === "error" || (conflict !== undefined && conflict !== null);
}
