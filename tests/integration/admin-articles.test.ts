import sharp from "sharp";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findArticleBySlug, getPublishedArticle } from "~/.server/articles";
import { readFlash } from "~/.server/flash";
import { action as listAction, loader } from "~/admin/routes/articles";
import { action as editAction, loader as editLoader } from "~/admin/routes/articles.$id";
import { action as newAction } from "~/admin/routes/articles.nuevo";
import { createVerifiedUser, setUpAuthTest, signIn, TEST_ORIGIN, type AuthTestContext } from "../support/auth";
import { pixelBombPng, truncatedPng } from "../support/malformed-images";
import { adminRouteContext } from "../support/route-context";
import { listStoredUploads } from "../support/uploads";

// The admin article pages' loaders and actions with real sessions: every call goes through
// requireAdmin. The form is saved on /admin/articles/nuevo (a redirect to the new article's edit
// view with a flash notice); the list's own actions publish, unpublish and delete.

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof listAction>[0];
interface ActionOutcome {
  status: number;
  body: {
    notice?: { title: string; description?: string };
    errors?: Record<string, string>;
    values?: Record<string, unknown>;
    savedId?: string;
    preview?: { html: string };
  };
}

function request(pathAndQuery: string, cookie?: string, body?: FormData): Request {
  const headers = new Headers({ accept: "text/html", origin: TEST_ORIGIN });
  if (cookie) headers.set("cookie", cookie);
  return new Request(new URL(pathAndQuery, TEST_ORIGIN), { method: body ? "POST" : "GET", headers, body });
}

async function load(pathAndQuery: string, cookie: string) {
  const req = request(pathAndQuery, cookie);
  return loader({ request: req, params: {}, context: await adminRouteContext(req) } as unknown as LoaderArgs);
}

async function loadEditor(id: string, cookie: string) {
  const req = request(`/admin/articles/${id}`, cookie);
  return editLoader({ request: req, params: { id }, context: await adminRouteContext(req) } as unknown as Parameters<typeof editLoader>[0]);
}

/** Posts the form where the page posts it: the editor's intents to the new view, the list's to the list. */
async function post(fields: Record<string, string | Blob>, cookie?: string): Promise<ActionOutcome> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const editor = fields.intent === "save" || fields.intent === "preview" || fields.intent === "publish-now";
  const req = request(editor ? "/admin/articles/nuevo" : "/admin/articles", cookie, form);
  const args = { request: req, params: {}, context: await adminRouteContext(req) } as unknown as ActionArgs &
    Parameters<typeof newAction>[0];
  const result = (await (editor ? newAction(args) : listAction(args))) as unknown as
    Response | { data: ActionOutcome["body"]; init?: { status?: number } };
  if (result instanceof Response) {
    // A created article opens in its edit view; a change from the list returns to the list (a 303,
    // so a reload does not post again); either way with the notice in the flash cookie.
    if (editor) expect(result.headers.get("location")).toMatch(/^\/admin\/articles\/[0-9a-f-]{36}$/);
    // A deletion's adds ?eliminado={id}: the list offers «Deshacer» beside the notice.
    else if (fields.intent === "delete") expect(result.headers.get("location")).toMatch(/^\/admin\/articles\?eliminado=[0-9a-f-]{36}$/);
    else expect([result.status, result.headers.get("location")]).toEqual([303, "/admin/articles"]);
    const flash = await readFlash(new Request(TEST_ORIGIN, { headers: { cookie: result.headers.get("set-cookie") ?? "" } }));
    return { status: result.status, body: { notice: flash.notice ?? undefined } };
  }
  return { status: result.init?.status ?? 200, body: result.data };
}

/** Saves the edit view's form of a stored article; answers the flash notice of its redirect. */
/** Saves the edit view's form as it was just loaded (with its version), and returns the flash's title. */
async function saveEdit(id: string, fields: Record<string, string>, cookie: string): Promise<string | undefined> {
  const form = new FormData();
  form.set("version", String((await loadEditor(id, cookie)).base!.version));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const req = request(`/admin/articles/${id}`, cookie, form);
  const result = (await editAction({ request: req, params: { id }, context: await adminRouteContext(req) } as unknown as Parameters<
    typeof editAction
  >[0])) as unknown;
  expect(result).toBeInstanceOf(Response);
  const flash = await readFlash(new Request(TEST_ORIGIN, { headers: { cookie: (result as Response).headers.get("set-cookie") ?? "" } }));
  return flash.notice?.title;
}

const article = {
  intent: "save",
  title: "Ñandú Año Único",
  slug: "nandu-ano-unico",
  excerpt: "Un resumen.",
  content: '<h2>Hola</h2><p onmouseover="alert(1)">Texto</p><script>alert(1)</script>',
  authorName: "",
  tags: "tambo, higiene ,",
  isPublished: "on",
  publishedAt: "",
};

describe("/admin/articles", () => {
  let test: AuthTestContext;
  let editor: string;

  beforeAll(async () => {
    test = await setUpAuthTest({ ADMIN_EMAIL: "editora@example.com" });
    await createVerifiedUser("editora@example.com", "clave-de-prueba-1");
    editor = await signIn("editora@example.com", "clave-de-prueba-1");
  });
  afterAll(() => test.dispose());

  const coverFiles = () => listStoredUploads(test.dataDir, "articles");

  it("answers 401 when saving while signed out (the admin page then asks to sign in again), and saves nothing", async () => {
    await expect(post(article)).rejects.toMatchObject({ status: 401 });
    expect(await findArticleBySlug(test.database.connection.db, "nandu-ano-unico")).toBeNull();
  });

  it("creates a published article with a cover, sanitised content, parsed tags and null author", async () => {
    const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#1f6136" } })
      .png()
      .toBuffer();
    const result = await post({ ...article, cover: new Blob([png], { type: "image/png" }) }, editor);
    expect(result.body.notice?.title).toBe("Artículo creado correctamente");
    const stored = await findArticleBySlug(test.database.connection.db, "nandu-ano-unico");
    expect(stored).toMatchObject({ content: "<h2>Hola</h2><p>Texto</p>", tags: ["tambo", "higiene"], authorName: null, isPublished: true });
    expect(stored!.publishedAt).toBeInstanceOf(Date);
    expect(stored!.coverImageUrl).toMatch(/^\/uploads\/articles\/[0-9a-f-]{36}-1600\.webp$/);
    expect(await coverFiles()).toContain(path.basename(stored!.coverImageUrl!.replace("-1600", "-400")));
    expect(await getPublishedArticle(test.database.connection.db, "nandu-ano-unico")).not.toBeNull();
  });

  it("refuses a cover that is not an image", async () => {
    const result = await post({ ...article, slug: "otra", cover: new Blob(["no soy una imagen"], { type: "image/png" }) }, editor);
    expect(result.status).toBe(400);
    expect(result.body.errors?.cover).toBe("El archivo debe ser una imagen JPG, PNG o WebP.");
    expect(await findArticleBySlug(test.database.connection.db, "otra")).toBeNull();
  });

  it("refuses a truncated cover with a clear message, keeps what the editor typed and stores nothing", async () => {
    const uploadsBefore = await coverFiles();
    const typed = { ...article, slug: "portada-cortada", title: "Portada cortada", excerpt: "Lo que escribió la editora." };
    const result = await post({ ...typed, cover: new Blob([await truncatedPng()], { type: "image/png" }) }, editor);
    expect(result.status).toBe(400);
    expect(result.body.errors?.cover).toBe("La imagen está dañada o incompleta. Exportala de nuevo o elegí otra.");
    expect(result.body.values).toMatchObject({ title: "Portada cortada", slug: "portada-cortada", excerpt: "Lo que escribió la editora." });
    expect(await findArticleBySlug(test.database.connection.db, "portada-cortada")).toBeNull();
    expect(await coverFiles()).toEqual(uploadsBefore);
  });

  it("refuses a cover of more pixels than the limit, and stores nothing", async () => {
    const uploadsBefore = await coverFiles();
    const result = await post(
      { ...article, slug: "portada-enorme", cover: new Blob([await pixelBombPng()], { type: "image/png" }) },
      editor,
    );
    expect(result.status).toBe(400);
    expect(result.body.errors?.cover).toMatch(/^La imagen mide 16000 × 16000 píxeles/);
    expect(await findArticleBySlug(test.database.connection.db, "portada-enorme")).toBeNull();
    expect(await coverFiles()).toEqual(uploadsBefore);
  });

  it("gives a clear message for a duplicate slug, and keeps no cover sent with it", async () => {
    const uploadsBefore = await coverFiles();
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#1f6136" } })
      .png()
      .toBuffer();
    const result = await post({ ...article, cover: new Blob([png], { type: "image/png" }) }, editor);
    expect(result.status).toBe(409);
    expect(await coverFiles()).toEqual(uploadsBefore);
    expect(result.body.notice?.title).toBe("No se pudo guardar el artículo");
    expect(result.body.notice?.description).toBe('Revisá «Slug»: Ya existe un artículo con el slug "nandu-ano-unico". Elegí otro.');
    expect(result.body.errors?.slug).toBe('Ya existe un artículo con el slug "nandu-ano-unico". Elegí otro.');
  });

  it("previews sanitised content without storing anything", async () => {
    const result = await post({ ...article, intent: "preview", slug: "solo-vista-previa" }, editor);
    expect(result.body.preview?.html).toBe("<h2>Hola</h2><p>Texto</p>");
    expect(await findArticleBySlug(test.database.connection.db, "solo-vista-previa")).toBeNull();
  });

  it("loads an article for editing, and says so when it cannot", async () => {
    const stored = await findArticleBySlug(test.database.connection.db, "nandu-ano-unico");
    const editing = await loadEditor(stored!.id, editor);
    expect(editing.article).toMatchObject({ title: "Ñandú Año Único", tags: "tambo, higiene", authorName: "" });
    const missing = await loadEditor("00000000-0000-4000-8000-000000000000", editor);
    expect(missing.notice?.title).toBe("No se pudo cargar el artículo para editar");
  });

  it("unpublishes and publishes again from the list, keeping the original publication date", async () => {
    const stored = await findArticleBySlug(test.database.connection.db, "nandu-ano-unico");
    expect((await post({ intent: "unpublish", id: stored!.id }, editor)).body.notice?.title).toBe("Artículo pasado a borrador");
    expect(await findArticleBySlug(test.database.connection.db, "nandu-ano-unico")).toMatchObject({
      isPublished: false,
      publishedAt: stored!.publishedAt,
    });
    expect(await getPublishedArticle(test.database.connection.db, "nandu-ano-unico")).toBeNull();
    expect((await post({ intent: "publish", id: stored!.id }, editor)).body.notice?.title).toBe("Artículo publicado");
    expect(await findArticleBySlug(test.database.connection.db, "nandu-ano-unico")).toMatchObject({
      isPublished: true,
      publishedAt: stored!.publishedAt,
    });
  });

  it("publishes at once a scheduled article saved with its date cleared, as the field's hint says", async () => {
    const { db } = test.database.connection;
    const scheduled = { ...article, title: "Jornada de ensilaje", slug: "jornada-programada", publishedAt: "2099-03-01T10:00" };
    await post(scheduled, editor);
    const stored = (await findArticleBySlug(db, "jornada-programada"))!;
    expect(stored.publishedAt).toEqual(new Date("2099-03-01T13:00:00Z"));
    expect(await getPublishedArticle(db, "jornada-programada")).toBeNull();

    const before = Date.now();
    expect(await saveEdit(stored.id, { ...scheduled, publishedAt: "" }, editor)).toBe("Artículo publicado");
    const published = (await findArticleBySlug(db, "jornada-programada"))!;
    expect(published.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(published.publishedAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await getPublishedArticle(db, "jornada-programada")).not.toBeNull();
  });

  it("«Publicar ahora» publishes a draft or a scheduled article dated now, whatever the switch and the date say", async () => {
    const { db } = test.database.connection;
    const draft = { ...article, title: "Borrador urgente", slug: "borrador-urgente", isPublished: "", publishedAt: "2099-03-01T10:00" };
    const created = await post({ ...draft, intent: "publish-now" }, editor);
    expect(created.body.notice?.title).toBe("Artículo creado correctamente");
    const stored = (await findArticleBySlug(db, "borrador-urgente"))!;
    expect(stored.isPublished).toBe(true);
    expect(stored.publishedAt!.getTime()).toBeLessThanOrEqual(Date.now());

    await saveEdit(stored.id, { ...draft, intent: "save", isPublished: "on" }, editor);
    expect(await getPublishedArticle(db, "borrador-urgente")).toBeNull();
    expect(await saveEdit(stored.id, { ...draft, intent: "publish-now" }, editor)).toBe("Artículo publicado");
    expect(await getPublishedArticle(db, "borrador-urgente")).not.toBeNull();
    // Saving an article already on the site again is a change, not a publication.
    expect(await saveEdit(stored.id, { ...draft, intent: "save", isPublished: "on", publishedAt: "" }, editor)).toBe(
      "Artículo actualizado correctamente",
    );
  });

  it("opens the delete confirmation for ?delete={slug} without deleting, and deletes only on the POST", async () => {
    const opened = await load("/admin/articles?delete=nandu-ano-unico", editor);
    expect(opened.deleteCandidate).toEqual({ slug: "nandu-ano-unico", title: "Ñandú Año Único", fromList: false });
    expect(await findArticleBySlug(test.database.connection.db, "nandu-ano-unico")).not.toBeNull();

    const stored = await findArticleBySlug(test.database.connection.db, "nandu-ano-unico");
    const deleted = await post({ intent: "delete", slug: "nandu-ano-unico" }, editor);
    expect(deleted.body.notice?.title).toBe("Artículo eliminado correctamente");
    expect(await findArticleBySlug(test.database.connection.db, "nandu-ano-unico")).toBeNull();
    // In the trash, restorable with its cover: the file stays (docs/decisions/034-history-trash-media-redirects.md).
    expect(await coverFiles()).toContain(path.basename(stored!.coverImageUrl!));

    const again = await load("/admin/articles?delete=nandu-ano-unico", editor);
    expect(again.deleteCandidate).toBeNull();
    expect(again.notice?.title).toBe('No se encontró un artículo con slug "nandu-ano-unico"');
  });

  it("keeps visitors out of the loader", async () => {
    await expect(load("/admin/articles", "")).rejects.toMatchObject({ status: 302 });
  });
});
