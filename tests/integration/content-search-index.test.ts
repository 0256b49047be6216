import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServerConfig } from "~/.server/config";
import { queryRows } from "~/.server/db/client";
import { openConfiguredDatabase } from "~/.server/db";
import { contentSearchDocuments, indexContentPages } from "~/.server/search/content-documents";
import { searchSite } from "~/.server/search/search-site";
import { createTestDatabase, type TestDatabase } from "../support/database";

// The content pages in the site search: written at start-up from the code's registries, a page that
// is gone leaves the index, a restart with the same code writes nothing, and the Spanish full-text
// search finds a page by a word of its text.

let database: TestDatabase;
const db = () => database.connection.db;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

interface StoredDocument {
  id: string;
  source: string;
  kind: string;
  path: string;
  title: string;
  body: string;
  image: string | null;
  updated_at: string;
}

const contentRows = () =>
  queryRows<StoredDocument>(
    db(),
    sql`select id, source, kind, path, title, body, image, updated_at::text from search_documents where source = 'content' order by id`,
  );

/** Titles of the documents whose vector matches a tsquery written as the search would write it. */
const found = async (query: string) =>
  (
    await queryRows<{ title: string }>(
      db(),
      sql`select title from search_documents where vector @@ to_tsquery('spanish', unaccent(${query})) order by title`,
    )
  ).map((row) => row.title);

describe("content pages in the search index", () => {
  it("writes one document per content page, from the code's registries", async () => {
    const documents = contentSearchDocuments();
    const report = await indexContentPages(db());
    expect(report).toEqual({ written: documents.length, removed: 0 });

    const rows = await contentRows();
    expect(rows.map((row) => row.id)).toEqual(documents.map((document) => document.id).sort());
    expect(rows.find((row) => row.path === "/tambo/tratamiento-agua")).toMatchObject({
      kind: "page",
      title: "Tratamiento de agua en el tambo",
      image: "/images/sector-tambo-400.webp",
    });
    expect(rows.find((row) => row.path === "/productos/innovent")).toMatchObject({ kind: "product", title: "InnoVent" });
    // Their words are in the vocabulary the typo correction reads.
    const [words] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from search_words where document_id = 'page:/tambo/tratamiento-agua' and word = 'efervescentes'`,
    );
    expect(words?.n).toBe(1);
  });

  it("finds a page by a word of its text, without accents and by its beginning", async () => {
    // "ordeñe" is in the text of the dairy pages; typed as a prefix, with or without the eñe.
    expect(await found("ordeñe:*")).toContain("Soluciones para el tambo");
    expect(await found("ordene:*")).toContain("Soluciones para el tambo");
    expect(await found("efervescente")).toContain("Tratamiento de agua en el tambo");
    expect(await found("desinfeccion & pezones")).toContain("Pre y post dipping");
    expect(await found("elongacion & ndicator")).toEqual(expect.arrayContaining(["FlexNet X-SPAN NDicator"]));
  });

  it("reaches the visitor through the site search: pages in Páginas, pallet products in Productos, with their picture", async () => {
    const pages = (await searchSite(db(), "tratamiento agua tambo")).groups.find((group) => group.kind === "page")!;
    expect(pages.hits[0]).toMatchObject({ path: "/tambo/tratamiento-agua", image: { src: "/images/sector-tambo-400.webp" } });
    const products = (await searchSite(db(), "innovent")).groups.find((group) => group.kind === "product")!;
    expect(products.hits.map((hit) => hit.path)).toContain("/productos/innovent");
    // Misspelt, a word of a page's text is corrected to it.
    const corrected = await searchSite(db(), "efervesentes");
    expect(corrected.groups.find((group) => group.kind === "page")!.hits.map((hit) => hit.path)).toContain("/tambo/tratamiento-agua");
  });

  it("changes nothing when run again with the same code", async () => {
    const before = await contentRows();
    expect(await indexContentPages(db())).toEqual({ written: 0, removed: 0 });
    expect(await contentRows()).toEqual(before);
  });

  it("rewrites a page whose text changed and removes the page that is gone, leaving other sources alone", async () => {
    await db().execute(
      sql`select search_write_document('page:/pagina-retirada', 'content', 'page', '/pagina-retirada', 'Página retirada', '', '', 'Texto viejo sobre quetzales', null, null, null)`,
    );
    await db().execute(
      sql`select search_write_document('product:otro', 'product', 'product', '/producto/otro', 'Producto de otra fuente', '', '', '', null, null, null)`,
    );
    await db().execute(sql`update search_documents set title = 'Título viejo' where id = 'page:/ambic'`);

    expect(await indexContentPages(db())).toEqual({ written: 1, removed: 1 });
    const ids = (await contentRows()).map((row) => row.id);
    expect(ids).not.toContain("page:/pagina-retirada");
    expect((await contentRows()).find((row) => row.id === "page:/ambic")?.title).toBe("AMBIC: salud de ubre e higiene del ordeñe");
    expect(await found("quetzales")).toEqual([]);
    const [other] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from search_documents where id = 'product:otro'`);
    expect(other?.n).toBe(1);
    const [orphanWords] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from search_words where document_id = 'page:/pagina-retirada'`,
    );
    expect(orphanWords?.n).toBe(0);
  });

  it("is called at start-up: a database opened for the server has the content pages in its index", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "content-search-"));
    const config = readServerConfig(database.url ? { DATABASE_URL: database.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir });
    const connection = await openConfiguredDatabase(config);
    try {
      const [row] = await queryRows<{ n: number }>(
        connection.db,
        sql`select count(*)::int as n from search_documents where source = 'content'`,
      );
      expect(row?.n).toBe(contentSearchDocuments().length);
    } finally {
      await connection.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
