import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findArticleBySlug, getPublishedArticle } from "~/.server/articles";
import { action as uploadAction } from "~/admin/routes/articles.imagenes";
import { action as newAction } from "~/admin/routes/articles.nuevo";
import { createVerifiedUser, setUpAuthTest, signIn, TEST_ORIGIN, type AuthTestContext } from "../support/auth";
import { adminRouteContext } from "../support/route-context";
import { listStoredUploads } from "../support/uploads";
import { expectInert, xssCorpus } from "../support/xss-corpus";

// The article editor's save path on the server: whatever the browser's editor (or anything else)
// posts as "content" goes through the article action, which stores only what the sanitiser's
// allow-list keeps; and the editor's image upload endpoint stores images through the checked pipeline.

type NewArgs = Parameters<typeof newAction>[0];
type UploadArgs = Parameters<typeof uploadAction>[0];

function request(pathname: string, cookie: string | null, body: FormData): Request {
  const headers = new Headers({ accept: "text/html", origin: TEST_ORIGIN });
  if (cookie) headers.set("cookie", cookie);
  return new Request(new URL(pathname, TEST_ORIGIN), { method: "POST", headers, body });
}

async function saveArticle(cookie: string, slug: string, content: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    intent: "save",
    title: `Artículo ${slug}`,
    slug,
    excerpt: "",
    content,
    authorName: "",
    tags: "",
    isPublished: "on",
    publishedAt: "",
  })) {
    form.set(name, value);
  }
  const req = request("/admin/articles/nuevo", cookie, form);
  const result = (await newAction({ request: req, params: {}, context: await adminRouteContext(req) } as unknown as NewArgs)) as unknown;
  return result instanceof Response ? result.status : ((result as { init?: { status?: number } }).init?.status ?? 200);
}

async function upload(cookie: string | null, file: File): Promise<Response> {
  const form = new FormData();
  form.append("file", file);
  const req = request("/admin/articles/imagenes", cookie, form);
  return uploadAction({ request: req, params: {}, context: await adminRouteContext(req), unstable_pattern: "" } as unknown as UploadArgs);
}

describe("the article editor's save path", () => {
  let test: AuthTestContext;
  let editor: string;

  beforeAll(async () => {
    test = await setUpAuthTest({ ADMIN_EMAIL: "editora@example.com" });
    await createVerifiedUser("editora@example.com", "clave-de-prueba-1");
    editor = await signIn("editora@example.com", "clave-de-prueba-1");
  });
  afterAll(() => test.dispose());

  it("stores nothing executable for any entry of the XSS corpus posted as the content", async () => {
    for (const [index, payload] of xssCorpus.entries()) {
      const slug = `xss-${index}`;
      expect(await saveArticle(editor, slug, `<p>Antes</p>${payload}<p>Después</p>`), payload).toBe(303);
      const stored = await findArticleBySlug(test.database.connection.db, slug);
      expect(stored, payload).not.toBeNull();
      expectInert(stored!.content ?? "");
      expect(stored!.content, payload).toContain("<p>Antes</p>");
      const shown = await getPublishedArticle(test.database.connection.db, slug);
      expectInert(shown!.content ?? "");
    }
  });

  it("stores the editor's formatting as it was sent", async () => {
    const html =
      '<h2>Título</h2><p>Con <strong>negrita</strong>, <em>cursiva</em> y un <a href="https://inia.uy">enlace</a>.</p><ul><li><p>uno</p></li></ul><ol><li><p>dos</p></li></ol>' +
      "<blockquote><p>cita</p></blockquote><hr><table><tbody><tr><th>A</th></tr><tr><td><p>1</p></td></tr></tbody></table>" +
      '<iframe src="https://www.youtube-nocookie.com/embed/abcdefghijk" title="Demostración" allowfullscreen="true"></iframe>';
    expect(await saveArticle(editor, "formato-del-editor", html)).toBe(303);
    const stored = (await findArticleBySlug(test.database.connection.db, "formato-del-editor"))!.content!;
    expect(stored).toContain('<a href="https://inia.uy" target="_blank" rel="noopener noreferrer">enlace</a>');
    expect(stored).toContain("<ul><li><p>uno</p></li></ul><ol><li><p>dos</p></li></ol><blockquote><p>cita</p></blockquote><hr />");
    expect(stored).toContain("<table><tbody><tr><th>A</th></tr><tr><td><p>1</p></td></tr></tbody></table>");
    expect(stored).toContain('src="https://www.youtube-nocookie.com/embed/abcdefghijk"');
  });

  it("uploads an article image through the checked pipeline and answers its address and size", async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#2f7a45" } })
      .png()
      .toBuffer();
    const answer = await upload(editor, new File([png], "tambo.png", { type: "image/png" }));
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { url: string; width: number; height: number };
    expect(body).toMatchObject({ width: 1600, height: 800 });
    expect(body.url).toMatch(/^\/uploads\/articles\/[0-9a-f-]{36}-1600\.webp$/);
    const files = await listStoredUploads(test.dataDir, "articles");
    const id = body.url.split("/").pop()!.replace("-1600.webp", "");
    expect(files.filter((name) => name.startsWith(id)).sort()).toEqual([`${id}-1600.webp`, `${id}-400.webp`, `${id}-800.webp`]);
  });

  it("refuses a file that is not an image, in Spanish, and anyone not signed in", async () => {
    const refused = await upload(editor, new File(["<svg onload=alert(1)>"], "foto.png", { type: "image/png" }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "El archivo debe ser una imagen JPG, PNG o WebP." });
    await expect(upload(null, new File(["x"], "x.png"))).rejects.toMatchObject({ status: 401 });
  });
});
