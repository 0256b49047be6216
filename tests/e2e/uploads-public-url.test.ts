import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminSite, startSiteWithAdmin } from "../support/admin-site";
import { signInCookie } from "../support/accounts-over-http";
import { startTestBucket, type TestBucket } from "../support/bucket";

// With UPLOADS_PUBLIC_URL, pages link uploaded images on that origin (a CDN or the bucket's public
// domain; here the s3rver bucket itself), the CSP lets the browser load them, and the stored
// /uploads/... address keeps answering for old links.

const editor = { email: "editora@campo.example", password: "una-clave-bastante-larga" };
const title = "Portadas servidas desde el bucket";

describe("uploads on a public origin", () => {
  let bucket: TestBucket;
  let site: AdminSite;
  let publicUrl: string;

  beforeAll(async () => {
    bucket = await startTestBucket();
    publicUrl = `${bucket.endpoint}/${bucket.bucket}`;
    site = await startSiteWithAdmin(editor, { ...bucket.env, UPLOADS_PUBLIC_URL: publicUrl });
  });
  afterAll(async () => {
    await site?.stop();
    await bucket?.dispose();
  });

  it("renders a cover on UPLOADS_PUBLIC_URL, the browser loads it, and /uploads/... still answers", async () => {
    const { url } = site.server;
    const cookie = await signInCookie(url, editor.email, editor.password);

    const form = new FormData();
    const fields = {
      intent: "save",
      title,
      slug: "portadas-bucket",
      excerpt: "Un resumen.",
      content: "<p>Texto</p>",
      authorName: "",
      tags: "",
      isPublished: "on",
      publishedAt: "",
    };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const cover = await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#2f7a45" } })
      .png()
      .toBuffer();
    form.set("cover", new File([new Uint8Array(cover)], "portada.png", { type: "image/png" }));
    const saved = await fetch(`${url}/admin/articles/nuevo`, {
      method: "POST",
      headers: { cookie, origin: url },
      body: form,
      redirect: "manual",
    });
    expect(saved.status).toBeLessThan(400);

    const context = await site.browser.newContext({ baseURL: url });
    try {
      const page = await context.newPage();
      const response = await page.goto("/noticias/portadas-bucket");
      expect(response?.headers()["content-security-policy"]).toContain(`img-src 'self' ${bucket.endpoint} `);
      const image = page.getByRole("img", { name: title });
      const src = await image.getAttribute("src");
      expect(src).toMatch(new RegExp(`^${publicUrl}/articles/[0-9a-f-]{36}-800\\.webp$`));
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);

      const old = await fetch(`${url}/uploads${src!.slice(publicUrl.length)}`);
      expect([old.status, old.headers.get("content-type")]).toEqual([200, "image/webp"]);
    } finally {
      await context.close();
    }
  });
});
