import { moveArticleToTrash, moveProductToTrash } from "~/.server/trash/trash";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createArticle, setArticlePublished, updateArticle } from "~/.server/articles";
import { readContentVersion, readPublicContentState } from "~/.server/cache/read-content-version";
import { createProduct, toggleProductActive, updateProduct } from "~/.server/catalog/admin-products";
import { freshEdit } from "../support/edits";
import { productInput } from "../support/product-input";
import { createTestDatabase, type TestDatabase } from "../support/database";

// The content version that keys the HTML cache (docs/decisions/007-html-cache.md): every write to
// what public pages show moves it, and a read never misses a write that finished before it began.

const product = productInput({ name: "Red de prueba" });

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function changes(write: () => Promise<unknown>): Promise<boolean> {
  const before = await readContentVersion(database.connection);
  await write();
  return (await readContentVersion(database.connection)) > before;
}

describe("content version", () => {
  it("moves on every product write", async () => {
    let id = "";
    expect(await changes(async () => (id = await createProduct(database.connection.db, product)))).toBe(true);
    expect(
      await changes(async () =>
        updateProduct(
          database.connection.db,
          id,
          { ...product, name: "Red renombrada" },
          await freshEdit(database.connection.db, "products", id),
        ),
      ),
    ).toBe(true);
    expect(await changes(() => toggleProductActive(database.connection.db, id))).toBe(true);
    expect(await changes(() => moveProductToTrash(database.connection.db, id, { actor: { id: null, email: "tests@example.com" } }))).toBe(
      true,
    );
    // Nothing written, nothing to invalidate.
    expect(await changes(() => moveProductToTrash(database.connection.db, id, { actor: { id: null, email: "tests@example.com" } }))).toBe(
      false,
    );
  });

  it("moves on every article write", async () => {
    const input = {
      title: "Ensilaje sin pérdidas",
      slug: "ensilaje-sin-perdidas",
      excerpt: null,
      content: "<p>Texto</p>",
      authorName: null,
      tags: [],
      isPublished: false,
      publishedAt: null,
    };
    let id = "";
    expect(await changes(async () => (id = (await createArticle(database.connection.db, input, null)).id))).toBe(true);
    expect(
      await changes(async () =>
        updateArticle(
          database.connection.db,
          id,
          { ...input, title: "Ensilaje sin pérdidas, paso a paso" },
          await freshEdit(database.connection.db, "articles", id),
        ),
      ),
    ).toBe(true);
    expect(await changes(() => setArticlePublished(database.connection.db, id, true))).toBe(true);
    expect(
      await changes(() => moveArticleToTrash(database.connection.db, input.slug, { actor: { id: null, email: "tests@example.com" } })),
    ).toBe(true);
  });

  it("answers concurrent readers with a read that began after each of them arrived", async () => {
    const early = readContentVersion(database.connection);
    // A write that finishes while the first read may still run, then a burst of readers.
    const id = await createProduct(database.connection.db, product);
    const burst = await Promise.all(Array.from({ length: 50 }, () => readContentVersion(database.connection)));
    const settled = await readContentVersion(database.connection);
    expect(await early).toBeLessThanOrEqual(settled);
    expect(new Set(burst)).toEqual(new Set([settled]));
    await moveProductToTrash(database.connection.db, id, { actor: { id: null, email: "tests@example.com" } });
  });

  it("is read from the database on every page view with PostgreSQL, and once per bump with the embedded database", async () => {
    const before = await readContentVersion(database.connection);
    // A write from outside this process: another instance on PostgreSQL. (The embedded database
    // cannot have one: its folder is locked by the server.)
    await database.connection.db.execute(sql`update content_versions set version = version + 10`);
    const seen = await readContentVersion(database.connection);
    if (database.connection.kind === "postgres") {
      expect(seen).toBe(before + 10);
    } else {
      expect(seen).toBe(before);
    }
    // A write through this process is seen at once by either.
    const id = await createProduct(database.connection.db, product);
    expect(await readContentVersion(database.connection)).toBe(before + 11);
    await moveProductToTrash(database.connection.db, id, { actor: { id: null, email: "tests@example.com" } });
    expect(await readContentVersion(database.connection)).toBe(before + 12);
  });

  it("ends the state of kept pages when the next scheduled article is due, with no write at that moment", async () => {
    const at = new Date(Date.now() + 60 * 60 * 1000);
    const article = await createArticle(
      database.connection.db,
      {
        title: "Programada",
        slug: "programada-cache",
        excerpt: null,
        content: null,
        authorName: null,
        tags: [],
        isPublished: true,
        publishedAt: at,
      },
      null,
    );
    const scheduled = await readPublicContentState(database.connection);
    expect(scheduled.freshUntil).toBe(at.getTime());
    // The clock reaches the date: the next read (even of the embedded database, which keeps its
    // state between bumps) no longer names it, so pages kept under the old state are stale.
    vi.useFakeTimers({ toFake: ["Date"], now: at.getTime() + 1 });
    try {
      const due = await readPublicContentState(database.connection);
      expect(due.version).toBe(scheduled.version);
      expect(due.freshUntil).toBeNull();
    } finally {
      vi.useRealTimers();
      await moveArticleToTrash(database.connection.db, article.slug, { actor: { id: null, email: "tests@example.com" } });
    }
  });
});
