import { count, eq, isNull } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedArticles } from "~/.server/articles/seed-articles";
import { type Database, openPostgresDatabase } from "~/.server/db/client";
import { defaultCategoryTree } from "~/.server/db/default-categories";
import { demoProducts } from "~/.server/db/demo-products";
import { articles, categories, databaseSeeds, products, replyTemplates } from "~/.server/db/schema";
import { seedDatabase, seedDefaultCategories, seedDemoArticles, seedDemoProducts } from "~/.server/db/seed";
import { createTestDatabase, type TestDatabase } from "../support/database";

async function rowCount(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

const specSlugs = [
  "redes-enfardar",
  "hilos-enfardar",
  "stretch-films",
  "capas-ensilaje",
  "scio-cup",
  "scio-nir",
  "inoculantes",
  "acelerador-biologico",
  "pre-post-dipping",
  "ambic",
  "scrubber",
];

describe("default category seed", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.dispose());

  it("creates five top-level categories with their subcategories, including every slug of the spec", async () => {
    const { db } = test.connection;
    const inserted = await seedDefaultCategories(db);
    const expected = defaultCategoryTree.reduce((n, parent) => n + 1 + parent.children.length, 0);
    expect(inserted).toBe(expected);

    const topLevel = await db.select().from(categories).where(isNull(categories.parentId));
    expect(topLevel).toHaveLength(5);
    const slugs = (await db.select({ slug: categories.slug }).from(categories)).map((row) => row.slug);
    expect(slugs).toEqual(expect.arrayContaining(specSlugs));

    const [nets] = await db.select().from(categories).where(eq(categories.slug, "redes-enfardar"));
    const [forage] = await db.select().from(categories).where(eq(categories.slug, "embalaje-cultivo"));
    expect(nets?.parentId).toBe(forage?.id);
  });

  it("is idempotent: a second run inserts nothing", async () => {
    const { db } = test.connection;
    const before = await db.select({ n: count() }).from(categories);
    expect(await seedDefaultCategories(db)).toBe(0);
    expect(await db.select({ n: count() }).from(categories)).toEqual(before);
  });
});

describe("demo content", () => {
  it("goes into a new database once: a restart on a site whose staff deleted it brings nothing back", async () => {
    const test = await createTestDatabase();
    try {
      const { db } = test.connection;
      const first = await seedDatabase(db);
      expect(first).toMatchObject({ products: demoProducts.length, articles: seedArticles.length, siteSettings: true });
      // The demo content and the two starting reply templates, each recorded once.
      expect((await db.select().from(databaseSeeds)).map((row) => row.name).sort()).toEqual(["demo-content", "reply-templates"]);
      expect(await rowCount(db, replyTemplates)).toBe(2);

      await db.delete(articles);
      await db.delete(replyTemplates);
      await db.delete(products);
      await db.delete(categories);
      expect(await seedDatabase(db)).toEqual({ categories: 0, products: 0, articles: 0, siteSettings: false, staticListingItems: 0 });
      // Nor do the one-table seeds, such as the product form's category list calls.
      expect(await seedDefaultCategories(db)).toBe(0);
      expect(await seedDemoProducts(db)).toBe(0);
      expect(await seedDemoArticles(db)).toBe(0);
      for (const table of [articles, products, categories, replyTemplates]) expect(await rowCount(db, table)).toBe(0);
    } finally {
      await test.dispose();
    }
  });

  it("is never written into a site in use (marked by migration 0016); its settings and listing rows are only completed", async () => {
    const test = await createTestDatabase();
    try {
      const { db } = test.connection;
      await db.insert(databaseSeeds).values({ name: "demo-content" });
      const report = await seedDatabase(db);
      expect(report).toMatchObject({ categories: 0, products: 0, articles: 0, siteSettings: true });
      expect(report.staticListingItems).toBeGreaterThan(0);
      for (const table of [articles, products, categories]) expect(await rowCount(db, table)).toBe(0);
    } finally {
      await test.dispose();
    }
  });

  it("is seeded by only one of two instances starting together", async () => {
    const test = await createTestDatabase();
    // On PostgreSQL the second instance is a connection of its own; PGlite has one connection.
    const other = test.url ? await openPostgresDatabase(test.url) : test.connection;
    try {
      const reports = await Promise.all([seedDatabase(test.connection.db), seedDatabase(other.db)]);
      expect(reports.map((report) => report.articles).sort()).toEqual([0, seedArticles.length]);
      expect(reports.map((report) => report.products).sort()).toEqual([0, demoProducts.length]);
      expect(await rowCount(test.connection.db, articles)).toBe(seedArticles.length);
      expect(await rowCount(test.connection.db, databaseSeeds)).toBe(2);
      expect(await rowCount(test.connection.db, replyTemplates)).toBe(2);
    } finally {
      if (other !== test.connection) await other.close();
      await test.dispose();
    }
  });
});
