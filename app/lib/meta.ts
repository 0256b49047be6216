import type { MetaDescriptor } from "react-router";
import { shareCard } from "~/content/images";
import { absoluteUrl } from "./absolute-url";
import { siteFromMatches } from "./site-facts";
import { organizationData, websiteData } from "./structured-data";

// The one metadata helper: every route's `meta` goes through it, so the title pattern, description,
// canonical link and social tags cannot drift between pages.

export interface PageMeta {
  /** Page name; the company name is appended. */
  title: string;
  description: string;
  /** Path of the page, e.g. "/tambo"; the canonical URL is the site origin plus this path. */
  path: string;
  image?: { url: string; alt: string; width?: number; height?: number };
  type?: "website" | "article";
  /** Pages that must not be indexed (admin, sign-in, errors). */
  noindex?: boolean;
  /** schema.org objects for this page (BreadcrumbList, Article, Product…), see app/lib/structured-data.ts. */
  structuredData?: readonly object[];
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The public origin the root loader resolved (PUBLIC_URL, else the request's origin). */
export function originFromMatches(matches: readonly MatchLike[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/** The share card drawn by scripts/build-images.ts. */
export function defaultShareImage(siteName: string) {
  return {
    url: `/images/${shareCard.file}`,
    alt: `${siteName}: soluciones para el campo y la industria`,
    width: shareCard.width,
    height: shareCard.height,
  };
}

export function pageTitle(title: string, siteName: string): string {
  return title === siteName ? title : `${title} | ${siteName}`;
}

export function buildMeta(matches: readonly MatchLike[], page: PageMeta): MetaDescriptor[] {
  const origin = originFromMatches(matches);
  const site = siteFromMatches(matches);
  const url = `${origin}${page.path}`;
  const image = page.image ?? defaultShareImage(site.name);
  const imageUrl = absoluteUrl(origin, image.url);
  const title = pageTitle(page.title, site.name);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "es_UY" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: image.alt },
    ...(image.width && image.height
      ? [
          { property: "og:image:width", content: String(image.width) },
          { property: "og:image:height", content: String(image.height) },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  // The company's and the site's schema.org objects are the same on every page: written into the
  // server's HTML only, they stay in the head through client navigations (React leaves tags it did
  // not render there), and their builders stay out of every page's script (about 270 bytes).
  const siteData = import.meta.env.SSR ? [organizationData(origin, site), websiteData(origin, site)] : [];
  for (const data of [...siteData, ...(page.structuredData ?? [])]) {
    tags.push({ "script:ld+json": data });
  }
  return tags;
}
