import { data, Link, redirect } from "react-router";
import { z } from "zod";
import { adminOf } from "~/.server/auth/guard";
import {
  getProductForAdmin,
  insertSampleProduct,
  listCategoryFilterOptions,
  searchProductsForAdmin,
  toggleProductActive,
} from "~/.server/catalog/admin-products";
import { readServerConfig } from "~/.server/config";
import { actorOf, recordActivity } from "~/.server/activity/log";
import { type FlashKey, redirectWithNotice } from "~/.server/flash";
import { parseForm } from "~/.server/forms";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { findTrashed, moveProductToTrash } from "~/.server/trash/trash";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { ProductList, UndoStatusChange } from "~/admin/components/product-list";
import { TrashUndo } from "~/admin/components/trash-undo";
import { productPageCopy, productsPageCopy as copy } from "~/admin/content/products";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { listHref, productListQuery, readListQuery } from "~/admin/lib/lists";
import { buildMeta } from "~/lib/meta";
import { productNotices } from "~/lib/notices";
import type { Notice as NoticeData } from "~/lib/toast";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import type { Route } from "./+types/products";

// The admin products list (docs/requirements.md §2 'Admin', §4): status toggle, delete, and the
// development-only sample product. Every change is a POST to this action, never a side effect of a
// GET.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: copy.title,
    description: copy.metaDescription,
    path: "/admin/products",
    noindex: true,
  });

/** docs/requirements.md §2: the sample-product button exists only outside production. */
function sampleProductsAllowed(): boolean {
  return !readServerConfig().production;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const url = new URL(request.url);
  // ?cambio={id}: the product whose status just changed, offered back with "Deshacer".
  const changedId = url.searchParams.get("cambio");
  // ?eliminado={id}: the product just moved to «Papelera», offered back with «Deshacer».
  const trashedId = url.searchParams.get("eliminado");
  // ?q=&categoria=&estado=&pagina=: the list's search, filters and page (app/admin/lib/lists.ts).
  const query = readListQuery(url, productListQuery);
  const empty = { rows: [], total: 0, page: 1, pageCount: 1 };
  try {
    const db = await databaseOf(context);
    const categories = await listCategoryFilterOptions(db);
    // An id that is no category is no filter.
    if (query.categoria && !categories.some((category) => category.id === query.categoria)) query.categoria = "";
    const list = await searchProductsForAdmin(db, query);
    const changed = changedId ? await getProductForAdmin(db, changedId).catch(() => null) : null;
    const statusChange = changed ? { id: changed.id, name: changed.name, isActive: changed.isActive } : null;
    const trashed = trashedId && z.uuid().safeParse(trashedId).success ? await findTrashed(db, trashedId, "product") : null;
    return {
      trashed,
      list,
      query: { ...query, pagina: list.page },
      categories,
      notice: null,
      statusChange,
      canInsertSample: sampleProductsAllowed(),
    };
  } catch (error) {
    requestContextOf(context).log.error({ err: error }, "admin product list failed");
    const notice: NoticeData = productNotices.listLoadFailed;
    return { list: empty, query, categories: [], notice, statusChange: null, trashed: null, canInsertSample: sampleProductsAllowed() };
  }
}

const actionSchema = z.discriminatedUnion("intent", [
  // The status to set: a second press (or "Deshacer" after a reload) cannot flip it back by accident.
  z.object({ intent: z.literal("set-active"), productId: z.uuid(), active: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("delete"), productId: z.uuid() }),
  z.object({ intent: z.literal("insert-sample") }),
]);

function failure(notice: NoticeData) {
  return data({ notice }, { status: 400 });
}

/** Back to the list as it was (search, filters, page: the form posted to the list's address). */
function listAddress(request: Request, extra: Record<string, string> = {}): string {
  const kept = listHref(readListQuery(request.url, productListQuery), extra);
  return kept === "?" ? "/admin/products" : `/admin/products${kept}`;
}

async function backToList(request: Request, key: FlashKey) {
  return redirectWithNotice(listAddress(request), key);
}

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  const parsed = await parseForm({ request, context }, actionSchema);
  if (!parsed.ok) return failure(productNotices.updateFailed);
  const command = parsed.data;
  try {
    const db = await databaseOf(context);
    switch (command.intent) {
      case "set-active": {
        const wanted = command.active === "true";
        const product = await getProductForAdmin(db, command.productId);
        if (!product) return failure(productNotices.updateFailed);
        if (product.isActive !== wanted) {
          if ((await toggleProductActive(db, command.productId, actorOf(context))) === null) return failure(productNotices.updateFailed);
          await recordActivity(context, {
            action: wanted ? "activated" : "deactivated",
            subject: "product",
            subjectId: product.id,
            label: product.name,
          });
        }
        // No flash: ?cambio= names the product, and the page says what changed with "Deshacer" beside it.
        return redirect(listAddress(request, { cambio: command.productId }), 303);
      }
      case "delete": {
        const trashed = await moveProductToTrash(db, command.productId, { actor: actorOf(context) });
        if (!trashed) return failure(productNotices.deleteFailed);
        return redirectWithNotice(listAddress(request, { eliminado: trashed.id }), "product-deleted");
      }
      case "insert-sample":
        if (!sampleProductsAllowed()) return failure(productNotices.createFailed);
        await recordActivity(context, {
          action: "created",
          subject: "product",
          subjectId: await insertSampleProduct(db),
          label: copy.sampleProduct,
        });
        return backToList(request, "product-created");
    }
  } catch (error) {
    requestContextOf(context).log.error({ err: error, intent: command.intent }, "admin product action failed");
    return failure(
      command.intent === "delete"
        ? productNotices.deleteFailed
        : command.intent === "insert-sample"
          ? productNotices.createFailed
          : productNotices.updateFailed,
    );
  }
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { list, query, categories, canInsertSample, statusChange, trashed } = loaderData;
  return (
    <>
      <AdminPageHeader title={copy.title} description={copy.description}>
        <Button asChild size="md">
          <Link to="/admin/products/nuevo">{productPageCopy.newTitle}</Link>
        </Button>
      </AdminPageHeader>
      <Notice notice={actionData?.notice ?? loaderData.notice} className="mb-6" />
      {statusChange ? <UndoStatusChange key={`${statusChange.id}-${statusChange.isActive}`} change={statusChange} /> : null}
      {trashed ? <TrashUndo key={trashed.id} item={trashed} from="productos" /> : null}
      <ProductList list={list} query={query} categories={categories} canInsertSample={canInsertSample} />
    </>
  );
}
