import { publicOrigin } from "~/.server/origin";
import { databaseOf } from "~/.server/request-context";
import { sitemapEntries } from "~/.server/seo/sitemap";
import { renderSitemap } from "~/lib/sitemap";
import type { Route } from "./+types/sitemap.xml";

export async function loader({ request, context }: Route.LoaderArgs) {
  const xml = renderSitemap(publicOrigin(request), await sitemapEntries(await databaseOf(context)));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
