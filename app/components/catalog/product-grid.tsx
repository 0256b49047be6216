import type { ProductCardData } from "~/lib/catalog-types";
import { cn } from "~/lib/cn";
import type { PriceStyle } from "~/lib/price";
import { ProductCard } from "./product-card";

interface ProductGridProps {
  products: readonly ProductCardData[];
  /** Shown instead of the grid when there are no products. */
  emptyMessage?: string;
  priceStyle?: PriceStyle;
  headingLevel?: 2 | 3;
  /** Two columns at most, for a grid of one or two products that would look lost in three. */
  wideColumns?: boolean;
  /**
   * For a grid at the top of its page: the first photo, the largest paint on a phone, is fetched
   * first of all (React preloads it from <head>). The others, and grids further down, load lazily.
   */
  leadsPage?: boolean;
}

/** Product cards in 1, 2 or 3 columns by screen width (docs/requirements.md §2 'Product card'). */
export function ProductGrid({
  products,
  emptyMessage = "No hay productos disponibles en esta categoría.",
  priceStyle,
  headingLevel,
  wideColumns = false,
  leadsPage = false,
}: ProductGridProps) {
  if (products.length === 0) {
    return <p className="rounded-xl border border-dashed border-stone-300 bg-stone-50 p-8 text-center text-stone-700">{emptyMessage}</p>;
  }
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2", wideColumns ? "lg:grid-cols-2" : "lg:grid-cols-3")}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            priceStyle={priceStyle}
            headingLevel={headingLevel}
            imageLoading={leadsPage && index === 0 ? "priority" : "lazy"}
          />
        </li>
      ))}
    </ul>
  );
}
