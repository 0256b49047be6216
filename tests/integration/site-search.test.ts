import { moveProductToTrash } from "~/.server/trash/trash";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArticle, setArticlePublished, updateArticle } from "~/.server/articles";
import { createProduct, toggleProductActive, updateProduct } from "~/.server/catalog/admin-products";
import { createCategory, updateCategory } from "~/.server/catalog/admin-categories";
import { listStaticListingItems, saveStaticListingItems } from "~/.server/catalog/static-listings";
import { queryRows } from "~/.server/db/client";
import { staticListingItems } from "~/.server/db/schema";
import { seedDatabase } from "~/.server/db/seed";
import { searchSite, suggestSearch } from "~/.server/search/search-site";
import type { SearchResults } from "~/lib/search";
import { productInput } from "../support/product-input";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { freshEdit, freshListingEdit } from "../support/edits";

// The site search over the seeded catalogue, news and listings (docs/decisions/018-site-search.md):
// how it matches, how it ranks and groups, and that the index follows every admin write in the
// write's own transaction. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.

let database: TestDatabase;
const db = () => database.connection.db;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(db());
});
afterAll(() => database.dispose());

const titles = (results: SearchResults, kind?: "product" | "page" | "article") =>
  results.groups.filter((group) => !kind || group.kind === kind).flatMap((group) => group.hits.map((hit) => hit.title));

const marked = (parts: { text: string; match: boolean }[]) => parts.filter((part) => part.match).map((part) => part.text);

const product = productInput({
  name: "Bomba dosificadora de cloro Etatron",
  sku: "ETX-200",
  shortDescription: "Dosifica hipoclorito en la línea de agua del tambo.",
  description: "Bomba peristáltica para potabilizar el agua de bebida de los animales.",
  stockQuantity: 4,
  features: ["Caudal regulable de 0 a 20 l/h"],
});

describe("matching", () => {
  it("ignores accents both ways and finds words by their beginning", async () => {
    const typedPlain = await searchSite(db(), "desinfeccion");
    const typedAccented = await searchSite(db(), "DESINFECCIÓN");
    expect(typedPlain.total).toBeGreaterThan(0);
    expect(titles(typedAccented)).toEqual(titles(typedPlain));
    expect(titles(await searchSite(db(), "inocul"))).toEqual(expect.arrayContaining([expect.stringMatching(/^Inoculante/)]));
  });

  it("finds a product by a name, a code of its SKU or words of its description", async () => {
    expect(titles(await searchSite(db(), "TamaNet 3000"), "product")).toEqual(["Red TamaNet Edge to Edge 1,23 m x 3.000 m"]);
    expect(titles(await searchSite(db(), "sellador post dipping"), "product")[0]).toMatch(/^Sellador barrera post dipping/);
    expect(titles(await searchSite(db(), "biofilm"), "article")).toEqual([
      "Agua de bebida en aves: cloración y monitoreo para un lote parejo",
    ]);
  });

  it("corrects a misspelt word to the closest word the site uses, and says so", async () => {
    const results = await searchSite(db(), "inoculnte");
    expect(results.correctedQuery).toBe("inoculante");
    expect(titles(results, "product")).toEqual(expect.arrayContaining([expect.stringMatching(/^Inoculante/)]));
    const accented = await searchSite(db(), "desinfecion");
    expect(accented.correctedQuery).toBe("desinfección");
    expect(accented.total).toBeGreaterThan(0);
  });

  it("finds nothing for words the site does not use, and offers the closest ones", async () => {
    const apart = await searchSite(db(), "tamanet biofilm");
    expect(apart.total).toBe(0);
    expect(apart.groups.map((group) => group.hits.length)).toEqual([0, 0, 0]);
    expect(apart.suggestions).toEqual(["tamanet", "biofilm"]);
    const farOff = await searchSite(db(), "silajjjje");
    expect(farOff.total).toBe(0);
    expect(farOff.suggestions).toContain("ensilaje");
    const halfKnown = await searchSite(db(), "tamanet zzqx");
    expect(halfKnown.correctedQuery).toBe("tamanet");
    expect(halfKnown.total).toBeGreaterThan(0);
    expect(await searchSite(db(), "xqzw")).toMatchObject({ total: 0, suggestions: [] });
  });

  it("answers a normal result for empty, hostile and oversized input", async () => {
    for (const typed of [
      "",
      "   ",
      "!!! ¿¿ ---",
      "'; drop table products; --",
      "a:* & !b | (c",
      "\u0000\u001b[31m\u200b",
      "ordeñe".repeat(200),
    ]) {
      const results = await searchSite(db(), typed);
      expect(results.query.length).toBeLessThanOrEqual(100);
      expect(results.groups).toHaveLength(3);
    }
    expect((await searchSite(db(), "\u0000red\u0007")).query).toBe("red");
    const [products] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from products`);
    expect(products?.n).toBeGreaterThan(0);
  });
});

describe("ranking and groups", () => {
  it("puts a document whose title holds the words above those that only mention them", async () => {
    const results = await searchSite(db(), "red");
    const productTitles = titles(results, "product");
    expect(productTitles.length).toBeGreaterThan(1);
    for (const title of productTitles.slice(0, 3)) expect(title).toMatch(/\bred\b/i);
    expect(titles(results, "article")).toContain("Cómo elegir la red para enfardar según tu forraje");
  });

  it("groups results as Productos, Páginas and Noticias with totals, and marks the words found", async () => {
    await db().execute(
      sql`select search_write_document('page:/tambo', 'content', 'page', '/tambo', 'Tambo', '', 'Higiene de ordeñe y agua del tambo', 'Selladores, pre dipping y desinfección de pezones.', null, null, null)`,
    );
    const results = await searchSite(db(), "desinfección");
    expect(results.groups.map((group) => group.heading)).toEqual(["Productos", "Páginas", "Noticias"]);
    for (const group of results.groups) expect(group.total).toBeGreaterThan(0);
    expect(results.total).toBe(results.groups.reduce((sum, group) => sum + group.total, 0));
    const page = results.groups[1]!.hits[0]!;
    expect(page).toMatchObject({ path: "/tambo", title: "Tambo" });
    expect(marked(page.snippet)).toEqual(["desinfección"]);
    const withImage = results.groups[0]!.hits.find((hit) => hit.image);
    expect(withImage?.image?.src).toMatch(/^\//);
  });

  it("limits each group and keeps its total", async () => {
    const results = await searchSite(db(), "red", { perGroup: 2 });
    const products = results.groups[0]!;
    expect(products.hits).toHaveLength(2);
    expect(products.total).toBeGreaterThan(2);
  });

  it("suggests the best documents for a word being typed, correcting a typo", async () => {
    const suggestions = await suggestSearch(db(), "tamane");
    expect(suggestions.map((suggestion) => suggestion.title)).toEqual(expect.arrayContaining(["Red TamaNet Original 1,23 m x 2.000 m"]));
    expect(marked(suggestions[0]!.titleParts)).toEqual(["TamaNet"]);
    expect((await suggestSearch(db(), "inoculnte")).length).toBeGreaterThan(0);
    expect(await suggestSearch(db(), "  ")).toEqual([]);
  });
});

describe("the index follows the admin's writes", () => {
  it("adds, changes, hides and removes a product", async () => {
    const id = await createProduct(db(), product);
    expect(titles(await searchSite(db(), "etatron"))).toEqual([product.name]);
    expect(titles(await searchSite(db(), "ETX-200"))).toEqual([product.name]);

    await updateProduct(db(), id, { ...product, name: "Bomba dosificadora Seko" }, await freshEdit(db(), "products", id));
    expect((await searchSite(db(), "etatron")).total).toBe(0);
    expect(titles(await searchSite(db(), "seko"))).toEqual(["Bomba dosificadora Seko"]);

    await toggleProductActive(db(), id);
    expect((await searchSite(db(), "seko")).total).toBe(0);
    await toggleProductActive(db(), id);
    expect((await searchSite(db(), "seko")).total).toBe(1);

    await moveProductToTrash(db(), id, { actor: { id: null, email: "tests@example.com" } });
    expect((await searchSite(db(), "seko")).total).toBe(0);
  });

  it("follows a category's new name in its products' keywords", async () => {
    const parent = await createCategory(db(), { name: "Potabilización", description: null, parentId: null });
    if (!parent.ok) throw new Error("category not created");
    const child = await createCategory(db(), { name: "Bombas", description: null, parentId: parent.id });
    if (!child.ok) throw new Error("subcategory not created");
    await createProduct(db(), { ...product, name: "Bomba Etatron DLX", categoryId: child.id });
    expect(titles(await searchSite(db(), "potabilizacion bombas"))).toEqual(["Bomba Etatron DLX"]);
    await updateCategory(db(), parent.id, { name: "Cloración", description: null }, await freshEdit(db(), "categories", parent.id));
    expect(titles(await searchSite(db(), "cloracion etatron"))).toEqual(["Bomba Etatron DLX"]);
  });

  it("finds an article once published, with its new words when edited, and not as a draft or before its date", async () => {
    const input = {
      title: "Ensilaje de sorgo granífero",
      slug: "ensilaje-sorgo-granifero",
      excerpt: "Momento de corte y compactación.",
      content: "<p>Picado fino y <strong>compactación</strong> para un silo sin hongos &amp; sin pérdidas.</p>",
      authorName: null,
      tags: ["silaje"],
      isPublished: false,
      publishedAt: null,
    };
    const article = await createArticle(db(), input, null);
    const articleTitles = async (typed: string, now?: Date) => titles(await searchSite(db(), typed, { now }), "article");
    expect(await articleTitles("granifero")).toEqual([]);

    await setArticlePublished(db(), article.id, true);
    const found = await searchSite(db(), "hongos");
    expect(titles(found, "article")).toEqual([input.title]);
    expect(found.groups[2]!.hits[0]!.snippet.map((part) => part.text).join("")).toContain("silo sin hongos & sin pérdidas");

    await updateArticle(
      db(),
      article.id,
      { ...input, isPublished: true, content: "<p>Picado fino, sin levaduras.</p>" },
      await freshEdit(db(), "articles", article.id),
    );
    expect(titles(await searchSite(db(), "hongos"))).not.toContain(input.title);
    expect(titles(await searchSite(db(), "levaduras"))).toEqual([input.title]);

    const tomorrow = new Date(Date.now() + 86_400_000);
    await updateArticle(
      db(),
      article.id,
      { ...input, isPublished: true, publishedAt: tomorrow },
      await freshEdit(db(), "articles", article.id),
    );
    expect(await articleTitles("granifero")).toEqual([]);
    expect(await articleTitles("granifero", new Date(tomorrow.getTime() + 60_000))).toEqual([input.title]);

    await setArticlePublished(db(), article.id, false);
    expect(await articleTitles("granifero", new Date(tomorrow.getTime() + 60_000))).toEqual([]);
  });

  it("neither corrects to nor offers a scheduled article's words before its date, and does both from it", async () => {
    const publishedAt = new Date(Date.now() + 86_400_000);
    await createArticle(
      db(),
      {
        title: "Control biológico de la polilla del tomate",
        slug: "control-biologico-polilla-tomate",
        excerpt: "Liberaciones de avispas parasitoides en el invernáculo.",
        content: "<p>Trichogramma parasita los huevos de la polilla antes de que nazca la larva.</p>",
        authorName: null,
        tags: [],
        isPublished: true,
        publishedAt,
      },
      null,
    );
    const before = new Date(publishedAt.getTime() - 60_000);
    const after = new Date(publishedAt.getTime() + 60_000);
    const offered = (results: SearchResults) =>
      [results.correctedQuery, ...results.suggestions, ...titles(results)].join(" ").toLowerCase();

    for (const typed of ["trichogramma", "tricogramma", "tricogramma tamanet", "trichogramma tamanet"]) {
      expect(offered(await searchSite(db(), typed, { now: before })), typed).not.toContain("trichogramma");
    }
    expect(await suggestSearch(db(), "tricogramma", { now: before })).toEqual([]);

    // The date comes: no edit, no restart, the same database.
    expect(titles(await searchSite(db(), "trichogramma", { now: after }), "article")).toEqual([
      "Control biológico de la polilla del tomate",
    ]);
    const misspelt = await searchSite(db(), "tricogramma", { now: after });
    expect(misspelt.correctedQuery).toBe("trichogramma");
    expect(titles(misspelt, "article")).toEqual(["Control biológico de la polilla del tomate"]);
    expect((await searchSite(db(), "tricogramma tamanet", { now: after })).suggestions).toContain("trichogramma");
    expect((await searchSite(db(), "trichogramma tamanet", { now: after })).suggestions).toEqual(["trichogramma", "tamanet"]);
    expect((await suggestSearch(db(), "tricogramma", { now: after })).map((suggestion) => suggestion.title)).toEqual([
      "Control biológico de la polilla del tomate",
    ]);
  });

  it("follows a static listing product's new description and its hiding", async () => {
    const [item] = await db().select().from(staticListingItems).where(eq(staticListingItems.listingPath, "/inoculantes")).limit(1);
    if (!item) throw new Error("no seeded listing product");
    const inoculants = { path: "/inoculantes", title: "Inoculantes" };
    const rows = (await listStaticListingItems(db(), "/inoculantes")).map((row) => ({
      id: row.id,
      price: row.price,
      inStock: row.inStock,
      description: row.id === item.id ? "Bacterias lácticas homofermentativas liofilizadas." : row.description,
      image: row.image,
      imageAlt: row.imageAlt,
      isVisible: row.isVisible,
    }));
    await saveStaticListingItems(db(), inoculants, rows, await freshListingEdit(db(), inoculants.path));
    expect(titles(await searchSite(db(), "homofermentativas"))).toEqual([item.name]);
    const hidden = rows.map((row) => (row.id === item.id ? { ...row, isVisible: false } : row));
    await saveStaticListingItems(db(), inoculants, hidden, await freshListingEdit(db(), inoculants.path));
    expect((await searchSite(db(), "homofermentativas")).total).toBe(0);
  });

  it("undoes the index change with the write when the write's transaction fails", async () => {
    await expect(
      db().transaction(async (tx) => {
        await createProduct(tx as never, { ...product, name: "Zeolita quimérica" });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect((await searchSite(db(), "zeolita quimerica")).total).toBe(0);
  });
});
