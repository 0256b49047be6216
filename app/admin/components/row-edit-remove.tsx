import { Link } from "react-router";
import { ConfirmDestructive } from "~/admin/components/confirm-destructive";
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
