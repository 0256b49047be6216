import { fromMontevideoLocalInput } from "../../lib/montevideo-time";

// Where an article stands and what saving the article form will do with it, in one rule for the
// admin list's badge, the editor's status line and its save button (server render and live in the
// browser alike). A published article whose date is still ahead is scheduled: the public reads
// show it from that moment on (isPublicAt in app/.server/articles/queries.ts).

export type ArticlePublication = { state: "draft" } | { state: "scheduled"; at: Date } | { state: "published"; at: Date | null };

export function articlePublication(isPublished: boolean, publishedAt: Date | string | null, now: Date): ArticlePublication {
  if (!isPublished) return { state: "draft" };
  const at = publishedAt === null ? null : new Date(publishedAt);
  if (at && at > now) return { state: "scheduled", at };
  return { state: "published", at };
}

/** What the save button does: keep a draft, schedule, publish now, or save an article already public. */
export type ArticleSaveAction = "draft" | "schedule" | "publish" | "update";

/**
 * The form's «Publicado» switch and date field (datetime-local, Montevideo time) against the stored
 * article's state. An empty date means the moment of saving, as the field's hint says.
 */
export function articleSaveAction(
  form: { isPublished: boolean; publishedAt: string },
  saved: ArticlePublication | null,
  now: Date,
): ArticleSaveAction {
  if (!form.isPublished) return "draft";
  const at = fromMontevideoLocalInput(form.publishedAt.trim());
  if (at && at > now) return "schedule";
  return saved?.state === "published" ? "update" : "publish";
}
