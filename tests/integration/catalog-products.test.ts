import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getActiveProduct, listCategoryCards, listFeaturedProducts, listProductsByCategory } from "~/.server/catalog/products";
import { type Database, openPostgresDatabase } from "~/.server/db/client";
import { demoProducts } from "~/.server/db/demo-products";
import { categories, products } from "~/.server/db/schema";
import { seedDatabase, seedDefaultCategories, seedDemoProducts } from "~/.server/db/seed";
import { BALING_NET_FIRST, SILAGE_COVER_FIRST } from "~/lib/product-sort";
import { loader as productLoader } from "~/routes/catalog/producto.$id";
import { loader as scioLoader } from "~/routes/catalog/scio";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { logger } from "~/.server/logger";
import { routeContext } from "../support/route-context";

const specSlugs = [
  "redes-enfardar",
  "hilos-enfardar",
  "stretch-films",
  "capas-ensilaje",
  "scio-cup",
  "scio-nir",
  "inoculantes",
  "acelerador-biologico",
  "pre-post-dipping",
  "ambic",
  "scrubber",
];

/** A loader's payload and HTTP status, whether it returned plain data or data(…, status). */
function unwrap(result: unknown): { status: number; body: { status: string; product?: { name: string; features: string[] } } } {
  const withInit = result as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (withInit?.type === "DataWithResponseInit") {
    return { status: withInit.init?.status ?? 200, body: withInit.data as never };
  }
  return { status: 200, body: result as never };
}

const productArgs = (db: Database, id: string) =>
  ({ params: { id }, context: routeContext({ db }) }) as unknown as Parameters<typeof productLoader>[0];

describe("public catalogue reads", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await seedDefaultCategories(test.connection.db);
    await seedDemoProducts(test.connection.db);
  });
  afterAll(() => test.dispose());

  it("seeds demo products for every category slug of the spec, some featured, and only once", async () => {
    for (const slug of specSlugs) expect((await listProductsByCategory(test.connection.db, slug)).length, slug).toBeGreaterThan(0);
    expect(await seedDemoProducts(test.connection.db)).toBe(0);
    expect(demoProducts.filter((product) => product.featured).length).toBeGreaterThan(3);
  });

  it("lists a category's active products newest first, with the category name", async () => {
    const films = await listProductsByCategory(test.connection.db, "stretch-films");
    expect(films.map((film) => film.name)).toEqual([
      "Film para silo de fardo negro 500 mm x 1.800 m",
      "Film para silo de fardo verde 750 mm x 1.500 m",
      "Film para silo de fardo blanco 750 mm x 1.500 m",
    ]);
    expect(films[0]?.categoryName).toBe("Stretch films para silo");

    await test.connection.db.update(products).set({ isActive: false }).where(eq(products.sku, "FIL-NE-500"));
    try {
      expect((await listProductsByCategory(test.connection.db, "stretch-films")).map((film) => film.sku)).toEqual([
        "FIL-VE-750",
        "FIL-BL-750",
      ]);
    } finally {
      await test.connection.db.update(products).set({ isActive: true }).where(eq(products.sku, "FIL-NE-500"));
    }
  });

  it("applies the net and silage sort rules on top of newest first", async () => {
    const nets = await listCategoryCards(test.connection.db, { slug: "redes-enfardar", firstPattern: BALING_NET_FIRST });
    expect(nets.products.map((card) => card.name)).toEqual([
      "Red TamaNet Original 1,23 m x 2.000 m",
      "Red TamaNet Edge to Edge 1,23 m x 3.000 m",
      "Red para enfardar estándar 1,23 m x 2.500 m",
    ]);
    const covers = await listCategoryCards(test.connection.db, { slug: "capas-ensilaje", firstPattern: SILAGE_COVER_FIRST });
    expect(covers.products[0]?.name).toBe("Film barrera de oxígeno O₂ 45 µm, 8 x 50 m");
    expect(covers.products[0]?.image).toBe("/images/products/barrera-o2.webp");
  });

  it("lists only active featured products, newest first", async () => {
    const featured = await listFeaturedProducts(test.connection.db);
    expect(featured.length).toBeGreaterThan(3);
    expect(featured.every((product) => product.isFeatured)).toBe(true);
    const [first] = featured;
    await test.connection.db.update(products).set({ isActive: false }).where(eq(products.id, first!.id));
    try {
      expect((await listFeaturedProducts(test.connection.db)).map((product) => product.id)).not.toContain(first!.id);
    } finally {
      await test.connection.db.update(products).set({ isActive: true }).where(eq(products.id, first!.id));
    }
  });

  it("reads one active product with features, specifications and category; inactive or unknown is null", async () => {
    const [row] = await test.connection.db.select().from(products).where(eq(products.sku, "SCIO-CUP"));
    const product = await getActiveProduct(test.connection.db, row!.id);
    expect(product).toMatchObject({ name: "SCIO CUP, analizador de forrajes", categorySlug: "scio-cup", categoryName: "SCIO CUP" });
    expect(product?.features).toContain("Resultado en 7 segundos");
    expect(product?.specifications["Volumen de muestra"]).toBe("1,4 L");

    await test.connection.db.update(products).set({ isActive: false }).where(eq(products.id, row!.id));
    try {
      expect(await getActiveProduct(test.connection.db, row!.id)).toBeNull();
    } finally {
      await test.connection.db.update(products).set({ isActive: true }).where(eq(products.id, row!.id));
    }
    expect(await getActiveProduct(test.connection.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("reads a product's video address for its page", async () => {
    const [row] = await test.connection.db
      .insert(products)
      .values({ name: "Red con video", videoUrl: "https://youtu.be/dQw4w9WgXcQ" })
      .returning();
    expect((await getActiveProduct(test.connection.db, row!.id))?.videoUrl).toBe("https://youtu.be/dQw4w9WgXcQ");
  });

  it("keeps a product whose category was removed, without a badge", async () => {
    const [row] = await test.connection.db.insert(products).values({ name: "Producto sin categoría" }).returning();
    try {
      expect(await getActiveProduct(test.connection.db, row!.id)).toMatchObject({ name: "Producto sin categoría", categoryName: null });
    } finally {
      await test.connection.db.delete(products).where(eq(products.id, row!.id));
    }
  });

  it("product page loader: database product, fallback products, and 404 for anything else", async () => {
    const [row] = await test.connection.db.select().from(products).where(eq(products.sku, "RED-TN-E2E-3000"));
    expect(unwrap(await productLoader(productArgs(test.connection.db, row!.id)))).toMatchObject({
      status: 200,
      body: { status: "found", product: { name: row!.name } },
    });

    const silotrato = unwrap(await productLoader(productArgs(test.connection.db, "silotrato")));
    expect(silotrato).toMatchObject({ status: 200, body: { status: "found", product: { name: "Silotrato" } } });
    expect(silotrato.body.product?.features).toContain("Un frasco de 200 g trata hasta 100 t de forraje fresco");
    expect(unwrap(await productLoader(productArgs(test.connection.db, "bioheno")))).toMatchObject({
      status: 200,
      body: { product: { name: "Bioheno" } },
    });

    expect(unwrap(await productLoader(productArgs(test.connection.db, "no-existe")))).toEqual({
      status: 404,
      body: { status: "not-found" },
    });
    expect(unwrap(await productLoader(productArgs(test.connection.db, "00000000-0000-4000-8000-000000000000")))).toEqual({
      status: 404,
      body: { status: "not-found" },
    });
  });

  it("SCIO loader reads both categories separately", async () => {
    const { nir, cup } = await scioLoader({ context: routeContext({ db: test.connection.db }) } as unknown as Parameters<
      typeof scioLoader
    >[0]);
    expect(nir.map((card) => card.name)).toContain("SCIO NIR, sensor de bolsillo");
    expect(cup.map((card) => card.name)).toEqual(["SCIO CUP, analizador de forrajes"]);
  });

  it("shows an empty list and an error state when the database does not answer", async () => {
    // Nothing listens on port 1: the connection is refused, as when the database server is down.
    const unreachable = await openPostgresDatabase("postgres://postgres@127.0.0.1:1/site");
    const log = vi.spyOn(logger, "error").mockImplementation(() => {});
    try {
      expect(await listCategoryCards(unreachable.db, { slug: "redes-enfardar" })).toEqual({ products: [], failed: true });
      expect(log).toHaveBeenCalledWith(expect.objectContaining({ category: "redes-enfardar" }), "Error fetching products");
      expect(unwrap(await productLoader(productArgs(unreachable.db, "00000000-0000-4000-8000-000000000000")))).toEqual({
        status: 503,
        body: { status: "error" },
      });
      // The fallback products do not need the database.
      expect(unwrap(await productLoader(productArgs(unreachable.db, "bioheno"))).status).toBe(200);
    } finally {
      log.mockRestore();
      await unreachable.close();
    }
  });

  it("gives a new database the demo products once, and never brings deleted ones back", async () => {
    const other = await createTestDatabase();
    try {
      const first = await seedDatabase(other.connection.db);
      expect(first.products).toBe(demoProducts.length);
      await other.connection.db.delete(products);
      expect(await seedDatabase(other.connection.db)).toEqual({
        categories: 0,
        products: 0,
        articles: 0,
        siteSettings: false,
        staticListingItems: 0,
      });
    } finally {
      await other.dispose();
    }
  });

  it("skips demo products whose category is missing", async () => {
    const other = await createTestDatabase();
    try {
      await other.connection.db.insert(categories).values({ name: "Redes para enfardar", slug: "redes-enfardar" });
      const inserted = await seedDemoProducts(other.connection.db);
      expect(inserted).toBe(demoProducts.filter((product) => product.categorySlug === "redes-enfardar").length);
    } finally {
      await other.dispose();
    }
  });
});
