import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchArticlesForAdmin } from "~/.server/articles";
import { searchProductsForAdmin } from "~/.server/catalog/admin-products";
import type { Database } from "~/.server/db";
import { articles, categories, contactMessages, products } from "~/.server/db/schema";
import { searchContactMessages } from "~/.server/leads/messages";
import { articleListQuery, LIST_PAGE_SIZE, listHref, messageListQuery, pageOf, productListQuery, readListQuery } from "~/admin/lib/lists";
import * as articlesRoute from "~/admin/routes/articles";
import * as messagesRoute from "~/admin/routes/messages";
import * as productsRoute from "~/admin/routes/products";
import { createVerifiedUser, setUpAuthTest, signIn, TEST_ORIGIN, type AuthTestContext } from "../support/auth";
import { adminRouteContext } from "../support/route-context";

// The admin lists' search, filters and pages (app/admin/lib/lists.ts, app/.server/db/search.ts):
// the query functions on the database, and the list routes' loaders reading odd addresses. Runs on
// PGlite, and on PostgreSQL with DATABASE_URL set: the folding must agree on both.

const adminEmail = "listas@example.com";
const password = "clave-larga-de-las-listas";

let test: AuthTestContext;
let db: Database;
let cookie: string;
let subcategoryId: string;
let parentId: string;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  test = await setUpAuthTest({ ADMIN_EMAIL: adminEmail });
  db = test.database.connection.db;
  await createVerifiedUser(adminEmail, password);
  cookie = await signIn(adminEmail, password);

  const [parent] = await db.insert(categories).values({ name: "Higiene en tambo", slug: "lista-higiene" }).returning();
  const [sub] = await db
    .insert(categories)
    .values({ name: "Desinfección de pezones", slug: "lista-desinfeccion", parentId: parent!.id })
    .returning();
  parentId = parent!.id;
  subcategoryId = sub!.id;
  // 30 nets, newest first by their number, and four products the searches look for.
  await db.insert(products).values([
    ...Array.from({ length: 30 }, (_, index) => ({
      name: `Red número ${String(index + 1).padStart(2, "0")}`,
      createdAt: minutesAgo(100 - index),
    })),
    { name: "Solución de DESINFECCIÓN Plus", sku: "DES-001", categoryId: sub!.id, createdAt: minutesAgo(5) },
    { name: "Yodo pre-dipping", sku: "YOD_50%", categoryId: sub!.id, isActive: false, createdAt: minutesAgo(4) },
    { name: "Ñandú film 100% virgen", sku: "NAN-1", createdAt: minutesAgo(3) },
    { name: "Film 100 micras", sku: "FIL-100", createdAt: minutesAgo(2) },
  ]);

  const now = new Date();
  await db.insert(articles).values([
    {
      title: "Cómo elegir la red para enfardar",
      slug: "lista-red",
      isPublished: true,
      publishedAt: minutesAgo(60),
      createdAt: minutesAgo(60),
    },
    { title: "Desinfección después del ordeñe", slug: "lista-desinfeccion", isPublished: false, createdAt: minutesAgo(50) },
    {
      title: "Feria de otoño: desinfeccion y sanidad",
      slug: "lista-feria",
      isPublished: true,
      publishedAt: new Date(now.getTime() + 86_400_000),
      createdAt: minutesAgo(40),
    },
    { title: "Nota sin fecha", slug: "lista-sin-fecha", isPublished: true, publishedAt: null, createdAt: minutesAgo(30) },
  ]);

  const base = { source: "contacto", mensaje: "Consulta" };
  await db.insert(contactMessages).values([
    ...Array.from({ length: 27 }, (_, index) => ({
      ...base,
      nombre: `Cliente ${index + 1}`,
      email: `cliente${index + 1}@example.com`,
      createdAt: minutesAgo(200 - index),
    })),
    { ...base, nombre: "José", apellido: "Núñez", email: "jnunez@campo.com.uy", createdAt: minutesAgo(10) },
    { ...base, nombre: "María", apellido: "Pérez", email: "maria@example.com", createdAt: minutesAgo(9), stage: "ganada" },
    { ...base, nombre: "Robot", email: "spam@example.com", createdAt: minutesAgo(8), spamReason: "honeypot" },
  ]);
});
afterAll(() => test.dispose());

function get(pathAndQuery: string): Request {
  return new Request(new URL(pathAndQuery, TEST_ORIGIN), { headers: { accept: "text/html", cookie } });
}

async function loaderArgs(req: Request) {
  return { request: req, params: {}, context: await adminRouteContext(req), unstable_pattern: "" } as never;
}

describe("reading a list's address", () => {
  it("keeps sensible values and drops or clamps the rest, never refusing", () => {
    expect(
      readListQuery(
        "/admin/products?q=%20red%20&estado=activo&categoria=" + "0b0e5a5e-3c1f-4c39-9d4b-2f6f5f3e8a11" + "&pagina=2",
        productListQuery,
      ),
    ).toEqual({
      q: "red",
      estado: "activo",
      categoria: "0b0e5a5e-3c1f-4c39-9d4b-2f6f5f3e8a11",
      pagina: 2,
    });
    expect(readListQuery("/admin/products?estado=todos&categoria=abc&pagina=abc", productListQuery)).toEqual({
      q: "",
      estado: "",
      categoria: "",
      pagina: 1,
    });
    expect(readListQuery("/admin/articles?estado=publicado&estado=borrador&pagina=-3", articleListQuery)).toEqual({
      q: "",
      estado: "publicado",
      pagina: 1,
    });
    expect(readListQuery("/admin/articles?pagina=1e3&q=" + "x".repeat(300), articleListQuery)).toEqual({
      q: "x".repeat(100),
      estado: "",
      pagina: 1,
    });
    expect(readListQuery("/admin/messages?estado=cualquiera", messageListQuery)).toEqual({ q: "", estado: "abiertos", pagina: 1 });
  });

  it("clamps a page past the end to the last one and builds short addresses", () => {
    expect(pageOf(999, 38)).toEqual({ page: 2, pageCount: 2, offset: LIST_PAGE_SIZE });
    expect(pageOf(3, 0)).toEqual({ page: 1, pageCount: 1, offset: 0 });
    expect(listHref({ q: "red azul", estado: "", pagina: 1 }, { pagina: 2 })).toBe("?q=red+azul&pagina=2");
    expect(listHref({ q: "", estado: "" })).toBe("?");
  });
});

describe("products", () => {
  const query = { q: "", estado: "", categoria: "" } as const;
  const names = async (q: Partial<Parameters<typeof searchProductsForAdmin>[1]>) =>
    (await searchProductsForAdmin(db, { ...query, ...q })).rows.map((row) => row.name);

  it("finds by name or SKU whatever the accents and the case", async () => {
    expect(await names({ q: "desinfeccion" })).toEqual(["Solución de DESINFECCIÓN Plus"]);
    expect(await names({ q: "SOLUCIÓN" })).toEqual(["Solución de DESINFECCIÓN Plus"]);
    expect(await names({ q: "nandu" })).toEqual(["Ñandú film 100% virgen"]);
    expect(await names({ q: "des-0" })).toEqual(["Solución de DESINFECCIÓN Plus"]);
  });

  it("matches %, _ and backslashes literally", async () => {
    expect(await names({ q: "100%" })).toEqual(["Ñandú film 100% virgen"]);
    expect(await names({ q: "YOD_5" })).toEqual(["Yodo pre-dipping"]);
    expect(await names({ q: "_" })).toEqual(["Yodo pre-dipping"]);
    // Only the two that hold a % (in the name, in the SKU), not every product.
    expect(await names({ q: "%" })).toEqual(["Ñandú film 100% virgen", "Yodo pre-dipping"]);
    expect(await names({ q: "\\" })).toEqual([]);
  });

  it("filters by category (a top-level one takes in its subcategories) and by status", async () => {
    expect(await names({ categoria: subcategoryId })).toEqual(["Yodo pre-dipping", "Solución de DESINFECCIÓN Plus"]);
    expect(await names({ categoria: parentId })).toEqual(["Yodo pre-dipping", "Solución de DESINFECCIÓN Plus"]);
    expect(await names({ categoria: subcategoryId, estado: "activo" })).toEqual(["Solución de DESINFECCIÓN Plus"]);
    expect(await names({ estado: "inactivo" })).toEqual(["Yodo pre-dipping"]);
  });

  it("pages by 25, newest first, with the count", async () => {
    const first = await searchProductsForAdmin(db, { ...query, pagina: 1 });
    expect(first).toMatchObject({ total: 34, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]!.name).toBe("Film 100 micras");
    const second = await searchProductsForAdmin(db, { ...query, pagina: 2 });
    expect(second.rows.map((row) => row.name)).toEqual([
      "Red número 09",
      "Red número 08",
      "Red número 07",
      "Red número 06",
      "Red número 05",
      "Red número 04",
      "Red número 03",
      "Red número 02",
      "Red número 01",
    ]);
    expect(await searchProductsForAdmin(db, { ...query, q: "red", pagina: 999 })).toMatchObject({ total: 30, page: 2, pageCount: 2 });
    expect(await searchProductsForAdmin(db, { ...query, q: "no existe" })).toEqual({ rows: [], total: 0, page: 1, pageCount: 1 });
  });

  it("answers odd addresses with a sensible page, never an error", async () => {
    const odd = await productsRoute.loader(await loaderArgs(get("/admin/products?pagina=abc&estado=roto&categoria=no-es-un-id&q=red")));
    expect(odd.notice).toBeNull();
    expect(odd.query).toEqual({ q: "red", estado: "", categoria: "", pagina: 1 });
    expect(odd.list.total).toBe(30);
    const unknownCategory = await productsRoute.loader(
      await loaderArgs(get("/admin/products?categoria=0b0e5a5e-3c1f-4c39-9d4b-2f6f5f3e8a11&pagina=999")),
    );
    expect(unknownCategory.query).toMatchObject({ categoria: "", pagina: 2 });
    const undo = await productsRoute.loader(await loaderArgs(get("/admin/products?cambio=no-es-un-id")));
    expect(undo.statusChange).toBeNull();
  });
});

describe("articles", () => {
  const titles = async (q: Partial<Parameters<typeof searchArticlesForAdmin>[1]>) =>
    (await searchArticlesForAdmin(db, { q: "", estado: "", ...q })).rows.map((row) => row.title);

  it("finds by title whatever the accents and the case", async () => {
    expect(await titles({ q: "DESINFECCION" })).toEqual(["Feria de otoño: desinfeccion y sanidad", "Desinfección después del ordeñe"]);
    expect(await titles({ q: "ordeñe" })).toEqual(["Desinfección después del ordeñe"]);
  });

  it("filters by state with the public site's own notion of published and scheduled", async () => {
    expect(await titles({ estado: "publicado" })).toEqual(["Nota sin fecha", "Cómo elegir la red para enfardar"]);
    expect(await titles({ estado: "programado" })).toEqual(["Feria de otoño: desinfeccion y sanidad"]);
    expect(await titles({ estado: "borrador" })).toEqual(["Desinfección después del ordeñe"]);
    // Once its date has come, a scheduled article counts as published.
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    expect((await searchArticlesForAdmin(db, { q: "", estado: "programado" }, tomorrow)).rows).toEqual([]);
  });

  it("answers odd addresses with the whole list", async () => {
    const odd = await articlesRoute.loader(await loaderArgs(get("/admin/articles?estado=archivado&pagina=999")));
    expect(odd.query).toEqual({ q: "", estado: "", pagina: 1 });
    expect(odd.list).toMatchObject({ total: 4, page: 1, pageCount: 1 });
  });
});

describe("messages", () => {
  const names = async (q: Partial<Parameters<typeof searchContactMessages>[1]>) =>
    (await searchContactMessages(db, { q: "", estado: "todos", ...q })).rows.map((row) => row.nombre);

  it("finds by name, surname or e-mail whatever the accents and the case", async () => {
    expect(await names({ q: "jose nunez" })).toEqual(["José"]);
    expect(await names({ q: "NÚÑEZ" })).toEqual(["José"]);
    expect(await names({ q: "@campo.com" })).toEqual(["José"]);
    expect(await names({ q: "perez", estado: "abiertos" })).toEqual([]);
    expect(await names({ q: "perez", estado: "cerrados" })).toEqual(["María"]);
    expect(await names({ q: "robot", estado: "spam" })).toEqual(["Robot"]);
  });

  it("pages the open messages by 25 and keeps the old ?filtro= addresses", async () => {
    const first = await searchContactMessages(db, { q: "", estado: "abiertos" });
    expect(first).toMatchObject({ total: 28, page: 1, pageCount: 2 });
    expect(first.rows[0]!.nombre).toBe("José");
    const last = await searchContactMessages(db, { q: "", estado: "abiertos", pagina: 2 });
    expect(last.rows.map((row) => row.nombre)).toEqual(["Cliente 3", "Cliente 2", "Cliente 1"]);

    const odd = await messagesRoute.loader(await loaderArgs(get("/admin/messages?estado=nada&pagina=0")));
    expect(odd.query).toEqual({ q: "", estado: "abiertos", pagina: 1 });
    const old = await messagesRoute.loader(await loaderArgs(get("/admin/messages?filtro=cerrados")));
    expect(old.list.rows.map((row) => row.nombre)).toEqual(["María"]);
  });
});
