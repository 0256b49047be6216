// What changed in a record, in the words staff read: «Precio: $ 96,00 → $ 98,50», and for a long
// text just «Descripción: cambió». Each domain lists its fields as a Snapshot (label → how the
// value reads); the same two snapshots make the activity log's detail and the edit-conflict notice
// (docs/decisions/022-edit-conflicts.md).

/** Field label → the value as staff read it. Long values are kept as a fingerprint only. */
export type Snapshot = Record<string, string>;

/** Past this many characters a value is compared, not shown. */
const SHOWN_MAX = 80;
const FINGERPRINT = "\u0000";
const EMPTY = "(vacío)";

/** FNV-1a: enough to tell two texts apart in a notice; nothing depends on it for safety. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${FINGERPRINT}${text.length.toString(36)}.${(hash >>> 0).toString(36)}`;
}

/** A value that is only ever compared (a list of photos, their order): the notice says «cambió». */
export const comparedOnly = fingerprint;

/** A snapshot from [label, value] pairs, in the order the form shows them; long values become fingerprints. */
export function snapshotOf(fields: Iterable<readonly [label: string, value: string]>): Snapshot {
  const snapshot: Snapshot = {};
  for (const [label, value] of fields)
    snapshot[label] = value.startsWith(FINGERPRINT) || (value.length <= SHOWN_MAX && !value.includes("\n")) ? value : fingerprint(value);
  return snapshot;
}

const shown = (value: string) => (value === "" ? EMPTY : value);

/** One line per field that differs: «Precio: $ 96,00 → $ 98,50», «Descripción: cambió». */
export function describeChanges(before: Snapshot, after: Snapshot): string[] {
  const labels = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const lines: string[] = [];
  for (const label of labels) {
    const from = before[label];
    const to = after[label];
    if (from === to) continue;
    if (from === undefined || to === undefined || from.startsWith(FINGERPRINT) || to.startsWith(FINGERPRINT))
      lines.push(`${label}: cambió`);
    else lines.push(`${label}: ${shown(from)} → ${shown(to)}`);
  }
  return lines;
}

/** The activity log's detail of a save: its changes in one line (null when nothing it shows changed). */
export function changesDetail(before: Snapshot, after: Snapshot): string | null {
  const lines = describeChanges(before, after);
  return lines.length > 0 ? lines.join(" · ") : null;
}

/** A snapshot as a form carries it (a hidden field), and back; anything else reads as null. */
export function encodeSnapshot(snapshot: Snapshot): string {
  return JSON.stringify(snapshot);
}

export function decodeSnapshot(text: string): Snapshot | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed);
    return entries.every(([, value]) => typeof value === "string") ? (Object.fromEntries(entries) as Snapshot) : null;
  } catch {
    return null;
  }
}

export const yesNo = (value: boolean) => (value ? "Sí" : "No");
