import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { ARTICLE_CONTENT_MAX_LENGTH, articleContentMessages, articleFormValues } from "~/admin/lib/article-form";
import type { SubmittedValues } from "~/lib/forms";
import { fromMontevideoLocalInput } from "~/lib/montevideo-time";
import { parseTags, slugify } from "~/lib/slugify";
import { bumpContentVersion } from "../cache/content-version";
import type { Database } from "../db";
import { articles } from "../db/schema";
import { findArticleBySlug, type StoredArticle } from "./queries";
import { ArticleContentTooDeepError, sanitizeArticleHtml } from "./sanitize";
import { type Actor, writeActivity } from "../activity/entries";
import { changesDetail } from "~/lib/record-changes";
import { articleSnapshot } from "./article-changes";
import { recordVersion } from "../history/versions";

// The admin article form (docs/requirements.md §5 'Article form', §4 'Article'): its schema (read
// by the actions through parseForm), the publish-date rule and the writes. Content is sanitised here, on save, and again on every public
// read.

/**
 * The publication date to store. A published article gets the date the form asks for, and an empty
 * date means now (docs/requirements.md §4; the field's hint says so), even where a date was stored
 * before: clearing a schedule publishes. A draft keeps the date it had (`stored`, the row's date
 * before the write) unless the editor changes it; one never published has none. A date still
 * ahead means scheduled (isPublicAt in ./queries.ts).
 */
export function resolvePublishedAt(isPublished: boolean, requested: Date | null, stored: Date | null, now: Date = new Date()): Date | null {
  if (isPublished) return requested ?? now;
  return stored ? (requested ?? stored) : null;
}

export interface ArticleInput {
  title: string;
  slug: string;
  excerpt: string | null;
  content: string | null;
  authorName: string | null;
  tags: string[];
  isPublished: boolean;
  /** The date the editor asked for (null: none); resolvePublishedAt makes the stored one. */
  publishedAt: Date | null;
}

const emptyToNull = (value: string) => (value.trim() === "" ? null : value.trim());

/**
 * The content as it is stored: sanitised, null when empty. Its length is checked first, so the
 * sanitiser never sees more than ARTICLE_CONTENT_MAX_LENGTH characters (a failed check ends the
 * parse before the transform). Shared by saves and «Vista previa».
 */
export const articleContentSchema = z
  .string()
  .check((check) => {
    if (check.value.length > ARTICLE_CONTENT_MAX_LENGTH)
      check.issues.push({ code: "custom", message: articleContentMessages.tooLong(check.value.length), input: check.value });
  })
  .transform((html, context) => {
    try {
      return emptyToNull(sanitizeArticleHtml(html));
    } catch (error) {
      if (!(error instanceof ArticleContentTooDeepError)) throw error;
      context.addIssue({ code: "custom", message: articleContentMessages.tooDeep });
      return z.NEVER;
    }
  });

const fieldsSchema = z.object({
  title: z.string().trim().min(1, "Escribí el título del artículo.").max(200, "El título admite hasta 200 caracteres."),
  slug: z
    .string()
    .trim()
    .min(1, "Escribí el slug: la dirección del artículo en /noticias/.")
    .max(120, "El slug admite hasta 120 caracteres.")
    .refine(
      (slug) => slug === slugify(slug),
      "El slug solo admite minúsculas sin tildes, números y guiones (por ejemplo: ordene-sin-mastitis).",
    ),
  excerpt: z.string().max(500, "El resumen admite hasta 500 caracteres.").transform(emptyToNull),
  content: articleContentSchema,
  authorName: z.string().max(120).transform(emptyToNull),
  tags: z.string().max(500, "Las etiquetas admiten hasta 500 caracteres en total.").transform(parseTags),
  isPublished: z.boolean(),
  publishedAt: z.string(),
});

/**
 * The article form's schema, for parseForm: what was posted, as the editor wrote it, then the rules.
 * «Publicar ahora» (`publishNow`) saves the form published, dated the moment of saving.
 */
export function articleFormSchema({ publishNow = false }: { publishNow?: boolean } = {}) {
  return z.preprocess(
    (submitted) => {
      const values = articleFormValues(submitted as SubmittedValues);
      return publishNow ? { ...values, isPublished: true, publishedAt: "" } : values;
    },
    fieldsSchema.transform(({ publishedAt: publishedAtText, ...fields }, context): ArticleInput => {
      const requested = publishedAtText.trim() === "" ? null : fromMontevideoLocalInput(publishedAtText.trim());
      if (fields.isPublished && publishedAtText.trim() !== "" && !requested) {
        context.addIssue({ code: "custom", path: ["publishedAt"], message: "Elegí una fecha y hora de publicación válidas." });
        return z.NEVER;
      }
      return { ...fields, publishedAt: requested };
    }),
  );
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

/** A new article; with an `actor`, its first version and its activity entry are written with it. */
export async function createArticle(
  db: Database,
  input: ArticleInput,
  coverImageUrl: string | null,
  now: Date = new Date(),
  actor?: Actor,
): Promise<StoredArticle> {
  await assertSlugFree(db, input.slug);
  try {
    const publishedAt = resolvePublishedAt(input.isPublished, input.publishedAt, null, now);
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(articles)
        .values({ ...input, publishedAt, coverImageUrl })
        .returning();
      await bumpContentVersion(tx);
      if (actor) {
        const versionId = await recordVersion(tx, actor, { subject: "article", subjectId: row!.id, label: row!.title, values: row! });
        const action = row!.isPublished ? "published" : "created";
        await writeActivity(tx, actor, { action, subject: "article", subjectId: row!.id, label: row!.title, versionId });
      }
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug);
    throw error;
  }
}

export type ArticleSaveResult =
  { ok: true; article: StoredArticle } | { ok: false; reason: "not-found" } | { ok: false; reason: "conflict"; current: StoredArticle };

export interface ArticleEdit {
  /** The version the editor's form was loaded with (docs/decisions/022-edit-conflicts.md). */
  basedOn: number;
  actor: Actor;
  /** A new cover; undefined keeps the stored one. */
  coverImageUrl?: string | null;
  now?: Date;
  /** The number of the version this save restores (app/.server/history). */
  restoredFrom?: number;
}

/**
 * Updates an article if it is still at version `basedOn` (else nothing is written and the stored
 * article comes back) and records the change in the activity log in the same transaction. A
 * replaced uploaded cover is removed from storage after the row points at the new one.
 */
export async function updateArticle(db: Database, id: string, input: ArticleInput, edit: ArticleEdit): Promise<ArticleSaveResult> {
  await assertSlugFree(db, input.slug, id);
  const { coverImageUrl, now = new Date() } = edit;
  let saved;
  try {
    saved = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for("update").limit(1);
      if (!before) return { ok: false, reason: "not-found" } as const;
      const publishedAt = resolvePublishedAt(input.isPublished, input.publishedAt, before.publishedAt, now);
      const [after] = await tx
        .update(articles)
        .set({ ...input, publishedAt, ...(coverImageUrl !== undefined ? { coverImageUrl } : {}), version: sql`${articles.version} + 1` })
        .where(and(eq(articles.id, id), eq(articles.version, edit.basedOn)))
        .returning();
      if (!after) return { ok: false, reason: "conflict", current: before } as const;
      await bumpContentVersion(tx);
      // Publishing or taking it back is what the log names; any other save is a change.
      const action = edit.restoredFrom
        ? "restored"
        : after.isPublished === before.isPublished
          ? "updated"
          : after.isPublished
            ? "published"
            : "unpublished";
      const detail = changesDetail(articleSnapshot(before), articleSnapshot(after));
      const versionId = await recordVersion(tx, edit.actor, {
        subject: "article",
        subjectId: id,
        label: after.title,
        values: after,
        restoredFrom: edit.restoredFrom,
        previous: { label: before.title, values: before, at: before.updatedAt },
      });
      await writeActivity(tx, edit.actor, { action, subject: "article", subjectId: id, label: after.title, detail, versionId });
      return { ok: true, article: after } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug);
    throw error;
  }
  if (!saved.ok) return saved;
  // A replaced cover stays in the media library (docs/decisions/034-history-trash-media-redirects.md).
  return { ok: true, article: saved.article };
}

/** 'Publicar' / 'Pasar a borrador' in the list: the article keeps its publication date, if it has one. */
/** With an `actor`, the change is kept as a version of the article's history. */
export async function setArticlePublished(
  db: Database,
  id: string,
  isPublished: boolean,
  now: Date = new Date(),
  actor?: Actor,
): Promise<StoredArticle | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for("update").limit(1);
    if (!before) return null;
    const [row] = await tx
      .update(articles)
      .set({
        isPublished,
        ...(isPublished ? { publishedAt: sql`coalesce(${articles.publishedAt}, ${now.toISOString()}::timestamptz)` } : {}),
        // An edit form opened before this is refused rather than undoing it (docs/decisions/022-edit-conflicts.md).
        version: sql`${articles.version} + 1`,
      })
      .where(eq(articles.id, id))
      .returning();
    await bumpContentVersion(tx);
    if (actor) {
      const previous = { label: before.title, values: before, at: before.updatedAt };
      await recordVersion(tx, actor, { subject: "article", subjectId: id, label: row!.title, values: row!, previous });
    }
    return row!;
  });
}
