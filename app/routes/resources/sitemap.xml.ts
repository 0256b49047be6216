import { publicOrigin } from "~/.server/origin";
import { sitemapEntries } from "~/.server/seo/sitemap";
import { renderSitemap } from "~/lib/sitemap";
import type { Route } from "./+types/sitemap.xml";

export async function loader({ request }: Route.LoaderArgs) {
  const xml = renderSitemap(publicOrigin(request), await sitemapEntries());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
