import { moveArticleToTrash } from "~/.server/trash/trash";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createArticle,
  DuplicateSlugError,
  findArticleBySlug,
  getPublishedArticle,
  getScrubberArticle,
  listArticlesForAdmin,
  listPublishedArticlesWithContent,
  SCRUBBER_ARTICLE_SLUG,
  listHomeArticles,
  listPublishedArticles,
  setArticlePublished,
  updateArticle,
  type ArticleInput,
} from "~/.server/articles";
import { seedArticles } from "~/.server/articles/seed-articles";
import { seedDemoArticles } from "~/.server/db/seed";
import { articles } from "~/.server/db/schema";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { freshEdit } from "../support/edits";

// The articles domain on a real database (PGlite here; PostgreSQL when DATABASE_URL is set). The
// public reads take the clock as an argument: `later` is after every date written here. (The
// sitemap filters with the same isPublicAt; tests/e2e/news-scheduling.test.ts reads it.)

const later = new Date("2027-06-01T12:00:00Z");

function input(overrides: Partial<ArticleInput> = {}): ArticleInput {
  return {
    title: "Silo bolsa sin pérdidas",
    slug: "silo-bolsa-sin-perdidas",
    excerpt: null,
    content: "<p>Texto</p>",
    authorName: null,
    tags: [],
    isPublished: true,
    publishedAt: new Date("2026-11-15T12:00:00Z"),
    ...overrides,
  };
}

describe("articles domain", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.dispose());

  it("seeds the demo articles once: the SCRUBBER article among the published ones, and a draft", async () => {
    expect(await seedDemoArticles(test.connection.db)).toBe(seedArticles.length);
    expect(await seedDemoArticles(test.connection.db)).toBe(0);
    const scrubber = await getScrubberArticle(test.connection.db);
    expect(scrubber?.slug).toBe("sanicleanse-air-teat-scrubber-system");
    expect(scrubber?.content).toContain("<h2>Cómo funciona</h2>");
    expect(scrubber?.coverImageUrl).toBe("/images/news/sanicleanse-air-teat-scrubber-system.webp");
  });

  it("lists published articles only, newest publication first, and never drafts", async () => {
    const list = await listPublishedArticles(test.connection.db);
    const published = seedArticles.filter((article) => article.isPublished);
    expect(list.map((article) => article.slug)).toEqual(
      [...published].sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime()).map((article) => article.slug),
    );
    expect(list.some((article) => article.slug === "jornada-tecnica-de-ensilaje")).toBe(false);
    expect(await getPublishedArticle(test.connection.db, "jornada-tecnica-de-ensilaje")).toBeNull();
    expect(await getPublishedArticle(test.connection.db, "no-existe")).toBeNull();
  });

  it("gives the home page at most six articles with only the card fields", async () => {
    for (let index = 0; index < 7; index++) {
      await createArticle(
        test.connection.db,
        input({ slug: `nota-${index}`, title: `Nota ${index}`, publishedAt: new Date(Date.UTC(2026, 11, index + 1)) }),
        null,
      );
    }
    const home = await listHomeArticles(test.connection.db, later);
    expect(home).toHaveLength(6);
    expect(home[0]!.slug).toBe("nota-6");
    expect(Object.keys(home[0]!).sort()).toEqual(["coverImageUrl", "excerpt", "id", "publishedAt", "slug", "title"]);
  });

  it("reads an article with its content, author, tags and dates, sanitising HTML stored by any other path", async () => {
    await test.connection.db.insert(articles).values({
      title: "Importado",
      slug: "importado",
      content: '<p onclick="alert(1)">Hola</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      authorName: "Ana",
      tags: ["tambo"],
      isPublished: true,
      publishedAt: new Date(),
    });
    const article = await getPublishedArticle(test.connection.db, "importado");
    expect(article).toMatchObject({ title: "Importado", authorName: "Ana", tags: ["tambo"], content: "<p>Hola</p><a>x</a>" });
    expect(article!.createdAt).toBeInstanceOf(Date);
    expect(article!.updatedAt).toBeInstanceOf(Date);
  });

  it("refuses a second article with the same slug, on create and on update", async () => {
    await expect(createArticle(test.connection.db, input({ slug: "importado" }), null)).rejects.toBeInstanceOf(DuplicateSlugError);
    const other = await createArticle(test.connection.db, input({ slug: "otra-nota" }), null);
    await expect(
      updateArticle(test.connection.db, other.id, input({ slug: "importado" }), await freshEdit(test.connection.db, "articles", other.id)),
    ).rejects.toThrow('Ya existe un artículo con el slug "importado"');
  });

  it("keeps the original publication date through unpublishing and publishing again", async () => {
    const original = new Date("2026-11-15T12:00:00Z");
    const article = await createArticle(test.connection.db, input({ slug: "publicar-y-despublicar", publishedAt: original }), null);
    const draft = await setArticlePublished(test.connection.db, article.id, false);
    expect(draft).toMatchObject({ isPublished: false, publishedAt: original });
    expect(await getPublishedArticle(test.connection.db, "publicar-y-despublicar", later)).toBeNull();
    const now = new Date("2026-11-21T10:00:00Z");
    expect(await setArticlePublished(test.connection.db, article.id, true, now)).toMatchObject({
      isPublished: true,
      publishedAt: original,
    });
    expect(await getPublishedArticle(test.connection.db, "publicar-y-despublicar", later)).not.toBeNull();

    // Saved from the form as a draft and then published again without touching the date (the
    // form shows the stored one): the same.
    const save = async (fields: Parameters<typeof input>[0]) =>
      updateArticle(test.connection.db, article.id, input(fields), await freshEdit(test.connection.db, "articles", article.id));
    await save({ slug: "publicar-y-despublicar", isPublished: false, publishedAt: null });
    expect(await findArticleBySlug(test.connection.db, "publicar-y-despublicar")).toMatchObject({ publishedAt: original });
    expect(await save({ slug: "publicar-y-despublicar", publishedAt: original })).toMatchObject({ article: { publishedAt: original } });
    // The editor changes it: the new date.
    const changed = new Date("2026-11-18T09:00:00Z");
    expect(await save({ slug: "publicar-y-despublicar", publishedAt: changed })).toMatchObject({ article: { publishedAt: changed } });
  });

  it("publishes now a scheduled article saved with the date cleared", async () => {
    const scheduled = await createArticle(
      test.connection.db,
      input({ slug: "programado-y-vaciado", publishedAt: new Date("2099-01-01T12:00:00Z") }),
      null,
    );
    const now = new Date("2026-11-21T10:00:00Z");
    const edit = { ...(await freshEdit(test.connection.db, "articles", scheduled.id)), now };
    expect(
      await updateArticle(test.connection.db, scheduled.id, input({ slug: "programado-y-vaciado", publishedAt: null }), edit),
    ).toMatchObject({ article: { publishedAt: now } });
  });

  it("a draft never published gets its date when published, not before", async () => {
    const draft = await createArticle(
      test.connection.db,
      input({ slug: "borrador-nuevo", isPublished: false, publishedAt: new Date("2026-01-01T00:00:00Z") }),
      null,
    );
    expect(draft.publishedAt).toBeNull();
    const now = new Date("2026-11-21T10:00:00Z");
    expect(await setArticlePublished(test.connection.db, draft.id, true, now)).toMatchObject({ isPublished: true, publishedAt: now });
  });

  it("keeps a scheduled article off every public read until its date, then shows it", async () => {
    const db = test.connection.db;
    const at = new Date("2027-03-01T12:00:00Z");
    const before = new Date(at.getTime() - 1000);
    await createArticle(db, input({ slug: "programada", title: "Programada", publishedAt: at }), null);
    const slugsOf = (rows: { slug: string }[]) => rows.map((row) => row.slug);

    expect(slugsOf(await listPublishedArticles(db, before))).not.toContain("programada");
    expect(slugsOf(await listHomeArticles(db, before))).not.toContain("programada");
    expect(slugsOf(await listPublishedArticlesWithContent(db, before))).not.toContain("programada");
    expect(await getPublishedArticle(db, "programada", before)).toBeNull();

    expect(slugsOf(await listPublishedArticles(db, at))).toContain("programada");
    expect(slugsOf(await listHomeArticles(db, at))[0]).toBe("programada");
    expect(slugsOf(await listPublishedArticlesWithContent(db, at))).toContain("programada");
    expect(await getPublishedArticle(db, "programada", at)).toMatchObject({ title: "Programada" });
    // The admin list shows it whatever the clock says.
    expect(slugsOf(await listArticlesForAdmin(db))).toContain("programada");

    // A published row without a date (written by another path than the editor) stays public.
    await db.insert(articles).values({ title: "Sin fecha", slug: "sin-fecha", isPublished: true, publishedAt: null });
    expect(await getPublishedArticle(db, "sin-fecha", before)).toMatchObject({ title: "Sin fecha" });
  });

  it("schedules the SCRUBBER page's article block like any other", async () => {
    const db = test.connection.db;
    const scrubber = await findArticleBySlug(db, SCRUBBER_ARTICLE_SLUG);
    const at = new Date("2027-04-01T12:00:00Z");
    await updateArticle(
      db,
      scrubber!.id,
      input({ slug: SCRUBBER_ARTICLE_SLUG, title: scrubber!.title, publishedAt: at }),
      await freshEdit(db, "articles", scrubber!.id),
    );
    expect(await getScrubberArticle(db, new Date(at.getTime() - 1))).toBeNull();
    expect(await getScrubberArticle(db, at)).toMatchObject({ slug: SCRUBBER_ARTICLE_SLUG });
  });

  it("updates fields and keeps the cover unless a new one is given", async () => {
    const article = await createArticle(test.connection.db, input({ slug: "con-portada" }), "/images/news/agua-de-bebida-en-aves.webp");
    const updated = await updateArticle(
      test.connection.db,
      article.id,
      input({ slug: "con-portada", title: "Con portada nueva" }),
      await freshEdit(test.connection.db, "articles", article.id),
    );
    expect(updated.ok && updated.article).toMatchObject({
      title: "Con portada nueva",
      coverImageUrl: "/images/news/agua-de-bebida-en-aves.webp",
    });
  });

  it("deletes by slug, and says so when there was nothing to delete", async () => {
    expect(await moveArticleToTrash(test.connection.db, "otra-nota", { actor: { id: null, email: "tests@example.com" } })).not.toBeNull();
    expect(await findArticleBySlug(test.connection.db, "otra-nota")).toBeNull();
    expect(await moveArticleToTrash(test.connection.db, "otra-nota", { actor: { id: null, email: "tests@example.com" } })).toBeNull();
    expect((await listArticlesForAdmin(test.connection.db)).some((article) => article.slug === "otra-nota")).toBe(false);
  });
});
