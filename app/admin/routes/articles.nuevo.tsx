import { submitArticleForm } from "~/.server/articles/article-save";
import { adminOf } from "~/.server/auth/guard";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { ArticleEditor, articleEditorRevalidation } from "~/admin/components/article-editor";
import { Notice } from "~/components/ui/notice";
import { articleAdminCopy } from "~/admin/content/articles";
import { buildMeta } from "~/lib/meta";
import { toMontevideoLocalInput } from "~/lib/montevideo-time";
import type { Route } from "./+types/articles.nuevo";

// New article (docs/requirements.md §2 'Admin', §5 'Article form'): saving returns to the list.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: articleAdminCopy.newHeading,
    description: articleAdminCopy.newMetaDescription,
    path: "/admin/articles/nuevo",
    noindex: true,
  });

export function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  return { defaultPublishedAt: toMontevideoLocalInput(new Date()) };
}

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  return submitArticleForm({ request, context }, null);
}

export default function NewArticle({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title={articleAdminCopy.newHeading} description={articleAdminCopy.description} />
      <Notice notice={actionData?.notice} className="mb-6" />
      <ArticleEditor
        values={actionData?.values ?? null}
        errors={actionData?.errors ?? {}}
        defaultPublishedAt={loaderData.defaultPublishedAt}
        serverPreview={actionData?.preview?.html}
      />
    </>
  );
}

export const shouldRevalidate = articleEditorRevalidation;
