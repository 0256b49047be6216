import { Link } from "react-router";
import { ConfirmDestructive } from "~/admin/components/confirm-destructive";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";

/** What the two buttons say; `whose` follows each, for screen readers, and names the row. */
export interface RowEditRemoveCopy {
  edit: string;
  remove: string;
  removeQuestion: string;
  removeConfirm: string;
  removing: string;
}

/**
 * «Cambiar» (a link to the list's address with ?editar={id}, where the list opens its form) and
 * «Eliminar» through the one confirmation, posting intent "delete" with the row's id: the row
 * actions of the lists edited in place (redirects, reply templates).
 */
export function RowEditRemove({
  path,
  id,
  whose,
  consequence,
  copy,
}: {
  path: string;
  id: string;
  whose: string;
  consequence: string;
  copy: RowEditRemoveCopy;
}) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      <Link to={`${path}?editar=${id}`} className={buttonVariants({ variant: "secondary", size: "xs" })}>
        {copy.edit}
        <span className="sr-only"> {whose}</span>
      </Link>
      <ConfirmDestructive
        question={copy.removeQuestion}
        consequence={consequence}
        form={{ action: path, intent: "delete", fields: { id } }}
        confirmLabel={copy.removeConfirm}
        pendingText={copy.removing}
        opener={{
          trigger: (
            <>
              {copy.remove}
              <span className="sr-only"> {whose}</span>
            </>
          ),
        }}
      />
    </div>
  );
}

/** What the form's buttons say when it creates a row and when it changes one. */
export interface EditInPlaceCopy {
  create: string;
  creating: string;
  save: string;
  saving: string;
  cancelEdit: string;
}

/**
 * The buttons under a list's own form: «Crear…» (intent "create") or, when a row is open for
 * editing, «Guardar cambios» (intent "update") and «Cancelar», back to the list's address.
 */
export function EditInPlaceActions({ path, editing, copy }: { path: string; editing: boolean; copy: EditInPlaceCopy }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <SubmitButton intent={editing ? "update" : "create"} pendingText={editing ? copy.saving : copy.creating} className="w-full sm:w-auto">
        {editing ? copy.save : copy.create}
      </SubmitButton>
      {editing ? (
        <Link to={path} className={buttonVariants({ variant: "secondary", size: "md" })}>
          {copy.cancelEdit}
        </Link>
      ) : null}
    </div>
  );
}
