import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { newsCopy } from "~/content/news";
import { formatDate } from "~/lib/dates";
import { ArticleCover } from "./article-cover";

export interface ArticleCardData {
  title: string;
  slug: string;
  excerpt: string | null;
  coverImageUrl: string | null;
  publishedAt: Date | string | null;
}

/** A published article in a grid: cover, date, title, excerpt and the 'Leer artículo' link. */
export function ArticleCard({ article, headingLevel = "h2" }: { article: ArticleCardData; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const href = `/noticias/${article.slug}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <ArticleCover title={article.title} url={article.coverImageUrl} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
      <div className="flex flex-1 flex-col p-5">
        {article.publishedAt && (
          <time dateTime={new Date(article.publishedAt).toISOString()} className="text-sm text-stone-600">
            {formatDate(article.publishedAt)}
          </time>
        )}
        <Heading className="mt-1 text-xl font-semibold text-brand-900">
          <Link to={href} className="hover:underline">
            {article.title}
          </Link>
        </Heading>
        {article.excerpt && <p className="mt-2 line-clamp-3 flex-1 text-stone-700">{article.excerpt}</p>}
        <Button asChild className="mt-4 self-start">
          <Link to={href} aria-label={`${newsCopy.readMore}: ${article.title}`}>
            {newsCopy.readMore}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Button>
      </div>
    </article>
  );
}
