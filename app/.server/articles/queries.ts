import { and, count, desc, eq, isNull, lte, not, or, type SQL } from "drizzle-orm";
import { type ArticleListQuery, type ArticleStatus, LIST_PAGE_SIZE, type ListPage, pageOf } from "~/admin/lib/lists";
import type { Database } from "../db";
import { articles } from "../db/schema";
import { foldedSearch } from "../db/search";
import { HOME_ARTICLE_LIMIT, SCRUBBER_ARTICLE_SLUG } from "./constants";
import { renderArticleHtml } from "./sanitize";

// Reads and writes of the articles domain (docs/requirements.md §3 'Article', §7 'Data reads' and
// 'Admin calls'). Public reads return published articles only; content always leaves here
// sanitised.
//
// 'Publicado' with a date still ahead means scheduled: every public read (the news list, the home,
// the RSS feed, the sitemap, the article page, the SCRUBBER block) filters with the one predicate
// below, `now` passed in so tests set the clock. The page cache turns over at the next scheduled
// date (app/.server/cache/read-content-version.ts).

export { HOME_ARTICLE_LIMIT, SCRUBBER_ARTICLE_SLUG };

/** What a card shows: the fields docs/requirements.md §7 names for the home list. */
export interface ArticleCard {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  coverImageUrl: string | null;
  publishedAt: Date | null;
}

export interface ArticleDetail extends ArticleCard {
  content: string | null;
  authorName: string | null;
  tags: string[];
  createdAt: Date;
  updatedAt: Date;
}

export type AdminArticleRow = ArticleCard & { authorName: string | null; isPublished: boolean; createdAt: Date };

export type StoredArticle = typeof articles.$inferSelect;

const cardColumns = {
  id: articles.id,
  title: articles.title,
  slug: articles.slug,
  excerpt: articles.excerpt,
  coverImageUrl: articles.coverImageUrl,
  publishedAt: articles.publishedAt,
};

const detailColumns = {
  ...cardColumns,
  content: articles.content,
  authorName: articles.authorName,
  tags: articles.tags,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};

const adminColumns = { ...cardColumns, authorName: articles.authorName, isPublished: articles.isPublished, createdAt: articles.createdAt };

/**
 * Visible on the site at `now`: published, and its publication date reached. The editor always
 * stores a date with a published article; a published row without one (written by another path)
 * stays visible, as before scheduling existed.
 */
export function isPublicAt(now: Date): SQL {
  return and(eq(articles.isPublished, true), or(isNull(articles.publishedAt), lte(articles.publishedAt, now)))!;
}

function withCleanContent<T extends { content: string | null }>(article: T): T {
  return { ...article, content: article.content ? renderArticleHtml(article.content) : null };
}

/** /noticias and the RSS feed: every published article, newest first by publication date. */
export async function listPublishedArticles(db: Database, now: Date = new Date()): Promise<ArticleCard[]> {
  return db.select(cardColumns).from(articles).where(isPublicAt(now)).orderBy(desc(articles.publishedAt), desc(articles.createdAt));
}

/** The home page's news section: the newest published articles, at most six. */
export async function listHomeArticles(db: Database, now: Date = new Date()): Promise<ArticleCard[]> {
  return db
    .select(cardColumns)
    .from(articles)
    .where(isPublicAt(now))
    .orderBy(desc(articles.publishedAt), desc(articles.createdAt))
    .limit(HOME_ARTICLE_LIMIT);
}

/** /noticias/{slug}: the published article with that slug, or null (drafts and scheduled articles are never public). */
export async function getPublishedArticle(db: Database, slug: string, now: Date = new Date()): Promise<ArticleDetail | null> {
  const [row] = await db
    .select(detailColumns)
    .from(articles)
    .where(and(eq(articles.slug, slug), isPublicAt(now)))
    .limit(1);
  return row ? withCleanContent(row) : null;
}

/** The article block of the SCRUBBER page. */
export function getScrubberArticle(db: Database, now: Date = new Date()): Promise<ArticleDetail | null> {
  return getPublishedArticle(db, SCRUBBER_ARTICLE_SLUG, now);
}

/** A shared preview (./share-preview.ts): the article with this id whatever its state, content sanitised. */
export async function getArticleForPreview(db: Database, id: string): Promise<ArticleDetail | null> {
  const [row] = await db.select(detailColumns).from(articles).where(eq(articles.id, id)).limit(1);
  return row ? withCleanContent(row) : null;
}

/** The RSS feed: published articles with their content. */
export async function listPublishedArticlesWithContent(db: Database, now: Date = new Date()): Promise<ArticleDetail[]> {
  const rows = await db
    .select(detailColumns)
    .from(articles)
    .where(isPublicAt(now))
    .orderBy(desc(articles.publishedAt), desc(articles.createdAt));
  return rows.map(withCleanContent);
}

/** The admin list: every article, published or draft, newest first by creation. */
export async function listArticlesForAdmin(db: Database): Promise<AdminArticleRow[]> {
  return db.select(adminColumns).from(articles).orderBy(desc(articles.createdAt));
}

/**
 * The admin list's status filter, from the one notion of "public" above: publicado is public at
 * `now`, programado is published with its date still ahead, borrador is not published.
 */
export function articleStatusAt(status: ArticleStatus, now: Date): SQL {
  if (status === "borrador") return eq(articles.isPublished, false);
  if (status === "publicado") return isPublicAt(now);
  return and(eq(articles.isPublished, true), not(isPublicAt(now)))!;
}

/**
 * One page of the admin list (/admin/articles?q=&estado=&pagina=), newest first by creation: the
 * title contains `q` (case and accents aside) and the article is in state `estado` at `now`.
 */
export async function searchArticlesForAdmin(
  db: Database,
  query: Omit<ArticleListQuery, "pagina"> & { pagina?: number },
  now: Date = new Date(),
): Promise<ListPage<AdminArticleRow>> {
  const where = and(foldedSearch(query.q, [articles.title]), query.estado ? articleStatusAt(query.estado, now) : undefined);
  const [counted] = await db.select({ total: count() }).from(articles).where(where);
  const total = counted?.total ?? 0;
  const { page, pageCount, offset } = pageOf(query.pagina ?? 1, total);
  const rows = await db
    .select(adminColumns)
    .from(articles)
    .where(where)
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(LIST_PAGE_SIZE)
    .offset(offset);
  return { rows, total, page, pageCount };
}

export async function findArticleById(db: Database, id: string): Promise<StoredArticle | null> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  return row ?? null;
}

export async function findArticleBySlug(db: Database, slug: string): Promise<StoredArticle | null> {
  const [row] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
  return row ?? null;
}
