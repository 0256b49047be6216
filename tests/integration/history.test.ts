import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArticle, updateArticle } from "~/.server/articles";
import { createCategory, updateCategory } from "~/.server/catalog/admin-categories";
import { createProduct, getProductForAdmin, updateProduct } from "~/.server/catalog/admin-products";
import { listStaticListingItems, saveStaticListingItems, seedStaticListingItems } from "~/.server/catalog/static-listings";
import { activityLog, articles, categories, mediaItems, products, recordVersions } from "~/.server/db/schema";
import { versionViews } from "~/.server/history/history-page";
import { versionLinks } from "~/.server/history/links";
import { restoreVersion } from "~/.server/history/subjects";
import { listVersions, PRE_HISTORY_ACTOR_EMAIL, recordVersion } from "~/.server/history/versions";
import { readSiteSettings, saveSiteSettings, seedSiteSettings } from "~/.server/site/site-settings";
import type { SiteSettings } from "~/admin/lib/site-settings-form";
import { staticListings } from "~/content/static-products";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { freshEdit, freshListingEdit, testActor } from "../support/edits";
import { productInput } from "../support/product-input";

// History (docs/decisions/034-history-trash-media-redirects.md): every save keeps a version in its
// own transaction, numbered per record and bounded; a record from before history keeps its earlier
// state as «Antes del historial»; «Restaurar esta versión» writes a version back through the
// record's save, as a new version, and refuses with a message what it cannot do.

let database: TestDatabase;
const db = () => database.connection.db;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const versionsOf = async (subject: "product" | "article" | "category" | "listing-item" | "settings", id: string) =>
  (await listVersions(db(), subject, id, { limit: 1000 })).rows;

describe("recordVersion", () => {
  it("numbers versions per record and keeps only the newest ones", async () => {
    await db().transaction(async (tx) => {
      for (let n = 0; n < 5; n++)
        await recordVersion(tx, testActor, { subject: "product", subjectId: "numbering", label: `v${n}`, values: { n } }, 3);
      await recordVersion(tx, testActor, { subject: "product", subjectId: "other", label: "otro", values: {} }, 3);
    });
    expect((await versionsOf("product", "numbering")).map((row) => row.number)).toEqual([5, 4, 3]);
    expect((await versionsOf("product", "other")).map((row) => row.number)).toEqual([1]);
  });

  it("keeps the state of a record saved for the first time since history as «Antes del historial»", async () => {
    const [row] = await db().insert(products).values({ name: "Red de antes", price: 96 }).returning();
    const saved = await updateProduct(
      db(),
      row!.id,
      productInput({ name: "Red de antes", price: 98.5 }),
      await freshEdit(db(), "products", row!.id),
    );
    expect(saved).toEqual({ ok: true });
    const [current, before] = await versionsOf("product", row!.id);
    expect(before).toMatchObject({ number: 1, actorEmail: PRE_HISTORY_ACTOR_EMAIL, values: expect.objectContaining({ price: 96 }) });
    expect(current).toMatchObject({ number: 2, actorEmail: testActor.email, values: expect.objectContaining({ price: 98.5 }) });
    // The activity entry points at the version its save kept.
    const [entry] = await db().select().from(activityLog).where(eq(activityLog.subjectId, row!.id));
    expect(entry!.versionId).toBe(current!.id);
    expect(await versionLinks(db(), [entry!.versionId])).toEqual({
      [current!.id]: `/admin/products/${row!.id}/historial?version=2#version-2`,
    });
  });
});

describe("restoring a version", () => {
  it("restores a product's price as a new version that names the one it restored, and says what changed", async () => {
    const id = await createProduct(db(), productInput({ name: "Red Tamanet", price: 96 }), testActor);
    await updateProduct(db(), id, productInput({ name: "Red Tamanet", price: 98.5 }), await freshEdit(db(), "products", id));
    const restored = await restoreVersion(db(), testActor, { subject: "product", subjectId: id, number: 1, basedOn: 2 });
    expect(restored).toEqual({ ok: true, droppedCategory: false, droppedImages: false });
    expect((await getProductForAdmin(db(), id))!.price).toBe(96);
    const rows = await versionsOf("product", id);
    expect(rows[0]).toMatchObject({ number: 3, restoredFrom: 1 });
    const views = await versionViews(db(), "product", rows, rows.length);
    expect(views.map((view) => view.changes)).toEqual([["Precio: $ 98,50 → $ 96,00"], ["Precio: $ 96,00 → $ 98,50"], null]);
    const [entry] = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, id), eq(activityLog.action, "restored")));
    expect(entry!.versionId).toBe(rows[0]!.id);
  });

  it("refuses a restore based on an older version of the record, writing nothing", async () => {
    const id = await createProduct(db(), productInput({ name: "Red en disputa", price: 10 }), testActor);
    await updateProduct(db(), id, productInput({ name: "Red en disputa", price: 20 }), await freshEdit(db(), "products", id));
    const refused = await restoreVersion(db(), testActor, { subject: "product", subjectId: id, number: 1, basedOn: 1 });
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect((await versionsOf("product", id)).length).toBe(2);
    expect(await restoreVersion(db(), testActor, { subject: "product", subjectId: id, number: 9, basedOn: 2 })).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("restores a product without its deleted category and without photos gone from the media library", async () => {
    const [parent] = await db().insert(categories).values({ name: "Temporal", slug: "temporal" }).returning();
    const [child] = await db().insert(categories).values({ name: "Hija", slug: "temporal-hija", parentId: parent!.id }).returning();
    const kept = "/uploads/products/11111111-1111-4111-8111-111111111111-1600.webp";
    const gone = "/uploads/products/22222222-2222-4222-8222-222222222222-1600.webp";
    await db().insert(mediaItems).values({ url: kept });
    const id = await createProduct(
      db(),
      productInput({ name: "Red con fotos", categoryId: child!.id, images: [kept, gone], imageAlts: ["queda", "se fue"] }),
      testActor,
    );
    await updateProduct(db(), id, productInput({ name: "Red sin fotos" }), await freshEdit(db(), "products", id));
    await db().delete(categories).where(eq(categories.id, child!.id));
    const restored = await restoreVersion(db(), testActor, { subject: "product", subjectId: id, number: 1, basedOn: 2 });
    expect(restored).toEqual({ ok: true, droppedCategory: true, droppedImages: true });
    expect(await getProductForAdmin(db(), id)).toMatchObject({
      name: "Red con fotos",
      categoryId: null,
      images: [kept],
      imageAlts: ["queda"],
    });
  });

  it("restores an article, showing its body as a word diff, and refuses when another article took its address", async () => {
    const input = {
      title: "Sellado",
      slug: "sellado",
      excerpt: null,
      content: "<p>El sellador protege el pezón.</p>",
      authorName: null,
      tags: [],
      isPublished: false,
      publishedAt: null,
    };
    const created = await createArticle(db(), input, null, new Date(), testActor);
    await updateArticle(
      db(),
      created.id,
      { ...input, slug: "sellado-nuevo", content: "<p>El sellador nuevo protege el pezón.</p>" },
      await freshEdit(db(), "articles", created.id),
    );
    const views = await versionViews(db(), "article", await versionsOf("article", created.id), 1);
    expect(views[0]!.textDiff!.parts).toContainEqual({ kind: "added", text: "nuevo " });

    await createArticle(db(), { ...input, title: "Otro", slug: "sellado" }, null);
    const refused = await restoreVersion(db(), testActor, { subject: "article", subjectId: created.id, number: 1, basedOn: 2 });
    expect(refused).toMatchObject({ ok: false, status: 409, notice: { description: expect.stringContaining("/noticias/sellado") } });
    const [stored] = await db().select().from(articles).where(eq(articles.id, created.id));
    expect(stored).toMatchObject({ slug: "sellado-nuevo", version: 2 });

    await db().delete(articles).where(eq(articles.slug, "sellado"));
    expect(await restoreVersion(db(), testActor, { subject: "article", subjectId: created.id, number: 1, basedOn: 2 })).toMatchObject({
      ok: true,
    });
    const [back] = await db().select().from(articles).where(eq(articles.id, created.id));
    expect(back).toMatchObject({ slug: "sellado", content: "<p>El sellador protege el pezón.</p>", version: 3 });
  });

  it("restores a category's name and visibility", async () => {
    const created = await createCategory(db(), { name: "Semillas", description: null, parentId: null }, testActor);
    if (!created.ok) throw new Error("not created");
    await updateCategory(
      db(),
      created.id,
      { name: "Semillas forrajeras", description: "Nuevas" },
      await freshEdit(db(), "categories", created.id),
    );
    expect(await restoreVersion(db(), testActor, { subject: "category", subjectId: created.id, number: 1, basedOn: 2 })).toMatchObject({
      ok: true,
    });
    const [row] = await db().select().from(categories).where(eq(categories.id, created.id));
    expect(row).toMatchObject({ name: "Semillas", description: null, isActive: true });
    expect((await versionsOf("category", created.id))[0]).toMatchObject({ number: 3, restoredFrom: 1 });
  });

  it("keeps one version per changed listing row and restores a row's price", async () => {
    await seedStaticListingItems(db());
    const listing = staticListings[0]!;
    const items = await listStaticListingItems(db(), listing.path);
    const [first, second] = items;
    const rows = items.map((item) => ({ ...item, price: item.id === first!.id ? "777" : item.price }));
    await saveStaticListingItems(db(), listing, rows, await freshListingEdit(db(), listing.path));
    expect((await versionsOf("listing-item", first!.id)).map((row) => row.number)).toEqual([2, 1]);
    expect(await versionsOf("listing-item", second!.id)).toEqual([]);

    const { basedOn } = await freshListingEdit(db(), listing.path);
    const restored = await restoreVersion(db(), testActor, { subject: "listing-item", subjectId: first!.id, number: 1, basedOn });
    expect(restored).toMatchObject({ ok: true });
    const after = await listStaticListingItems(db(), listing.path);
    expect(after.find((item) => item.id === first!.id)!.price).toBe(first!.price);
    const views = await versionViews(db(), "listing-item", await versionsOf("listing-item", first!.id), 1);
    expect(views[0]).toMatchObject({ restoredFrom: 1, changes: [expect.stringMatching(/^Precio: \$ 777 → /)] });
  });

  it("restores the site settings", async () => {
    await seedSiteSettings(db());
    const stored = await readSiteSettings(db());
    const renamed = { ...stored.facts, specialists: stored.specialists, name: "Nombre nuevo S.A." } as SiteSettings;
    await saveSiteSettings(db(), renamed, { basedOn: stored.version, actor: testActor });
    const [, before] = await versionsOf("settings", "site");
    const restored = await restoreVersion(db(), testActor, {
      subject: "settings",
      subjectId: "site",
      number: before!.number,
      basedOn: stored.version + 1,
    });
    expect(restored).toMatchObject({ ok: true });
    expect((await readSiteSettings(db())).facts.name).toBe(stored.facts.name);
    expect(await db().select().from(recordVersions).where(eq(recordVersions.subject, "settings"))).toHaveLength(3);
  });
});
