import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applyProductImportBatch,
  driveProductImport,
  IMPORT_BATCH_ROWS,
  planProductImport,
  resumeStalledProductImports,
  startProductImport,
} from "~/.server/catalog/products-import";
import { activityLog, categories, productImports, products } from "~/.server/db/schema";
import { seedDefaultCategories } from "~/.server/db/seed";
import { readFlash } from "~/.server/flash";
import { getUploadStore, uploadKeyOf } from "~/.server/storage";
import { saveUploadedImage } from "~/.server/storage/images";
import * as csvRoute from "~/admin/routes/products.csv";
import * as editRoute from "~/admin/routes/products.$id";
import * as importRoute from "~/admin/routes/products.importar";
import * as listRoute from "~/admin/routes/products";
import { TEST_ORIGIN } from "../support/auth";
import { setUpSignedInAdmin } from "../support/signed-in-admin";
import { adminRouteContext } from "../support/route-context";

// Duplicating a product and the catalogue's CSV export and import, through the route modules as
// React Router runs them (PGlite, or PostgreSQL when DATABASE_URL is set).

const adminEmail = "herramientas@example.com";

const admin = setUpSignedInAdmin(adminEmail);
beforeAll(async () => {
  await seedDefaultCategories(admin.test.database.connection.db);
});

function request(pathname: string, body?: FormData): Request {
  const headers = new Headers({ accept: "text/html", origin: TEST_ORIGIN, cookie: admin.cookie });
  return new Request(new URL(pathname, TEST_ORIGIN), { method: body ? "POST" : "GET", headers, body });
}

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];
const args = async <T extends (...args: never[]) => unknown>(req: Request, params: Record<string, string> = {}) =>
  ({ request: req, params, context: await adminRouteContext(req), unstable_pattern: "" }) as unknown as Args<T>;

function form(fields: Record<string, string | Blob>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const db = () => admin.test.database.connection.db;

async function categoryId(slug: string): Promise<string> {
  const [row] = await db().select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return row!.id;
}

async function insertProduct(values: Partial<typeof products.$inferInsert> & { name: string }) {
  const [row] = await db().insert(products).values(values).returning();
  return row!;
}

describe("Duplicar", () => {
  it("creates an inactive 'Copia de …' without SKU, with the same fields and photos, and opens it", async () => {
    const image = await saveUploadedImage(
      new Blob([
        await sharp({ create: { width: 80, height: 60, channels: 3, background: "#2f7d32" } })
          .png()
          .toBuffer(),
      ]),
      "products",
    );
    const original = await insertProduct({
      name: "Hilo sisal 2.000 m",
      sku: "HILO-2000",
      price: 540,
      categoryId: await categoryId("hilos-enfardar"),
      features: ["Rinde 2.000 m"],
      specifications: { Material: "Sisal" },
      images: [image],
      imageAlts: ["Rollo de hilo sisal"],
      isActive: true,
      isFeatured: true,
      stockQuantity: 7,
    });
    const response = (await editRoute.action(
      await args<typeof editRoute.action>(request(`/admin/products/${original.id}`, form({ intent: "duplicate" })), { id: original.id }),
    )) as Response;
    expect(response.status).toBe(303);
    const copyId = /^\/admin\/products\/([0-9a-f-]{36})$/.exec(response.headers.get("location") ?? "")?.[1];
    expect(copyId).toBeDefined();
    const { notice } = await readFlash(
      new Request(TEST_ORIGIN, { headers: { cookie: response.headers.get("set-cookie")!.split(";")[0]! } }),
    );
    expect(notice?.title).toBe("Copia creada");

    const [copy] = await db().select().from(products).where(eq(products.id, copyId!));
    expect(copy).toMatchObject({
      name: "Copia de Hilo sisal 2.000 m",
      sku: null,
      isActive: false,
      price: 540,
      categoryId: original.categoryId,
      features: ["Rinde 2.000 m"],
      specifications: { Material: "Sisal" },
      images: [image],
      imageAlts: ["Rollo de hilo sisal"],
      stockQuantity: 7,
    });

    // Deleting the copy keeps the photo the original still shows.
    const deleted = await listRoute.action(
      await args<typeof listRoute.action>(request("/admin/products", form({ intent: "delete", productId: copyId! }))),
    );
    expect((deleted as Response).status).toBe(303);
    expect(await getUploadStore().get(uploadKeyOf(image)!)).not.toBeNull();
  });

  it("answers a product that no longer exists with a notice, creating nothing", async () => {
    const before = (await db().select().from(products)).length;
    const missing = "00000000-0000-4000-8000-000000000000";
    const result = await editRoute.action(
      await args<typeof editRoute.action>(request(`/admin/products/${missing}`, form({ intent: "duplicate" })), { id: missing }),
    );
    expect(result).toMatchObject({ notice: { title: "Error al duplicar producto" } });
    expect((await db().select().from(products)).length).toBe(before);
  });
});

describe("CSV export and import", () => {
  const importing = async (fields: Record<string, string | Blob>) =>
    importRoute.action(await args<typeof importRoute.action>(request("/admin/products/importar", form(fields))));
  const csvFile = (bytes: string | Uint8Array<ArrayBuffer>, name = "productos.csv") => new File([bytes], name, { type: "text/csv" });

  /** Uploads a file as the page does; returns the stored import's id from the address it leads to. */
  async function preview(file: File): Promise<string> {
    const response = (await importRoute.action(
      await args<typeof importRoute.action>(request("/admin/products/importar", form({ intent: "preview", file }))),
    )) as Response;
    expect(response.status).toBe(303);
    return /\?importacion=([0-9a-f-]{36})$/.exec(response.headers.get("location")!)![1]!;
  }

  async function importPage(id: string) {
    const data = await importRoute.loader(await args<typeof importRoute.loader>(request(`/admin/products/importar?importacion=${id}`)));
    return data.productImport!;
  }

  it("exports every product, active or not, for Excel in Spanish: BOM, semicolons, the category's name path, decimal commas", async () => {
    await insertProduct({
      name: "Film stretch inactivo",
      sku: "FILM-1",
      isActive: false,
      price: 1250.5,
      categoryId: await categoryId("stretch-films"),
    });
    const response = await csvRoute.loader(await args<typeof csvRoute.loader>(request("/admin/products.csv")));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="productos-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toMatch(/^"SKU";"Nombre";"Categoría";"Precio"/);
    expect(text).toContain('"FILM-1";"Film stretch inactivo";"Embalaje de cultivos > Stretch films para silo";"1250,50";"no";"no";"0"');
  });

  it("previews a Windows-1252 file without writing: Excel's row numbers and the product's name in each refusal, categories by name path or slug", async () => {
    const existing = await insertProduct({
      name: "Red 1,23 m",
      sku: "RED-123",
      price: 100,
      categoryId: await categoryId("redes-enfardar"),
      images: ["/images/products/red.webp"],
    });
    const csv = [
      "SKU;Nombre;Categoría;Precio;Activo;Stock",
      "RED-123;Red 1,23 m;redes-enfardar;120,50;no;",
      "NUEVO-1;Semilla de maíz Ñandú;Tambo > Pre y post dipping;1.250,50;sí;3",
      "MAL-1;Producto malo;tractores;10;sí;",
      ";Sin código;;;sí;",
      "",
      "NUEVO-1;Repetido;;;sí;",
      "CARO-1;Tractor de oro;;12345678901;sí;",
      "STOCK-1;Hilo sin fin;;10;sí;2147483648",
      "AMBIG-1;Hilo dudoso;;1.250;sí;",
    ].join("\r\n");
    const latin1 = Uint8Array.from([...csv].map((char) => char.charCodeAt(0)));
    const before = await db().select().from(products);

    const id = await preview(csvFile(latin1, "productos\0.csv"));
    const page = await importPage(id);
    expect(page).toMatchObject({ status: "planned", fileName: "productos.csv", total: 2 });
    expect(page.preview.creates).toEqual([{ sheetRow: 3, name: "Semilla de maíz Ñandú", sku: "NUEVO-1", isActive: true }]);
    expect(page.preview.updates).toEqual([
      {
        sheetRow: 2,
        name: "Red 1,23 m",
        sku: "RED-123",
        changes: [
          { field: "Precio", before: "100,00", after: "120,50" },
          { field: "Activo", before: "sí", after: "no" },
        ],
      },
    ]);
    expect(page.preview.refused).toEqual([
      { sheetRow: 4, name: "Producto malo", reason: expect.stringMatching(/^La categoría «tractores» no existe/) },
      { sheetRow: 5, name: "Sin código", reason: "Falta el SKU: es lo que identifica al producto." },
      { sheetRow: 7, name: "Repetido", reason: "El SKU «NUEVO-1» ya está en la fila 3: cada producto va una sola vez." },
      { sheetRow: 8, name: "Tractor de oro", reason: expect.stringMatching(/^El precio puede ser como mucho 9\.999\.999\.999,99/) },
      { sheetRow: 9, name: "Hilo sin fin", reason: expect.stringMatching(/^El stock puede ser como mucho 2\.147\.483\.647/) },
      { sheetRow: 10, name: "Hilo dudoso", reason: expect.stringMatching(/^«1\.250» puede leerse como 1\.250 o como 1,25/) },
    ]);
    // The preview wrote nothing to the catalogue.
    expect(await db().select().from(products)).toEqual(before);

    const applied = (await importRoute.action(
      await args<typeof importRoute.action>(request("/admin/products/importar", form({ intent: "apply", importacion: id }))),
    )) as Response;
    expect(applied.headers.get("location")).toBe(`/admin/products/importar?importacion=${id}`);
    await driveProductImport(db(), id);
    expect(await importPage(id)).toMatchObject({ status: "done", applied: 2, created: 1, updated: 1, skipped: [] });
    const [updated] = await db().select().from(products).where(eq(products.id, existing.id));
    // Columns the file does not have (and the photos) stay as they were.
    expect(updated).toMatchObject({
      price: 120.5,
      isActive: false,
      name: "Red 1,23 m",
      images: ["/images/products/red.webp"],
      version: existing.version + 1,
    });
    const [created] = await db().select().from(products).where(eq(products.sku, "NUEVO-1"));
    expect(created).toMatchObject({
      name: "Semilla de maíz Ñandú",
      categoryId: await categoryId("pre-post-dipping"),
      price: 1250.5,
      stockQuantity: 3,
      isActive: true,
    });
    const [entry] = await db().select().from(activityLog).where(eq(activityLog.action, "imported")).orderBy(desc(activityLog.at)).limit(1);
    expect(entry).toMatchObject({ actorEmail: adminEmail, label: "Productos desde CSV", detail: "1 producto nuevo, 1 cambiado" });

    // Confirming again starts nothing more; the same file again changes nothing.
    await importing({ intent: "apply", importacion: id });
    expect(await importPage(id)).toMatchObject({ created: 1, updated: 1 });
    expect((await importPage(await preview(csvFile(latin1)))).total).toBe(0);
  });

  it("applies a confirmed import batch by batch, skipping rows changed since the preview, and another instance takes over a stalled one", async () => {
    const changedMeanwhile = await insertProduct({ name: "Hilo que alguien edita", sku: "LOTE-0", price: 10 });
    const rows = Array.from({ length: 5 }, (_, index) => `LOTE-${index + 1};Hilo del lote ${index + 1};hilos-enfardar;${index + 1}0`);
    const id = await preview(csvFile(["SKU;Nombre;Categoría;Precio", ...rows, "LOTE-0;Hilo que alguien edita;;11"].join("\n")));
    expect(await startProductImport(db(), id, { id: null, email: adminEmail })).toBe(true);

    expect(await applyProductImportBatch(db(), id, 2)).toBe("more");
    const applying = await importPage(id);
    expect(applying).toMatchObject({ status: "applying", applied: 2, created: 2, updated: 0 });
    // The progress page reloads itself, scripts or not, until the import is done.
    const refresh = { httpEquiv: "refresh", content: "2" };
    expect(importRoute.meta({ matches: [], loaderData: { productImport: applying, gone: false } } as never)).toContainEqual(refresh);
    expect((await db().select().from(products).where(eq(products.sku, "LOTE-1"))).length).toBe(1);
    // Between batches the catalogue keeps answering, and a colleague saves a product the file changes.
    await db()
      .update(products)
      .set({ price: 12, version: changedMeanwhile.version + 1 })
      .where(eq(products.id, changedMeanwhile.id));

    // The instance writing it stops; after a while another one finds it and finishes it.
    await db()
      .update(productImports)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(productImports.id, id));
    await resumeStalledProductImports(db());
    const done = await importPage(id);
    expect(done).toMatchObject({ status: "done", applied: 6, created: 5, updated: 0 });
    expect(importRoute.meta({ matches: [], loaderData: { productImport: done, gone: false } } as never)).not.toContainEqual(refresh);
    expect(done.skipped).toEqual([
      {
        sheetRow: 7,
        name: "Hilo que alguien edita",
        reason: expect.stringMatching(/^Alguien cambió o eliminó este producto después de la vista previa/),
      },
    ]);
    expect((await db().select().from(products).where(eq(products.sku, "LOTE-5")))[0]).toMatchObject({ name: "Hilo del lote 5", price: 50 });
    expect((await db().select().from(products).where(eq(products.id, changedMeanwhile.id)))[0]).toMatchObject({ price: 12 });
  });

  it("answers other requests between batches while a large import is written", async () => {
    const rows = Array.from(
      { length: IMPORT_BATCH_ROWS * 2 + 1 },
      (_, index) => `MUCHOS-${index};Hilo número ${index};hilos-enfardar;${index},50`,
    );
    const id = await preview(csvFile(["SKU;Nombre;Categoría;Precio", ...rows].join("\r\n")));
    await importing({ intent: "apply", importacion: id });
    // A page asked for meanwhile is answered before the import ends, not after it.
    const [meanwhile] = await db()
      .select({ applied: productImports.applied, total: productImports.total })
      .from(productImports)
      .where(eq(productImports.id, id));
    expect(meanwhile!.applied).toBeLessThan(meanwhile!.total);
    await driveProductImport(db(), id);
    expect(await importPage(id)).toMatchObject({ status: "done", applied: rows.length, created: rows.length });
  });

  it("round-trips the export: importing it back changes nothing", async () => {
    const exported = await (await csvRoute.loader(await args<typeof csvRoute.loader>(request("/admin/products.csv")))).text();
    const withSku = exported
      .split("\r\n")
      .filter((line) => line && !line.startsWith('"";'))
      .join("\r\n");
    const planned = await planProductImport(db(), withSku);
    expect(planned.ok && { operations: planned.plan.operations, refused: planned.plan.preview.refused }).toEqual({
      operations: [],
      refused: [],
    });
  });

  it("refuses a file that is not the catalogue's, a workbook or one over 2 MB with a Spanish reason, storing nothing", async () => {
    const before = await db().select({ id: productImports.id }).from(productImports);
    const reasonFor = async (file: File) =>
      (await importing({ intent: "preview", file })) as unknown as { data: { reason: string }; init: { status: number } };
    expect(await reasonFor(csvFile("Nombre,Precio\nRed,10\n"))).toMatchObject({
      data: { reason: "Falta la columna «SKU» en la primera fila del archivo." },
      init: { status: 400 },
    });
    expect((await reasonFor(csvFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), "productos.xlsx"))).data.reason).toMatch(
      /^Es un libro de Excel, no un CSV/,
    );
    expect((await reasonFor(csvFile("SKU;Nombre\n".padEnd(2 * 1024 * 1024 + 1, "x")))).data.reason).toMatch(/^El archivo pesa más de 2 MB/);
    expect(await db().select({ id: productImports.id }).from(productImports)).toEqual(before);
  });
});
