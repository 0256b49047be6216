import { type RefObject, useEffect, useRef, useState } from "react";
import { type Location, useActionData, useBlocker, useNavigation } from "react-router";
import { fill, FormWatcher } from "~/admin/components/form-watcher";
import { UnsavedChangesDialog } from "~/admin/components/unsaved-changes-dialog";
import { useFocusFirstError } from "~/admin/components/use-focus-first-error";
import { Button } from "~/components/ui/button";
import { safetyNetCopy as copy, type SafetyNetSubject, safetyNetSubjects } from "~/admin/content/safety-net";
import { formatDateTime } from "~/lib/dates";
import { type FieldValue, isRefusal, type LocalDraft, type SavedStamp } from "~/admin/lib/form-safety-net";
import type { FieldErrors } from "~/lib/forms";

// What keeps an editor's work in every admin form (docs/decisions/023-form-safety-net.md): leaving
// with unsaved work asks first (inside the admin with a dialog, a reload or a closed tab through
// the browser's own); a copy of the form in this browser survives a reload and is offered back; a
// refused save lands focus on the first field to fix. "Unsaved" means the form differs from what it
// was loaded with, read from its fields whatever they are made of (a rich-text editor keeps a hidden
// input), so typing and undoing is no change and a button that only moves focus is none either.

const leavesThePage = (current: Location, next: Location) => current.pathname !== next.pathname;

/** For a page whose address also says what the form edits (a listing's `?listado=`). */
export const leavesThePageOrQuery = (current: Location, next: Location) =>
  current.pathname !== next.pathname || current.search !== next.search;

export interface FormSafetyNetProps {
  form: RefObject<HTMLFormElement | null>;
  /** Names the copy in local storage: one per record ("producto:<id>", "producto:nuevo"). */
  draftKey: string;
  /** The record the form was loaded with; null for one not created yet. */
  saved: SavedStamp | null;
  errors: FieldErrors;
  subject: SafetyNetSubject;
  /** Whether a navigation loses the form (by default: one to another page). */
  leaves?: (current: Location, next: Location) => boolean;
  /** Intents that post the form without saving it (a preview): no save, so the copy stays. */
  notSaving?: readonly string[];
  /** Gives the form a draft's shape (how many rows, in which order) before its fields are filled in. */
  arrange?: (fields: readonly FieldValue[]) => void;
  /** A creation form that stays on the page after a save (above a list): emptied once it is saved. */
  emptyAfterSave?: boolean;
}

/** The safety net of one admin form; place it where the offer of a kept copy should appear. */
export function FormSafetyNet({
  form,
  draftKey,
  saved,
  errors,
  subject,
  leaves = leavesThePage,
  notSaving = [],
  arrange,
  emptyAfterSave = false,
}: FormSafetyNetProps) {
  const [offered, setOffered] = useState<LocalDraft | null>(null);
  const watcher = useRef<FormWatcher | null>(null);
  const navigation = useNavigation();
  const answer = useActionData<unknown>();
  useFocusFirstError(form, errors);

  // On opening: what the form holds is the loaded record; a kept copy is offered back or dropped.
  // Once per record shown: a form drawn for a newer saved version is remounted by its page.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const current = new FormWatcher(element, draftKey, saved);
    watcher.current = current;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage and the rendered form exist only after mount (and not on the server)
    setOffered(current.takeOffer());
    // Typing, and widgets that change the form without typing (rows added, moved or removed, a photo uploaded).
    element.addEventListener("input", current.keepSoon);
    element.addEventListener("change", current.keepSoon);
    const observer = new MutationObserver(current.keepSoon);
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ["value", "name"] });
    // A save sent: the copy goes (a successful save may leave by a document load that runs no
    // clean-up here); a refusal brings the work back as unsaved, and the copy is written again.
    const sent = (event: SubmitEvent) => {
      const intent = (event.submitter as HTMLButtonElement | null)?.value ?? "";
      const saving = !notSaving.includes(intent);
      current.submitting = saving ? "save" : "other";
      if (saving) current.clear();
    };
    element.addEventListener("submit", sent);
    const ask = (event: BeforeUnloadEvent) => {
      if (current.submitting || !current.isDirty()) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    window.addEventListener("pagehide", current.flush);
    return () => {
      current.stop();
      element.removeEventListener("input", current.keepSoon);
      element.removeEventListener("change", current.keepSoon);
      element.removeEventListener("submit", sent);
      window.removeEventListener("beforeunload", ask);
      window.removeEventListener("pagehide", current.flush);
      observer.disconnect();
      watcher.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saved and notSaving are the page's for this record
  }, [form, draftKey]);

  useEffect(() => {
    const current = watcher.current;
    if (navigation.state !== "idle" || !current || current.submitting === null) return;
    const wasSave = current.submitting === "save";
    current.submitting = null;
    if (!wasSave) return;
    if (isRefusal(answer)) current.keep();
    else current.savedHere(emptyAfterSave);
  }, [navigation.state, answer, emptyAfterSave]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const current = watcher.current;
    return Boolean(current && current.submitting === null && leaves(currentLocation, nextLocation) && current.isDirty());
  });

  const restore = () => {
    const element = form.current;
    if (!element || !offered || !watcher.current) return;
    watcher.current.deciding = false;
    setOffered(null);
    arrange?.(offered.fields);
    // After the rows the draft had are drawn.
    setTimeout(() => fill(element, offered.fields), 0);
  };

  const discard = () => {
    if (watcher.current) {
      watcher.current.deciding = false;
      watcher.current.clear();
    }
    setOffered(null);
  };

  const name = safetyNetSubjects[subject];
  return (
    <>
      {offered && (
        <div
          role="region"
          aria-label={copy.localDraft.title(name)}
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <p className="font-semibold">{copy.localDraft.title(name)}</p>
          <p className="mt-1 text-sm">{copy.localDraft.description(formatDateTime(offered.savedAt))}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="button" size="md" onClick={restore}>
              {copy.localDraft.restore}
            </Button>
            <Button type="button" variant="secondary" size="md" onClick={discard}>
              {copy.localDraft.discard}
            </Button>
          </div>
        </div>
      )}
      <UnsavedChangesDialog
        blocker={blocker}
        copy={{ ...copy.unsaved, description: copy.unsaved.description(name) }}
        // Leaving without saving is a decision: the copy in this browser goes too.
        onLeave={() => watcher.current?.leave()}
      />
    </>
  );
}
