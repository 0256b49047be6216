import { data, useLocation } from "react-router";
import { actorOf, recordActivity } from "~/.server/activity/log";
import { adminOf } from "~/.server/auth/guard";
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategoryTree,
  moveCategory,
  setCategoryActive,
} from "~/.server/catalog/admin-categories";
import { type FlashKey, redirectWithNotice } from "~/.server/flash";
import { formIntent, parseForm } from "~/.server/forms";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { CreateCategoryForm } from "~/admin/components/category-forms";
import { CategoryTree } from "~/admin/components/category-tree";
import { Notice } from "~/components/ui/notice";
import { categoriesCopy as copy } from "~/admin/content/categories";
import { categoryCreateSchema, categoryFormMessages, categoryRowActionSchema, deleteRefusal } from "~/admin/lib/category-form";
import { textOf } from "~/lib/forms";
import { buildMeta } from "~/lib/meta";
import { categoryDeleteRefused, categoryNotices, genericErrorNotice } from "~/lib/notices";
import type { Notice as NoticeData } from "~/lib/toast";
import type { Route } from "./+types/categorias";

// "Categorías" (docs/features.md): the category tree staff create, rename, reorder, deactivate and
// delete. Every change is a POST to this action (plain forms, so it all works without JavaScript)
// and each one bumps the content version inside app/.server/catalog/admin-categories.ts, so cached
// public pages are rendered afresh.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: copy.title, description: copy.description, path: "/admin/categorias", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  try {
    return { tree: await listCategoryTree(await databaseOf(context)), notice: null };
  } catch (error) {
    requestContextOf(context).log.error({ err: error }, "admin category list failed");
    return { tree: [], notice: categoryNotices.listLoadFailed as NoticeData };
  }
}

export const middleware = [formBodyMiddleware];

const emptyValues = { name: "", description: "", parentId: "" };

function refuse(notice: NoticeData, status = 400) {
  return data({ notice, values: null, errors: {} }, { status });
}

async function backToList(key: FlashKey) {
  return redirectWithNotice("/admin/categorias", key);
}

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  const form = { request, context };
  const db = await databaseOf(context);
  const log = requestContextOf(context).log;

  if ((await formIntent(form)) === "create") {
    const submission = await parseForm(form, categoryCreateSchema);
    const values = {
      name: textOf(submission.submitted.name),
      description: textOf(submission.submitted.description),
      parentId: textOf(submission.submitted.parentId),
    };
    if (!submission.ok) return data({ notice: categoryNotices.saveFailed, values, errors: submission.errors }, { status: 400 });
    try {
      const created = await createCategory(db, { ...submission.data, parentId: submission.data.parentId || null }, actorOf(context));
      if (!created.ok) {
        const errors =
          created.reason === "name-taken" ? { name: categoryFormMessages.nameTaken } : { parentId: categoryFormMessages.parentInvalid };
        return data({ notice: categoryNotices.saveFailed, values, errors }, { status: 400 });
      }
    } catch (error) {
      log.error({ err: error }, "category create failed");
      return data({ notice: categoryNotices.actionFailed, values, errors: {} }, { status: 500 });
    }
    return backToList("category-created");
  }

  const parsed = await parseForm(form, categoryRowActionSchema);
  if (!parsed.ok) return refuse(genericErrorNotice);
  const command = parsed.data;
  try {
    const category = await getCategory(db, command.categoryId);
    const record = (action: "updated" | "activated" | "deactivated" | "deleted", detail?: string) =>
      category
        ? recordActivity(context, { action, subject: "category", subjectId: category.id, label: category.name, detail })
        : Promise.resolve();
    switch (command.intent) {
      case "move":
        if (!(await moveCategory(db, command.categoryId, command.direction))) return refuse(categoryNotices.missing, 404);
        await record("updated", command.direction === "up" ? copy.movedUp : copy.movedDown);
        return backToList("category-moved");
      case "set-active": {
        const active = command.active === "true";
        if (!(await setCategoryActive(db, command.categoryId, active, actorOf(context)))) return refuse(categoryNotices.missing, 404);
        await record(active ? "activated" : "deactivated");
        return backToList(active ? "category-activated" : "category-deactivated");
      }
      case "delete": {
        const result = await deleteCategory(db, command.categoryId);
        if (result.ok) {
          await record("deleted");
          return backToList("category-deleted");
        }
        if (result.reason === "not-found") return refuse(categoryNotices.missing, 404);
        // The page offered no delete for a category in use; this is someone filing a product meanwhile.
        return refuse(categoryDeleteRefused(result.name, deleteRefusal(result.use)!), 409);
      }
    }
  } catch (error) {
    log.error({ err: error, intent: command.intent }, "category action failed");
    return refuse(categoryNotices.actionFailed, 500);
  }
}

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  // A new form after every navigation (a category just created empties it), the same one after a refusal.
  const { key } = useLocation();
  const parents = loaderData.tree.map((branch) => ({ id: branch.id, name: branch.name }));
  return (
    <>
      <AdminPageHeader title={copy.title} description={copy.description} />
      <Notice notice={actionData?.notice ?? loaderData.notice} className="mb-6" />
      <CreateCategoryForm key={key} values={actionData?.values ?? emptyValues} errors={actionData?.errors ?? {}} parents={parents} />
      <CategoryTree tree={loaderData.tree} />
    </>
  );
}
