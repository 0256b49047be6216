import type { SubmittedValues } from "./forms";

// The admin article form as the editor wrote it (docs/requirements.md §5 'Article form'): the values
// the editor shows, from a stored article or from a refused submission. The rules that turn them
// into what is stored, and the stored article's values, are server-side (app/.server/articles/),
// since they sanitise HTML.

/** The intent of «Publicar ahora», beside the form's "save" and "preview". */
export const PUBLISH_NOW_INTENT = "publish-now";

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
