import { desc, eq } from "drizzle-orm";
import { isPublicAt } from "../articles/queries";
import { type SitemapEntry, publicPagePaths } from "~/lib/sitemap";
import type { Database } from "../db";
import { articles, products } from "../db/schema";
import { buildRouteTable } from "./route-table";

// When the running build was made: the last change a static page can have had.
const BUILT_AT = new Date(__BUILD_TIME__);

/** Every public page: the route table's pages, each active product and each published article. */
export async function sitemapEntries(db: Database, now: Date = new Date()): Promise<SitemapEntry[]> {
  const [productRows, articleRows] = await Promise.all([
    db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(desc(products.updatedAt)),
    db
      .select({ slug: articles.slug, updatedAt: articles.updatedAt })
      .from(articles)
      .where(isPublicAt(now))
      .orderBy(desc(articles.updatedAt)),
  ]);
  return [
    ...publicPagePaths(buildRouteTable()).map((path) => ({ path, lastmod: BUILT_AT })),
    ...productRows.map((row) => ({ path: `/producto/${row.id}`, lastmod: row.updatedAt })),
    ...articleRows.map((row) => ({ path: `/noticias/${encodeURIComponent(row.slug)}`, lastmod: row.updatedAt })),
  ];
}
