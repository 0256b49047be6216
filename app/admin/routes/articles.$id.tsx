import { data, Link } from "react-router";
import { findArticleById } from "~/.server/articles";
import { signPreviewToken } from "~/.server/articles/share-preview";
import { readAuthSecret } from "~/.server/auth/secret";
import { formIntent } from "~/.server/forms";
import { publicOrigin } from "~/.server/origin";
import { type ArticleFormAnswer, articleToFormValues, submitArticleForm } from "~/.server/articles/article-save";
import { articleSnapshot } from "~/.server/articles/article-changes";
import { adminOf } from "~/.server/auth/guard";
import { databaseOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { HistoryLink } from "~/admin/components/history-page";
import { ArticleEditor, articleEditorRevalidation } from "~/admin/components/article-editor";
import { ArticleSharePreview, type SharedPreview } from "~/admin/components/article-share-preview";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { articleAdminCopy } from "~/admin/content/articles";
import { savedStampOf } from "~/admin/lib/form-safety-net";
import { isUuid } from "~/lib/is-uuid";
import { buildMeta } from "~/lib/meta";
import { articleNotices } from "~/lib/notices";
import { toMontevideoLocalInput } from "~/lib/montevideo-time";
import { encodeSnapshot } from "~/lib/record-changes";
import type { Route } from "./+types/articles.$id";

// Edit an article (docs/requirements.md §2 'Admin', §4 'Edit mode loads an existing article', §5).

async function findArticle(context: Route.LoaderArgs["context"], id: string) {
  return isUuid(id) ? findArticleById(await databaseOf(context), id) : null;
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  buildMeta(matches, {
    title: articleAdminCopy.editHeading,
    description: articleAdminCopy.editMetaDescription,
    path: `/admin/articles/${params.id}`,
    noindex: true,
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  adminOf(context);
  const article = await findArticle(context, params.id);
  return {
    article: article ? articleToFormValues(article) : null,
    saved: article ? savedStampOf(article) : null,
    base: article ? { version: article.version, loaded: encodeSnapshot(articleSnapshot(article)) } : null,
    notice: article ? null : articleNotices.editLoadFailed,
    defaultPublishedAt: toMontevideoLocalInput(new Date()),
  };
}

export const middleware = [formBodyMiddleware];

export async function action({ request, params, context }: Route.ActionArgs) {
  adminOf(context);
  const article = await findArticle(context, params.id);
  if (!article) return data<ArticleFormAnswer>({ notice: articleNotices.editLoadFailed }, { status: 404 });
  if ((await formIntent({ request, context })) === "share") {
    const { token, expiresAt } = signPreviewToken(readAuthSecret(), article.id);
    return data<SharedPreview>({ url: `${publicOrigin(request)}/noticias/vista-previa/${token}`, expiresAt });
  }
  return submitArticleForm({ request, context }, article);
}

export default function EditArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { article, notice, defaultPublishedAt } = loaderData;
  if (!article) {
    return (
      <>
        <AdminPageHeader title={articleAdminCopy.editHeading} />
        <Notice notice={notice} className="mb-6" />
        <Button asChild size="md">
          <Link to="/admin/articles">{articleAdminCopy.backToList}</Link>
        </Button>
      </>
    );
  }
  return (
    <>
      <AdminPageHeader title={articleAdminCopy.editHeading} description={article.title}>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="md">
            <Link to="/admin/articles">{articleAdminCopy.backToList}</Link>
          </Button>
          <HistoryLink to={`/admin/articles/${article.id}/historial`} />
          <Button asChild size="md">
            <Link to="/admin/articles/nuevo">{articleAdminCopy.newHeading}</Link>
          </Button>
        </div>
      </AdminPageHeader>
      <Notice notice={actionData && "notice" in actionData ? actionData.notice : undefined} className="mb-6" />
      <ArticleSharePreview />
      <ArticleEditor
        values={(actionData && "values" in actionData ? actionData.values : undefined) ?? article}
        saved={article}
        savedStamp={loaderData.saved}
        errors={(actionData && "errors" in actionData ? actionData.errors : undefined) ?? {}}
        defaultPublishedAt={defaultPublishedAt}
        serverPreview={actionData && "preview" in actionData ? actionData.preview?.html : undefined}
        edit={{
          base: (actionData && "base" in actionData ? actionData.base : undefined) ?? loaderData.base,
          conflict: actionData && "conflict" in actionData ? actionData.conflict : undefined,
        }}
      />
    </>
  );
}

export const shouldRevalidate = articleEditorRevalidation;
