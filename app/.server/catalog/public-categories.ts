import { sql } from "drizzle-orm";
import { categories } from "../db/schema";

// Which categories the public site may show. A category deactivated at /admin/categorias leaves
// every public place that reads categories: its listing page shows the empty message, and its
// products' cards and pages lose the category badge and the link back to it. A subcategory of an
// inactive category counts as inactive too, so hiding a whole branch takes one click. The products
// themselves are untouched (they stay reachable by their own address while active).

/** True for a category row (the `categories` table in the query) that the public site may show. */
export const categoryIsPublic = sql`(${categories.isActive} and not exists (
  select 1 from ${categories} as inactive_parent
  where inactive_parent.id = ${categories.parentId} and not inactive_parent.is_active
))`;
