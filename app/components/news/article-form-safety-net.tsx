import { type RefObject, useEffect } from "react";
import { useFocusFirstError } from "~/components/admin/use-focus-first-error";
import { useLocalDraft } from "~/components/admin/use-local-draft";
import { UnsavedChangesDialog } from "~/components/admin/unsaved-changes-dialog";
import { useUnsavedChanges } from "~/components/admin/use-unsaved-changes";
import { Button } from "~/components/ui/button";
import { articleAdminCopy } from "~/content/admin-articles";
import { formatDateTime } from "~/lib/dates";

const copy = articleAdminCopy;

/**
 * What keeps an editor's work in the article form: leaving with unsaved changes asks first (inside
 * the admin with a dialog, closing the tab through the browser); a copy of the form in this
 * browser survives a reload and is offered back; a refused save lands focus on the first field to
 * fix. It reads the form through native events only, whatever its fields are made of.
 */
export function ArticleFormSafetyNet({
  form,
  articleId,
  errors,
}: {
  form: RefObject<HTMLFormElement | null>;
  /** The stored article's id; a new one has none. Keys the copy in local storage. */
  articleId: string | undefined;
  errors: Partial<Record<string, string>>;
}) {
  const { blocker } = useUnsavedChanges(form);
  const draft = useLocalDraft(form, `articulo-borrador:${articleId ?? "nuevo"}`);
  useFocusFirstError(form, errors);

  // The copy goes when a save is sent: a successful one leaves the page (for a new article, by a
  // document load that runs no clean-up of this page). A refused one comes back with errors, and the
  // copy is stored again.
  const { clear, store } = draft;
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const submitted = (event: SubmitEvent) => {
      if ((event.submitter as HTMLButtonElement | null)?.value === "save") clear();
    };
    element.addEventListener("submit", submitted);
    return () => element.removeEventListener("submit", submitted);
  }, [form, clear]);
  useEffect(() => {
    if (Object.keys(errors).length > 0) store();
  }, [errors, store]);

  return (
    <>
      {draft.offered && (
        <div role="region" aria-label={copy.localDraft.title} className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">{copy.localDraft.title}</p>
          <p className="mt-1 text-sm">{copy.localDraft.description(formatDateTime(draft.offered.savedAt))}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="button" size="md" onClick={draft.restore}>
              {copy.localDraft.restore}
            </Button>
            <Button type="button" variant="secondary" size="md" onClick={draft.discard}>
              {copy.localDraft.discard}
            </Button>
          </div>
        </div>
      )}
      <UnsavedChangesDialog blocker={blocker} copy={copy.unsaved} />
    </>
  );
}
