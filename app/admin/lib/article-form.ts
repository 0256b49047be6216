import type { SubmittedValues } from "../../lib/forms";

// The admin article form as the editor wrote it (docs/requirements.md §5 'Article form'): the values
// the editor shows, from a stored article or from a refused submission. The rules that turn them
// into what is stored, and the stored article's values, are server-side (app/.server/articles/),
// since they sanitise HTML.

/**
 * The longest content the form takes, in characters of its HTML (markup included). A long article
 * of 10,000 words with its formatting is about 80,000; the limit keeps the sanitiser, which runs on
 * every save and preview, a job of a fraction of a second (docs/decisions/004-article-html-and-covers.md).
 */
export const ARTICLE_CONTENT_MAX_LENGTH = 200_000;

/**
 * How deep the content's elements may nest. The deepest real formatting (a link in bold text in a
 * list inside a list inside a table) is about a dozen levels; deeper nesting is refused rather than
 * parsed, since the parser's work grows with the square of the depth.
 */
export const ARTICLE_CONTENT_MAX_DEPTH = 100;

const count = new Intl.NumberFormat("es-UY", { maximumFractionDigits: 0 });

export const articleContentMessages = {
  tooLong: (length: number) =>
    `Con su formato, el contenido tiene ${count.format(length)} caracteres y el máximo es de ${count.format(ARTICLE_CONTENT_MAX_LENGTH)}. Acortalo o dividilo en dos artículos.`,
  tooDeep: `El contenido tiene elementos metidos unos dentro de otros más de ${ARTICLE_CONTENT_MAX_DEPTH} veces. Simplificá su formato (por ejemplo, menos listas dentro de listas).`,
};

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
