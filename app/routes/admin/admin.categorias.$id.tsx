import { data, Link, redirect } from "react-router";
import { recordActivity } from "~/.server/activity/log";
import { adminOf } from "~/.server/auth/guard";
import { getCategory, updateCategory, type UpdateResult } from "~/.server/catalog/admin-categories";
import { setFlash } from "~/.server/flash";
import { parseForm } from "~/.server/forms";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { EditCategoryForm } from "~/components/admin/category-forms";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { categoriesCopy as copy } from "~/content/admin-categories";
import { categoryEditSchema, categoryFormMessages } from "~/lib/category-form";
import { categoryPagePath } from "~/lib/category-paths";
import { textOf } from "~/lib/forms";
import { isUuid } from "~/lib/is-uuid";
import { buildMeta } from "~/lib/meta";
import { categoryNotices } from "~/lib/notices";
import type { Route } from "./+types/admin.categorias.$id";

// Rename, describe and move one category (docs/features.md "Categorías"). The slug is not on the
// form: the public listing pages read their category by slug, so renaming or moving never changes
// an address.

export const meta: Route.MetaFunction = ({ matches, params }) =>
  buildMeta(matches, { title: "Editar categoría", description: "Nombre y descripción de una categoría.", path: `/admin/categorias/${params.id}`, noindex: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  adminOf(context);
  const category = isUuid(params.id) ? await getCategory(await databaseOf(context), params.id) : null;
  // A category deleted meanwhile (another tab, another editor) gets the page that says so, as products do.
  return { category };
}

export const middleware = [formBodyMiddleware];

export async function action({ request, params, context }: Route.ActionArgs) {
  adminOf(context);
  if (!isUuid(params.id)) return data({ notice: categoryNotices.missing, values: null, errors: {} }, { status: 404 });
  const submission = await parseForm({ request, context }, categoryEditSchema);
  const { submitted } = submission;
  const values = { name: textOf(submitted.name), description: textOf(submitted.description), parentId: textOf(submitted.parentId) };
  if (!submission.ok) return data({ notice: categoryNotices.saveFailed, values, errors: submission.errors }, { status: 400 });
  try {
    const saved = await updateCategory(await databaseOf(context), params.id, submission.data);
    if (!saved.ok && saved.reason === "not-found") return data({ notice: categoryNotices.missing, values, errors: {} }, { status: 404 });
    if (!saved.ok) return data({ notice: categoryNotices.saveFailed, values, errors: refusedField[saved.reason] }, { status: 400 });
  } catch (error) {
    requestContextOf(context).log.error({ err: error }, "category update failed");
    return data({ notice: categoryNotices.actionFailed, values, errors: {} }, { status: 500 });
  }
  await recordActivity(context, { action: "updated", subject: "category", subjectId: params.id, label: submission.data.name });
  return redirect("/admin/categorias", { headers: { "Set-Cookie": await setFlash("category-updated") } });
}

/** The field a refused save points at, in the staff's words. */
const refusedField: Record<Exclude<UpdateResult, { ok: true }>["reason"] & string, Record<string, string>> = {
  "not-found": {},
  "name-taken": { name: categoryFormMessages.nameTaken },
  "parent-invalid": { parentId: categoryFormMessages.parentInvalid },
  "has-subcategories": { parentId: categoryFormMessages.parentHasSubcategories },
};

function BackToList() {
  return (
    <Button asChild variant="secondary" size="md">
      <Link to="/admin/categorias">{copy.form.back}</Link>
    </Button>
  );
}

export default function EditCategory({ loaderData, actionData }: Route.ComponentProps) {
  const { category } = loaderData;
  if (!category) {
    return (
      <>
        <AdminPageHeader title="Editar categoría">
          <BackToList />
        </AdminPageHeader>
        <p className="text-stone-700">{categoryNotices.missing.title}. {categoryNotices.missing.description}</p>
      </>
    );
  }
  const publicPath = categoryPagePath(category.slug);
  return (
    <>
      <AdminPageHeader title={`Editar «${category.name}»`} description={copy.products(category.productCount)}>
        <BackToList />
      </AdminPageHeader>
      <Notice notice={actionData?.notice ?? null} className="mb-6" />
      {category.isActive ? null : <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">{copy.form.inactiveNote}</p>}
      <EditCategoryForm
        values={actionData?.values ?? { name: category.name, description: category.description ?? "", parentId: category.parentId ?? "" }}
        errors={actionData?.errors ?? {}}
        addressHint={publicPath ? copy.form.addressHint(publicPath) : null}
        parents={category.possibleParents}
        hasSubcategories={category.subcategoryCount > 0}
      />
    </>
  );
}
