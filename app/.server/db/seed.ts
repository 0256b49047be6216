import { count, inArray } from "drizzle-orm";
import type { Database } from "./client";
import { defaultCategoryTree } from "./default-categories";
import { seedDemoArticles } from "../articles/seed-articles";
import { bumpContentVersion } from "../cache/content-version";
import { seedStaticListingItems } from "../catalog/static-listings";
import { seedSiteSettings } from "../site/site-settings";
import { demoProducts } from "./demo-products";
import { categories, products } from "./schema";

/**
 * Inserts the default category tree when there are no categories at all (docs/requirements.md §3).
 */
export async function seedDefaultCategories(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(categories);
    if ((existing?.n ?? 0) > 0) return 0;
    let inserted = 0;
    for (const parent of defaultCategoryTree) {
      const [row] = await tx
        .insert(categories)
        .values({ name: parent.name, slug: parent.slug, description: parent.description })
        .onConflictDoNothing({ target: categories.slug })
        .returning({ id: categories.id });
      if (!row) continue;
      inserted++;
      const children = await tx
        .insert(categories)
        .values(parent.children.map((child) => ({ ...child, parentId: row.id })))
        .onConflictDoNothing({ target: categories.slug })
        .returning({ id: categories.id });
      inserted += children.length;
    }
    return inserted;
  });
}

/**
 * Inserts the demo products (./demo-products.ts) when there are no products at all, so a new site
 * shows every catalogue page filled. Products whose category does not exist are skipped.
 */
export async function seedDemoProducts(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(products);
    if ((existing?.n ?? 0) > 0) return 0;
    const slugs = [...new Set(demoProducts.map((product) => product.categorySlug))];
    const found = await tx.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs));
    const categoryIds = new Map(found.map((row) => [row.slug, row.id]));
    const now = Date.now();
    const rows = demoProducts.flatMap(({ categorySlug, featured, stock, ageDays, ...product }) => {
      const categoryId = categoryIds.get(categorySlug);
      if (!categoryId) return [];
      const createdAt = new Date(now - ageDays * 24 * 60 * 60 * 1000);
      return [{ ...product, categoryId, isFeatured: featured ?? false, stockQuantity: stock, createdAt, updatedAt: createdAt }];
    });
    if (rows.length > 0) await tx.insert(products).values(rows);
    return rows.length;
  });
}

export interface SeedReport {
  /** Categories inserted by this run (0 when the database already had categories). */
  categories: number;
  /** Demo products inserted by this run (0 when the database already had products). */
  products: number;
  /** Demo articles inserted by this run (0 when the database already had articles). */
  articles: number;
  /** Whether this run wrote the company's facts and specialists (app/content/site.ts, specialists.ts). */
  siteSettings: boolean;
  /** Static listing products written by this run (app/content/static-products/; 0 once every one has its row). */
  staticListingItems: number;
}

/** Everything a new database gets; each step is idempotent, so it runs on every start. */
export async function seedDatabase(db: Database): Promise<SeedReport> {
  const insertedCategories = await seedDefaultCategories(db);
  // Demo products only come with a new category tree: a site whose editors deleted them stays empty.
  const insertedProducts = insertedCategories > 0 ? await seedDemoProducts(db) : 0;
  const insertedArticles = await seedDemoArticles(db);
  const insertedSettings = await seedSiteSettings(db);
  const insertedListingItems = await seedStaticListingItems(db);
  if (insertedCategories + insertedProducts + insertedArticles + insertedListingItems > 0 || insertedSettings) await bumpContentVersion(db);
  return {
    categories: insertedCategories,
    products: insertedProducts,
    articles: insertedArticles,
    siteSettings: insertedSettings,
    staticListingItems: insertedListingItems,
  };
}
