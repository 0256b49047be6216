import { count } from "drizzle-orm";
import type { Database } from "./client";
import { defaultCategoryTree } from "./default-categories";
import { categories } from "./schema";

/** Inserts the default category tree when there are no categories at all (SPEC §3). */
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

export interface SeedReport {
  /** Categories inserted by this run (0 when the database already had categories). */
  categories: number;
}

/** Everything a new database gets; each step is idempotent, so it runs on every start. */
export async function seedDatabase(db: Database): Promise<SeedReport> {
  return { categories: await seedDefaultCategories(db) };
}
