import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { applyProductImport, planProductImport } from "~/.server/catalog/products-import";
import { productsCsv } from "~/.server/catalog/products-csv";
import { categories, products } from "~/.server/db/schema";
import { seedDefaultCategories } from "~/.server/db/seed";
import { readFlash } from "~/.server/flash";
import { getUploadStore, uploadKeyOf } from "~/.server/storage";
import { saveUploadedImage } from "~/.server/storage/images";
import * as csvRoute from "~/routes/admin/admin.products.csv";
import * as editRoute from "~/routes/admin/admin.products.$id";
import * as importRoute from "~/routes/admin/admin.products.importar";
import * as listRoute from "~/routes/admin/admin.products";
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
    const image = await saveUploadedImage(new Blob([await sharp({ create: { width: 80, height: 60, channels: 3, background: "#2f7d32" } }).png().toBuffer()]), "products");
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
    expect(response.status).toBe(302);
    const copyId = /^\/admin\/products\/([0-9a-f-]{36})$/.exec(response.headers.get("location") ?? "")?.[1];
    expect(copyId).toBeDefined();
    const { notice } = await readFlash(new Request(TEST_ORIGIN, { headers: { cookie: response.headers.get("set-cookie")!.split(";")[0]! } }));
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
    const deleted = await listRoute.action(await args<typeof listRoute.action>(request("/admin/products", form({ intent: "delete", productId: copyId! }))));
    expect((deleted as Response).status).toBe(302);
    expect(await getUploadStore().get(uploadKeyOf(image)!)).not.toBeNull();
  });

  it("answers a product that no longer exists with a notice, creating nothing", async () => {
    const before = (await db().select().from(products)).length;
    const missing = "00000000-0000-4000-8000-000000000000";
    const result = await editRoute.action(await args<typeof editRoute.action>(request(`/admin/products/${missing}`, form({ intent: "duplicate" })), { id: missing }));
    expect(result).toMatchObject({ notice: { title: "Error al duplicar producto" } });
    expect((await db().select().from(products)).length).toBe(before);
  });
});

describe("CSV export and import", () => {
  it("exports every product, active or not, with its category slug", async () => {
    await insertProduct({ name: "Film stretch inactivo", sku: "FILM-1", isActive: false, categoryId: await categoryId("stretch-films") });
    const response = await csvRoute.loader(await args<typeof csvRoute.loader>(request("/admin/products.csv")));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="productos-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // UTF-8 with its byte-order mark, so a spreadsheet reads the accents.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('"FILM-1","Film stretch inactivo","stretch-films","","no","no","0"');
  });

  it("plans creates, field-by-field updates and refused rows without writing, then applies the valid rows", async () => {
    const existing = await insertProduct({ name: "Red 1,23 m", sku: "RED-123", price: 100, categoryId: await categoryId("redes-enfardar"), images: ["/images/products/red.webp"] });
    const csv = [
      "SKU;Nombre;Categoría;Precio;Activo",
      "RED-123;Red 1,23 m;redes-enfardar;120,50;no",
      "NUEVO-1;Capa para silo 8 x 50 m;capas-ensilaje;;sí",
      "MAL-1;Producto malo;tractores;10;sí",
      ";Sin código;;;sí",
      "NUEVO-1;Repetido;;;sí",
    ].join("\r\n");
    const before = await db().select().from(products);

    const preview = await importRoute.action(
      await args<typeof importRoute.action>(request("/admin/products/importar", form({ intent: "preview", file: new File([csv], "productos.csv", { type: "text/csv" }) }))),
    );
    expect(preview).toMatchObject({ step: "preview", csv });
    const planned = await planProductImport(db(), csv);
    expect(planned.ok).toBe(true);
    if (!planned.ok) return;
    expect(planned.plan.creates.map(({ line, row }) => [line, row.sku, row.name, row.isActive])).toEqual([[3, "NUEVO-1", "Capa para silo 8 x 50 m", true]]);
    expect(planned.plan.updates).toEqual([
      expect.objectContaining({
        line: 2,
        id: existing.id,
        changes: [
          { field: "Precio", before: "100.00", after: "120.50" },
          { field: "Activo", before: "sí", after: "no" },
        ],
      }),
    ]);
    expect(planned.plan.refused).toEqual([
      { line: 4, reason: expect.stringMatching(/^La categoría «tractores» no existe/) },
      { line: 5, reason: "Falta el SKU: es lo que identifica al producto." },
      { line: 6, reason: "El SKU «NUEVO-1» ya aparece en la línea 3: cada producto va una sola vez." },
    ]);
    // The dry run wrote nothing.
    expect(await db().select().from(products)).toEqual(before);

    const applied = await importRoute.action(await args<typeof importRoute.action>(request("/admin/products/importar", form({ intent: "apply", csv }))));
    expect(applied).toEqual({ step: "done", report: { created: 1, updated: 1, refused: 3 } });
    const [updated] = await db().select().from(products).where(eq(products.id, existing.id));
    // Columns the file does not have (and the photos) stay as they were.
    expect(updated).toMatchObject({ price: 120.5, isActive: false, name: "Red 1,23 m", images: ["/images/products/red.webp"] });
    // A new version: an edit form opened before the import is refused rather than putting the old price back (docs/decisions/022).
    expect(updated!.version).toBe(existing.version + 1);
    const [created] = await db().select().from(products).where(eq(products.sku, "NUEVO-1"));
    expect(created).toMatchObject({ name: "Capa para silo 8 x 50 m", categoryId: await categoryId("capas-ensilaje"), price: null, isActive: true });

    // Applying the same file again changes nothing more.
    const again = await applyProductImport(db(), csv);
    expect(again).toEqual({ ok: true, report: { created: 0, updated: 0, refused: 3 } });
  });

  it("round-trips the export: importing it back changes nothing", async () => {
    const exported = await (await csvRoute.loader(await args<typeof csvRoute.loader>(request("/admin/products.csv")))).text();
    const withSku = exported.split("\r\n").filter((line) => line && !line.startsWith('""')).join("\r\n");
    const planned = await planProductImport(db(), withSku);
    expect(planned.ok && { creates: planned.plan.creates.length, updates: planned.plan.updates, refused: planned.plan.refused }).toEqual({ creates: 0, updates: [], refused: [] });
    expect(productsCsv([]).trim()).toBe(exported.split("\r\n")[0]);
  });

  it("refuses a file that is not the catalogue's, with a Spanish reason", async () => {
    const result = await importRoute.action(
      await args<typeof importRoute.action>(request("/admin/products/importar", form({ intent: "preview", file: new File(["Nombre,Precio\nRed,10\n"], "x.csv") }))),
    );
    expect(result).toMatchObject({ data: { step: "error", reason: "Falta la columna «SKU» en la primera línea del archivo." } });
  });
});
