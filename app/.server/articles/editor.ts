import { eq } from "drizzle-orm";
import { z } from "zod";
import { fromMontevideoLocalInput } from "~/lib/montevideo-time";
import { parseTags, slugify } from "~/lib/slugify";
import { bumpContentVersion } from "../cache/content-version";
import type { Database } from "../db";
import { articles } from "../db/schema";
import { deleteUploadedImage } from "../storage/images";
import { findArticleBySlug, type StoredArticle } from "./queries";
import { sanitizeArticleHtml } from "./sanitize";

// The admin article form (docs/requirements.md §5 'Article form', §4 'Article'): parsing, the
// publish-date rule and the writes. Content is sanitised here, on save, and again on every public
// read.

/** docs/requirements.md §4: published_at is stored only while published; it defaults to now. */
export function resolvePublishedAt(isPublished: boolean, requested: Date | null, now: Date = new Date()): Date | null {
  if (!isPublished) return null;
  return requested ?? now;
}

export interface ArticleInput {
  title: string;
  slug: string;
  excerpt: string | null;
  content: string | null;
  authorName: string | null;
  tags: string[];
  isPublished: boolean;
  publishedAt: Date | null;
}

export type ArticleFieldErrors = Partial<Record<"title" | "slug" | "publishedAt" | "cover", string>>;

const emptyToNull = (value: string) => (value.trim() === "" ? null : value.trim());

const formSchema = z.object({
  title: z.string().trim().min(1, "Escribí el título del artículo.").max(200, "El título admite hasta 200 caracteres."),
  slug: z
    .string()
    .trim()
    .min(1, "Escribí el slug: la dirección del artículo en /noticias/.")
    .max(120, "El slug admite hasta 120 caracteres.")
    .refine((slug) => slug === slugify(slug), "El slug solo admite minúsculas sin tildes, números y guiones (por ejemplo: ordene-sin-mastitis)."),
  excerpt: z.string().max(500, "El resumen admite hasta 500 caracteres.").transform(emptyToNull),
  content: z.string().transform((html) => emptyToNull(sanitizeArticleHtml(html))),
  authorName: z.string().max(120).transform(emptyToNull),
  tags: z.string().transform(parseTags),
  isPublished: z.boolean(),
  publishedAt: z.string(),
});

export type ParsedArticleForm = { ok: true; input: ArticleInput } | { ok: false; errors: ArticleFieldErrors };

export function parseArticleForm(form: FormData, now: Date = new Date()): ParsedArticleForm {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const result = formSchema.safeParse({
    title: text("title"),
    slug: text("slug"),
    excerpt: text("excerpt"),
    content: text("content"),
    authorName: text("authorName"),
    tags: text("tags"),
    isPublished: form.get("isPublished") === "on",
    publishedAt: text("publishedAt"),
  });
  if (!result.success) {
    const errors: ArticleFieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof ArticleFieldErrors;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { publishedAt: publishedAtText, ...fields } = result.data;
  const requested = publishedAtText.trim() === "" ? null : fromMontevideoLocalInput(publishedAtText.trim());
  if (fields.isPublished && publishedAtText.trim() !== "" && !requested) {
    return { ok: false, errors: { publishedAt: "Elegí una fecha y hora de publicación válidas." } };
  }
  return { ok: true, input: { ...fields, publishedAt: resolvePublishedAt(fields.isPublished, requested, now) } };
}

export class DuplicateSlugError extends Error {
  constructor(slug: string) {
    super(`Ya existe un artículo con el slug "${slug}". Elegí otro.`);
    this.name = "DuplicateSlugError";
  }
}

async function assertSlugFree(db: Database, slug: string, ownId?: string): Promise<void> {
  const existing = await findArticleBySlug(db, slug);
  if (existing && existing.id !== ownId) throw new DuplicateSlugError(slug);
}

/** The unique index still guards a race between two editors; its violation reads as the same message. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === "23505") return true;
  }
  return false;
}

export async function createArticle(db: Database, input: ArticleInput, coverImageUrl: string | null): Promise<StoredArticle> {
  await assertSlugFree(db, input.slug);
  try {
    const [row] = await db.insert(articles).values({ ...input, coverImageUrl }).returning();
    await bumpContentVersion(db);
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug);
    throw error;
  }
}

/**
 * Updates an article; `coverImageUrl` undefined keeps the stored cover. A replaced uploaded cover
 * is removed from storage after the row points at the new one.
 */
export async function updateArticle(db: Database, id: string, input: ArticleInput, coverImageUrl?: string | null): Promise<StoredArticle | null> {
  await assertSlugFree(db, input.slug, id);
  const [previous] = await db.select({ coverImageUrl: articles.coverImageUrl }).from(articles).where(eq(articles.id, id)).limit(1);
  if (!previous) return null;
  let row: StoredArticle | undefined;
  try {
    [row] = await db
      .update(articles)
      .set({ ...input, ...(coverImageUrl !== undefined ? { coverImageUrl } : {}) })
      .where(eq(articles.id, id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug);
    throw error;
  }
  if (row) await bumpContentVersion(db);
  if (coverImageUrl !== undefined && previous.coverImageUrl && previous.coverImageUrl !== coverImageUrl) {
    await deleteUploadedImage(db, previous.coverImageUrl);
  }
  return row ?? null;
}

export async function setArticlePublished(db: Database, id: string, isPublished: boolean, now: Date = new Date()): Promise<StoredArticle | null> {
  const [row] = await db
    .update(articles)
    .set({ isPublished, publishedAt: resolvePublishedAt(isPublished, null, now) })
    .where(eq(articles.id, id))
    .returning();
  if (row) await bumpContentVersion(db);
  return row ?? null;
}

/** Deletes the article with this slug and its uploaded cover; false when there was none. */
export async function deleteArticleBySlug(db: Database, slug: string): Promise<boolean> {
  const [row] = await db.delete(articles).where(eq(articles.slug, slug)).returning({ coverImageUrl: articles.coverImageUrl });
  if (!row) return false;
  await bumpContentVersion(db);
  if (row.coverImageUrl) await deleteUploadedImage(db, row.coverImageUrl);
  return true;
}
