import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArticle, deleteArticleBySlug, setArticlePublished, updateArticle } from "~/.server/articles";
import { readContentVersion } from "~/.server/cache/read-content-version";
import { createProduct, deleteProduct, toggleProductActive, updateProduct } from "~/.server/catalog/admin-products";
import { setConnection } from "~/.server/db";
import type { ProductInput } from "~/lib/product-form";
import { createTestDatabase, type TestDatabase } from "../support/database";

// The content version that keys the HTML cache (docs/decisions/007-html-cache.md): every write to
// what public pages show moves it, and a read never misses a write that finished before it began.

const product: ProductInput = {
  name: "Red de prueba",
  sku: null,
  shortDescription: null,
  description: null,
  price: null,
  stockQuantity: 0,
  categoryId: null,
  features: [],
  videoUrl: null,
  specifications: {},
  isFeatured: false,
  isActive: true,
  images: [],
};

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  setConnection(database.connection);
});
afterAll(async () => {
  setConnection(undefined);
  await database.dispose();
});

async function changes(write: () => Promise<unknown>): Promise<boolean> {
  const before = await readContentVersion();
  await write();
  return (await readContentVersion()) > before;
}

describe("content version", () => {
  it("moves on every product write", async () => {
    let id = "";
    expect(await changes(async () => (id = await createProduct(product)))).toBe(true);
    expect(await changes(() => updateProduct(id, { ...product, name: "Red renombrada" }))).toBe(true);
    expect(await changes(() => toggleProductActive(id))).toBe(true);
    expect(await changes(() => deleteProduct(id))).toBe(true);
    // Nothing written, nothing to invalidate.
    expect(await changes(() => deleteProduct(id))).toBe(false);
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
    expect(await changes(async () => (id = (await createArticle(input, null)).id))).toBe(true);
    expect(await changes(() => updateArticle(id, { ...input, title: "Ensilaje sin pérdidas, paso a paso" }))).toBe(true);
    expect(await changes(() => setArticlePublished(id, true))).toBe(true);
    expect(await changes(() => deleteArticleBySlug(input.slug))).toBe(true);
  });

  it("answers concurrent readers with a read that began after each of them arrived", async () => {
    const early = readContentVersion();
    // A write that finishes while the first read may still run, then a burst of readers.
    const id = await createProduct(product);
    const burst = await Promise.all(Array.from({ length: 50 }, () => readContentVersion()));
    const settled = await readContentVersion();
    expect(await early).toBeLessThanOrEqual(settled);
    expect(new Set(burst)).toEqual(new Set([settled]));
    await deleteProduct(id);
  });

  it("is read from the database on every page view with PostgreSQL, and once per bump with the embedded database", async () => {
    const before = await readContentVersion();
    // A write from outside this process: another instance on PostgreSQL. (The embedded database
    // cannot have one: its folder is locked by the server.)
    await database.connection.db.execute(sql`update content_versions set version = version + 10`);
    const seen = await readContentVersion();
    if (database.connection.kind === "postgres") {
      expect(seen).toBe(before + 10);
    } else {
      expect(seen).toBe(before);
    }
    // A write through this process is seen at once by either.
    const id = await createProduct(product);
    expect(await readContentVersion()).toBe(before + 11);
    await deleteProduct(id);
    expect(await readContentVersion()).toBe(before + 12);
  });
});
