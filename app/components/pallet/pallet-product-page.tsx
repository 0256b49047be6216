import { BenefitList } from "~/components/marketing/benefit-list";
import { CtaBand } from "~/components/marketing/cta-band";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { PageHero } from "~/components/marketing/page-hero";
import { Section } from "~/components/marketing/section";
import { illustrationSrc, illustrationSrcSet } from "~/content/images";
import type { PalletProduct } from "~/content/pallet-products";
import { palletProductBreadcrumb } from "~/lib/pallet-product-meta";
import { BackButton } from "./back-button";
import { KeyFigures } from "./key-figures";
import { ProductActions } from "./product-actions";
import { SpecTable } from "./spec-table";

/** The one template of the eight static pallet product pages. */
export function PalletProductPage({ product }: { product: PalletProduct }) {
  return (
    <>
      <div className="bg-brand-900">
        <div className="mx-auto max-w-7xl px-4 pt-4">
          <BackButton back={product.back} />
        </div>
      </div>
      <PageHero
        eyebrow={product.family}
        title={product.name}
        lead={product.lead}
        breadcrumb={palletProductBreadcrumb(product)}
        image={{
          src: illustrationSrc(product.image),
          srcSet: illustrationSrcSet(product.image),
          alt: product.imageAlt,
          width: product.image.width,
          height: product.image.height,
        }}
        actions={<ProductActions product={product} />}
      />
      <Section id="cifras" tone="brand" title="En cifras">
        <KeyFigures figures={product.keyFigures} />
      </Section>
      <Section id="caracteristicas" title="Características">
        <FeatureGrid items={product.features} columns={product.features.length === 4 ? 4 : 3} />
      </Section>
      <Section id="especificaciones" tone="muted" title="Especificaciones técnicas">
        <div className="max-w-3xl">
          <SpecTable rows={product.specs} caption={`Especificaciones técnicas de ${product.name}`} />
        </div>
      </Section>
      <Section id="aplicaciones" title="Aplicaciones">
        <BenefitList items={product.applications} />
      </Section>
      <Section id="por-que" tone="muted" title={product.closing.title}>
        <BenefitList items={product.closing.items} />
      </Section>
      <CtaBand
        title={`¿Querés probar ${product.name}?`}
        body="Te cotizamos la medida justa para tu carga y tu envolvedora, y te acompañamos en la primera prueba."
      >
        <ProductActions product={product} />
      </CtaBand>
    </>
  );
}
