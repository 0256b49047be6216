import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { readContentVersion } from "~/.server/cache/read-content-version";
import { listCategoryTree } from "~/.server/catalog/admin-categories";
import { INACTIVE_CATEGORY_MARK, listCategoryFilterOptions, listSubcategoryOptions } from "~/.server/catalog/admin-products";
import { getActiveProduct, listFeaturedProducts, listProductsByCategory } from "~/.server/catalog/products";
import { defaultCategoryTree } from "~/.server/db/default-categories";
import { activityLog, categories, products } from "~/.server/db/schema";
import type { EditConflict } from "~/admin/lib/edit-conflict";
import { seedDefaultCategories, seedDemoProducts } from "~/.server/db/seed";
import { readFlash } from "~/.server/flash";
import * as listRoute from "~/admin/routes/categorias";
import * as editRoute from "~/admin/routes/categorias.$id";
import { TEST_ORIGIN } from "../support/auth";
import { setUpSignedInAdmin } from "../support/signed-in-admin";
import { adminRouteContext } from "../support/route-context";

// "Categorías" (/admin/categorias): staff create, rename, describe, reorder, deactivate and delete
// categories through the page's actions; what is stored, what the public reads return and the
// content version (cached pages) follow.

const adminEmail = "categorias@example.com";

const admin = setUpSignedInAdmin(adminEmail);
beforeAll(async () => {
  await seedDefaultCategories(db());
  await seedDemoProducts(db());
});

const db = () => admin.test.database.connection.db;
const version = () => readContentVersion(admin.test.database.connection);

interface Reply {
  data: { notice: { title: string; description?: string } | null; errors: Record<string, string> };
  init: { status?: number } | null;
}

async function post(path: string, fields: Record<string, string>, action: (args: never) => unknown, params: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request(new URL(path, TEST_ORIGIN), {
    method: "POST",
    headers: { accept: "text/html", origin: TEST_ORIGIN, cookie: admin.cookie },
    body: form,
  });
  const args = { request, params, context: await adminRouteContext(request), unstable_pattern: "" };
  return (await action(args as never)) as Response | Reply;
}

const postList = (fields: Record<string, string>) => post("/admin/categorias", fields, listRoute.action as never);

async function flashTitle(response: Response | Reply): Promise<string | undefined> {
  expect(response).toBeInstanceOf(Response);
  const redirect = response as Response;
  expect(redirect.status).toBe(303);
  expect(redirect.headers.get("location")).toBe("/admin/categorias");
  const flash = await readFlash(new Request(TEST_ORIGIN, { headers: { cookie: redirect.headers.get("set-cookie")!.split(";")[0]! } }));
  return flash.notice?.title;
}

async function bySlug(slug: string) {
  const [row] = await db().select().from(categories).where(eq(categories.slug, slug));
  return row!;
}

const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name);

describe("categories admin", () => {
  it("keeps today's categories and order after the migration: top-level and subcategories by name", async () => {
    const tree = await listCategoryTree(db());
    const expected = [...defaultCategoryTree].map((branch) => branch.name).sort((a, b) => a.localeCompare(b, "es"));
    expect(names(tree)).toEqual(expected);
    const tambo = tree.find((branch) => branch.name === "Tambo")!;
    expect(names(tambo.subcategories)).toEqual(tambo.subcategories.map((sub) => sub.name).sort((a, b) => a.localeCompare(b, "es")));
    expect(tree.every((branch) => branch.isActive && branch.subcategories.every((sub) => sub.isActive))).toBe(true);
    // The product form's choices read as before: 'parent > name', nothing marked.
    const options = await listSubcategoryOptions(db());
    expect(options[0]!.label).toBe("Aves y cerdos > Control de enfermedades");
    expect(options.some((option) => option.label.includes(INACTIVE_CATEGORY_MARK))).toBe(false);
  });

  it("creates a category and a subcategory with a description; slugs are made from the name, last among siblings", async () => {
    const before = await version();
    expect(
      await flashTitle(
        await postList({ intent: "create", name: "  Semillas   forrajeras ", description: "Semillas para pasturas.", parentId: "" }),
      ),
    ).toBe("Categoría creada");
    const parent = await bySlug("semillas-forrajeras");
    expect(parent).toMatchObject({ name: "Semillas forrajeras", description: "Semillas para pasturas.", parentId: null, isActive: true });
    expect(await version()).toBeGreaterThan(before);
    expect(names(await listCategoryTree(db())).at(-1)).toBe("Semillas forrajeras");

    expect(await flashTitle(await postList({ intent: "create", name: "Alfalfa", description: "", parentId: parent.id }))).toBe(
      "Categoría creada",
    );
    expect(await bySlug("alfalfa")).toMatchObject({ parentId: parent.id, description: null });
    // The product form offers it at once.
    expect((await listSubcategoryOptions(db())).map((option) => option.label)).toContain("Semillas forrajeras > Alfalfa");
  });

  it("refuses an empty name, a repeated name among siblings and a subcategory under a subcategory", async () => {
    const before = await version();
    const empty = (await postList({ intent: "create", name: "   ", description: "", parentId: "" })) as Reply;
    expect(empty.init?.status).toBe(400);
    expect(empty.data.errors.name).toBe("Escribí el nombre de la categoría.");
    const repeated = (await postList({ intent: "create", name: "tambo", description: "", parentId: "" })) as Reply;
    expect(repeated.init?.status).toBe(400);
    expect(repeated.data.errors.name).toBe("Ya hay una categoría con ese nombre en el mismo lugar.");
    const tooDeep = (await postList({
      intent: "create",
      name: "Rollos",
      description: "",
      parentId: (await bySlug("redes-enfardar")).id,
    })) as Reply;
    expect(tooDeep.init?.status).toBe(400);
    expect(tooDeep.data.errors.parentId).toBeDefined();
    expect(await version()).toBe(before);
  });

  it("renames and describes a category without changing its slug, so its public page keeps its address", async () => {
    const nets = await bySlug("redes-enfardar");
    const before = await version();
    const response = await post(
      `/admin/categorias/${nets.id}`,
      { intent: "save", name: "Redes de enfardar", description: "Redes para fardos redondos.", version: String(nets.version) },
      editRoute.action as never,
      { id: nets.id },
    );
    expect(await flashTitle(response)).toBe("Categoría guardada");
    expect(await bySlug("redes-enfardar")).toMatchObject({
      id: nets.id,
      name: "Redes de enfardar",
      description: "Redes para fardos redondos.",
    });
    expect(await version()).toBeGreaterThan(before);
    const listed = await listProductsByCategory(db(), "redes-enfardar");
    expect(listed.length).toBeGreaterThan(0);
    expect(listed[0]!.categoryName).toBe("Redes de enfardar");
  });

  it("moves a subcategory under another parent, last among its new siblings, with its products and its address", async () => {
    const nets = await bySlug("redes-enfardar");
    const oldParent = nets.parentId;
    const [dairy] = await db().select().from(categories).where(eq(categories.slug, "tambo"));
    const before = await version();
    const response = await post(
      `/admin/categorias/${nets.id}`,
      { intent: "save", name: nets.name, description: nets.description ?? "", parentId: dairy!.id, version: String(nets.version) },
      editRoute.action as never,
      { id: nets.id },
    );
    expect(await flashTitle(response)).toBe("Categoría guardada");
    const tree = await listCategoryTree(db());
    const dairyBranch = tree.find((branch) => branch.id === dairy!.id)!;
    expect(dairyBranch.subcategories.at(-1)).toMatchObject({ id: nets.id, slug: "redes-enfardar" });
    expect(tree.find((branch) => branch.id === oldParent)!.subcategories.map((row) => row.id)).not.toContain(nets.id);
    expect((await listProductsByCategory(db(), "redes-enfardar")).length).toBeGreaterThan(0);
    expect(await version()).toBeGreaterThan(before);

    // Back where it was, and a save without the choice leaves it there.
    const save = async (fields: Record<string, string>) =>
      flashTitle(
        await post(
          `/admin/categorias/${nets.id}`,
          { intent: "save", name: nets.name, description: "", version: String((await bySlug("redes-enfardar")).version), ...fields },
          editRoute.action as never,
          { id: nets.id },
        ),
      );
    expect(await save({ parentId: oldParent! })).toBe("Categoría guardada");
    expect(await save({})).toBe("Categoría guardada");
    expect((await bySlug("redes-enfardar")).parentId).toBe(oldParent);
  });

  it("refuses to put a category with subcategories, or one under itself or a subcategory, inside another", async () => {
    const dairy = await bySlug("tambo");
    const forage = (await bySlug("redes-enfardar")).parentId!;
    const edit = async (id: string, parentId: string) => {
      const [row] = await db().select({ version: categories.version }).from(categories).where(eq(categories.id, id));
      return post(
        `/admin/categorias/${id}`,
        { intent: "save", name: "Cambio", description: "", parentId, version: String(row!.version) },
        editRoute.action as never,
        { id },
      );
    };
    const withChildren = (await edit(dairy.id, forage)) as Reply;
    expect(withChildren.init?.status).toBe(400);
    expect(withChildren.data.errors.parentId).toContain("Tiene subcategorías");
    const underChild = (await edit((await bySlug("hilos-enfardar")).id, (await bySlug("redes-enfardar")).id)) as Reply;
    expect(underChild.data.errors.parentId).toBe("Elegí una de las categorías principales de la lista.");
    expect((await bySlug("tambo")).parentId).toBeNull();
    expect((await bySlug("tambo")).name).not.toBe("Cambio");
  });

  it("refuses a save over a newer version, says who changed what, and saves over it only when asked", async () => {
    const nets = await bySlug("redes-enfardar");
    const page = new Request(new URL(`/admin/categorias/${nets.id}`, TEST_ORIGIN), { headers: { cookie: admin.cookie } });
    const loader = await editRoute.loader({ request: page, params: { id: nets.id }, context: await adminRouteContext(page) } as never);
    const loaded = { version: String(loader.base!.version), loadedSnapshot: loader.base!.loaded };
    const edit = (fields: Record<string, string>) =>
      post(`/admin/categorias/${nets.id}`, { intent: "save", ...loaded, ...fields }, editRoute.action as never, { id: nets.id });
    expect(await flashTitle(await edit({ name: "Redes", description: "Primera versión." }))).toBe("Categoría guardada");
    // A second form, loaded before that save, is refused: nothing is written.
    const stale = (await edit({ name: "Redes de enfardar", description: "Segunda versión." })) as Reply & {
      data: { conflict: EditConflict; values: { name: string } };
    };
    expect(stale.init?.status).toBe(409);
    expect(stale.data.values.name).toBe("Redes de enfardar");
    expect(stale.data.conflict).toMatchObject({
      savedBy: "categorias@example.com",
      byYou: true,
      changes: [`Nombre: ${nets.name} → Redes`, `Descripción: ${nets.description || "(vacío)"} → Primera versión.`],
      currentVersion: nets.version + 1,
    });
    expect(stale.data.conflict.when).toMatch(/^a las \d{2}:\d{2}$/);
    expect(await bySlug("redes-enfardar")).toMatchObject({ name: "Redes", description: "Primera versión.", version: nets.version + 1 });
    // "Guardar la mía de todos modos" states the newer version it now knows.
    expect(
      await flashTitle(
        await edit({
          name: "Redes de enfardar",
          description: "Segunda versión.",
          replaceVersion: String(stale.data.conflict.currentVersion),
        }),
      ),
    ).toBe("Categoría guardada");
    expect(await bySlug("redes-enfardar")).toMatchObject({
      name: "Redes de enfardar",
      description: "Segunda versión.",
      version: nets.version + 2,
    });
    // The log says what each save changed.
    const [entry] = await db().select().from(activityLog).where(eq(activityLog.subjectId, nets.id)).orderBy(desc(activityLog.at)).limit(1);
    expect(entry!.detail).toBe("Nombre: Redes → Redes de enfardar · Descripción: Primera versión. → Segunda versión.");
    // A form without its version saves nothing.
    const blind = (await post(
      `/admin/categorias/${nets.id}`,
      { intent: "save", name: "A ciegas", description: "" },
      editRoute.action as never,
      { id: nets.id },
    )) as Reply;
    expect(blind.init?.status).toBe(400);
    expect((await bySlug("redes-enfardar")).name).toBe("Redes de enfardar");
  });

  it("moves categories up and down among their siblings; the product form follows the new order", async () => {
    const before = await version();
    const tambo = (await listCategoryTree(db())).find((branch) => branch.name === "Tambo")!;
    const [first, second] = tambo.subcategories;
    expect(await flashTitle(await postList({ intent: "move", categoryId: second!.id, direction: "up" }))).toBe("Orden guardado");
    // Both moved: an edit form of either opened before is refused rather than saved blindly.
    expect((await bySlug(first!.slug)).version).toBeGreaterThan(first!.version);
    expect((await bySlug(second!.slug)).version).toBeGreaterThan(second!.version);
    const after = (await listCategoryTree(db())).find((branch) => branch.name === "Tambo")!;
    expect(names(after.subcategories.slice(0, 2))).toEqual([second!.name, first!.name]);
    expect(names(after.subcategories.slice(2))).toEqual(names(tambo.subcategories.slice(2)));
    expect(await version()).toBeGreaterThan(before);
    const tamboOptions = (await listSubcategoryOptions(db())).filter((option) => option.label.startsWith("Tambo > "));
    expect(tamboOptions.slice(0, 2).map((option) => option.label)).toEqual([`Tambo > ${second!.name}`, `Tambo > ${first!.name}`]);

    // A top-level category moves with its subcategories; "Subir" on the first one changes nothing.
    const top = await listCategoryTree(db());
    await postList({ intent: "move", categoryId: top[1]!.id, direction: "up" });
    expect(names((await listCategoryTree(db())).slice(0, 2))).toEqual([top[1]!.name, top[0]!.name]);
    expect(await flashTitle(await postList({ intent: "move", categoryId: top[1]!.id, direction: "up" }))).toBe("Orden guardado");
    expect(names((await listCategoryTree(db())).slice(0, 2))).toEqual([top[1]!.name, top[0]!.name]);
    expect((await listCategoryFilterOptions(db()))[0]!.label).toBe(top[1]!.name);
  });

  it("deactivates a category: it leaves the public reads, its products stay, the product form marks it", async () => {
    const scrubber = await bySlug("scrubber");
    const [product] = await db().select().from(products).where(eq(products.categoryId, scrubber.id));
    expect((await listProductsByCategory(db(), "scrubber")).length).toBeGreaterThan(0);
    const before = await version();
    expect(await flashTitle(await postList({ intent: "set-active", categoryId: scrubber.id, active: "false" }))).toBe(
      "Categoría desactivada",
    );
    expect(await version()).toBeGreaterThan(before);
    expect(await listProductsByCategory(db(), "scrubber")).toEqual([]);
    // The product itself is kept, still public on its own page, without the category's badge.
    expect(await getActiveProduct(db(), product!.id)).toMatchObject({ name: product!.name, categoryName: null, categorySlug: null });
    const options = await listSubcategoryOptions(db());
    expect(options.map((option) => option.label)).toContain(`Tambo > Scrubber de pezones${INACTIVE_CATEGORY_MARK}`);

    expect(await flashTitle(await postList({ intent: "set-active", categoryId: scrubber.id, active: "true" }))).toBe("Categoría activada");
    expect((await listProductsByCategory(db(), "scrubber")).length).toBeGreaterThan(0);
  });

  it("deactivating a top-level category hides its subcategories' pages and badges too", async () => {
    const dairy = await bySlug("tambo");
    await postList({ intent: "set-active", categoryId: dairy.id, active: "false" });
    expect(await listProductsByCategory(db(), "ambic")).toEqual([]);
    expect((await listFeaturedProducts(db())).some((product) => product.categorySlug === "ambic")).toBe(false);
    expect((await listProductsByCategory(db(), "redes-enfardar")).length).toBeGreaterThan(0);
    await postList({ intent: "set-active", categoryId: dairy.id, active: "true" });
    expect((await listProductsByCategory(db(), "ambic")).length).toBeGreaterThan(0);
  });

  it("refuses to delete a category in use and says why, in the staff's words; nothing changes", async () => {
    const nets = await bySlug("redes-enfardar");
    const n = (await db().select().from(products).where(eq(products.categoryId, nets.id))).length;
    expect(n).toBeGreaterThan(1);
    const before = await version();
    const refused = (await postList({ intent: "delete", categoryId: nets.id })) as Reply;
    expect(refused.init?.status).toBe(409);
    expect(refused.data.notice).toEqual({
      kind: "error",
      title: "No se puede eliminar «Redes de enfardar»",
      description: `Tiene ${n} productos: movelos a otra categoría o desactivala.`,
    });
    const parent = (await postList({ intent: "delete", categoryId: (await bySlug("semillas-forrajeras")).id })) as Reply;
    expect(parent.data.notice?.description).toBe("Tiene 1 subcategoría: eliminala primero o desactivala.");
    expect(await bySlug("redes-enfardar")).toBeDefined();
    expect(await version()).toBe(before);
  });

  it("deletes an unused category, then its empty parent", async () => {
    const before = await version();
    expect(await flashTitle(await postList({ intent: "delete", categoryId: (await bySlug("alfalfa")).id }))).toBe("Categoría eliminada");
    expect(await flashTitle(await postList({ intent: "delete", categoryId: (await bySlug("semillas-forrajeras")).id }))).toBe(
      "Categoría eliminada",
    );
    expect(await db().select().from(categories).where(eq(categories.slug, "semillas-forrajeras"))).toEqual([]);
    expect(await version()).toBeGreaterThan(before);
    // Deleting it again (a second tab) says it is gone.
    const again = (await postList({ intent: "delete", categoryId: "00000000-0000-4000-8000-000000000000" })) as Reply;
    expect(again.init?.status).toBe(404);
    expect(again.data.notice?.title).toBe("La categoría ya no existe");
  });
});
