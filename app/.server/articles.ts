import { desc } from "drizzle-orm";
import { getDb } from "./db";
import { articles } from "./db/schema";

// The articles domain (SPEC §3 'Article', §7 'Admin calls').

export interface AdminArticleRow {
  id: string;
  title: string;
  slug: string;
  isPublished: boolean;
  publishedAt: Date | null;
  createdAt: Date;
}

/** The admin list: every article, published or draft, newest first. */
export async function listArticlesForAdmin(): Promise<AdminArticleRow[]> {
  const db = await getDb();
  return db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      isPublished: articles.isPublished,
      publishedAt: articles.publishedAt,
      createdAt: articles.createdAt,
    })
    .from(articles)
    .orderBy(desc(articles.createdAt));
}
