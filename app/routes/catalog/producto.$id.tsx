import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useNavigate } from "react-router";
import { getActiveProduct } from "~/.server/catalog/products";
import { ProductGallery } from "~/components/catalog/product-gallery";
import { ContactButton } from "~/components/contact/contact-button";
import { AddToQuote } from "~/components/quote/add-to-quote";
import { BenefitList } from "~/components/marketing/benefit-list";
import { Breadcrumb } from "~/components/marketing/breadcrumb";
import { Button, buttonVariants } from "~/components/ui/button";
import { findFallbackProduct } from "~/content/fallback-products";
import type { ProductDetail } from "~/lib/catalog-types";
import { productDescription, productStructuredData } from "~/lib/catalog-meta";
import { categoryPagePath } from "~/lib/category-paths";
import { isUuid } from "~/lib/is-uuid";
import { buildMeta, originFromMatches } from "~/lib/meta";
import { formatPrice } from "~/lib/price";
import { breadcrumbList, type Crumb } from "~/lib/structured-data";
import { catalogNotices } from "~/lib/public-notices";
import { showToast } from "~/lib/toast";
import type { Route } from "./+types/producto.$id";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { videoEmbedUrl } from "~/lib/video-embed";

// docs/requirements.md §2 'Product detail': a UUID is a database product, 'silotrato' and 'bioheno'
// are built-in products, anything else is not found (HTTP 404, so crawlers drop it).

type LoaderResult =
  /** `video` is the player's address, worked out here so the page's script does without the helper. */
  | { status: "found"; product: ProductDetail; backPath: string; video: string | null }
  | { status: "not-found" }
  /**
   * The database read failed: the visitor gets the 'Producto no encontrado' toast and goes home
   * (docs/requirements.md §8).
   */
  | { status: "error" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const fallback = findFallbackProduct(params.id);
  if (fallback) return { status: "found", product: fallback, backPath: fallback.backPath, video: videoOf(fallback) } satisfies LoaderResult;
  if (!isUuid(params.id)) return data({ status: "not-found" } satisfies LoaderResult, 404);
  try {
    const product = await getActiveProduct(await databaseOf(context), params.id);
    if (!product) return data({ status: "not-found" } satisfies LoaderResult, 404);
    return {
      status: "found",
      product,
      backPath: categoryPagePath(product.categorySlug) ?? "/",
      video: videoOf(product),
    } satisfies LoaderResult;
  } catch (error) {
    requestContextOf(context).log.error({ err: error, productId: params.id }, "product could not be read");
    return data({ status: "error" } satisfies LoaderResult, 503);
  }
}

function videoOf(product: ProductDetail): string | null {
  return product.videoUrl ? videoEmbedUrl(product.videoUrl) : null;
}

function crumbs(product: ProductDetail): Crumb[] {
  // The category is a step of the trail only when it has a page to go back to.
  const categoryPath = categoryPagePath(product.categorySlug);
  return [
    { label: "Inicio", to: "/" },
    ...(product.categoryName && categoryPath ? [{ label: product.categoryName, to: categoryPath }] : []),
    { label: product.name },
  ];
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const path = `/producto/${params.id}`;
  if (loaderData?.status !== "found") {
    return buildMeta(matches, {
      title: "Producto no encontrado",
      description: "El producto que buscás no existe o ya no está disponible. Volvé al inicio para ver nuestras líneas de productos.",
      path,
      noindex: true,
    });
  }
  const { product } = loaderData;
  const origin = originFromMatches(matches);
  return buildMeta(matches, {
    title: product.name,
    description: productDescription(product),
    path,
    image: product.images[0] ? { url: product.images[0], alt: product.name } : undefined,
    structuredData: [productStructuredData(origin, product, path), breadcrumbList(origin, crumbs(product), path)],
  });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.status !== "found") return <ProductNotFound failed={loaderData.status === "error"} />;
  const { product, backPath, video } = loaderData;
  const specifications = Object.entries(product.specifications);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-center gap-4">
        <BackButton fallbackPath={backPath} />
        <Breadcrumb items={crumbs(product)} />
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-2">
        <ProductGallery images={product.images} alts={product.imageAlts} name={product.name} />
        <div>
          {product.categoryName && (
            <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{product.categoryName}</p>
          )}
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{product.name}</h1>
          <p className="mt-4 text-2xl font-bold text-stone-900">{formatPrice(product.price, "fixed")}</p>
          {product.sku && <p className="mt-1 text-sm text-stone-600">SKU: {product.sku}</p>}
          {product.shortDescription && <p className="mt-5 text-lg leading-relaxed text-stone-700">{product.shortDescription}</p>}
          <ContactButton
            label="Más información"
            hiddenDetail={`sobre ${product.name}`}
            topic={product.name}
            className={`mt-6 ${buttonVariants({ size: "lg" })}`}
          />
          {/* A built-in fallback product (silotrato, bioheno) is not in the catalogue's tables: no quote list for it. */}
          {isUuid(product.id) && (
            <AddToQuote item={{ kind: "product", ref: product.id }} name={product.name} size="lg" className="mt-3 sm:w-fit" />
          )}
          {product.features.length > 0 && (
            <section aria-labelledby="caracteristicas" className="mt-8">
              <h2 id="caracteristicas" className="text-xl font-bold text-brand-900">
                Características
              </h2>
              <div className="mt-4">
                <BenefitList items={product.features} columns={1} />
              </div>
            </section>
          )}
        </div>
      </div>

      {product.description && (
        <section aria-labelledby="descripcion" className="mt-12 max-w-3xl">
          <h2 id="descripcion" className="text-2xl font-bold text-brand-900">
            Descripción
          </h2>
          <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-stone-700">{product.description}</p>
        </section>
      )}

      {video && (
        <section aria-labelledby="video" className="mt-12 max-w-3xl">
          <h2 id="video" className="text-2xl font-bold text-brand-900">
            Video
          </h2>
          <iframe
            src={video}
            title={`Video de ${product.name}`}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="mt-4 aspect-video w-full rounded-xl bg-stone-900"
          />
        </section>
      )}

      {specifications.length > 0 && (
        <section aria-labelledby="especificaciones" className="mt-12 max-w-3xl">
          <h2 id="especificaciones" className="text-2xl font-bold text-brand-900">
            Especificaciones técnicas
          </h2>
          <table className="mt-4 w-full overflow-hidden rounded-xl text-left ring-1 ring-stone-200">
            <tbody>
              {specifications.map(([key, value]) => (
                <tr key={key} className="border-b border-stone-200 last:border-0 odd:bg-stone-50">
                  <th scope="row" className="w-2/5 px-4 py-3 font-semibold text-stone-800">
                    {key}
                  </th>
                  <td className="px-4 py-3 text-stone-700">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

/** 'Volver': the previous page when the visitor came from this site, else the product's listing. */
function BackButton({ fallbackPath }: { fallbackPath: string }) {
  const navigate = useNavigate();
  return (
    <Button asChild variant="outline" size="sm">
      <Link
        to={fallbackPath}
        onClick={(event) => {
          // React Router numbers its history entries; idx > 0 means there is an in-site page to go back to.
          if ((window.history.state as { idx?: number } | null)?.idx) {
            event.preventDefault();
            void navigate(-1);
          }
        }}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver
      </Link>
    </Button>
  );
}

function ProductNotFound({ failed }: { failed: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!failed) return;
    void showToast(catalogNotices.productNotFound);
    void navigate("/", { replace: true });
  }, [failed, navigate]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Producto no encontrado</h1>
      <p className="mt-4 text-lg text-stone-700">El producto que buscás no existe o ya no está disponible.</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Volver al inicio</Link>
      </Button>
    </div>
  );
}
