import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { getPublishedArticle } from "~/.server/articles";
import { databaseOf } from "~/.server/request-context";
import { ArticleView } from "~/components/news/article-view";
import { ArticleCardSkeletons, ArticleLineSkeletons, usePendingPathname } from "~/components/news/skeletons";
import { newsCopy } from "~/content/news";
import { buildMeta, originFromMatches } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-facts";
import { articleData } from "~/lib/structured-data";
import { responsiveImage } from "~/lib/uploaded-images";
import type { Route } from "./+types/noticias.$slug";

export async function loader({ params, context }: Route.LoaderArgs) {
  const article = await getPublishedArticle(await databaseOf(context), params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article };
}

/** The excerpt, else the start of the text, as a description of at most 160 characters. */
function describe(article: { excerpt: string | null; content: string | null; title: string }): string {
  const text = (article.excerpt ?? article.content?.replace(/<[^>]*>/g, " ") ?? article.title).replace(/\s+/g, " ").trim();
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const path = `/noticias/${params.slug}`;
  if (!loaderData) {
    return buildMeta(matches, { title: newsCopy.notFoundTitle, description: newsCopy.notFoundBody, path, noindex: true });
  }
  const { article } = loaderData;
  const description = describe(article);
  const cover = article.coverImageUrl ? responsiveImage(article.coverImageUrl, 1600).src : undefined;
  return buildMeta(matches, {
    title: article.title,
    description,
    path,
    type: "article",
    image: cover ? { url: cover, alt: article.title } : undefined,
    structuredData: [
      articleData(
        originFromMatches(matches),
        {
          headline: article.title,
          description,
          path,
          image: cover,
          datePublished: article.publishedAt ? new Date(article.publishedAt).toISOString() : undefined,
          dateModified: new Date(article.updatedAt).toISOString(),
          authorName: article.authorName ?? undefined,
        },
        siteFromMatches(matches).name,
      ),
    ],
  });
};

function BackLink() {
  return (
    <Link to="/noticias" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {newsCopy.backToList}
    </Link>
  );
}

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  const pending = usePendingPathname();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <BackLink />
      </div>
      <div className="mt-8">
        {pending === "/noticias" ? (
          <ArticleCardSkeletons count={6} />
        ) : pending?.startsWith("/noticias/") ? (
          <div className="mx-auto max-w-3xl">
            <ArticleLineSkeletons />
          </div>
        ) : (
          <ArticleView article={loaderData.article} />
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <BackLink />
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-brand-900">{newsCopy.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-stone-700">{newsCopy.notFoundBody}</p>
    </div>
  );
}
