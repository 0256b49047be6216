import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { editConflictCopy as copy } from "~/admin/content/edit-conflicts";
import { EDIT_BASE_FIELDS, type EditBase, type EditConflict } from "~/admin/lib/edit-conflict";

// Two people editing the same record (docs/decisions/022-edit-conflicts.md). Every edit form holds
// EditBaseFields (the version it was loaded with) and, inside the form, EditConflictNotice, so its
// "save anyway" button posts the form as typed. Both work without JavaScript.

/** The version and snapshot the server rendered the form with, posted back with every save. */
export function EditBaseFields({ base }: { base: EditBase | null | undefined }) {
  if (!base) return null;
  return (
    <>
      <input type="hidden" name={EDIT_BASE_FIELDS.version} value={base.version} />
      <input type="hidden" name={EDIT_BASE_FIELDS.loaded} value={base.loaded} />
    </>
  );
}

/** A save refused because someone saved first: who and when, what changed, and the ways forward. */
export function EditConflictNotice({ conflict }: { conflict: EditConflict | null | undefined }) {
  const { pathname, search } = useLocation();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conflict) notice.current?.focus();
  }, [conflict]);
  if (!conflict) return null;
  return (
    <div
      ref={notice}
      tabIndex={-1}
      role="alert"
      aria-labelledby="conflicto-titulo"
      className="rounded-md border border-amber-400 bg-amber-50 px-4 py-4 text-amber-950"
    >
      {/* Enter in a field presses a form's first submit button: let that be a plain save, never "save anyway". */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      <p id="conflicto-titulo" className="font-semibold">
        {copy.title(conflict)}
      </p>
      <p className="mt-1 text-sm">{copy.notSaved}</p>
      <p className="mt-3 text-sm font-semibold">{conflict.changes.length > 0 ? copy.changesIntro : copy.noVisibleChanges}</p>
      {conflict.changes.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {conflict.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-sm">{copy.choices}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="submit" name={EDIT_BASE_FIELDS.replace} value={conflict.currentVersion} variant="secondary" size="md" wrap>
          {copy.replace}
        </Button>
        <Button asChild variant="ghost" size="md">
          {/* A document load: the form's fields are drawn afresh from what is stored. */}
          <Link to={`${pathname}${search}`} reloadDocument>
            {copy.reload}
          </Link>
        </Button>
      </div>
    </div>
  );
}
