import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { SectionHeader } from "~/components/marketing/section";
import { newsCopy } from "~/content/news";
import type { ArticleCardData } from "./article-card";
import { ArticleCardGrid } from "./article-card-grid";
import { ArticleCardSkeletons, usePendingPathname } from "./skeletons";

/**
 * The home page's news section (docs/requirements.md §2): up to six published articles, three
 * skeletons while the home page reloads.
 */
export function NewsSection({ articles }: { articles: readonly (ArticleCardData & { id: string })[] }) {
  const loading = usePendingPathname() === "/";
  return (
    <section id="noticias" aria-labelledby="noticias-titulo" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeader id="noticias-titulo" eyebrow={newsCopy.homeEyebrow} title={newsCopy.homeTitle} lead={newsCopy.homeLead} />
        {loading ? <ArticleCardSkeletons count={3} /> : <ArticleCardGrid articles={articles} headingLevel="h3" />}
        <Link to="/noticias" className="mt-10 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
          {newsCopy.homeAll}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
