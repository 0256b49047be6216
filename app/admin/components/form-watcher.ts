import {
  draftToOffer,
  type FieldLike,
  type FieldValue,
  fieldValues,
  type LocalDraft,
  parseDraft,
  type SavedStamp,
  sameFields,
} from "~/admin/lib/form-safety-net";

// The browser side of the admin forms' safety net (FormSafetyNet): reading a form's fields, keeping
// a copy of them in local storage, and filling a form from one (docs/decisions/023-form-safety-net.md).

const WRITE_DELAY_MS = 500;
const DRAFT_PREFIX = "borrador:";

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function fieldsOf(form: HTMLFormElement): FieldElement[] {
  return Array.from(form.elements).filter(
    (element): element is FieldElement =>
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement,
  );
}

const read = (form: HTMLFormElement): FieldValue[] => fieldValues(fieldsOf(form) as FieldLike[]);

const storage = {
  get(key: string): LocalDraft | null {
    try {
      return parseDraft(window.localStorage.getItem(key));
    } catch {
      return null;
    }
  },
  set(key: string, draft: LocalDraft) {
    try {
      window.localStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage full or disabled: the form still works, only without the copy.
    }
  },
  remove(key: string) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Disabled storage holds nothing to remove.
    }
  },
};

/** Sets a field as if typed: the native setter (so React's controlled inputs notice) and bubbling `input`/`change` events. */
function typeInto(element: FieldElement, value: string | boolean) {
  if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
    if (element.checked !== value) element.click();
    return;
  }
  if (element.value === value) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, "value")?.set;
  setter?.call(element, String(value));
  element.dispatchEvent(new Event("input", { bubbles: true }));
  element.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * Fills the form with a draft's fields, the n-th field of a name with the n-th value of that name.
 * Hidden fields belong to the page's own widgets (photos, row ids) and are left alone, except one
 * that asks for it with `data-draft-restore` (the rich-text editor's content).
 */
export function fill(form: HTMLFormElement, fields: readonly FieldValue[]) {
  const byName = new Map<string, FieldElement[]>();
  for (const element of fieldsOf(form)) {
    if (!element.name) continue;
    byName.set(element.name, [...(byName.get(element.name) ?? []), element]);
  }
  const seen = new Map<string, number>();
  for (const [name, value] of fields) {
    const index = seen.get(name) ?? 0;
    seen.set(name, index + 1);
    const element = byName.get(name)?.[index];
    if (!element || (element.type === "hidden" && !element.hasAttribute("data-draft-restore"))) continue;
    typeInto(element, value);
  }
}

/**
 * The form's unsaved work, read from its fields: what it held when loaded (or last saved), whether
 * it differs now, and the copy in local storage kept in step with it. Plain object, not React state:
 * the blocker and `beforeunload` ask it at the moment of leaving.
 */
export class FormWatcher {
  private loaded: FieldValue[];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** A submission of this form under way: not a loss, and it may end in a document load (a new record). */
  submitting: "save" | "other" | null = null;
  /** A kept copy is on offer: typing must not overwrite it before the editor chooses. */
  deciding = false;
  /** «Salir sin guardar» chosen: nothing is kept any more, whatever the page does while it goes. */
  private leaving = false;

  private readonly form: HTMLFormElement;
  private readonly key: string;
  private readonly saved: SavedStamp | null;

  /** `draftKey` names the record ("producto:<id>"); the copy is stored under "borrador:" and it. */
  constructor(form: HTMLFormElement, draftKey: string, saved: SavedStamp | null) {
    this.form = form;
    this.key = DRAFT_PREFIX + draftKey;
    this.saved = saved;
    this.loaded = read(form);
  }

  /** The kept copy to offer back on opening; one that does not qualify is dropped. */
  takeOffer(): LocalDraft | null {
    const offer = draftToOffer(storage.get(this.key), this.saved, this.loaded);
    if (offer) this.deciding = true;
    else storage.remove(this.key);
    return offer;
  }

  isDirty(): boolean {
    return !sameFields(read(this.form), this.loaded);
  }

  /** Writes the copy while the form differs from what was loaded, removes it once it does not. */
  keep = () => {
    if (this.deciding || this.leaving || this.submitting === "save") return;
    if (this.isDirty()) storage.set(this.key, { base: this.saved, savedAt: new Date().toISOString(), fields: read(this.form) });
    else storage.remove(this.key);
  };

  /** At most one write per WRITE_DELAY_MS, and never later than that after a change, however busy the page is. */
  keepSoon = () => {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.keep();
    }, WRITE_DELAY_MS);
  };

  clear() {
    this.stop();
    storage.remove(this.key);
  }

  leave() {
    this.leaving = true;
    this.clear();
  }

  /** Saved, and the page stayed: what the form holds now is what is stored. */
  savedHere(empty: boolean) {
    this.clear();
    if (empty) this.form.reset();
    this.loaded = read(this.form);
  }

  /** The page is going (a reload, a closed tab): a write still waiting is done now. */
  flush = () => {
    if (this.timer === undefined) return;
    this.stop();
    this.keep();
  };

  stop() {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
