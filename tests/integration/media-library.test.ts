import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { updateProduct } from "~/.server/catalog/admin-products";
import { articles, mediaItems, products, staticListingItems, trashedRecords } from "~/.server/db/schema";
import { deleteMediaItem, listMediaItems, storeMediaImage, sweepAbandonedUploads, updateMediaAlt } from "~/.server/media/library";
import { usesOf } from "~/.server/media/uses";
import { uploadsOfOneSave } from "~/.server/storage/uploads-of-one-save";
import { logger } from "~/.server/logger";
import { action as mediaAction } from "~/admin/routes/medios";
import { action as productUploadAction } from "~/admin/routes/products.imagenes";
import { createVerifiedUser, signIn, TEST_ORIGIN } from "../support/auth";
import { adminRouteContext } from "../support/route-context";
import { setUpSignedInAdmin } from "../support/signed-in-admin";
import { listStoredUploads } from "../support/uploads";

// The media library (docs/decisions/034-history-trash-media-redirects.md): every upload is
// registered; where an image is used is read from the records; an image in use is never deleted,
// an unused one only by an administrator, with every width of its file; a form upload no save used
// within a day is swept; a save no longer deletes the photos it lets go of.

const adminEmail = "medios-admin@example.com";
const password = "clave-de-medios-1";
const admin = setUpSignedInAdmin(adminEmail, password);
const db = () => admin.test.database.connection.db;
const uploader = { id: null, email: adminEmail };

let editorCookie: string;
beforeAll(async () => {
  await createVerifiedUser("medios-editor@example.com", password, { role: "user,editor" });
  editorCookie = await signIn("medios-editor@example.com", password);
});

const picture = (color = "#1f6f3a") =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
const file = async (name: string, color?: string) => new File([new Uint8Array(await picture(color))], name, { type: "image/jpeg" });
const storedFiles = async (url: string) => {
  const id = /([0-9a-f-]{36})/.exec(url)![1]!;
  const all = [...(await listStoredUploads(admin.test.dataDir, "products")), ...(await listStoredUploads(admin.test.dataDir, "articles"))];
  return all.filter((name) => name.includes(id));
};
const store = async (name: string, origin: "form" | "library" = "library", folder: "products" | "articles" = "products") =>
  storeMediaImage(db(), await file(name), { folder, origin, uploader });

async function post(action: typeof mediaAction, path: string, body: FormData, cookie = admin.cookie): Promise<Response> {
  const request = new Request(new URL(path, TEST_ORIGIN), {
    method: "POST",
    headers: { cookie, origin: TEST_ORIGIN, accept: "text/html" },
    body,
  });
  try {
    const answer = await action({ request, params: {}, context: await adminRouteContext(request) } as never);
    if (answer instanceof Response) return answer;
    const { data, init } = answer as unknown as { data: unknown; init: ResponseInit | null };
    return Response.json(data, { status: init?.status ?? 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("media library", () => {
  it("registers every upload: the product photos endpoint's, with its uploader, name, pixel size and bytes", async () => {
    const body = new FormData();
    body.append("file", await file("galpon.jpg"));
    const answer = await post(productUploadAction as never, "/admin/products/imagenes", body);
    expect(answer.status).toBe(200);
    const { url } = (await answer.json()) as { url: string };
    const [row] = await db().select().from(mediaItems).where(eq(mediaItems.url, url));
    expect(row).toMatchObject({
      originalName: "galpon.jpg",
      width: 64,
      height: 48,
      origin: "form",
      uploadedByEmail: adminEmail,
      firstUsedAt: null,
    });
    expect(row!.bytes).toBeGreaterThan(0);
    expect(await storedFiles(url)).toHaveLength(3);
  });

  it("removes the row and the files of an upload whose save did not happen", async () => {
    const uploads = uploadsOfOneSave(db(), "products", logger, uploader);
    const stored = await uploads.store(await file("descartada.jpg"));
    expect(stored.ok).toBe(true);
    const url = (stored as { url: string }).url;
    expect(await db().select().from(mediaItems).where(eq(mediaItems.url, url))).toHaveLength(1);
    await uploads.discard();
    expect(await db().select().from(mediaItems).where(eq(mediaItems.url, url))).toHaveLength(0);
    expect(await storedFiles(url)).toHaveLength(0);
  });

  it("reads where an image is used: a product, an article's cover and body, a listing row, the trash", async () => {
    const photo = await store("foto.jpg");
    const cover = await store("portada.jpg");
    const inline = await store("en-el-texto.jpg", "library", "articles");
    const listing = await store("listado.jpg");
    const trashed = await store("papelera.jpg");
    const unused = await store("suelta.jpg");
    const [product] = await db()
      .insert(products)
      .values({ name: "Red de medios", price: 100, images: [photo.url] })
      .returning();
    const [article] = await db()
      .insert(articles)
      .values({
        title: "Artículo con fotos",
        slug: "articulo-con-fotos",
        coverImageUrl: cover.url,
        // Another width of the same image stands for it.
        content: `<figure><img src="${inline.url.replace("-1600", "-800")}" alt="x" /></figure>`,
      })
      .returning();
    await db().insert(staticListingItems).values({
      listingPath: "/medios-prueba",
      productKey: "medios",
      position: 0,
      name: "Fila con foto",
      category: "Prueba",
      image: listing.url,
      description: "Una fila",
      inStock: true,
    });
    await db()
      .insert(trashedRecords)
      .values({
        id: crypto.randomUUID(),
        subject: "product",
        label: "Producto borrado",
        values: {},
        images: [trashed.url],
        deletedByEmail: adminEmail,
        purgeAfter: new Date(Date.now() + 86_400_000),
      });

    const uses = await usesOf(db(), [photo.url, cover.url, inline.url, listing.url, trashed.url, unused.url]);
    expect(uses.get(photo.url)).toEqual([{ kind: "product", id: product!.id, label: "Red de medios" }]);
    expect(uses.get(cover.url)).toEqual([{ kind: "article", id: article!.id, label: "Artículo con fotos", where: "cover" }]);
    expect(uses.get(inline.url)).toEqual([{ kind: "article", id: article!.id, label: "Artículo con fotos", where: "body" }]);
    expect(uses.get(listing.url)).toEqual([{ kind: "listing", id: "/medios-prueba", label: "Fila con foto" }]);
    expect(uses.get(trashed.url)).toMatchObject([{ kind: "trash", label: "Producto borrado" }]);
    expect(uses.get(unused.url)).toEqual([]);

    // The list's filter agrees, and its search finds the original name and the alt text.
    await updateMediaAlt(db(), unused.id, "Tractor en el campo");
    const unusedList = await listMediaItems(db(), { q: "", uso: "sin-usar", pagina: 1 }, 500);
    expect(unusedList.rows.map((row) => row.url)).toContain(unused.url);
    expect(unusedList.rows.map((row) => row.url)).not.toContain(photo.url);
    const usedList = await listMediaItems(db(), { q: "", uso: "en-uso", pagina: 1 }, 500);
    expect(usedList.rows.map((row) => row.url)).toEqual(
      expect.arrayContaining([photo.url, cover.url, inline.url, listing.url, trashed.url]),
    );
    expect((await listMediaItems(db(), { q: "tractor", uso: "", pagina: 1 })).rows.map((row) => row.url)).toEqual([unused.url]);
    expect((await listMediaItems(db(), { q: "portada", uso: "", pagina: 1 })).rows.map((row) => row.url)).toEqual([cover.url]);

    // In use: refused with its uses, and the files stay.
    const refused = await deleteMediaItem(db(), photo.id);
    expect(refused).toMatchObject({ ok: false, reason: "in-use", uses: [{ kind: "product", label: "Red de medios" }] });
    expect(await storedFiles(photo.url)).toHaveLength(3);
  });

  it("deletes an unused image (every width, then its row) for an administrator, refuses an editor and an image in use", async () => {
    const unused = await store("para-borrar.jpg");
    const used = await store("usada.jpg");
    await db()
      .insert(products)
      .values({ name: "Producto que la usa", price: 1, images: [used.url] });
    const form = (id: string) => {
      const body = new FormData();
      body.set("intent", "delete");
      body.set("id", id);
      return body;
    };

    const byEditor = await post(mediaAction, "/admin/medios", form(unused.id), editorCookie);
    expect(byEditor.status).toBe(403);
    expect(await storedFiles(unused.url)).toHaveLength(3);

    const inUse = await post(mediaAction, "/admin/medios", form(used.id));
    expect(inUse.status).toBe(409);
    expect(JSON.stringify(await inUse.json())).toContain("Producto «Producto que la usa»");
    expect(await storedFiles(used.url)).toHaveLength(3);

    const deleted = await post(mediaAction, "/admin/medios", form(unused.id));
    expect(deleted.status).toBe(303);
    expect(await storedFiles(unused.url)).toHaveLength(0);
    expect(await db().select().from(mediaItems).where(eq(mediaItems.id, unused.id))).toHaveLength(0);
  });

  it("lets an editor upload several images and set an alt text", async () => {
    const body = new FormData();
    body.set("intent", "upload");
    body.append("files", await file("uno.jpg"));
    body.append("files", await file("dos.jpg", "#c0392b"));
    body.set("alt", "Fardos en el galpón");
    const answer = await post(mediaAction, "/admin/medios", body, editorCookie);
    expect(answer.status).toBe(303);
    const rows = await db().select().from(mediaItems).where(eq(mediaItems.alt, "Fardos en el galpón"));
    expect(rows.map((row) => [row.originalName, row.origin, row.uploadedByEmail]).sort()).toEqual([
      ["dos.jpg", "library", "medios-editor@example.com"],
      ["uno.jpg", "library", "medios-editor@example.com"],
    ]);
    const alt = new FormData();
    alt.set("intent", "alt");
    alt.set("id", rows[0]!.id);
    alt.set("alt", "Otro texto");
    expect((await post(mediaAction, "/admin/medios", alt, editorCookie)).status).toBe(303);
    expect((await db().select().from(mediaItems).where(eq(mediaItems.id, rows[0]!.id)))[0]!.alt).toBe("Otro texto");
  });

  it("sweeps form uploads a day old: an unused one is deleted, a used one kept and marked; library uploads stay", async () => {
    const abandoned = await store("abandonada.jpg", "form");
    const used = await store("guardada.jpg", "form");
    const library = await store("de-biblioteca.jpg", "library");
    const recent = await store("reciente.jpg", "form");
    await db()
      .insert(products)
      .values({ name: "Producto guardado", price: 1, images: [used.url] });
    const now = new Date(Date.now() + 25 * 60 * 60_000);
    // The recent one was uploaded "now" as far as the sweep is concerned.
    await db().update(mediaItems).set({ createdAt: now }).where(eq(mediaItems.id, recent.id));

    await sweepAbandonedUploads(db(), now);
    const left = await db().select().from(mediaItems);
    const byId = new Map(left.map((row) => [row.id, row]));
    expect(byId.has(abandoned.id)).toBe(false);
    expect(await storedFiles(abandoned.url)).toHaveLength(0);
    expect(byId.get(used.id)?.firstUsedAt).toEqual(now);
    expect(await storedFiles(used.url)).toHaveLength(3);
    expect(byId.has(library.id)).toBe(true);
    expect(byId.get(recent.id)?.firstUsedAt).toBeNull();
  });

  it("keeps the photo a product save lets go of, in the library, unused", async () => {
    const first = await store("primera.jpg", "form");
    const second = await store("segunda.jpg", "form");
    const [product] = await db()
      .insert(products)
      .values({ name: "Red que cambia de foto", price: 1, images: [first.url] })
      .returning();
    const saved = await updateProduct(db(), product!.id, { ...product!, images: [second.url], imageAlts: [""] } as never, {
      basedOn: product!.version,
      actor: uploader,
    });
    expect(saved.ok).toBe(true);
    expect(await storedFiles(first.url)).toHaveLength(3);
    expect((await usesOf(db(), [first.url])).get(first.url)).toEqual([]);
  });
});
