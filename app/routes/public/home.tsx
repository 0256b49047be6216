import { listHomeArticles } from "~/.server/articles";
import { listFeaturedCards } from "~/.server/catalog/products";
import { contactPageAction } from "~/.server/leads/page-action";
import { databaseOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { FeaturedProductsCarousel } from "~/components/catalog/featured-products-carousel";
import { HomeContactSection } from "~/components/contact/home-contact-section";
import { AboutSection } from "~/components/home/about-section";
import { CommercialSection } from "~/components/home/commercial-section";
import { HeroCarousel } from "~/components/home/hero-carousel";
import { SectorSolutions } from "~/components/home/sector-solutions";
import { BrandsMarquee } from "~/components/marketing/brands-marquee";
import { Section } from "~/components/marketing/section";
import { NewsSection } from "~/components/news/news-section";
import { brands } from "~/content/brands";
import { siteFromMatches } from "~/lib/site-facts";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: siteFromMatches(matches).name,
    description:
      "Soluciones para tambo, forrajes, aves y cerdos e industria con marcas líderes mundiales. Asesoramiento técnico desde Montevideo para toda América Latina.",
    path: "/",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const db = await databaseOf(context);
  const [articles, featured] = await Promise.all([listHomeArticles(db), listFeaturedCards(db)]);
  return { articles, featured };
}

// The home contact form posts here when JavaScript is off.
export const middleware = [formBodyMiddleware];

export const action = (args: Route.ActionArgs) => contactPageAction(args, "inicio");

// The sections in the order of docs/requirements.md §2 'Home page', plus the commercial line the
// footer links to.
export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <HeroCarousel />
      <AboutSection />
      <SectorSolutions />
      <CommercialSection />
      <NewsSection articles={loaderData.articles} />
      <FeaturedProductsCarousel products={loaderData.featured} />
      <Section id="marcas" eyebrow="Marcas" title="Marcas que representamos">
        <BrandsMarquee brands={brands} label="Marcas que representamos" />
      </Section>
      <HomeContactSection actionData={actionData} />
    </>
  );
}
