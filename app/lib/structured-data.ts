import { site } from "~/content/site";

// schema.org objects for search engines, built from the same data the pages show. Pages pass them
// to buildMeta({ structuredData }) so they render as <script type="application/ld+json">.

export interface Crumb {
  label: string;
  /** Path; the last crumb (the current page) may omit it. */
  to?: string;
}

export function breadcrumbList(origin: string, crumbs: readonly Crumb[], currentPath: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: `${origin}${crumb.to ?? currentPath}`,
    })),
  };
}

export function organizationReference(origin: string) {
  return {
    "@type": "Organization",
    name: site.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
}

export interface ArticleData {
  headline: string;
  description: string;
  path: string;
  image?: string;
  datePublished?: string;
  dateModified?: string;
  authorName?: string;
}

export function articleData(origin: string, article: ArticleData) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.headline,
    description: article.description,
    mainEntityOfPage: `${origin}${article.path}`,
    image: article.image ? (article.image.startsWith("http") ? article.image : `${origin}${article.image}`) : undefined,
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    author: article.authorName ? { "@type": "Person", name: article.authorName } : organizationReference(origin),
    publisher: organizationReference(origin),
  };
}
