import { articleAdminCopy } from "~/admin/content/articles";
import { formatDateTime } from "~/lib/dates";
import { comparedOnly, type Snapshot, snapshotOf } from "~/lib/record-changes";
import type { StoredArticle } from "./queries";

// An article's fields as staff read them, with the editor's labels: the activity log's detail of a
// save and the edit-conflict notice both come from here (docs/decisions/022-edit-conflicts.md).

const { fields } = articleAdminCopy;

/**
 * What the content says: its words, links and pictures. The editor writes the same content with
 * its own markup (an article from before the editor comes back tidied on its first save), which
 * is no change a person made.
 */
function contentWords(html: string): string {
  return html
    .replace(/<(?:a|img|iframe)\b[^>]*?\b(?:href|src)="([^"]*)"[^>]*>/gi, " $1 ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|\s+/g, " ")
    .trim();
}

export function articleSnapshot(article: StoredArticle): Snapshot {
  return snapshotOf([
    [fields.title, article.title],
    [fields.slug, article.slug],
    [fields.excerpt, article.excerpt ?? ""],
    [fields.content, comparedOnly(contentWords(article.content ?? ""))],
    [fields.author, article.authorName ?? ""],
    [fields.tags, article.tags.join(", ")],
    [fields.published, article.isPublished ? articleAdminCopy.published : articleAdminCopy.draft],
    ["Fecha de publicación", article.publishedAt ? formatDateTime(article.publishedAt) : ""],
    [fields.cover, comparedOnly(article.coverImageUrl ?? "")],
  ]);
}
