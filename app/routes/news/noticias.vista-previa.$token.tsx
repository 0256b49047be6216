import { Eye } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { getArticleForPreview } from "~/.server/articles";
import { verifyPreviewToken } from "~/.server/articles/share-preview";
import { readAuthSecret } from "~/.server/auth/secret";
import { databaseOf } from "~/.server/request-context";
import { ArticleView } from "~/components/news/article-view";
import { newsCopy } from "~/content/news";
import { formatDateTime } from "~/lib/dates";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/noticias.vista-previa.$token";

// A shared preview ('Compartir vista previa' in the editor): the article, draft or scheduled, in the
// public article layout for someone who is not signed in, while the signed token lasts. Never
// indexed, never cached, and the token is not sent on as a referrer. Expired: 410; anything else
// wrong: 404.

const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export async function loader({ params, context }: Route.LoaderArgs) {
  const check = verifyPreviewToken(readAuthSecret(), params.token);
  if (!check.ok) throw data(null, { status: check.reason === "expired" ? 410 : 404 });
  const article = await getArticleForPreview(await databaseOf(context), check.articleId);
  if (!article) throw data(null, { status: 404 });
  return { article, expiresAt: check.expiresAt };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildMeta(matches, {
    title: loaderData ? `${newsCopy.previewTitle}: ${loaderData.article.title}` : newsCopy.previewInvalidTitle,
    description: newsCopy.previewBanner,
    path: "/noticias",
    noindex: true,
  });

export default function SharedArticlePreview({ loaderData }: Route.ComponentProps) {
  const { article, expiresAt } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <div role="note" className="mx-auto mb-8 flex max-w-3xl gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{newsCopy.previewBanner}</p>
          <p className="mt-1 text-sm">{newsCopy.previewBannerDetail(formatDateTime(expiresAt))}</p>
        </div>
      </div>
      <ArticleView article={article} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 410)) throw error;
  const expired = error.status === 410;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">
        {expired ? newsCopy.previewExpiredTitle : newsCopy.previewInvalidTitle}
      </h1>
      <p className="mt-4 text-lg text-stone-700">{expired ? newsCopy.previewExpiredBody : newsCopy.previewInvalidBody}</p>
      <Link to="/noticias" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
        {newsCopy.backToList}
      </Link>
    </div>
  );
}
