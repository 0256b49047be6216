import { data, type ShouldRevalidateFunction } from "react-router";
import {
  createArticle,
  deleteArticleBySlug,
  DuplicateSlugError,
  findArticleById,
  findArticleBySlug,
  listArticlesForAdmin,
  parseArticleForm,
  sanitizeArticleHtml,
  setArticlePublished,
  type StoredArticle,
  updateArticle,
} from "~/.server/articles";
import { adminOf } from "~/.server/auth/guard";
import type { Database } from "~/.server/db";
import { formBodyMiddleware, readFormBody } from "~/.server/security/form-body";
import { deleteUploadedImage, ImageUploadError, saveUploadedImage } from "~/.server/storage/images";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { ArticleAdminList } from "~/components/news/article-admin-list";
import { ArticleDeleteConfirmation } from "~/components/news/article-delete-confirmation";
import { ArticleEditor, type ArticleFormValues } from "~/components/news/article-editor";
import { Notice } from "~/components/ui/notice";
import { articleAdminCopy } from "~/content/admin-articles";
import { articleNotices, articleSlugNotFound } from "~/lib/notices";
import { isUuid } from "~/lib/is-uuid";
import { buildMeta } from "~/lib/meta";
import { toMontevideoLocalInput } from "~/lib/montevideo-time";
import type { Notice as NoticeData } from "~/lib/toast";
import type { Logger } from "~/.server/logger";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import type { Route } from "./+types/admin.articles";

// /admin/articles (docs/requirements.md §2 'Admin', §5 'Article form', §8): the form and the list
// on one page. ?editar={id} loads an article into the form; ?delete={slug} opens the delete
// confirmation, and only the confirmation's POST deletes.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: articleAdminCopy.title, description: "Administración de noticias y artículos del sitio.", path: "/admin/articles", noindex: true });

function formValues(article: StoredArticle): ArticleFormValues {
  return {
    id: article.id,
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt ?? "",
    content: article.content ?? "",
    authorName: article.authorName ?? "",
    tags: article.tags.join(", "),
    isPublished: article.isPublished,
    publishedAt: article.publishedAt ? toMontevideoLocalInput(article.publishedAt) : "",
    coverImageUrl: article.coverImageUrl,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const url = new URL(request.url);
  const editId = url.searchParams.get("editar");
  const deleteSlug = url.searchParams.get("delete");
  const db = await databaseOf(context);

  let notice: NoticeData | null = null;
  let editing: ArticleFormValues | null = null;
  if (editId) {
    const article = isUuid(editId) ? await findArticleById(db, editId) : null;
    if (article) editing = formValues(article);
    else notice = articleNotices.editLoadFailed;
  }
  let deleteCandidate: { slug: string; title: string; fromList: boolean } | null = null;
  if (deleteSlug !== null) {
    const article = deleteSlug ? await findArticleBySlug(db, deleteSlug) : null;
    if (article) deleteCandidate = { slug: article.slug, title: article.title, fromList: url.searchParams.get("desde") === "lista" };
    else notice = articleSlugNotFound(deleteSlug);
  }
  return {
    articles: await listArticlesForAdmin(db),
    editing,
    deleteCandidate,
    notice,
    defaultPublishedAt: toMontevideoLocalInput(new Date()),
  };
}

type ActionResult = {
  notice?: NoticeData;
  errors?: Partial<Record<string, string>>;
  values?: ArticleFormValues;
  /** Set after a successful create, so the form resets to a new article. */
  savedId?: string;
  preview?: { html: string };
};

function submittedValues(form: FormData): ArticleFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    id: text("id") || undefined,
    title: text("title"),
    slug: text("slug"),
    excerpt: text("excerpt"),
    content: text("content"),
    authorName: text("authorName"),
    tags: text("tags"),
    isPublished: form.get("isPublished") === "on",
    publishedAt: text("publishedAt"),
    coverImageUrl: text("coverImageUrl") || null,
  };
}

async function saveArticle(db: Database, form: FormData) {
  const values = submittedValues(form);
  const parsed = parseArticleForm(form);
  if (!parsed.ok) return data<ActionResult>({ notice: articleNotices.saveFailed, errors: parsed.errors, values }, { status: 400 });

  const id = values.id;
  if (id && !isUuid(id)) return data<ActionResult>({ notice: articleNotices.saveFailed, values }, { status: 400 });
  const cover = form.get("cover");
  let coverImageUrl: string | undefined;
  try {
    if (cover instanceof Blob && cover.size > 0) coverImageUrl = await saveUploadedImage(cover, "articles");
  } catch (error) {
    if (!(error instanceof ImageUploadError)) throw error;
    return data<ActionResult>({ notice: articleNotices.saveFailed, errors: { cover: error.message }, values }, { status: 400 });
  }

  // A save that does not happen leaves no new cover behind in storage.
  const dropNewCover = async () => {
    if (coverImageUrl) await deleteUploadedImage(db, coverImageUrl);
  };
  try {
    if (id) {
      const updated = await updateArticle(db, id, parsed.input, coverImageUrl);
      if (!updated) {
        await dropNewCover();
        return data<ActionResult>({ notice: articleNotices.saveFailed, values }, { status: 404 });
      }
      return data<ActionResult>({ notice: articleNotices.updated, values: formValues(updated) });
    }
    const created = await createArticle(db, parsed.input, coverImageUrl ?? null);
    return data<ActionResult>({ notice: articleNotices.created, savedId: created.id });
  } catch (error) {
    await dropNewCover();
    if (!(error instanceof DuplicateSlugError)) throw error;
    return data<ActionResult>({ notice: articleNotices.saveFailed, errors: { slug: error.message }, values }, { status: 409 });
  }
}

async function deleteFromConfirmation(db: Database, form: FormData, log: Logger) {
  const slug = String(form.get("slug") ?? "");
  const failed = form.get("desde") === "lista" ? articleNotices.deleteFailed : articleNotices.autoDeleteFailed;
  try {
    const deleted = await deleteArticleBySlug(db, slug);
    return data<ActionResult>({ notice: deleted ? articleNotices.deleted : articleSlugNotFound(slug) }, { status: deleted ? 200 : 404 });
  } catch (error) {
    log.error({ err: error, slug }, "article delete failed");
    return data<ActionResult>({ notice: failed }, { status: 500 });
  }
}

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  const form = await readFormBody({ request, context });
  const db = await databaseOf(context);
  switch (form.get("intent")) {
    case "save":
      return saveArticle(db, form);
    case "preview":
      return data<ActionResult>({ preview: { html: sanitizeArticleHtml(String(form.get("content") ?? "")) }, values: submittedValues(form) });
    case "publish":
    case "unpublish": {
      const id = String(form.get("id") ?? "");
      const publish = form.get("intent") === "publish";
      const updated = isUuid(id) ? await setArticlePublished(db, id, publish) : null;
      if (!updated) return data<ActionResult>({ notice: articleNotices.saveFailed }, { status: 404 });
      return data<ActionResult>({ notice: publish ? articleNotices.published : articleNotices.unpublished });
    }
    case "delete":
      return deleteFromConfirmation(db, form, requestContextOf(context).log);
    default:
      return data<ActionResult>({ notice: articleNotices.saveFailed }, { status: 400 });
  }
}

export default function AdminArticles({ loaderData, actionData }: Route.ComponentProps) {
  const { articles, editing, deleteCandidate, notice, defaultPublishedAt } = loaderData;
  const result = actionData as ActionResult | undefined;
  // A failed save or a preview without JavaScript shows what the editor sent; a create starts a new article.
  const values = result?.savedId ? null : (result?.values ?? editing);
  return (
    <>
      <AdminPageHeader title={articleAdminCopy.title} description={articleAdminCopy.description} />
      <Notice notice={result?.notice ?? notice} className="mb-6" />
      {deleteCandidate && <ArticleDeleteConfirmation article={deleteCandidate} />}
      <div className="grid gap-10 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ArticleEditor
          key={`${editing?.id ?? "nuevo"}-${result?.savedId ?? ""}`}
          values={values}
          errors={result?.errors ?? {}}
          defaultPublishedAt={defaultPublishedAt}
          serverPreview={result?.preview?.html}
        />
        <ArticleAdminList articles={articles} />
      </div>
    </>
  );
}

// The live preview posts the form as the editor types; it changes nothing, so nothing reloads.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;
