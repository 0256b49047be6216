import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getPublishedArticle, listPublishedArticles } from "~/.server/articles";
import { createProduct } from "~/.server/catalog/admin-products";
import { readFlash } from "~/.server/flash";
import { activityLog, articles, categories, products, recordVersions, trashedRecords } from "~/.server/db/schema";
import { searchSite } from "~/.server/search/search-site";
import { sitemapEntries } from "~/.server/seo/sitemap";
import {
  articleImages,
  emptyTrash,
  listTrash,
  moveArticleToTrash,
  moveProductToTrash,
  purgeExpiredTrash,
  purgeFromTrash,
  restoreFromTrash,
} from "~/.server/trash/trash";
import { action as trashAction, loader as trashLoader } from "~/admin/routes/papelera";
import { action as articlesAction } from "~/admin/routes/articles";
import { createVerifiedUser, signIn, TEST_ORIGIN } from "../support/auth";
import { productInput } from "../support/product-input";
import { adminRouteContext } from "../support/route-context";
import { setUpSignedInAdmin } from "../support/signed-in-admin";

// «Papelera» (docs/decisions/034-history-trash-media-redirects.md): a deleted article or product
// leaves its table for trashed_records, comes back with the same id, or is purged by an
// administrator or by the sweep once its days are up. Runs on PGlite and, with DATABASE_URL, on
// PostgreSQL (where the two sweeps below really run side by side).

const adminEmail = "papelera@example.com";
const editorEmail = "editora-papelera@example.com";
const password = "clave-larga-de-prueba";
const admin = setUpSignedInAdmin(adminEmail, password);
const db = () => admin.test.database.connection.db;
const actor = { id: null, email: "Lucia@example.com" };
const DAY = 24 * 60 * 60 * 1000;

const cover = "/uploads/articles/11111111-2222-4333-8444-555555555555-1600.webp";
const inline = "/uploads/articles/66666666-7777-4888-8999-aaaaaaaaaaaa";

async function insertArticle(slug: string, fields: Partial<typeof articles.$inferInsert> = {}) {
  const [row] = await db()
    .insert(articles)
    .values({
      title: `Nota ${slug}`,
      slug,
      content: `<p>Ensilaje de maíz.</p><img src="${inline}-800.webp" alt="">`,
      isPublished: true,
      publishedAt: new Date("2026-01-10T12:00:00Z"),
      coverImageUrl: cover,
      tags: ["silo"],
      ...fields,
    })
    .returning();
  return row!;
}

async function post(
  path: string,
  route: typeof trashAction | typeof articlesAction,
  fields: Record<string, string>,
  cookie = admin.cookie,
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request(new URL(path, TEST_ORIGIN), {
    method: "POST",
    headers: { accept: "text/html", origin: TEST_ORIGIN, cookie },
    body,
  });
  const args = { request, params: {}, context: await adminRouteContext(request), unstable_pattern: "" } as never;
  return (await route(args)) as unknown;
}

async function flashTitle(answer: unknown): Promise<string | undefined> {
  expect(answer).toBeInstanceOf(Response);
  const cookie = (answer as Response).headers.get("set-cookie")!.split(";")[0]!;
  return (await readFlash(new Request(TEST_ORIGIN, { headers: { cookie } }))).notice?.title;
}

describe("moving to the trash and restoring", () => {
  it("takes an article off the site, the search and the sitemap at once, and brings it back with its cover and search document", async () => {
    const article = await insertArticle("ensilaje-en-la-papelera");
    const found = async () => (await searchSite(db(), "ensilaje")).groups.flatMap((group) => group.hits.map((hit) => hit.title));
    expect(await found()).toContain(article.title);
    const inSitemap = async () => (await sitemapEntries(db())).map((entry) => entry.path).includes(`/noticias/${article.slug}`);
    expect(await inSitemap()).toBe(true);

    const trashed = await moveArticleToTrash(db(), article.slug, { actor, now: new Date("2026-02-01T12:00:00Z"), days: 30 });
    expect(trashed).toMatchObject({
      id: article.id,
      subject: "article",
      label: article.title,
      deletedByEmail: "lucia@example.com",
      purgeAfter: new Date("2026-03-03T12:00:00Z"),
      images: [cover, `${inline}-1600.webp`],
    });
    expect(await db().select().from(articles).where(eq(articles.id, article.id))).toEqual([]);
    expect(await getPublishedArticle(db(), article.slug)).toBeNull();
    expect((await listPublishedArticles(db())).map((card) => card.slug)).not.toContain(article.slug);
    expect(await inSitemap()).toBe(false);
    expect(await found()).not.toContain(article.title);
    const [entry] = await db().select().from(activityLog).where(eq(activityLog.subjectId, article.id));
    expect(entry).toMatchObject({ action: "trashed", subject: "article", label: article.title });

    const restored = await restoreFromTrash(db(), article.id, { actor });
    expect(restored).toEqual({ ok: true, subject: "article", id: article.id, label: article.title, categoryGone: false });
    const [back] = await db().select().from(articles).where(eq(articles.id, article.id));
    expect(back).toMatchObject({
      slug: article.slug,
      content: article.content,
      coverImageUrl: cover,
      tags: ["silo"],
      isPublished: true,
      publishedAt: article.publishedAt,
      createdAt: article.createdAt,
      version: article.version + 1,
    });
    expect(back!.publishedAt).toBeInstanceOf(Date);
    expect(await getPublishedArticle(db(), article.slug)).not.toBeNull();
    expect(await found()).toContain(article.title);
    expect(await db().select().from(trashedRecords).where(eq(trashedRecords.id, article.id))).toEqual([]);
    // The way back is a version of its own, and the log's entry points at it.
    const versions = await db().select().from(recordVersions).where(eq(recordVersions.subjectId, article.id));
    const latest = versions.at(-1)!;
    expect([latest.subject, latest.actorEmail, latest.values.slug]).toEqual(["article", actor.email.toLowerCase(), article.slug]);
    const [untrashed] = await db().select().from(activityLog).where(eq(activityLog.action, "untrashed"));
    expect(untrashed?.versionId).toBe(latest.id);
  });

  it("refuses to restore an article whose slug another article took meanwhile, and keeps it in the trash", async () => {
    const article = await insertArticle("jornada-de-tambo");
    await moveArticleToTrash(db(), article.slug, { actor });
    await insertArticle("jornada-de-tambo", { title: "Otra jornada" });
    const refused = await restoreFromTrash(db(), article.id, { actor });
    expect(refused).toEqual({ ok: false, reason: "slug-taken", message: expect.stringContaining("/noticias/jornada-de-tambo") as string });
    expect(await db().select().from(trashedRecords).where(eq(trashedRecords.id, article.id))).toHaveLength(1);
  });

  it("brings a product back «Sin categoría» when its category was deleted meanwhile, with its price and photos", async () => {
    const [category] = await db().insert(categories).values({ name: "Bombas", slug: "bombas-papelera" }).returning();
    const photos = ["/uploads/products/abcdefab-cdef-4abc-8def-abcdefabcdef-1600.webp"];
    const id = await createProduct(
      db(),
      productInput({ name: "Bomba Seko", price: 1250.5, categoryId: category!.id, images: photos, imageAlts: [""] }),
    );
    const trashed = await moveProductToTrash(db(), id, { actor });
    expect(trashed?.images).toEqual(photos);
    await db().delete(categories).where(eq(categories.id, category!.id));

    expect(await restoreFromTrash(db(), id, { actor })).toMatchObject({ ok: true, subject: "product", categoryGone: true });
    const [back] = await db().select().from(products).where(eq(products.id, id));
    expect(back).toMatchObject({ name: "Bomba Seko", price: 1250.5, categoryId: null, images: photos, version: 2 });
    expect(back!.createdAt).toBeInstanceOf(Date);
  });

  it("lists the trash newest first with the days left", async () => {
    const now = new Date("2026-05-01T12:00:00Z");
    const older = await insertArticle("mas-vieja");
    const newer = await insertArticle("mas-nueva");
    await moveArticleToTrash(db(), older.slug, { actor, now: new Date(now.getTime() - 10 * DAY), days: 30 });
    await moveArticleToTrash(db(), newer.slug, { actor, now: new Date(now.getTime() - DAY), days: 30 });
    const listed = (await listTrash(db(), now)).filter((item) => [older.id, newer.id].includes(item.id));
    expect(listed.map((item) => [item.label, item.daysLeft])).toEqual([
      [newer.title, 29],
      [older.title, 20],
    ]);
    await emptyTrash(db(), { actor, role: "admin" });
  });
});

describe("deleting for good", () => {
  it("lets an administrator purge a record with its history, and refuses an editor", async () => {
    const article = await insertArticle("para-purgar");
    await db()
      .insert(recordVersions)
      .values({ subject: "article", subjectId: article.id, number: 1, label: article.title, values: {}, actorEmail: "a@example.com" });
    await moveArticleToTrash(db(), article.slug, { actor });
    expect(await purgeFromTrash(db(), article.id, { actor, role: "editor" })).toEqual({ ok: false, reason: "forbidden" });
    expect(await db().select().from(trashedRecords).where(eq(trashedRecords.id, article.id))).toHaveLength(1);

    expect(await purgeFromTrash(db(), article.id, { actor, role: "admin" })).toEqual({ ok: true, count: 1 });
    expect(await db().select().from(trashedRecords).where(eq(trashedRecords.id, article.id))).toEqual([]);
    expect(await db().select().from(recordVersions).where(eq(recordVersions.subjectId, article.id))).toEqual([]);
    expect(await restoreFromTrash(db(), article.id, { actor })).toEqual({ ok: false, reason: "not-found" });
  });

  it("sweeps only what has expired, and two sweeps at once purge each row once", async () => {
    const now = new Date("2026-06-01T12:00:00Z");
    const expired: string[] = [];
    for (let index = 0; index < 6; index++) {
      const article = await insertArticle(`vencida-${index}`);
      await moveArticleToTrash(db(), article.slug, { actor, now: new Date(now.getTime() - 31 * DAY), days: 30 });
      expired.push(article.id);
    }
    const fresh = await insertArticle("reciente");
    await moveArticleToTrash(db(), fresh.slug, { actor, now: new Date(now.getTime() - 29 * DAY), days: 30 });

    const [first, second] = await Promise.all([purgeExpiredTrash(db(), now), purgeExpiredTrash(db(), now)]);
    expect([...first!, ...second!].sort()).toEqual([...expired].sort());
    expect(await db().select({ id: trashedRecords.id }).from(trashedRecords)).toEqual([{ id: fresh.id }]);
    expect(await purgeExpiredTrash(db(), now)).toEqual([]);
    await emptyTrash(db(), { actor, role: "admin" });
  });
});

describe("/admin/papelera and the list's delete", () => {
  it("moves an article to the trash from ?delete={slug}, offers «Deshacer», and restores it back to the list", async () => {
    const article = await insertArticle("desde-la-lista");
    const deleted = (await post("/admin/articles", articlesAction, { intent: "delete", slug: article.slug })) as Response;
    expect(deleted.headers.get("location")).toBe(`/admin/articles?eliminado=${article.id}`);
    expect(await flashTitle(deleted)).toBe("Artículo eliminado correctamente");

    const restored = await post("/admin/papelera", trashAction, { intent: "restore", id: article.id, desde: "articulos" });
    expect((restored as Response).headers.get("location")).toBe("/admin/articles");
    expect(await flashTitle(restored)).toBe("Artículo restaurado");
    expect(await getPublishedArticle(db(), article.slug)).not.toBeNull();
  });

  it("lets an editor see and restore but answers 403 to an editor's «Eliminar definitivamente»", async () => {
    await createVerifiedUser(editorEmail, password, { role: "editor" });
    const editor = await signIn(editorEmail, password);
    const article = await insertArticle("la-editora-no-purga");
    await moveArticleToTrash(db(), article.slug, { actor });

    const request = new Request(new URL("/admin/papelera", TEST_ORIGIN), { headers: { cookie: editor } });
    const page = await trashLoader({ request, params: {}, context: await adminRouteContext(request), unstable_pattern: "" } as never);
    expect(page.canPurge).toBe(false);
    expect(page.items.map((item) => item.id)).toContain(article.id);

    const refusals: Record<string, string>[] = [{ intent: "purge", id: article.id }, { intent: "empty" }];
    for (const fields of refusals) {
      const refused = (await post("/admin/papelera", trashAction, fields, editor)) as {
        data: { notice: { description: string } };
        init: { status: number };
      };
      expect(refused.init.status).toBe(403);
      expect(refused.data.notice.description).toMatch(/Solo un administrador/);
    }
    expect(await db().select().from(trashedRecords).where(eq(trashedRecords.id, article.id))).toHaveLength(1);

    expect(await flashTitle(await post("/admin/papelera", trashAction, { intent: "purge", id: article.id }))).toBe(
      "Eliminado definitivamente",
    );
    expect(await db().select().from(trashedRecords).where(eq(trashedRecords.id, article.id))).toEqual([]);
  });

  it("answers a restore whose slug is taken with the reason, 409", async () => {
    const article = await insertArticle("slug-ocupado");
    await moveArticleToTrash(db(), article.slug, { actor });
    await insertArticle("slug-ocupado", { title: "La que lo ocupó" });
    const refused = (await post("/admin/papelera", trashAction, { intent: "restore", id: article.id })) as {
      data: { notice: { title: string; description: string } };
      init: { status: number };
    };
    expect(refused.init.status).toBe(409);
    expect(refused.data.notice).toMatchObject({
      title: "No se pudo restaurar",
      description: expect.stringContaining("slug-ocupado") as string,
    });
  });

  it("finds the uploaded images an article shows, as the library names them", () => {
    expect(
      articleImages({ coverImageUrl: "/images/news/foto.webp", content: `<img src="${inline}-400.webp"><img src="${inline}-800.webp">` }),
    ).toEqual([`${inline}-1600.webp`]);
  });
});
