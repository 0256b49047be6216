import { adminOf } from "~/.server/auth/guard";
import { loadCategoryChoices, submitProductForm } from "~/.server/catalog/product-save";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { productPageCopy as copy } from "~/admin/content/products";
import { ProductForm } from "~/admin/components/product-form";
import { Notice } from "~/components/ui/notice";
import { buildMeta } from "~/lib/meta";
import { emptyProductFormValues } from "~/admin/lib/product-form";
import type { Route } from "./+types/products.nuevo";

// Create view of the admin products (docs/requirements.md §2 'Admin', §5 'Product form').

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: copy.newTitle, description: copy.newMetaDescription, path: "/admin/products/nuevo", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  return loadCategoryChoices(await databaseOf(context), requestContextOf(context).log);
}

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  return submitProductForm({ request, context }, null);
}

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title={copy.newTitle} description={copy.newDescription} />
      <Notice notice={actionData?.notice ?? loaderData.notice} className="mb-6" />
      <ProductForm
        values={actionData?.values ?? emptyProductFormValues}
        errors={actionData?.errors ?? {}}
        categories={loaderData.categories}
        submitLabel={copy.create}
        draftKey="producto:nuevo"
        saved={null}
      />
    </>
  );
}
