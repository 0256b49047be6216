import { useEffect } from "react";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowActions } from "~/components/ui/table";
import { ListCount, ListEmpty, ListPagination, ListSearchForm } from "~/admin/components/list-controls";
import { ConfirmDestructive } from "~/admin/components/confirm-destructive";
import { productListCopy as copy, productPageCopy } from "~/admin/content/products";
import type { ListPage, ProductListQuery } from "~/admin/lib/lists";
import type { AdminProductRow } from "~/lib/catalog-types";
import { productNotices } from "~/lib/notices";
import { formatPrice } from "~/lib/price";
import { dismissToast, showToast } from "~/lib/toast";
import { responsiveImage } from "~/lib/uploaded-images";
import { useInteractive } from "~/lib/use-interactive";

// The admin products table. Each change is a small form posting to the list's action, so it works
// without JavaScript; deleting asks first, inside the row, rather than in a browser dialog.

export const deleteConfirmation = copy.deleteQuestion;

/** Says what it will do ("Desactivar", "Activar"); the list then offers to undo it (UndoStatusChange). */
function StatusToggle({ product }: { product: AdminProductRow }) {
  const navigation = useNavigation();
  const pending = navigation.formData?.get("intent") === "set-active" && navigation.formData.get("productId") === product.id;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone={product.isActive ? "positive" : "neutral"}>{product.isActive ? copy.activeStatus : copy.inactiveStatus}</Badge>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="active" value={product.isActive ? "false" : "true"} />
        <Button
          type="submit"
          name="intent"
          value="set-active"
          disabled={pending}
          variant="secondary"
          size="xs"
          title={product.isActive ? copy.deactivateHint : copy.activateHint}
        >
          {product.isActive ? copy.deactivate : copy.activate}
          <span className="sr-only"> {product.name}</span>
        </Button>
      </Form>
    </div>
  );
}

interface StatusChange {
  id: string;
  name: string;
  isActive: boolean;
}

/**
 * The confirmation after a status change, with the way back. Before the scripts run (or without
 * them) it is a message above the list with a form that puts the previous status back; once the
 * page is interactive it is a toast with "Deshacer", on screen wherever the row was.
 */
export function UndoStatusChange({ change }: { change: StatusChange }) {
  const interactive = useInteractive();
  const submit = useSubmit();
  const { pathname, search } = useLocation();
  const notice = change.isActive ? productNotices.activated : productNotices.deactivated;
  const sentence = change.isActive ? copy.activated(change.name) : copy.deactivated(change.name);
  const undoes = `: ${change.isActive ? copy.deactivate : copy.activate} ${change.name}`;

  useEffect(() => {
    if (!interactive) return;
    const id = `estado-${change.id}-${change.isActive}`;
    const undo = () =>
      submit(
        { intent: "set-active", productId: change.id, active: String(!change.isActive) },
        { method: "post", action: pathname + search, preventScrollReset: true },
      );
    void showToast(
      { ...notice, description: sentence },
      {
        id,
        duration: 10_000,
        action: (
          // Sonner's own action button takes no aria-label; this one says what it undoes.
          <button type="button" data-button="true" data-action="true" aria-label={copy.undo + undoes} onClick={undo}>
            {copy.undo}
          </button>
        ),
      },
    );
    // Leaving the list takes the offer away: "Deshacer" acts on the list it was shown on.
    return () => void dismissToast(id);
  }, [interactive, change.id, change.isActive, notice, sentence, undoes, submit, pathname, search]);

  if (interactive) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      <div>
        <p className="font-semibold">{notice.title}</p>
        <p className="mt-1">{sentence}</p>
      </div>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="productId" value={change.id} />
        <input type="hidden" name="active" value={change.isActive ? "false" : "true"} />
        <Button type="submit" name="intent" value="set-active" variant="secondary" size="xs" aria-label={copy.undo + undoes}>
          {copy.undo}
        </Button>
      </Form>
    </div>
  );
}

function DeleteProduct({ product }: { product: AdminProductRow }) {
  return (
    <ConfirmDestructive
      opener={{
        trigger: (
          <>
            {copy.delete}
            <span className="sr-only"> {product.name}</span>
          </>
        ),
      }}
      question={deleteConfirmation}
      consequence={copy.deleteConsequence(product.name)}
      form={{ intent: "delete", fields: { productId: product.id } }}
      confirmLabel={
        <>
          {copy.confirmDelete}
          <span className="sr-only"> {product.name}</span>
        </>
      }
      pendingText={copy.deleting}
      cancelLabel={
        <>
          {copy.cancel}
          <span className="sr-only">{copy.cancelDeleteOf(product.name)}</span>
        </>
      }
    />
  );
}

const statusOptions = [
  { value: "", label: copy.statusFilter.all },
  { value: "activo", label: copy.statusFilter.active },
  { value: "inactivo", label: copy.statusFilter.inactive },
];

export function ProductList({
  list,
  query,
  categories,
  canInsertSample,
}: {
  list: ListPage<AdminProductRow>;
  query: ProductListQuery;
  categories: readonly { id: string; label: string }[];
  canInsertSample: boolean;
}) {
  const filtered = query.q !== "" || query.estado !== "" || query.categoria !== "";
  const products = list.rows;
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap gap-4 text-sm">
        <a href="/admin/products.csv" download className="font-semibold text-stone-800 underline">
          {copy.exportCsv}
        </a>
        <Link to="/admin/products/importar" className="font-semibold text-stone-800 underline">
          {copy.importCsv}
        </Link>
      </p>
      <div>
        <ListSearchForm
          searchLabel={copy.search}
          q={query.q}
          active={filtered}
          clearHref="/admin/products"
          filters={[
            {
              name: "categoria",
              label: copy.columns.category,
              value: query.categoria,
              options: [
                { value: "", label: copy.allCategories },
                ...categories.map((category) => ({ value: category.id, label: category.label })),
              ],
            },
            { name: "estado", label: copy.columns.status, value: query.estado, options: statusOptions },
          ]}
        />
        <ListCount total={list.total} singular={copy.count.singular} plural={copy.count.plural} />
      </div>
      {products.length === 0 ? (
        <ListEmpty message={filtered ? copy.noMatches : copy.empty} clearHref="/admin/products" active={filtered} />
      ) : (
        <Table caption={copy.tableCaption} stacked>
          <TableHeader>
            <TableRow>
              <TableHead>{copy.columns.product}</TableHead>
              <TableHead>{copy.columns.category}</TableHead>
              <TableHead>{copy.columns.price}</TableHead>
              <TableHead>{copy.columns.status}</TableHead>
              <TableHead>{copy.columns.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {products.map((product) => {
              const image = product.image ? responsiveImage(product.image, 400) : null;
              return (
                <TableRow key={product.id}>
                  <TableHead scope="row">
                    <div className="flex items-center gap-3">
                      {image ? (
                        <img
                          src={image.src}
                          srcSet={image.srcSet}
                          sizes="48px"
                          alt=""
                          width={48}
                          height={48}
                          className="size-12 shrink-0 rounded object-cover"
                        />
                      ) : null}
                      <span>
                        {product.name}
                        {product.isFeatured ? <span className="ml-2 text-xs font-normal text-stone-600">{copy.featured}</span> : null}
                      </span>
                    </div>
                  </TableHead>
                  <TableCell label={copy.columns.category} className="text-stone-700">
                    {product.categoryLabel ?? copy.noCategory}
                  </TableCell>
                  <TableCell label={copy.columns.price} className="whitespace-nowrap text-stone-700">
                    {formatPrice(product.price)}
                  </TableCell>
                  <TableCell label={copy.columns.status}>
                    <StatusToggle product={product} />
                  </TableCell>
                  <TableCell label={copy.columns.actions}>
                    <TableRowActions>
                      <Button asChild variant="secondary" size="xs">
                        <Link to={`/admin/products/${product.id}`}>
                          {copy.edit}
                          <span className="sr-only"> {product.name}</span>
                        </Link>
                      </Button>
                      <Form method="post" action={`/admin/products/${product.id}`}>
                        <Button type="submit" name="intent" value="duplicate" variant="secondary" size="xs">
                          {productPageCopy.duplicate}
                          <span className="sr-only"> {product.name}</span>
                        </Button>
                      </Form>
                      {product.isActive ? (
                        <Link
                          to={`/producto/${product.id}`}
                          aria-label={`${copy.viewOnSite}: ${product.name}`}
                          className="rounded px-2 py-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
                        >
                          {copy.viewOnSite}
                        </Link>
                      ) : (
                        <span className="px-2 py-1 text-sm text-stone-600">{copy.notPublic}</span>
                      )}
                      <DeleteProduct product={product} />
                    </TableRowActions>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <ListPagination query={query} page={list.page} pageCount={list.pageCount} />
      {canInsertSample ? (
        <Form
          method="post"
          className="flex flex-wrap items-center gap-3 rounded-md border border-dashed border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <span>{copy.developmentOnly}</span>
          <button
            type="submit"
            name="intent"
            value="insert-sample"
            className="rounded-md border border-amber-400 bg-white px-3 py-1.5 font-semibold hover:bg-amber-100"
          >
            {copy.insertSample}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
