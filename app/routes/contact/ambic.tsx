import { ExternalLink, ShieldCheck } from "lucide-react";
import { listCategoryCards } from "~/.server/catalog/products";
import { contactPageAction } from "~/.server/leads/page-action";
import { databaseOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { ProductGrid } from "~/components/catalog/product-grid";
import { AmbicContactForm } from "~/components/contact/ambic-contact-form";
import { ContactButton } from "~/components/contact/contact-button";
import { PageHero } from "~/components/marketing/page-hero";
import { Section } from "~/components/marketing/section";
import { buttonVariants } from "~/components/ui/button";
import { ambicCatalogueUrl, ambicCrumbs, ambicPage } from "~/content/ambic";
import { buildMeta, originFromMatches } from "~/lib/meta";
import { breadcrumbList } from "~/lib/structured-data";
import type { Route } from "./+types/ambic";

// /ambic (docs/requirements.md §2 'Dairy (tambo)'): the brand's story and figures, its
// certifications, the external PDF catalogue, the featured products grid (category slug ambic) and
// the AMBIC contact form.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: ambicPage.title,
    description: ambicPage.metaDescription,
    path: "/ambic",
    structuredData: [breadcrumbList(originFromMatches(matches), ambicCrumbs, "/ambic")],
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { products } = await listCategoryCards(await databaseOf(context), { slug: "ambic" }, "Error fetching AMBIC products");
  return { products };
}

// The AMBIC form posts here when JavaScript is off.
export const middleware = [formBodyMiddleware];

export const action = (args: Route.ActionArgs) => contactPageAction(args, "ambic");

export default function AmbicPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={ambicPage.eyebrow}
        title={ambicPage.heroTitle}
        lead={ambicPage.heroLead}
        breadcrumb={ambicCrumbs}
        actions={
          <>
            <a
              href={ambicCatalogueUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "accent", size: "lg" })}
            >
              {ambicPage.catalogueLabel}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only"> (sitio externo, abre en una pestaña nueva)</span>
            </a>
            <ContactButton label="Consultar" topic="AMBIC" className={buttonVariants({ variant: "outlineOnDark", size: "lg" })} />
          </>
        }
      />

      <Section id="historia" title={ambicPage.story.title}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <div className="space-y-4 text-lg leading-relaxed text-stone-700">
            {ambicPage.story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <dl className="grid grid-cols-2 gap-4 self-start">
            {ambicPage.figures.map((figure) => (
              <div key={figure.label} className="rounded-xl bg-brand-50 p-5 text-center">
                <dt className="text-sm text-stone-700">{figure.label}</dt>
                <dd className="order-first text-3xl font-bold text-brand-800">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section id="certificaciones" tone="muted" title={ambicPage.certifications.title} lead={ambicPage.certifications.lead}>
        <ul className="grid gap-6 md:grid-cols-2">
          {ambicPage.certifications.items.map((item) => (
            <li key={item.name} className="flex gap-4 rounded-xl bg-white p-6 ring-1 ring-stone-200">
              <ShieldCheck aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
              <div>
                <h3 className="text-lg font-semibold text-stone-900">{item.name}</h3>
                <p className="mt-1 text-stone-700">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="productos" tone="muted" title={ambicPage.productsTitle}>
        <ProductGrid products={loaderData.products} />
      </Section>

      <Section id="consulta" tone="brand" title={ambicPage.form.title} lead={ambicPage.form.lead}>
        <div className="max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <AmbicContactForm action="/ambic#consulta" submitLabel={ambicPage.form.submit} actionData={actionData} />
        </div>
      </Section>
    </>
  );
}
