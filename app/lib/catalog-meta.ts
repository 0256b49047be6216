import type { CategoryListing } from "~/content/catalog-listings";
import { absoluteUrl } from "./absolute-url";
import type { ProductDetail } from "./catalog-types";
import { buildMeta, originFromMatches } from "./meta";
import { breadcrumbList } from "./structured-data";

type Matches = Parameters<typeof buildMeta>[0];

/** Metadata of a database-driven category page: its copy plus the BreadcrumbList it shows. */
export function categoryListingMeta(matches: Matches, listing: CategoryListing) {
  const origin = originFromMatches(matches);
  return buildMeta(matches, {
    title: listing.title,
    description: listing.description,
    path: listing.path,
    structuredData: [breadcrumbList(origin, [{ label: "Inicio", to: "/" }, listing.parent, { label: listing.title }], listing.path)],
  });
}

/** schema.org Product of a product page. Offers are left out: the site does not state a currency. */
export function productStructuredData(origin: string, product: ProductDetail, path: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.shortDescription ?? product.description ?? undefined,
    url: `${origin}${path}`,
    image: product.images.map((image) => absoluteUrl(origin, image)),
    sku: product.sku || undefined,
    category: product.categoryName ?? undefined,
    additionalProperty: Object.entries(product.specifications).map(([name, value]) => ({
      "@type": "PropertyValue",
      name,
      value,
    })),
  };
}

/** A meta description of 50–160 characters for a product. */
export function productDescription(product: ProductDetail): string {
  const text = `${product.name}: ${product.shortDescription ?? product.description ?? product.categoryName ?? "producto"}`.replace(
    /\s+/g,
    " ",
  );
  const withContact = text.length < 50 ? `${text}. Consultá precio y disponibilidad con un especialista.` : text;
  return withContact.length > 160 ? `${withContact.slice(0, 157).replace(/\s+\S*$/, "")}…` : withContact;
}
