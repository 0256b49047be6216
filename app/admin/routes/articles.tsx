import { data, Link } from "react-router";
import { z } from "zod";
import { findArticleById, findArticleBySlug, searchArticlesForAdmin, setArticlePublished } from "~/.server/articles";
import { actorOf, recordActivity } from "~/.server/activity/log";
import { redirectWithNotice } from "~/.server/flash";
import { adminOf } from "~/.server/auth/guard";
import { parseForm } from "~/.server/forms";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { findTrashed, moveArticleToTrash } from "~/.server/trash/trash";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { ArticleAdminList } from "~/admin/components/article-list";
import { ConfirmDestructive } from "~/admin/components/confirm-destructive";
import { TrashUndo } from "~/admin/components/trash-undo";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { articleAdminCopy } from "~/admin/content/articles";
import { articleListQuery, listHref, readListQuery } from "~/admin/lib/lists";
import { buildMeta } from "~/lib/meta";
import { articleNotices, articleSlugNotFound } from "~/lib/notices";
import type { Notice as NoticeData } from "~/lib/toast";
import type { Route } from "./+types/articles";

// /admin/articles (docs/requirements.md §2 'Admin', §8): the list, on the products' pattern (new
// and edit views on their own routes, /admin/articles/nuevo and /admin/articles/:id). ?delete={slug}
// opens the delete confirmation, and only the confirmation's POST deletes: it moves the article to
// «Papelera», and ?eliminado={id} then offers «Deshacer» beside the notice.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: articleAdminCopy.title,
    description: articleAdminCopy.metaDescription,
    path: "/admin/articles",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const url = new URL(request.url);
  const deleteSlug = url.searchParams.get("delete");
  const db = await databaseOf(context);
  let notice: NoticeData | null = null;
  let deleteCandidate: { slug: string; title: string; fromList: boolean } | null = null;
  if (deleteSlug !== null) {
    const article = deleteSlug ? await findArticleBySlug(db, deleteSlug) : null;
    if (article) deleteCandidate = { slug: article.slug, title: article.title, fromList: url.searchParams.get("desde") === "lista" };
    else notice = articleSlugNotFound(deleteSlug);
  }
  // ?q=&estado=&pagina=: the list's search, filter and page (app/admin/lib/lists.ts).
  const query = readListQuery(url, articleListQuery);
  const now = new Date();
  const list = await searchArticlesForAdmin(db, query, now);
  const trashedId = url.searchParams.get("eliminado");
  const trashed = trashedId && z.uuid().safeParse(trashedId).success ? await findTrashed(db, trashedId, "article", now) : null;
  return { list, query: { ...query, pagina: list.page }, now, deleteCandidate, notice, trashed };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["publish", "unpublish"]), id: z.uuid() }),
  z.object({ intent: z.literal("delete"), slug: z.string(), desde: z.string().optional() }),
]);

export const middleware = [formBodyMiddleware];

/** Back to the list as it was (search, filter, page: the row's form posts to the list's address). */
function listAddress(request: Request): string {
  const kept = listHref(readListQuery(request.url, articleListQuery));
  return kept === "?" ? "/admin/articles" : `/admin/articles${kept}`;
}

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  const submission = await parseForm({ request, context }, actionSchema);
  if (!submission.ok) return data({ notice: articleNotices.saveFailed }, { status: 400 });
  const command = submission.data;
  const db = await databaseOf(context);
  if (command.intent === "delete") {
    let trashed;
    try {
      trashed = await moveArticleToTrash(db, command.slug, { actor: actorOf(context) });
      if (!trashed) return data({ notice: articleSlugNotFound(command.slug) }, { status: 404 });
    } catch (error) {
      requestContextOf(context).log.error({ err: error, slug: command.slug }, "article delete failed");
      return data({ notice: command.desde === "lista" ? articleNotices.deleteFailed : articleNotices.autoDeleteFailed }, { status: 500 });
    }
    // To the list without ?delete=: the confirmation shows once; ?eliminado= offers «Deshacer».
    return redirectWithNotice(`/admin/articles?eliminado=${trashed.id}`, "article-deleted");
  }
  const publish = command.intent === "publish";
  if (!(await setArticlePublished(db, command.id, publish, new Date(), actorOf(context))))
    return data({ notice: articleNotices.saveFailed }, { status: 404 });
  const article = await findArticleById(db, command.id);
  if (article)
    await recordActivity(context, {
      action: publish ? "published" : "unpublished",
      subject: "article",
      subjectId: article.id,
      label: article.title,
    });
  return redirectWithNotice(listAddress(request), publish ? "article-published" : "article-unpublished");
}

export default function AdminArticles({ loaderData, actionData }: Route.ComponentProps) {
  const { list, query, now, deleteCandidate, notice, trashed } = loaderData;
  return (
    <>
      <AdminPageHeader title={articleAdminCopy.title} description={articleAdminCopy.description}>
        <Button asChild size="md">
          <Link to="/admin/articles/nuevo">{articleAdminCopy.newHeading}</Link>
        </Button>
      </AdminPageHeader>
      <Notice notice={actionData?.notice ?? notice} className="mb-6" />
      {trashed ? <TrashUndo key={trashed.id} item={trashed} from="articulos" /> : null}
      {deleteCandidate && (
        // ?delete={slug} opens it (docs/requirements.md §2 'Admin'); only its POST deletes, to
        // /admin/articles, so the address loses ?delete and the confirmation shows once.
        <ConfirmDestructive
          key={deleteCandidate.slug}
          opener={{ cancelTo: "/admin/articles" }}
          question={articleAdminCopy.confirmDelete}
          consequence={
            <>
              {articleAdminCopy.deleteConsequence(deleteCandidate.title)}{" "}
              <span className="font-mono text-sm">({deleteCandidate.slug})</span>
            </>
          }
          form={{
            action: "/admin/articles",
            intent: "delete",
            fields: { slug: deleteCandidate.slug, ...(deleteCandidate.fromList ? { desde: "lista" } : {}) },
          }}
          confirmLabel={articleAdminCopy.confirmDeleteButton}
          pendingText={articleAdminCopy.deleting}
          cancelLabel={articleAdminCopy.cancel}
        />
      )}
      <ArticleAdminList list={list} query={query} now={now} />
    </>
  );
}
