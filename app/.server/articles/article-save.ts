import { data, redirectDocument } from "react-router";
import { type ArticleFormValues, articleFormValues, PUBLISH_NOW_INTENT } from "~/admin/lib/article-form";
import { articlePublication } from "~/admin/lib/article-publication";
import type { FieldErrors, SubmittedValues } from "~/lib/forms";
import { toMontevideoLocalInput } from "~/lib/montevideo-time";
import { articleAdminCopy } from "~/admin/content/articles";
import { articleNotices, articlePreviewRefused, articleSaveRefused, editNotices } from "~/lib/notices";
import type { Notice } from "~/lib/toast";
import { actorOf } from "../activity/log";
import { mediaItemByUrl } from "../media/library";
import { describeRowConflict } from "../activity/edit-conflicts";
import { type EditBase, type EditConflict, readEditBase, type SubmittedEditBase } from "~/admin/lib/edit-conflict";
import { articleSnapshot } from "./article-changes";
import { redirectWithNotice, setFlash } from "../flash";
import { formIntent, parseForm, readSubmitted } from "../forms";
import { databaseOf, requestContextOf } from "../request-context";
import type { FormRequest } from "../security/form-body";
import { uploadsOfOneSave } from "../storage/uploads-of-one-save";
import { articleContentSchema, articleFormSchema, createArticle, DuplicateSlugError, updateArticle } from "./editor";
import type { StoredArticle } from "./queries";
import { renderArticleHtml } from "./sanitize";

// The action behind the new and edit views of the admin articles, on the products' pattern: a new
// article opens in its edit view, an edited one returns to the list, each with a flash notice; a refused one comes back with each field's
// message and what the editor wrote. 'Vista previa' answers the sanitised content, saving nothing.

export interface ArticleFormAnswer {
  notice?: Notice;
  errors?: FieldErrors;
  values?: ArticleFormValues;
  /** The server-sanitised content of a preview (the live preview, or 'Vista previa' without JavaScript). */
  preview?: { html: string };
  /** The version the form was loaded with, sent back as posted: a refusal never moves it on. */
  base?: EditBase | null;
  conflict?: EditConflict;
}

/** A stored article in the editor. */
export function articleToFormValues(article: StoredArticle): ArticleFormValues {
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

/** The form's fields in the order they are shown, with the label the notice names. */
const FIELD_ORDER = ["title", "slug", "excerpt", "content", "authorName", "tags", "publishedAt", "cover"] as const;

function refuse(values: ArticleFormValues, errors: FieldErrors, status: 400 | 404 | 409, base: SubmittedEditBase | null, notice?: Notice) {
  // The notice names the first field to fix: the editor moves focus there (FormSafetyNet).
  const first = FIELD_ORDER.find((name) => errors[name]);
  notice ??= first
    ? articleSaveRefused(articleAdminCopy.fields[first === "authorName" ? "author" : first], errors[first]!)
    : articleNotices.saveFailed;
  return data<ArticleFormAnswer>({ notice, errors, values, base: base && { version: base.version, loaded: base.loaded } }, { status });
}

/** The stored article's id and cover stay with the form: the editor keeps showing them. */
function formValuesOf(submitted: SubmittedValues, existing: StoredArticle | null): ArticleFormValues {
  return { ...articleFormValues(submitted), id: existing?.id, coverImageUrl: existing?.coverImageUrl ?? null };
}

/**
 * «Vista previa» (the live preview too): what a save would store, so external images, say, are
 * gone from it already. Content a save would refuse (too long, nested too deep) is refused the same
 * way, before any sanitising, and the form keeps everything typed.
 */
async function previewArticle(form: FormRequest, existing: StoredArticle | null) {
  const values = formValuesOf(await readSubmitted(form), existing);
  const content = articleContentSchema.safeParse(values.content);
  if (!content.success) {
    const message = content.error.issues[0]!.message;
    return data<ArticleFormAnswer>(
      { notice: articlePreviewRefused(articleAdminCopy.fields.content, message), errors: { content: message }, values },
      { status: 400 },
    );
  }
  return data<ArticleFormAnswer>({ preview: { html: renderArticleHtml(content.data ?? "") }, values });
}

export async function submitArticleForm(form: FormRequest, existing: StoredArticle | null) {
  const intent = await formIntent(form);
  if (intent === "preview") return previewArticle(form, existing);
  const submission = await parseForm(form, articleFormSchema({ publishNow: intent === PUBLISH_NOW_INTENT }));
  const values = formValuesOf(submission.submitted, existing);
  const base = readEditBase(submission.submitted);
  if (existing && !base) return refuse(values, {}, 400, null, editNotices.missingBase);
  if (!submission.ok) return refuse(values, submission.errors, 400, base);

  const db = await databaseOf(form.context);
  const cover = submission.submitted.cover;
  // A save that does not happen leaves no new cover behind in storage.
  const uploads = uploadsOfOneSave(db, "articles", requestContextOf(form.context).log, actorOf(form.context));
  let coverImageUrl: string | undefined;
  if (cover instanceof Blob) {
    const stored = await uploads.store(cover);
    if (!stored.ok) return refuse(values, { cover: stored.message }, 400, base);
    coverImageUrl = stored.url;
  } else if (typeof submission.submitted.coverUrl === "string" && submission.submitted.coverUrl) {
    // A cover chosen in the media library: only an image the library holds.
    const picked = await mediaItemByUrl(db, submission.submitted.coverUrl);
    if (picked) coverImageUrl = picked.url;
  }

  const actor = actorOf(form.context);
  let created: StoredArticle | undefined;
  try {
    if (existing && base) {
      const saved = await uploads.whileSaving(
        () => updateArticle(db, existing.id, submission.data, { basedOn: base.basedOn, actor, coverImageUrl }),
        (result) => result.ok,
      );
      if (!saved.ok && saved.reason === "not-found") return refuse(values, {}, 404, base);
      if (!saved.ok) {
        const { current } = saved;
        const conflict = await describeRowConflict(db, actor, base, "article", current, articleSnapshot(current));
        return data<ArticleFormAnswer>(
          { values, errors: {}, base: { version: base.version, loaded: base.loaded }, conflict },
          { status: 409 },
        );
      }
    } else {
      created = await uploads.whileSaving(
        () => createArticle(db, submission.data, coverImageUrl ?? null, new Date(), actor),
        () => true,
      );
    }
  } catch (error) {
    if (!(error instanceof DuplicateSlugError)) throw error;
    return refuse(values, { slug: error.message }, 409, base);
  }
  // A new article: the editor stays on it, at the address that now names it; an edit returns to the
  // list. The new address is loaded as a document: the browser has not discovered the edit route
  // yet, and a live-preview fetcher still running when a client-side redirect goes to an
  // undiscovered route makes React Router throw ("Didn't find any matches after fetcher action").
  if (created)
    return redirectDocument(`/admin/articles/${created.id}`, { status: 303, headers: { "Set-Cookie": await setFlash("article-created") } });
  // «Artículo publicado» when this save put the article on the site (not when it scheduled it).
  const now = new Date();
  const publicNow = (article: { isPublished: boolean; publishedAt: Date | null } | null) =>
    article !== null && articlePublication(article.isPublished, article.publishedAt, now).state === "published";
  const wentPublic = publicNow(submission.data) && !publicNow(existing);
  return redirectWithNotice("/admin/articles", wentPublic ? "article-published" : "article-updated");
}
