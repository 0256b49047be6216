import { count, eq, inArray } from "drizzle-orm";
import type { Database } from "./client";
import { defaultCategoryTree } from "./default-categories";
import { insertDemoArticles } from "../articles/seed-articles";
import { bumpContentVersion } from "../cache/content-version";
import { seedStaticListingItems } from "../catalog/static-listings";
import { seedSiteSettings } from "../site/site-settings";
import { seedReplyTemplates } from "../leads/reply-templates";
import { demoProducts } from "./demo-products";
import { categories, databaseSeeds, products } from "./schema";
import type { Logger } from "../logger";

// Demo content (the category tree, demo products and articles) goes into a new database once: the
// 'demo-content' row of database_seeds records that it was done, and a site in use never gets any
// of it back, whatever its staff deleted (docs/decisions/025-demo-content-seeded-once.md).

const DEMO_CONTENT = "demo-content";

/** Whether this database has had its demo content (or held a site before the record existed). */
async function demoContentSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ name: databaseSeeds.name }).from(databaseSeeds).where(eq(databaseSeeds.name, DEMO_CONTENT)).limit(1);
  return row !== undefined;
}

/**
 * Inserts the default category tree into a database that never had its demo content and has no
 * categories (docs/requirements.md §3); a site whose staff deleted them stays as they left it.
 */
export function seedDefaultCategories(db: Database): Promise<number> {
  return db.transaction(async (tx) => ((await demoContentSeeded(tx)) ? 0 : insertDefaultCategories(tx)));
}

async function insertDefaultCategories(tx: Database): Promise<number> {
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
}

/**
 * Inserts the demo products (./demo-products.ts) into a database that never had its demo content
 * and has no products, so a new site shows every catalogue page filled. Products whose category
 * does not exist are skipped.
 */
export function seedDemoProducts(db: Database): Promise<number> {
  return db.transaction(async (tx) => ((await demoContentSeeded(tx)) ? 0 : insertDemoProducts(tx)));
}

async function insertDemoProducts(tx: Database): Promise<number> {
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
}

/** The demo articles (../articles/seed-articles.ts), on the same terms as the demo products. */
export function seedDemoArticles(db: Database): Promise<number> {
  return db.transaction(async (tx) => ((await demoContentSeeded(tx)) ? 0 : insertDemoArticles(tx)));
}

export interface SeedReport {
  /** Categories inserted by this run (0 once the database has had its demo content). */
  categories: number;
  /** Demo products inserted by this run (0 once the database has had its demo content). */
  products: number;
  /** Demo articles inserted by this run (0 once the database has had its demo content). */
  articles: number;
  /** Whether this run wrote the company's facts and specialists (app/content/site.ts, specialists.ts). */
  siteSettings: boolean;
  /** Static listing products written by this run (app/content/static-products/; 0 once every one has its row). */
  staticListingItems: number;
}

type DemoContentReport = Pick<SeedReport, "categories" | "products" | "articles">;

/** Written after the transaction: of two instances starting together, only the one that seeded says so. */
function logDemoContent(log: Pick<Logger, "info">, { claimed, inserted }: { claimed: boolean; inserted: DemoContentReport }): void {
  if (!claimed) {
    log.info({ step: "demo content" }, "seed step skipped: this database has had its demo content");
    return;
  }
  log.info({ step: "demo categories", inserted: inserted.categories }, "seed step");
  log.info({ step: "demo products", inserted: inserted.products }, "seed step");
  log.info({ step: "demo articles", inserted: inserted.articles }, "seed step");
}

/**
 * The demo content, once per database: the insert of the 'demo-content' row is the lock, so of two
 * instances starting together on one PostgreSQL the second waits for the first's transaction and
 * then finds the row (and inserts nothing); a failed seed rolls the row back with the rest.
 */
function seedDemoContent(db: Database): Promise<{ claimed: boolean; inserted: DemoContentReport }> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(databaseSeeds)
      .values({ name: DEMO_CONTENT })
      .onConflictDoNothing()
      .returning({ name: databaseSeeds.name });
    if (claimed.length === 0) return { claimed: false, inserted: { categories: 0, products: 0, articles: 0 } };
    const inserted = { categories: await insertDefaultCategories(tx), products: 0, articles: 0 };
    inserted.products = await insertDemoProducts(tx);
    inserted.articles = await insertDemoArticles(tx);
    return { claimed: true, inserted };
  });
}

/**
 * What a database gets at every start. The demo content only once (seedDemoContent). The company's
 * facts (site_settings) and the static listings' rows are written only where missing and never
 * overwritten; staff can edit and hide those rows but not delete them, and a product added to a
 * content module later appears on the next start (docs/decisions/017). With `log` (the server's
 * start), each step that wrote something is one line, and demo content seeded before is one line.
 */
export async function seedDatabase(db: Database, log?: Pick<Logger, "info">): Promise<SeedReport> {
  const demoContent = await seedDemoContent(db);
  if (log) logDemoContent(log, demoContent);
  const demo = demoContent.inserted;
  const insertedSettings = await seedSiteSettings(db);
  if (insertedSettings) log?.info({ step: "company facts and specialists", inserted: 1 }, "seed step");
  const insertedListingItems = await seedStaticListingItems(db);
  if (insertedListingItems > 0) log?.info({ step: "static listing products", inserted: insertedListingItems }, "seed step");
  const insertedTemplates = await seedReplyTemplates(db);
  if (insertedTemplates > 0) log?.info({ step: "reply templates", inserted: insertedTemplates }, "seed step");
  if (demo.categories + demo.products + demo.articles + insertedListingItems > 0 || insertedSettings) await bumpContentVersion(db);
  return {
    ...demo,
    siteSettings: insertedSettings,
    staticListingItems: insertedListingItems,
  };
}
