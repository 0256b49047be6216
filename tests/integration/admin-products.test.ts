import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { categories, products } from "~/.server/db/schema";
import { readFlash } from "~/.server/flash";
import { getUploadStore, uploadKeyOf } from "~/.server/storage";
import * as editRoute from "~/admin/routes/products.$id";
import * as uploadRoute from "~/admin/routes/products.imagenes";
import * as listRoute from "~/admin/routes/products";
import * as newRoute from "~/admin/routes/products.nuevo";
import { TEST_ORIGIN } from "../support/auth";
import { setUpSignedInAdmin } from "../support/signed-in-admin";
import { adminRouteContext } from "../support/route-context";

// The admin products actions (docs/requirements.md §2 'Admin', §4, §5, §8) run the way React Router
// runs them: a request carrying the administrator's session cookie, answered by the route module.

const adminEmail = "catalogo@example.com";

const admin = setUpSignedInAdmin(adminEmail);

function request(pathname: string, body?: FormData, options: { cookie?: string | null } = {}): Request {
  const headers = new Headers({ accept: "text/html", origin: TEST_ORIGIN });
  const sessionCookie = options.cookie === undefined ? admin.cookie : options.cookie;
  if (sessionCookie) headers.set("cookie", sessionCookie);
  return new Request(new URL(pathname, TEST_ORIGIN), { method: body ? "POST" : "GET", headers, body });
}

// The route functions' argument, as React Router builds it below the guarded admin layout.
type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];
const args = async <T extends (...args: never[]) => unknown>(req: Request, params: Record<string, string> = {}) =>
  ({ request: req, params, context: await adminRouteContext(req), unstable_pattern: "" }) as unknown as Args<T>;

interface DataWithInit<T> {
  data: T;
  init: { status?: number } | null;
}

/** The value an action returned with data(…, { status }). */
function payload<T>(result: unknown): DataWithInit<T> {
  return result as DataWithInit<T>;
}

async function flashOf(response: unknown, location = "/admin/products"): Promise<string | undefined> {
  expect(response).toBeInstanceOf(Response);
  const redirect = response as Response;
  expect(redirect.status).toBe(303);
  expect(redirect.headers.get("location")).toBe(location);
  const setCookie = redirect.headers.get("set-cookie")!.split(";")[0]!;
  const { notice } = await readFlash(new Request(TEST_ORIGIN, { headers: { cookie: setCookie } }));
  return notice?.title;
}

const photo = (color: string) => sharp({ create: { width: 120, height: 90, channels: 3, background: color } });

function productForm(fields: Record<string, string | string[]>, files: File[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  for (const file of files) form.append("newImages", file);
  return form;
}

async function subcategory(slug: string) {
  const db = admin.test.database.connection.db;
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug));
  return row!;
}

/** The stored bytes of an uploaded image's URL, or null when the store has none (folder or bucket alike). */
async function storedBytes(url: string): Promise<Buffer | null> {
  const stored = await getUploadStore().get(uploadKeyOf(url)!);
  return stored ? buffer(stored.body) : null;
}

describe("admin products", () => {
  it("seeds the default categories and offers only subcategories, as 'parent > name'", async () => {
    const { categories: options } = await newRoute.loader(await args<typeof newRoute.loader>(request("/admin/products/nuevo")));
    expect(options.length).toBeGreaterThan(20);
    expect(options.map((option) => option.label)).toContain("Embalaje de cultivos > Redes para enfardar");
    expect(options.every((option) => option.label.includes(" > "))).toBe(true);
  });

  it("creates a product with two uploaded pictures, in the order chosen, and returns to the list", async () => {
    const nets = await subcategory("redes-enfardar");
    const files = [
      new File([await photo("#2f7d32").png().toBuffer()], "frente.png", { type: "image/png" }),
      new File([await photo("#c0392b").jpeg().toBuffer()], "rollo.jpg", { type: "image/jpeg" }),
    ];
    const form = productForm(
      {
        name: "Red Tamanet Edge 1,23 m",
        price: "189.90",
        stockQuantity: "25",
        categoryId: nets.id,
        features: "Cubre de borde a borde\n\nTratada contra rayos UV",
        specKey: ["Ancho", ""],
        specValue: ["1,23 m", ""],
        isActive: "on",
        isFeatured: "on",
      },
      files,
    );
    const response = await newRoute.action(await args<typeof newRoute.action>(request("/admin/products/nuevo", form)));
    expect(await flashOf(response)).toBe("Producto creado correctamente");

    const db = admin.test.database.connection.db;
    const [stored] = await db.select().from(products).where(eq(products.name, "Red Tamanet Edge 1,23 m"));
    expect(stored).toMatchObject({
      price: 189.9,
      stockQuantity: 25,
      categoryId: nets.id,
      features: ["Cubre de borde a borde", "Tratada contra rayos UV"],
      specifications: { Ancho: "1,23 m" },
      isActive: true,
      isFeatured: true,
    });
    expect(stored!.images).toHaveLength(2);
    // The first picture stays first: its widest variant is the green original's size.
    const first = await sharp((await storedBytes(stored!.images[0]!))!).stats();
    expect(first.dominant.g).toBeGreaterThan(first.dominant.r);

    const list = await listRoute.loader(await args<typeof listRoute.loader>(request("/admin/products")));
    expect(list.list.rows.find((row) => row.id === stored!.id)).toMatchObject({
      categoryLabel: "Embalaje de cultivos > Redes para enfardar",
      isActive: true,
    });
  });

  it("refuses a nameless product with a bad price, keeping everything typed and storing nothing", async () => {
    const db = admin.test.database.connection.db;
    const before = (await db.select().from(products)).length;
    const form = productForm({ name: " ", price: "doce", description: "Hilo sisal de 2.000 m por rollo.", features: "Rinde 2.000 m" });
    const result = payload<{
      values: { description: string; features: string };
      errors: Record<string, string>;
      notice: { title: string };
    }>(await newRoute.action(await args<typeof newRoute.action>(request("/admin/products/nuevo", form))));
    expect(result.init?.status).toBe(400);
    expect(result.data.notice.title).toBe("Error al guardar producto");
    expect(result.data.errors).toEqual({
      name: "Ingresá el nombre del producto.",
      price: "«doce» no se entiende como el precio. Escribilo solo con números, por ejemplo 1250 o 1.250,50.",
    });
    expect(result.data.values).toMatchObject({ description: "Hilo sisal de 2.000 m por rollo.", features: "Rinde 2.000 m" });
    expect(await db.select().from(products)).toHaveLength(before);
  });

  it("stores «98,50» as 98.50 and refuses «1.250», which reads two ways, sending back what was typed", async () => {
    const db = admin.test.database.connection.db;
    const refused = payload<{ values: { price: string; stockQuantity: string }; errors: Record<string, string> }>(
      await newRoute.action(
        await args<typeof newRoute.action>(
          request("/admin/products/nuevo", productForm({ name: "Hilo sisal 2.000 m", price: "1.250", stockQuantity: "1.250" })),
        ),
      ),
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data.errors).toEqual({
      price: "«1.250» puede leerse como 1.250 o como 1,25. Escribí 1250 si son 1.250, o 1,25 si son 1,25.",
    });
    expect(refused.data.values).toMatchObject({ price: "1.250", stockQuantity: "1.250" });
    expect(await db.select().from(products).where(eq(products.name, "Hilo sisal 2.000 m"))).toHaveLength(0);

    const response = await newRoute.action(
      await args<typeof newRoute.action>(
        request(
          "/admin/products/nuevo",
          productForm({ name: "Hilo sisal 2.000 m", price: "98,50", stockQuantity: "1.250", isActive: "on" }),
        ),
      ),
    );
    expect(await flashOf(response)).toBe("Producto creado correctamente");
    const [stored] = await db.select().from(products).where(eq(products.name, "Hilo sisal 2.000 m"));
    expect(stored).toMatchObject({ price: 98.5, stockQuantity: 1250 });
  });

  it("refuses an SVG posted as a product picture", async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "foto.png", { type: "image/png" });
    const result = payload<{ notice: { title: string }; values: { name: string } }>(
      await newRoute.action(
        await args<typeof newRoute.action>(request("/admin/products/nuevo", productForm({ name: "Film ventilado" }, [svg]))),
      ),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data.notice.title).toBe("Error al subir imagen");
    expect(result.data.values.name).toBe("Film ventilado");
    const db = admin.test.database.connection.db;
    expect(await db.select().from(products).where(eq(products.name, "Film ventilado"))).toHaveLength(0);
  });

  it("edits a product: reorders its pictures, keeps the dropped one in the media library and saves the new fields", async () => {
    const db = admin.test.database.connection.db;
    const [product] = await db.select().from(products).where(eq(products.name, "Red Tamanet Edge 1,23 m"));
    const [first, second] = product!.images as [string, string];
    const edit = await editRoute.loader(
      await args<typeof editRoute.loader>(request(`/admin/products/${product!.id}`), { id: product!.id }),
    );
    const values = edit.product!.values;
    expect(values.price).toBe("189,90");

    const form = productForm({
      name: "Red Tamanet Edge 1,30 m",
      price: "",
      stockQuantity: "",
      categoryId: "",
      features: values.features,
      specKey: "Largo",
      specValue: "3.000 m",
      images: [second],
      // As the edit page renders them: the version it was loaded with.
      version: String(edit.product!.base.version),
      loadedSnapshot: edit.product!.base.loaded,
    });
    const response = await editRoute.action(
      await args<typeof editRoute.action>(request(`/admin/products/${product!.id}`, form), { id: product!.id }),
    );
    expect(await flashOf(response)).toBe("Producto actualizado correctamente");
    const [saved] = await db.select().from(products).where(eq(products.id, product!.id));
    expect(saved).toMatchObject({
      name: "Red Tamanet Edge 1,30 m",
      price: null,
      stockQuantity: 0,
      categoryId: null,
      specifications: { Largo: "3.000 m" },
      isActive: false,
      isFeatured: false,
      images: [second],
    });
    // A dropped photo stays stored (the media library shows it unused; docs/decisions/034).
    expect(await storedBytes(first)).not.toBeNull();
    expect(await storedBytes(second)).not.toBeNull();
  });

  it("shows 'Error al cargar producto' for an id that names no product", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const edit = await editRoute.loader(await args<typeof editRoute.loader>(request(`/admin/products/${id}`), { id }));
    expect(edit.product).toBeNull();
  });

  it("sets the status from the list and names the change for 'Deshacer', and a repeated press changes nothing", async () => {
    const db = admin.test.database.connection.db;
    const [product] = await db.select().from(products).where(eq(products.name, "Red Tamanet Edge 1,30 m"));
    const setActive = async (active: boolean) =>
      listRoute.action(
        await args<typeof listRoute.action>(
          request("/admin/products?q=tamanet", productForm({ intent: "set-active", productId: product!.id, active: String(active) })),
        ),
      );
    const isActive = async () => (await db.select().from(products).where(eq(products.id, product!.id)))[0]!.isActive;
    // Back on the list as it was (its search kept), with the product named: the page says what
    // changed and offers "Deshacer". No flash: the message would otherwise be shown twice.
    const changed = `/admin/products?q=tamanet&cambio=${product!.id}`;
    const redirectOf = (response: unknown) => {
      expect(response).toBeInstanceOf(Response);
      expect((response as Response).headers.get("set-cookie")).toBeNull();
      return (response as Response).headers.get("location");
    };
    const statusChangeShown = async () => (await listRoute.loader(await args<typeof listRoute.loader>(request(changed)))).statusChange;
    expect(redirectOf(await setActive(true))).toBe(changed);
    expect(await isActive()).toBe(true);
    expect(redirectOf(await setActive(true))).toBe(changed);
    expect(await isActive()).toBe(true);
    expect(await statusChangeShown()).toEqual({ id: product!.id, name: "Red Tamanet Edge 1,30 m", isActive: true });
    expect(redirectOf(await setActive(false))).toBe(changed);
    expect(await isActive()).toBe(false);
    expect(await statusChangeShown()).toEqual({ id: product!.id, name: "Red Tamanet Edge 1,30 m", isActive: false });
  });

  it("moves a deleted product to the trash with its pictures, and reports a product that is already gone", async () => {
    const db = admin.test.database.connection.db;
    const [product] = await db.select().from(products).where(eq(products.name, "Red Tamanet Edge 1,30 m"));
    const remove = async () =>
      listRoute.action(
        await args<typeof listRoute.action>(request("/admin/products", productForm({ intent: "delete", productId: product!.id }))),
      );
    expect(await flashOf(await remove(), `/admin/products?eliminado=${product!.id}`)).toBe("Producto eliminado correctamente");
    expect(await db.select().from(products).where(eq(products.id, product!.id))).toHaveLength(0);
    // Restorable from «Papelera» with its photos: the files stay.
    expect(await storedBytes(product!.images[0]!)).not.toBeNull();

    const again = payload<{ notice: { title: string } }>(await remove());
    expect(again.init?.status).toBe(400);
    expect(again.data.notice.title).toBe("Error al eliminar producto");
  });

  it("uploads one picture through the picker's endpoint and refuses a renamed text file", async () => {
    const good = new FormData();
    good.append("file", new File([await photo("#f1c40f").webp().toBuffer()], "bidon.webp"));
    const ok = await uploadRoute.action(await args<typeof uploadRoute.action>(request("/admin/products/imagenes", good)));
    expect(((await ok.json()) as { url: string }).url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-1600\.webp$/);

    const bad = new FormData();
    bad.append("file", new File(["no soy una foto"], "foto.jpg", { type: "image/jpeg" }));
    const refused = await uploadRoute.action(await args<typeof uploadRoute.action>(request("/admin/products/imagenes", bad)));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "El archivo debe ser una imagen JPG, PNG o WebP." });
  });

  it("refuses every product action to a visitor who is not signed in", async () => {
    const form = productForm({ intent: "insert-sample" });
    for (const call of [
      async () => listRoute.action(await args<typeof listRoute.action>(request("/admin/products", form, { cookie: null }))),
      async () =>
        newRoute.action(await args<typeof newRoute.action>(request("/admin/products/nuevo", productForm({ name: "X" }), { cookie: null }))),
      async () =>
        uploadRoute.action(await args<typeof uploadRoute.action>(request("/admin/products/imagenes", new FormData(), { cookie: null }))),
    ]) {
      await expect(call()).rejects.toMatchObject({ status: 401 });
    }
  });

  it("inserts a sample product outside production", async () => {
    const response = await listRoute.action(
      await args<typeof listRoute.action>(request("/admin/products", productForm({ intent: "insert-sample" }))),
    );
    expect(await flashOf(response)).toBe("Producto creado correctamente");
    const {
      list: { rows },
      canInsertSample,
    } = await listRoute.loader(await args<typeof listRoute.loader>(request("/admin/products")));
    expect(canInsertSample).toBe(true);
    expect(rows.some((row) => row.name.startsWith("Red para enfardar de muestra"))).toBe(true);
  });
});
