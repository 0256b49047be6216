import type { PublicSite } from "./site-facts";
import { absoluteUrl } from "./absolute-url";
import { SEARCH_PARAM, SEARCH_PATH } from "./search";

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

export function organizationReference(origin: string, siteName: string) {
  return {
    "@type": "Organization",
    name: siteName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
}

/** The company, on every page (buildMeta adds it): name, logo, contact points, address, profiles. */
export function organizationData(origin: string, site: PublicSite) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organizacion`,
    name: site.name,
    legalName: site.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: site.email,
    telephone: site.phone.e164,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: site.address.countryCode,
    },
    contactPoint: [
      { "@type": "ContactPoint", contactType: "customer service", telephone: site.phone.e164, email: site.email, availableLanguage: "es" },
      { "@type": "ContactPoint", contactType: "sales", telephone: site.chat.e164, availableLanguage: "es" },
    ],
    areaServed: "Latin America",
    sameAs: site.social.map((profile) => profile.url),
  };
}

/** The site itself, on every page, with its search (a search engine may offer a search box for it). */
export function websiteData(origin: string, site: Pick<PublicSite, "name">) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${origin}/#sitio`,
    name: site.name,
    url: `${origin}/`,
    inLanguage: "es",
    publisher: { "@id": `${origin}/#organizacion` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}${SEARCH_PATH}?${SEARCH_PARAM}={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
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

export function articleData(origin: string, article: ArticleData, siteName: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.headline,
    description: article.description,
    mainEntityOfPage: `${origin}${article.path}`,
    image: article.image ? absoluteUrl(origin, article.image) : undefined,
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    author: article.authorName ? { "@type": "Person", name: article.authorName } : organizationReference(origin, siteName),
    publisher: organizationReference(origin, siteName),
  };
}

export interface ProductData {
  name: string;
  description: string;
  path: string;
  image?: string;
  category?: string;
  brand?: string;
  /** Technical specifications, as schema.org PropertyValue pairs. */
  properties?: readonly { label: string; value: string }[];
}

/** Product markup for a product page without a public price (prices are quoted on request). */
export function productData(origin: string, product: ProductData) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    url: `${origin}${product.path}`,
    image: product.image ? absoluteUrl(origin, product.image) : undefined,
    category: product.category,
    brand: product.brand ? { "@type": "Brand", name: product.brand } : undefined,
    additionalProperty: product.properties?.map((property) => ({ "@type": "PropertyValue", name: property.label, value: property.value })),
  };
}
