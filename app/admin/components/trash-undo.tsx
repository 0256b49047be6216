import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { trashCopy as copy } from "~/admin/content/trash";
import { formatDate } from "~/lib/dates";

/** A record just moved to the trash, as the list's loader found it there (`?eliminado={id}`). */
export interface JustTrashed {
  id: string;
  label: string;
  purgeAfter: Date | string;
}

/**
 * Beside a deletion's notice («Artículo eliminado correctamente»): where the record went, a
 * «Deshacer» that restores it (a form, so it works without JavaScript) and the way to the trash.
 * `from` tells the trash's action which list to come back to.
 */
export function TrashUndo({ item, from }: { item: JustTrashed; from: "articulos" | "productos" }) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      <p>{copy.undoPanel(item.label, formatDate(item.purgeAfter))}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Form method="post" action="/admin/papelera" preventScrollReset>
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="desde" value={from} />
          <Button type="submit" name="intent" value="restore" variant="secondary" size="xs" aria-label={copy.undoOf(item.label)}>
            {copy.undo}
          </Button>
        </Form>
        <Link to="/admin/papelera" className="font-semibold text-brand-900 underline underline-offset-2">
          {copy.viewTrash}
        </Link>
      </div>
    </div>
  );
}
