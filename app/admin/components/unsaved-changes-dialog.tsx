import type { Blocker } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";

export interface UnsavedChangesCopy {
  title: string;
  description: string;
  stay: string;
  leave: string;
}

/**
 * Asks before an admin form's unsaved changes are lost to a navigation inside the site: the blocker
 * comes from `FormSafetyNet`. "Seguir editando" (or Escape) keeps the editor on the form; leaving
 * calls `onLeave` first.
 */
export function UnsavedChangesDialog({ blocker, copy, onLeave }: { blocker: Blocker; copy: UnsavedChangesCopy; onLeave(): void }) {
  return (
    <Dialog open={blocker.state === "blocked"} onOpenChange={(open) => (open ? undefined : blocker.reset?.())}>
      <DialogContent role="alertdialog" className="p-6">
        <DialogTitle className="pr-8 text-xl font-semibold">{copy.title}</DialogTitle>
        <DialogDescription className="mt-2 text-stone-700">{copy.description}</DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" size="md" onClick={() => blocker.reset?.()}>
            {copy.stay}
          </Button>
          <Button
            type="button"
            variant="destructive"
            size="md"
            onClick={() => {
              onLeave();
              blocker.proceed?.();
            }}
          >
            {copy.leave}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
