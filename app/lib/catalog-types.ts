// What the public catalogue pages receive: database products (app/.server/catalog/products.ts)
// and the built-in fallback products (app/content/fallback-products.ts) share these shapes.

/** A product as listings show it. */
export interface ProductSummary {
  id: string;
  name: string;
  description: string | null;
  shortDescription: string | null;
  price: number | null;
  images: string[];
  isFeatured: boolean;
  stockQuantity: number;
  sku: string | null;
  categoryName: string | null;
  categorySlug: string | null;
}

/** A product as its detail page shows it. */
export interface ProductDetail extends ProductSummary {
  features: string[];
  specifications: Record<string, string>;
  /** YouTube or Vimeo address, or null. */
  videoUrl: string | null;
}
