import { Form, Link } from "react-router";
import { adminOf } from "~/.server/auth/guard";
import { loadCategoryChoices, submitProductForm } from "~/.server/catalog/product-save";
import { duplicateProduct, getProductForAdmin, productSnapshotOf } from "~/.server/catalog/admin-products";
import { recordActivity } from "~/.server/activity/log";
import { redirectWithNotice } from "~/.server/flash";
import { formIntent } from "~/.server/forms";
import type { Database } from "~/.server/db";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { productPageCopy as copy } from "~/admin/content/products";
import { ProductForm } from "~/admin/components/product-form";
import { HistoryLink } from "~/admin/components/history-page";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { savedStampOf } from "~/admin/lib/form-safety-net";
import { isUuid } from "~/lib/is-uuid";
import { buildMeta } from "~/lib/meta";
import { productNotices } from "~/lib/notices";
import { productToFormValues } from "~/admin/lib/product-form";
import { encodeSnapshot } from "~/lib/record-changes";
import type { Route } from "./+types/products.$id";

// Edit view of the admin products (docs/requirements.md §2 'Admin', §5 'Product form'). Its action
// also answers intent "duplicate" (the list's and this page's Duplicar buttons): the copy opens here.

async function findProduct(db: Database, id: string) {
  return isUuid(id) ? getProductForAdmin(db, id) : null;
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  buildMeta(matches, { title: copy.editTitle, description: copy.editMetaDescription, path: `/admin/products/${params.id}`, noindex: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  adminOf(context);
  const db = await databaseOf(context);
  const product = await findProduct(db, params.id);
  const choices = await loadCategoryChoices(db, requestContextOf(context).log);
  return {
    ...choices,
    product: product
      ? {
          id: product.id,
          name: product.name,
          values: productToFormValues(product),
          saved: savedStampOf(product),
          base: { version: product.version, loaded: encodeSnapshot(await productSnapshotOf(db, product)) },
        }
      : null,
  };
}

export const middleware = [formBodyMiddleware];

export async function action({ request, params, context }: Route.ActionArgs) {
  adminOf(context);
  const db = await databaseOf(context);
  const product = await findProduct(db, params.id);
  if ((await formIntent({ request, context })) === "duplicate") {
    const copyId = product ? await duplicateProduct(db, product.id) : null;
    if (!copyId) return { values: null, errors: {}, notice: productNotices.duplicateFailed, base: null, conflict: null };
    await recordActivity(context, { action: "duplicated", subject: "product", subjectId: copyId, label: product!.name });
    return redirectWithNotice(`/admin/products/${copyId}`, "product-duplicated");
  }
  if (!product) {
    return { values: null, errors: {}, notice: productNotices.editLoadFailed, base: null, conflict: null };
  }
  return submitProductForm({ request, context }, product);
}

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  if (!product) {
    return (
      <>
        <AdminPageHeader title={copy.editTitle} />
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-6 text-red-900">
          <p className="font-semibold">{copy.notFoundTitle}</p>
          <p className="mt-1">{copy.notFound}</p>
        </div>
        <Button asChild size="md" className="mt-6">
          <Link to="/admin/products">{copy.backToList}</Link>
        </Button>
      </>
    );
  }
  return (
    <>
      <AdminPageHeader title={copy.editTitle} description={product.name}>
        <HistoryLink to={`/admin/products/${product.id}/historial`} />
        <Form method="post">
          <Button type="submit" name="intent" value="duplicate" variant="secondary" size="md">
            {copy.duplicate}
            <span className="sr-only"> {product.name}</span>
          </Button>
        </Form>
      </AdminPageHeader>
      <Notice notice={actionData?.notice ?? loaderData.notice} className="mb-6" />
      <ProductForm
        values={actionData?.values ?? product.values}
        errors={actionData?.errors ?? {}}
        categories={loaderData.categories}
        submitLabel={copy.save}
        draftKey={`producto:${product.id}`}
        saved={product.saved}
        edit={{ base: actionData?.base ?? product.base, conflict: actionData?.conflict }}
      />
    </>
  );
}
