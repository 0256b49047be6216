import { desc, eq } from "drizzle-orm";
import { getDb } from "./db";
import { categories, products } from "./db/schema";

// The catalogue domain (SPEC §3 'Product' and 'Category', §7 'Admin calls').

export interface AdminProductRow {
  id: string;
  name: string;
  categoryName: string | null;
  price: number | null;
  isActive: boolean;
  isFeatured: boolean;
  createdAt: Date;
}

/** The admin list: every product, active or not, with its category name, newest first. */
export async function listProductsForAdmin(): Promise<AdminProductRow[]> {
  const db = await getDb();
  return db
    .select({
      id: products.id,
      name: products.name,
      categoryName: categories.name,
      price: products.price,
      isActive: products.isActive,
      isFeatured: products.isFeatured,
      createdAt: products.createdAt,
    })
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .orderBy(desc(products.createdAt));
}
