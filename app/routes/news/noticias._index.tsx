import { Rss } from "lucide-react";
import { listPublishedArticles } from "~/.server/articles";
import { databaseOf } from "~/.server/request-context";
import { ArticleCardGrid } from "~/components/news/article-card-grid";
import { ArticleCardSkeletons, ArticleLineSkeletons, usePendingPathname } from "~/components/news/skeletons";
import { Breadcrumb } from "~/components/marketing/breadcrumb";
import { newsCopy } from "~/content/news";
import { buildMeta, originFromMatches } from "~/lib/meta";
import { breadcrumbList, type Crumb } from "~/lib/structured-data";
import type { Route } from "./+types/noticias._index";

const crumbs: Crumb[] = [{ label: "Inicio", to: "/" }, { label: newsCopy.listTitle }];

export async function loader({ context }: Route.LoaderArgs) {
  return { articles: await listPublishedArticles(await databaseOf(context)) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: newsCopy.listTitle,
    description: newsCopy.listDescription,
    path: "/noticias",
    structuredData: [breadcrumbList(originFromMatches(matches), crumbs, "/noticias")],
  });

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: newsCopy.rssTitle, href: "/noticias/rss.xml" },
];

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  const pending = usePendingPathname();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <Breadcrumb items={crumbs} />
      <header className="mt-6 max-w-3xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-brand-700 uppercase">{newsCopy.listEyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{newsCopy.listTitle}</h1>
        <p className="mt-3 text-lg leading-relaxed text-stone-700">{newsCopy.listLead}</p>
        <a href="/noticias/rss.xml" className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
          <Rss aria-hidden="true" className="size-4" />
          {newsCopy.rssLink}
        </a>
      </header>
      <div className="mt-10">
        {pending?.startsWith("/noticias/") ? (
          <ArticleLineSkeletons />
        ) : pending === "/noticias" ? (
          <ArticleCardSkeletons count={6} />
        ) : (
          <ArticleCardGrid articles={articles} />
        )}
      </div>
    </div>
  );
}
