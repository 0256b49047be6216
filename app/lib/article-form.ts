import type { SubmittedValues } from "./forms";
import { toMontevideoLocalInput } from "./montevideo-time";

// The admin article form as the editor wrote it (docs/requirements.md §5 'Article form'): the values
// the editor shows, from a stored article or from a refused submission. The rules that turn them
// into what is stored are server-side (app/.server/articles/editor.ts), since they sanitise HTML.

export interface ArticleFormValues {
  /** Set when editing a stored article. */
  id?: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  authorName: string;
  tags: string;
  isPublished: boolean;
  /** datetime-local value in Montevideo time; empty for drafts. */
  publishedAt: string;
  coverImageUrl: string | null;
}

/** The posted form's text fields (the cover file is the action's), the switch as a boolean. */
export function articleFormValues(submitted: SubmittedValues): ArticleFormValues {
  const text = (name: keyof ArticleFormValues) => {
    const value = submitted[name];
    return typeof value === "string" ? value : "";
  };
  return {
    title: text("title"),
    slug: text("slug"),
    excerpt: text("excerpt"),
    content: text("content"),
    authorName: text("authorName"),
    tags: text("tags"),
    isPublished: text("isPublished") === "on",
    publishedAt: text("publishedAt"),
    coverImageUrl: null,
  };
}

interface StoredArticleFields {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string | null;
  authorName: string | null;
  tags: string[];
  isPublished: boolean;
  publishedAt: Date | null;
  coverImageUrl: string | null;
}

/** A stored article in the editor. */
export function articleToFormValues(article: StoredArticleFields): ArticleFormValues {
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
