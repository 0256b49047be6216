import { listCategoryCards } from "~/.server/catalog/products";
import { databaseOf } from "~/.server/request-context";
import { ListingLoading, useListingPending } from "~/components/catalog/listing-loading";
import { ProductGrid } from "~/components/catalog/product-grid";
import { ContactButton } from "~/components/contact/contact-button";
import { BenefitList } from "~/components/marketing/benefit-list";
import { CtaBand } from "~/components/marketing/cta-band";
import { NumberedSteps } from "~/components/marketing/numbered-steps";
import { PageHero } from "~/components/marketing/page-hero";
import { Section } from "~/components/marketing/section";
import { buttonVariants } from "~/components/ui/button";
import { scioPage } from "~/content/scio";
import { buildMeta, originFromMatches } from "~/lib/meta";
import { breadcrumbList } from "~/lib/structured-data";
import type { Route } from "./+types/scio";

// Served at /scio-nir and /scio-cup (docs/requirements.md §2: the same page); each grid is its own
// query.
export async function loader({ context }: Route.LoaderArgs) {
  const db = await databaseOf(context);
  const [nir, cup] = await Promise.all([
    listCategoryCards(db, { slug: "scio-nir" }, scioPage.nirGrid.logLabel),
    listCategoryCards(db, { slug: "scio-cup" }, scioPage.cupGrid.logLabel),
  ]);
  return { nir: nir.products, cup: cup.products };
}

// Both paths show one page: search engines and the sitemap know it by one address.
export const handle = { canonicalPath: scioPage.canonicalPath };

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: scioPage.metaTitle,
    description: scioPage.description,
    path: scioPage.canonicalPath,
    structuredData: [breadcrumbList(originFromMatches(matches), scioPage.breadcrumb, scioPage.canonicalPath)],
  });

export default function ScioPage({ loaderData }: Route.ComponentProps) {
  const pending = useListingPending();
  return (
    <>
      <PageHero eyebrow={scioPage.eyebrow} title={scioPage.title} lead={scioPage.lead} breadcrumb={scioPage.breadcrumb} />

      <section aria-label="El SCIO en cifras" className="border-b border-stone-200 bg-white">
        <dl className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-3">
          {scioPage.figures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-6 text-center">
              <dt className="mt-1 text-stone-700">{figure.label}</dt>
              <dd className="text-3xl font-bold text-brand-800">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="equipos" title={scioPage.devicesTitle} lead={scioPage.devicesLead}>
        <div className="grid gap-6 md:grid-cols-2">
          {scioPage.devices.map((device) => (
            <article key={device.id} className="rounded-2xl border border-stone-200 bg-stone-50 p-6">
              <h3 className="text-xl font-bold text-brand-900">{device.name}</h3>
              <p className="mt-2 leading-relaxed text-stone-700">{device.body}</p>
              <h4 className="mt-5 font-semibold text-brand-800">Qué mide</h4>
              <div className="mt-3">
                <BenefitList items={device.measures} columns={1} />
              </div>
            </article>
          ))}
        </div>
      </Section>

      <Section id="como-funciona" tone="muted" title={scioPage.stepsTitle}>
        <NumberedSteps steps={scioPage.steps} />
      </Section>

      <Section id="scio-nir" title={scioPage.nirGrid.title}>
        {pending ? (
          <ListingLoading message={scioPage.loading} />
        ) : (
          <ProductGrid products={loaderData.nir} emptyMessage={scioPage.nirGrid.empty} />
        )}
      </Section>
      <Section id="scio-cup" tone="muted" title={scioPage.cupGrid.title}>
        {pending ? (
          <ListingLoading message={scioPage.loading} />
        ) : (
          <ProductGrid products={loaderData.cup} emptyMessage={scioPage.cupGrid.empty} />
        )}
      </Section>

      <CtaBand title={scioPage.cta.title} body={scioPage.cta.body}>
        <ContactButton
          label={scioPage.cta.label}
          topic="SCIO NIR y SCIO CUP"
          className={buttonVariants({ variant: "accent", size: "lg" })}
        />
      </CtaBand>
    </>
  );
}
