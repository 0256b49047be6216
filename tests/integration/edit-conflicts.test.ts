import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeEditConflict } from "~/.server/activity/edit-conflicts";
import { createArticle, setArticlePublished, updateArticle } from "~/.server/articles";
import { articleSnapshot } from "~/.server/articles/article-changes";
import { createProduct, getProductForAdmin, productSnapshotOf, toggleProductActive, updateProduct } from "~/.server/catalog/admin-products";
import { activityLog, articles, products } from "~/.server/db/schema";
import type { SubmittedEditBase } from "~/admin/lib/edit-conflict";
import { encodeSnapshot } from "~/lib/record-changes";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { freshEdit, testActor } from "../support/edits";
import { productInput } from "../support/product-input";

// Two people editing the same record (docs/decisions/022-edit-conflicts.md): a save states the
// version it was based on; a save over a newer one writes nothing and hands back the stored record,
// and every save leaves an activity entry that says what changed.

let database: TestDatabase;
const db = () => database.connection.db;
const colleague = { id: null, email: "ana@example.com" };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function lastEntry(subjectId: string) {
  const [entry] = await db().select().from(activityLog).where(eq(activityLog.subjectId, subjectId)).orderBy(desc(activityLog.at)).limit(1);
  return entry;
}

describe("edit conflicts", () => {
  it("refuses a product save over a newer version, writes nothing, and names who changed what", async () => {
    const id = await createProduct(db(), productInput({ name: "Red Tamanet 1,23 m", price: 96, description: "Red de polietileno." }));
    const opened = (await getProductForAdmin(db(), id))!;
    const base: SubmittedEditBase = {
      version: opened.version,
      basedOn: opened.version,
      loaded: "",
      loadedSnapshot: await productSnapshotOf(db(), opened),
    };

    const first = await updateProduct(
      db(),
      id,
      productInput({ name: "Red Tamanet 1,23 m", price: 98.5, description: "Red de polietileno, rollo de 3.000 m." }),
      {
        basedOn: opened.version,
        actor: colleague,
      },
    );
    expect(first).toEqual({ ok: true });
    expect(await lastEntry(id)).toMatchObject({
      actorEmail: "ana@example.com",
      action: "updated",
      detail: "Precio: $ 96,00 → $ 98,50 · Descripción: cambió",
    });

    const second = await updateProduct(db(), id, productInput({ name: "Red Tamanet 1,30 m", price: 96 }), {
      basedOn: opened.version,
      actor: testActor,
    });
    expect(second.ok).toBe(false);
    if (second.ok || second.reason !== "conflict") throw new Error("expected a conflict");
    expect(await getProductForAdmin(db(), id)).toMatchObject({ name: "Red Tamanet 1,23 m", price: 98.5, version: opened.version + 1 });

    const stored = {
      subject: "product",
      subjectId: id,
      version: second.current.version,
      updatedAt: second.current.updatedAt,
      snapshot: await productSnapshotOf(db(), second.current),
    } as const;
    const conflict = await describeEditConflict(db(), testActor, base, stored);
    expect(conflict).toMatchObject({
      savedBy: "ana@example.com",
      byYou: false,
      changes: ["Precio: $ 96,00 → $ 98,50", "Descripción: cambió"],
      currentVersion: opened.version + 1,
    });
    expect(conflict.when).toMatch(/^a las \d{2}:\d{2}$/);

    // Saved deliberately over the newer version it now knows.
    expect(
      await updateProduct(db(), id, productInput({ name: "Red Tamanet 1,30 m", price: 96 }), {
        basedOn: conflict.currentVersion,
        actor: testActor,
      }),
    ).toEqual({ ok: true });
    expect(await getProductForAdmin(db(), id)).toMatchObject({ name: "Red Tamanet 1,30 m", price: 96 });
    expect((await lastEntry(id))!.detail).toContain("Nombre: Red Tamanet 1,23 m → Red Tamanet 1,30 m");
  });

  it("moves a product's version on with the list's Activar/Desactivar, so a form opened before is refused", async () => {
    const id = await createProduct(db(), productInput({ name: "Film ventilado" }));
    const opened = await freshEdit(db(), "products", id);
    await toggleProductActive(db(), id);
    const saved = await updateProduct(db(), id, productInput({ name: "Film ventilado 1,40 m" }), opened);
    expect(saved).toMatchObject({ ok: false, reason: "conflict" });
    expect(await getProductForAdmin(db(), id)).toMatchObject({ name: "Film ventilado", isActive: false });
  });

  it("refuses an article save over a newer version (another save or Publicar in the list) and logs what changed", async () => {
    const input = {
      title: "Ensilaje de maíz",
      slug: "ensilaje-de-maiz-conflicto",
      excerpt: null,
      content: "<p>Picado fino.</p>",
      authorName: "Lucía",
      tags: ["silaje"],
      isPublished: false,
      publishedAt: null,
    };
    const article = await createArticle(db(), input, null);
    const loaded = articleSnapshot(article);
    const saved = await updateArticle(
      db(),
      article.id,
      { ...input, title: "Ensilaje de maíz, paso a paso", content: "<p>Picado fino y compactado.</p>" },
      { basedOn: article.version, actor: colleague },
    );
    expect(saved.ok).toBe(true);
    expect(await lastEntry(article.id)).toMatchObject({
      action: "updated",
      detail: "Título: Ensilaje de maíz → Ensilaje de maíz, paso a paso · Contenido: cambió",
    });

    const stale = await updateArticle(db(), article.id, { ...input, authorName: "Ana" }, { basedOn: article.version, actor: testActor });
    if (stale.ok || stale.reason !== "conflict") throw new Error("expected a conflict");
    const [row] = await db().select().from(articles).where(eq(articles.id, article.id));
    expect(row).toMatchObject({ title: "Ensilaje de maíz, paso a paso", authorName: "Lucía", version: article.version + 1 });
    const base: SubmittedEditBase = {
      version: article.version,
      basedOn: article.version,
      loaded: encodeSnapshot(loaded),
      loadedSnapshot: loaded,
    };
    const stored = {
      subject: "article",
      subjectId: article.id,
      version: stale.current.version,
      updatedAt: stale.current.updatedAt,
      snapshot: articleSnapshot(stale.current),
    } as const;
    expect((await describeEditConflict(db(), colleague, base, stored)).byYou).toBe(true);

    // Publicar in the list moves the version on too.
    const opened = await freshEdit(db(), "articles", article.id);
    await setArticlePublished(db(), article.id, true);
    expect(await updateArticle(db(), article.id, { ...input, title: "Otro título" }, opened)).toMatchObject({
      ok: false,
      reason: "conflict",
    });
    const published = await updateArticle(
      db(),
      article.id,
      { ...input, title: "Ensilaje de maíz, paso a paso", isPublished: true },
      await freshEdit(db(), "articles", article.id),
    );
    expect(published.ok).toBe(true);
    const entries = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, article.id), eq(activityLog.actorEmail, testActor.email)));
    expect(entries.map((entry) => entry.action)).toEqual(["updated"]);
    expect(entries[0]!.detail).toContain("Contenido: cambió");
  });

  it("says a missing row is not found rather than a conflict", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await updateProduct(db(), missing, productInput({ name: "Nada" }), { basedOn: 1, actor: testActor })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await db().select().from(products).where(eq(products.id, missing))).toHaveLength(0);
  });
});
