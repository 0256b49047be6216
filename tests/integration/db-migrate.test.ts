import { readFileSync } from "node:fs";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultCategoryTree } from "~/.server/db/default-categories";
import { categories } from "~/.server/db/schema";
import { seedDatabase } from "~/.server/db/seed";
import { createTestDatabase, type TestDatabase } from "../support/database";

const journal = JSON.parse(readFileSync("app/.server/db/migrations/meta/_journal.json", "utf8")) as { entries: { tag: string }[] };
const allMigrations = journal.entries.map((entry) => entry.tag);
const defaultCategoryCount = defaultCategoryTree.reduce((n, parent) => n + 1 + parent.children.length, 0);

// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set: the same migrations must serve both.
describe("migrations and seed on an empty database", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase({ migrated: false });
  });
  afterAll(() => test.dispose());

  const snapshot = () =>
    test.connection.db
      .select({ id: categories.id, slug: categories.slug, name: categories.name, parentId: categories.parentId })
      .from(categories)
      .orderBy(asc(categories.slug));

  it("applies every migration once, then reports nothing to apply", async () => {
    expect(await test.connection.migrate()).toEqual({ applied: allMigrations, total: allMigrations.length });
    expect(await test.connection.migrate()).toEqual({ applied: [], total: allMigrations.length });
  });

  it("seeds the default categories once; seeding again leaves the same rows", async () => {
    expect(await seedDatabase(test.connection.db)).toMatchObject({ categories: defaultCategoryCount });
    const first = await snapshot();
    expect(first).toHaveLength(defaultCategoryCount);

    await test.connection.migrate();
    expect(await seedDatabase(test.connection.db)).toEqual({
      categories: 0,
      products: 0,
      articles: 0,
      siteSettings: false,
      staticListingItems: 0,
    });
    expect(await snapshot()).toEqual(first);
  });

  it("leaves categories an editor renamed or added alone", async () => {
    const { db } = test.connection;
    await db.insert(categories).values({ name: "Ofertas", slug: "ofertas" });
    const before = await snapshot();
    expect(await seedDatabase(db)).toEqual({ categories: 0, products: 0, articles: 0, siteSettings: false, staticListingItems: 0 });
    expect(await snapshot()).toEqual(before);
  });
});
