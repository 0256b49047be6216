import { newsCopy } from "~/content/news";
import { ArticleCard, type ArticleCardData } from "./article-card";

/** Published articles as a grid of cards (the home page's section and /noticias), or the 'no news yet' note. */
export function ArticleCardGrid({
  articles,
  headingLevel,
}: {
  articles: readonly (ArticleCardData & { id: string })[];
  headingLevel?: "h2" | "h3";
}) {
  if (articles.length === 0) {
    return <p className="rounded-md border border-dashed border-stone-300 px-4 py-10 text-center text-stone-700">{newsCopy.empty}</p>;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
