import { data } from "react-router";
import { listStaticListingCards } from "~/.server/catalog/static-listings";
import { databaseOf } from "~/.server/request-context";
import { ProductGrid } from "~/components/catalog/product-grid";
import { BenefitList } from "~/components/marketing/benefit-list";
import { Breadcrumb } from "~/components/marketing/breadcrumb";
import { CtaBand } from "~/components/marketing/cta-band";
import { PageActionButtons } from "~/components/marketing/page-action-buttons";
import { Section } from "~/components/marketing/section";
import { staticListingForPath } from "~/content/static-products";
import { buildMeta, originFromMatches } from "~/lib/meta";
import { breadcrumbList } from "~/lib/structured-data";
import { templatePatternPath } from "~/lib/template-routes";
import type { Route } from "./+types/static-listing";

// The one template of the static listings (docs/requirements.md §2 'Static listings'): app/routes.ts
// gives every listing of app/content/static-products/ a route here, and the route pattern (the
// listing's path, however the visitor spelled the URL) picks its typed content module for the
// page's texts. The products are rows of the database, edited at /admin/listados
// (docs/decisions/017-static-listings-in-database.md); a save bumps the content version, so the
// page cache renders the page afresh. The loader hands the page its listing's copy, so the nine
// listings' texts (about 5 KB of script, Brotli) stay on the server.

export async function loader({ pattern, context }: Route.LoaderArgs) {
  const listing = staticListingForPath(templatePatternPath(pattern));
  if (!listing) throw data(null, { status: 404 });
  const products = await listStaticListingCards(await databaseOf(context), listing.path);
  // The seed products are the database's starting rows, not the page's.
  const { products: _seedProducts, ...copy } = listing;
  return { listing: copy, products };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { listing } = loaderData;
  const origin = originFromMatches(matches);
  return buildMeta(matches, {
    title: listing.metaTitle,
    description: listing.description,
    path: listing.path,
    structuredData: [
      breadcrumbList(origin, listing.breadcrumb, listing.path),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: listing.title,
        itemListElement: loaderData.products.map((product, index) => ({ "@type": "ListItem", position: index + 1, name: product.name })),
      },
    ],
  });
};

export default function StaticListingPage({ loaderData }: Route.ComponentProps) {
  const { listing, products } = loaderData;
  return (
    <>
      <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-14">
          <Breadcrumb items={listing.breadcrumb} tone="dark" />
          <p className="mt-6 text-sm font-semibold tracking-[0.2em] text-straw-300 uppercase">{listing.eyebrow}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{listing.title}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-brand-50">{listing.lead}</p>
        </div>
      </header>
      <Section id="productos" spacing="short-bottom">
        <h2 className="sr-only">Productos</h2>
        <ProductGrid products={products} wideColumns={products.length === 1} leadsPage />
      </Section>
      <Section id="consejos" tone="muted" title={listing.notes.title}>
        <BenefitList items={listing.notes.items} columns={1} />
      </Section>
      <CtaBand
        title="¿Necesitás ayuda para elegir?"
        body="Contanos para qué lo vas a usar y te recomendamos el producto y la cantidad justa."
      >
        <PageActionButtons actions={[{ kind: "contact", label: "Consultar a un especialista", topic: listing.title }]} />
      </CtaBand>
    </>
  );
}
