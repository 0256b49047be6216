import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ContactButton } from "~/components/contact/contact-button";
import { AddToQuote } from "~/components/quote/add-to-quote";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { ProductCardData } from "~/lib/catalog-types";
import { isUuid } from "~/lib/is-uuid";
import { formatPrice, type PriceStyle } from "~/lib/price";
import { ProductImage } from "./product-image";

export interface ProductCardProps {
  product: ProductCardData;
  /** "fixed" (two decimals) on the baling-net list; "short" elsewhere (docs/requirements.md §9). */
  priceStyle?: PriceStyle;
  /** Heading level of the name: 2 when the grid sits right under the page's h1. */
  headingLevel?: 2 | 3;
  /** How the photo loads (ProductImage); lazy unless the card is in the first screen. */
  imageLoading?: "priority" | "eager" | "lazy";
}

/** The product card of every listing (docs/requirements.md §2 'Product card'). */
export function ProductCard({ product, priceStyle = "short", headingLevel = 3, imageLoading }: ProductCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = product.href ?? (isUuid(product.id) ? `/producto/${product.id}` : undefined);
  // docs/requirements.md §2: the image links to the product page only for a database product.
  const imageHref = isUuid(product.id) ? `/producto/${product.id}` : undefined;
  const image = (
    <ProductImage
      src={product.image}
      alt={product.imageAlt || product.name}
      fit={product.imageFit}
      loading={imageLoading}
      className="transition-transform duration-300 group-hover:scale-105"
    />
  );

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="aspect-[4/3] overflow-hidden bg-stone-50">
        {imageHref ? (
          <Link to={imageHref} tabIndex={-1} aria-hidden="true" className="block h-full">
            {image}
          </Link>
        ) : (
          image
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {product.categoryName && (
          <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">{product.categoryName}</p>
        )}
        <Heading className="text-lg leading-snug font-bold text-brand-900">{product.name}</Heading>
        {product.shortDescription && <p className="line-clamp-3 text-sm leading-relaxed text-stone-700">{product.shortDescription}</p>}
        <div className="mt-auto flex items-baseline justify-between gap-3 pt-2">
          <p className="text-lg font-bold text-stone-900">{formatPrice(product.price, priceStyle)}</p>
          {product.inStock === false && <p className="text-sm font-semibold text-red-800">Sin stock</p>}
          {product.inStock === true && <p className="text-sm font-semibold text-brand-700">En stock</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <ContactButton label="Consultar" topic={product.name} className={cn(buttonVariants(), "flex-1")} />
          {href && (
            <Button asChild variant="outline" className="flex-1">
              <Link to={href} aria-label={`Ver detalles de ${product.name}`}>
                Ver detalles
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </Button>
          )}
        </div>
        {product.quote && <AddToQuote item={product.quote} name={product.name} />}
      </div>
    </article>
  );
}
