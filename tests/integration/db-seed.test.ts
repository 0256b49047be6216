import { count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultCategoryTree } from "~/.server/db/default-categories";
import { categories } from "~/.server/db/schema";
import { seedDefaultCategories } from "~/.server/db/seed";
import { createTestDatabase, type TestDatabase } from "../support/database";

const specSlugs = [
  "redes-enfardar", "hilos-enfardar", "stretch-films", "capas-ensilaje", "scio-cup", "scio-nir",
  "inoculantes", "acelerador-biologico", "pre-post-dipping", "ambic", "scrubber",
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
