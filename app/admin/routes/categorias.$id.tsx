import { data, Link } from "react-router";
import { actorOf } from "~/.server/activity/log";
import { describeRowConflict } from "~/.server/activity/edit-conflicts";
import { categorySnapshot } from "~/.server/catalog/category-changes";
import { adminOf } from "~/.server/auth/guard";
import { getCategory, updateCategory } from "~/.server/catalog/admin-categories";
import { redirectWithNotice } from "~/.server/flash";
import { parseForm } from "~/.server/forms";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { HistoryLink } from "~/admin/components/history-page";
import { EditCategoryForm } from "~/admin/components/category-forms";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { categoriesCopy as copy } from "~/admin/content/categories";
import { categoryEditSchema, categoryFormMessages } from "~/admin/lib/category-form";
import { categoryPagePath } from "~/lib/category-paths";
import { type EditConflict, readEditBase } from "~/admin/lib/edit-conflict";
import { savedStampOf } from "~/admin/lib/form-safety-net";
import { type FieldErrors, textOf } from "~/lib/forms";
import { isUuid } from "~/lib/is-uuid";
import { buildMeta } from "~/lib/meta";
import { categoryNotices, editNotices } from "~/lib/notices";
import { encodeSnapshot } from "~/lib/record-changes";
import type { Notice as NoticeData } from "~/lib/toast";
import type { Route } from "./+types/categorias.$id";

// Rename, describe and move one category (docs/features.md "Categorías"). The slug is not on the
// form: the public listing pages read their category by slug, so renaming or moving never changes
// an address.

export const meta: Route.MetaFunction = ({ matches, params }) =>
  buildMeta(matches, {
    title: copy.editPage.title,
    description: copy.editPage.metaDescription,
    path: `/admin/categorias/${params.id}`,
    noindex: true,
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  adminOf(context);
  const category = isUuid(params.id) ? await getCategory(await databaseOf(context), params.id) : null;
  // A category deleted meanwhile (another tab, another editor) gets the page that says so, as products do.
  return {
    category,
    saved: category ? savedStampOf(category) : null,
    base: category ? { version: category.version, loaded: encodeSnapshot(categorySnapshot(category, category.parentName)) } : null,
  };
}

export const middleware = [formBodyMiddleware];

export async function action({ request, params, context }: Route.ActionArgs) {
  adminOf(context);
  if (!isUuid(params.id))
    return data({ notice: categoryNotices.missing, values: null, errors: {}, base: null, conflict: null }, { status: 404 });
  const submission = await parseForm({ request, context }, categoryEditSchema);
  const { submitted } = submission;
  const values = { name: textOf(submitted.name), description: textOf(submitted.description), parentId: textOf(submitted.parentId) };
  const base = readEditBase(submitted);
  // Sent back as posted: a refusal never moves the form's version on.
  const answer = (status: number, notice: NoticeData | null, errors: FieldErrors = {}, conflict: EditConflict | null = null) =>
    data({ notice, values, errors, base: base && { version: base.version, loaded: base.loaded }, conflict }, { status });
  if (!base) return answer(400, editNotices.missingBase);
  if (!submission.ok) return answer(400, categoryNotices.saveFailed, submission.errors);
  try {
    const db = await databaseOf(context);
    const actor = actorOf(context);
    const saved = await updateCategory(db, params.id, submission.data, { basedOn: base.basedOn, actor });
    if (!saved.ok) {
      if (saved.reason === "not-found") return answer(404, categoryNotices.missing);
      if (saved.reason === "conflict") {
        const { current } = saved;
        const snapshot = categorySnapshot(current, current.parentName);
        return answer(409, null, {}, await describeRowConflict(db, actor, base, "category", current, snapshot));
      }
      return answer(400, categoryNotices.saveFailed, refusedField[saved.reason]);
    }
  } catch (error) {
    requestContextOf(context).log.error({ err: error }, "category update failed");
    return answer(500, categoryNotices.actionFailed);
  }
  return redirectWithNotice("/admin/categorias", "category-updated");
}

/** The field a refused save points at, in the staff's words. */
const refusedField: Record<"name-taken" | "parent-invalid" | "has-subcategories", Record<string, string>> = {
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
        <AdminPageHeader title={copy.editPage.title}>
          <BackToList />
        </AdminPageHeader>
        <p className="text-stone-700">
          {categoryNotices.missing.title}. {categoryNotices.missing.description}
        </p>
      </>
    );
  }
  const publicPath = categoryPagePath(category.slug);
  return (
    <>
      <AdminPageHeader title={copy.editPage.heading(category.name)} description={copy.products(category.productCount)}>
        <div className="flex flex-wrap gap-2">
          <HistoryLink to={`/admin/categorias/${category.id}/historial`} />
          <BackToList />
        </div>
      </AdminPageHeader>
      <Notice notice={actionData?.notice ?? null} className="mb-6" />
      {category.isActive ? null : (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">{copy.form.inactiveNote}</p>
      )}
      <EditCategoryForm
        values={actionData?.values ?? { name: category.name, description: category.description ?? "", parentId: category.parentId ?? "" }}
        errors={actionData?.errors ?? {}}
        addressHint={publicPath ? copy.form.addressHint(publicPath) : null}
        draftKey={`categoria:${category.id}`}
        saved={loaderData.saved}
        parents={category.possibleParents}
        hasSubcategories={category.subcategoryCount > 0}
        edit={{ base: actionData?.base ?? loaderData.base, conflict: actionData?.conflict }}
      />
    </>
  );
}
