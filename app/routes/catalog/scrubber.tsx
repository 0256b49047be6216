import { getScrubberArticle } from "~/.server/articles";
import { listCategoryCards } from "~/.server/catalog/products";
import { databaseOf } from "~/.server/request-context";
import { ProductGrid } from "~/components/catalog/product-grid";
import { ContactButton } from "~/components/contact/contact-button";
import { Breadcrumb } from "~/components/marketing/breadcrumb";
import { ArticleBody } from "~/components/news/article-body";
import { ArticleCover } from "~/components/news/article-cover";
import { scrubberCopy } from "~/content/news";
import { buildMeta, originFromMatches } from "~/lib/meta";
import { breadcrumbList, type Crumb } from "~/lib/structured-data";
import type { Route } from "./+types/scrubber";

// docs/requirements.md §2 'SCRUBBER page': the article with slug
// sanicleanse-air-teat-scrubber-system plus the product grid of category 'scrubber' (the
// catalogue's ProductGrid, loaded in parallel with the article).

const crumbs: Crumb[] = [{ label: "Inicio", to: "/" }, { label: "Tambo", to: "/tambo" }, { label: "SCRUBBER" }];

export async function loader({ context }: Route.LoaderArgs) {
  const db = await databaseOf(context);
  const [article, grid] = await Promise.all([getScrubberArticle(db), listCategoryCards(db, { slug: "scrubber" })]);
  return { article, products: grid.products };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: "SCRUBBER para limpieza de pezones",
    description: scrubberCopy.description,
    path: "/scrubber",
    structuredData: [breadcrumbList(originFromMatches(matches), crumbs, "/scrubber")],
  });

export default function ScrubberPage({ loaderData }: Route.ComponentProps) {
  const { article, products } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <Breadcrumb items={crumbs} tone="dark" />
          <p className="mt-6 text-sm font-semibold tracking-[0.2em] text-straw-300 uppercase">{scrubberCopy.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">{scrubberCopy.title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-50">{scrubberCopy.lead}</p>
          <div className="mt-8">
            <ContactButton label={scrubberCopy.consult} topic={scrubberCopy.consultTopic} />
          </div>
        </div>
      </section>
      <section aria-labelledby="scrubber-articulo" className="bg-white">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:py-16">
          <h2 id="scrubber-articulo" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
            {article?.title ?? scrubberCopy.articleHeading}
          </h2>
          {article ? (
            <>
              {article.coverImageUrl && (
                <ArticleCover
                  title={article.title}
                  url={article.coverImageUrl}
                  sizes="(min-width: 768px) 768px, 100vw"
                  className="mt-8 rounded-2xl"
                />
              )}
              {article.content && <ArticleBody html={article.content} />}
            </>
          ) : (
            <p className="mt-4 text-lg text-stone-700">{scrubberCopy.missingArticle}</p>
          )}
        </div>
      </section>
      <section aria-labelledby="scrubber-productos" className="bg-stone-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-16">
          <h2 id="scrubber-productos" className="mb-8 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
            {scrubberCopy.productsHeading}
          </h2>
          <ProductGrid products={products} />
        </div>
      </section>
    </>
  );
}
