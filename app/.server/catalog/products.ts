import { and, desc, eq } from "drizzle-orm";
import type { ProductCardData, ProductDetail, ProductSummary } from "~/lib/catalog-types";
import { imageAlt } from "~/admin/lib/product-form";
import { withMatchingNamesFirst } from "~/lib/product-sort";
import type { Database } from "../db";
import { categories, products } from "../db/schema";
import { logger } from "../logger";
import { categoryIsPublic } from "./public-categories";

// Public reads of the catalogue (docs/requirements.md §7 'Data reads'): only active products ever
// leave this module. Admin reads and writes live in ./admin-products.ts.

export type { ProductDetail, ProductSummary };

const summaryColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  shortDescription: products.shortDescription,
  price: products.price,
  images: products.images,
  imageAlts: products.imageAlts,
  isFeatured: products.isFeatured,
  stockQuantity: products.stockQuantity,
  sku: products.sku,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

/** Active and featured products, newest first (the home page carousel). */
export async function listFeaturedProducts(db: Database): Promise<ProductSummary[]> {
  return db
    .select(summaryColumns)
    .from(products)
    .leftJoin(categories, and(eq(products.categoryId, categories.id), categoryIsPublic))
    .where(and(eq(products.isActive, true), eq(products.isFeatured, true)))
    .orderBy(desc(products.createdAt), products.name);
}

/** The home page carousel's cards; an empty list when the read fails (the carousel then hides). */
export async function listFeaturedCards(db: Database): Promise<ProductCardData[]> {
  try {
    return (await listFeaturedProducts(db)).map(toProductCard);
  } catch (error) {
    logger.error({ err: error }, "featured products could not be read");
    return [];
  }
}

/** Active products of one category, newest first; none while the category is inactive. */
export async function listProductsByCategory(db: Database, slug: string): Promise<ProductSummary[]> {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(products.isActive, true), eq(categories.slug, slug), categoryIsPublic))
    .orderBy(desc(products.createdAt), products.name);
}

/**
 * One active product with its features, specifications and category, or null. The caller checks
 * that `id` is a UUID first: PostgreSQL refuses any other text for a uuid column.
 */
export async function getActiveProduct(db: Database, id: string): Promise<ProductDetail | null> {
  // A product without a category is still shown (unlike the original site's inner join), just without a badge.
  const [row] = await db
    .select({ ...summaryColumns, features: products.features, specifications: products.specifications, videoUrl: products.videoUrl })
    .from(products)
    .leftJoin(categories, and(eq(products.categoryId, categories.id), categoryIsPublic))
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** What a product card needs of a database product. */
export function toProductCard(product: ProductSummary): ProductCardData {
  return {
    id: product.id,
    name: product.name,
    shortDescription: product.shortDescription ?? product.description,
    price: product.price,
    image: product.images[0] ?? null,
    imageAlt: imageAlt({ name: product.name, imageAlts: product.imageAlts ?? [] }, 0),
    categoryName: product.categoryName,
    quote: { kind: "product", ref: product.id },
  };
}

export interface CategoryCards {
  products: ProductCardData[];
  /** The read failed: the page shows the empty message (and, on the net page, a toast). */
  failed: boolean;
}

/**
 * A category page's cards, with the page's product line first. A failed read is logged and shown
 * as an empty list, as docs/requirements.md §8 asks; `logLabel` names the list in the log.
 */
export async function listCategoryCards(
  db: Database,
  { slug, firstPattern }: { slug: string; firstPattern?: RegExp },
  logLabel = "Error fetching products",
): Promise<CategoryCards> {
  try {
    const found = await listProductsByCategory(db, slug);
    const ordered = firstPattern ? withMatchingNamesFirst(found, firstPattern) : found;
    return { products: ordered.map(toProductCard), failed: false };
  } catch (error) {
    logger.error({ err: error, category: slug }, logLabel);
    return { products: [], failed: true };
  }
}
