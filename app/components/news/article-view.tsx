import { newsCopy } from "~/content/news";
import { formatDate } from "~/lib/dates";
import { ArticleBody } from "./article-body";
import { ArticleCover } from "./article-cover";

export interface ArticleViewData {
  title: string;
  excerpt: string | null;
  content: string | null;
  authorName: string | null;
  tags: readonly string[];
  coverImageUrl: string | null;
  publishedAt: Date | string | null;
  updatedAt?: Date | string | null;
}

function sameDay(a: Date | string, b: Date | string): boolean {
  return formatDate(a) === formatDate(b);
}

/**
 * An article as visitors read it: the article page renders it, and the admin's 'Vista previa'
 * renders the same component so a draft looks exactly as it will once published.
 */
export function ArticleView({ article, headingLevel = "h1" }: { article: ArticleViewData; headingLevel?: "h1" | "h2" }) {
  const Heading = headingLevel;
  return (
    <article className="mx-auto max-w-3xl">
      <header>
        <Heading className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{article.title}</Heading>
        {article.excerpt && <p className="mt-4 text-xl leading-relaxed text-stone-700">{article.excerpt}</p>}
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
          {article.authorName && (
            <span>
              {newsCopy.byAuthor} <span className="font-semibold text-stone-800">{article.authorName}</span>
            </span>
          )}
          {article.publishedAt && (
            <span>
              {newsCopy.publishedOn} <time dateTime={new Date(article.publishedAt).toISOString()}>{formatDate(article.publishedAt)}</time>
            </span>
          )}
          {article.publishedAt && article.updatedAt && !sameDay(article.publishedAt, article.updatedAt) && (
            <span>
              {newsCopy.updatedOn} <time dateTime={new Date(article.updatedAt).toISOString()}>{formatDate(article.updatedAt)}</time>
            </span>
          )}
        </p>
      </header>
      <ArticleCover
        title={article.title}
        url={article.coverImageUrl}
        sizes="(min-width: 768px) 768px, 100vw"
        priority
        className="mt-8 rounded-2xl"
      />
      {article.content && <ArticleBody html={article.content} />}
      {article.tags.length > 0 && (
        <footer className="mt-10 border-t border-stone-200 pt-6">
          <h2 className="sr-only">{newsCopy.tags}</h2>
          <ul className="flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                {tag}
              </li>
            ))}
          </ul>
        </footer>
      )}
    </article>
  );
}
