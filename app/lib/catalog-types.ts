import type { QuoteRef } from "./quote-list";

// The catalogue's shapes, shared by the server modules that produce them and the components that
// show them. Public pages: database products (app/.server/catalog/products.ts) and the built-in
// fallback products (app/content/fallback-products.ts) share the product shapes.

/** A product as listings show it. */
export interface ProductSummary {
  id: string;
  name: string;
  description: string | null;
  shortDescription: string | null;
  price: number | null;
  images: string[];
  /** Alt text of each image, by position (database products); empty or missing means the name. */
  imageAlts?: string[];
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

/**
 * What a product card shows. Database products (see toProductCard in the catalogue module) and the
 * static cards of docs/requirements.md §3 ('Static product card') are both mapped to it.
 */
export interface ProductCardData {
  /** A database UUID, a fallback product key (silotrato, bioheno) or a static card's own id. */
  id: string;
  name: string;
  shortDescription?: string | null;
  /**
   * A number, or a static card's text: numeric text ("185", "45.00") is formatted, other text
   * ("Consultar") is shown as written; 0, null or missing shows 'Consultar precio'.
   */
  price?: number | string | null;
  /** Image URL (uploaded or under /images); missing or broken shows the fallback image. */
  image?: string | null;
  /** What the photo shows, for screen readers; the product's name when missing. */
  imageAlt?: string;
  /** "contain" for photos that must not be cropped (packshots on white); default "cover". */
  imageFit?: "cover" | "contain";
  /** Shown as the badge above the name. */
  categoryName?: string | null;
  /** Static cards: false shows 'Sin stock'. Database cards leave it out. */
  inStock?: boolean;
  /**
   * Where 'Ver detalles' goes. Defaults to /producto/{id} for a UUID id; give it for a static card
   * with its own page (e.g. "/productos/flexnet-pro" or "/producto/silotrato"), else the link is hidden.
   */
  href?: string;
  /**
   * What «Agregar a mi consulta» posts: a database product by its id, a static listing row by the
   * id of its static_listing_items row. A card without it (a built-in fallback product) has no button.
   */
  quote?: QuoteRef;
}

/** A row of the admin products table: every product, active or not. */
export interface AdminProductRow {
  id: string;
  name: string;
  categoryLabel: string | null;
  price: number | null;
  isActive: boolean;
  isFeatured: boolean;
  image: string | null;
}
