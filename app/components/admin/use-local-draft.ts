import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

// A copy of an open form in the browser's local storage, so a reload, a crash or a closed tab does
// not lose what was typed. Only text fields and checkboxes are kept (never files); the copy stays in
// this browser and is removed once the form is saved.

const SAVE_DELAY_MS = 500;

export interface LocalDraft {
  savedAt: string;
  fields: Record<string, string | boolean>;
}

/** The form's text fields and checkboxes, by name (files, buttons and the intent left out). */
function fieldsOf(form: HTMLFormElement): Record<string, string | boolean> {
  const fields: Record<string, string | boolean> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
    if (!element.name || element.name === "intent") continue;
    if (element instanceof HTMLInputElement && (element.type === "file" || element.type === "submit" || element.type === "button")) continue;
    fields[element.name] = element instanceof HTMLInputElement && element.type === "checkbox" ? element.checked : element.value;
  }
  return fields;
}

function sameFields(a: Record<string, string | boolean>, b: Record<string, string | boolean>): boolean {
  return Object.keys(a).every((name) => !(name in b) || a[name] === b[name]);
}

/** Sets a field as if typed: the native setter (so React's controlled inputs notice) and a bubbling `input` event. */
function typeInto(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string | boolean) {
  if (element instanceof HTMLInputElement && element.type === "checkbox") {
    if (element.checked !== value) element.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, "value")?.set;
  setter?.call(element, String(value));
  element.dispatchEvent(new Event("input", { bubbles: true }));
  element.dispatchEvent(new Event("change", { bubbles: true }));
}

function write(key: string, form: HTMLFormElement) {
  try {
    window.localStorage.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), fields: fieldsOf(form) } satisfies LocalDraft));
  } catch {
    // Storage full or disabled: the form still works, only without the copy.
  }
}

function read(key: string): LocalDraft | null {
  try {
    const stored = window.localStorage.getItem(key);
    return stored ? (JSON.parse(stored) as LocalDraft) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the form under `key` as it is typed (debounced, on the native `input`/`change` events) and
 * offers back a stored copy that differs from what the form opened with.
 */
export function useLocalDraft(form: RefObject<HTMLFormElement | null>, key: string) {
  const [offered, setOffered] = useState<LocalDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // While a stored copy is on offer, typing must not overwrite it before the editor chooses.
  const deciding = useRef(false);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const stored = read(key);
    if (stored && !sameFields(stored.fields, fieldsOf(element))) {
      deciding.current = true;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage and the rendered form exist only after mount (and not on the server)
      setOffered(stored);
    } else if (stored) {
      window.localStorage.removeItem(key);
    }
    const keep = () => {
      if (deciding.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => write(key, element), SAVE_DELAY_MS);
    };
    element.addEventListener("input", keep);
    element.addEventListener("change", keep);
    return () => {
      clearTimeout(timer.current);
      element.removeEventListener("input", keep);
      element.removeEventListener("change", keep);
    };
  }, [form, key]);

  const restore = () => {
    const element = form.current;
    if (!element || !offered) return;
    deciding.current = false;
    setOffered(null);
    for (const [name, value] of Object.entries(offered.fields)) {
      const field = element.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) typeInto(field, value);
    }
  };

  const discard = () => {
    deciding.current = false;
    setOffered(null);
    window.localStorage.removeItem(key);
  };

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    window.localStorage.removeItem(key);
  }, [key]);

  /** Stores the form as it is now (after a refused save, whose submission cleared the copy). */
  const store = () => {
    const element = form.current;
    if (!element || deciding.current) return;
    write(key, element);
  };

  return { offered, restore, discard, clear, store };
}
