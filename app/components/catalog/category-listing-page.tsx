import { useEffect } from "react";
import { ContactButton } from "~/components/contact/contact-button";
import { CtaBand } from "~/components/marketing/cta-band";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { PageHero } from "~/components/marketing/page-hero";
import { Section } from "~/components/marketing/section";
import { type CategoryListing, LISTING_EMPTY_MESSAGE, LISTING_LOADING_MESSAGE } from "~/content/catalog-listings";
import { buttonVariants } from "~/components/ui/button";
import type { ProductCardData } from "~/lib/catalog-types";
import { catalogNotices } from "~/lib/public-notices";
import { showToast } from "~/lib/toast";
import { ListingLoading, useListingPending } from "./listing-loading";
import { ProductGrid } from "./product-grid";

interface CategoryListingPageProps {
  listing: CategoryListing;
  products: ProductCardData[];
  failed: boolean;
}

/** A database-driven category page: header, product grid (or loading/empty state), advice, contact. */
export function CategoryListingPage({ listing, products, failed }: CategoryListingPageProps) {
  const pending = useListingPending();

  useEffect(() => {
    if (failed && listing.toastOnError) void showToast(catalogNotices.listingLoadFailed);
  }, [failed, listing.toastOnError]);

  return (
    <>
      <PageHero
        eyebrow={listing.eyebrow}
        title={listing.title}
        lead={listing.lead}
        breadcrumb={[{ label: "Inicio", to: "/" }, listing.parent, { label: listing.title }]}
      />
      <Section id="productos" title="Productos" spacing="compact">
        {pending ? (
          <ListingLoading message={LISTING_LOADING_MESSAGE} />
        ) : (
          <ProductGrid products={products} priceStyle={listing.priceStyle} emptyMessage={LISTING_EMPTY_MESSAGE} leadsPage />
        )}
      </Section>
      <Section id="consejos" tone="muted" title={listing.adviceTitle}>
        <FeatureGrid items={listing.advice.map((tip) => ({ title: tip.title, body: tip.text }))} />
      </Section>
      <CtaBand
        title="¿No sabés cuál te conviene?"
        body="Contanos qué equipo usás y cómo trabajás: un especialista te recomienda el producto y la cantidad justa."
      >
        <ContactButton label="Consultar" topic={listing.title} className={buttonVariants({ variant: "accent", size: "lg" })} />
      </CtaBand>
    </>
  );
}
