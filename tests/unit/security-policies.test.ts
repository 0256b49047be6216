import { describe, expect, it } from "vitest";
import {
  BODY_LIMIT_BYTES,
  bodyLimitFor,
  contentSecurityPolicy,
  createNonce,
  isAmbiguousPath,
  isSameOriginRequest,
  FORM_TEXT_LIMIT_BYTES,
  PHOTOS_PER_FORM,
  requestPathname,
} from "~/.server/security/http-policies";
import { MAX_UPLOAD_BYTES } from "~/.server/storage/images";
import { ARTICLE_CONTENT_MAX_LENGTH } from "~/admin/lib/article-form";
import { containsNul, rejectNulCharacters } from "~/.server/security/input";
import { MAX_PRODUCT_CSV_BYTES, PRODUCT_IMPORT_BODY_LIMIT_BYTES } from "~/admin/lib/product-import";

describe("contentSecurityPolicy", () => {
  it("allows scripts only from the site and with the response's nonce", () => {
    const policy = contentSecurityPolicy("abc123abc123abc123==", { https: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc123abc123abc123=='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy("abc123abc123abc123==", { https: true })).toContain("upgrade-insecure-requests");
  });

  it("allows images from the uploads' public origin when one is configured", () => {
    expect(contentSecurityPolicy("abc123abc123abc123==", { https: false })).toContain("img-src 'self' data: blob: https:");
    expect(contentSecurityPolicy("abc123abc123abc123==", { https: false, imageOrigin: "http://127.0.0.1:9000" })).toContain(
      "img-src 'self' http://127.0.0.1:9000 data: blob: https:",
    );
  });

  it("gets a different, unguessable nonce every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("isSameOriginRequest", () => {
  const own = "http://127.0.0.1:3000";
  const publicOrigin = "https://www.campo.example";

  it("accepts the site's own pages, by Origin or by Referer", () => {
    expect(isSameOriginRequest({ origin: own }, own, null)).toBe(true);
    expect(isSameOriginRequest({ origin: publicOrigin }, "http://10.0.0.5:3000", publicOrigin)).toBe(true);
    expect(isSameOriginRequest({ referer: `${own}/contacto?x=1` }, own, null)).toBe(true);
  });

  it("refuses other sites, look-alike hosts and opaque origins", () => {
    expect(isSameOriginRequest({ origin: "https://evil.example" }, own, publicOrigin)).toBe(false);
    expect(isSameOriginRequest({ origin: "https://www.campo.example.evil.example" }, own, publicOrigin)).toBe(false);
    expect(isSameOriginRequest({ origin: "http://www.campo.example" }, own, publicOrigin)).toBe(false);
    expect(isSameOriginRequest({ origin: "null" }, own, null)).toBe(false);
    expect(isSameOriginRequest({ referer: "https://evil.example/form" }, own, null)).toBe(false);
    // Origin wins over a Referer that claims the site.
    expect(isSameOriginRequest({ origin: "https://evil.example", referer: `${own}/` }, own, null)).toBe(false);
  });

  it("lets through requests that name no page (programs, not browsers)", () => {
    expect(isSameOriginRequest({}, own, null)).toBe(true);
  });
});

describe("isAmbiguousPath", () => {
  it("finds a dot-segment however it is spelt, and encoded or backward slashes", () => {
    for (const pathname of [
      "/admin/../api/contact",
      "/admin/%2e%2e/api/contact",
      "/admin/%2E%2E/api/contact",
      "/admin/.%2e/api/contact",
      "/admin/%2e./api/contact",
      "/admin/x/%2e%2e/%2e%2e/api/contact",
      "/admin/./products/imagenes",
      "/admin/%2e/products/imagenes",
      "/admin/products/imagenes/..",
      "/producto/..%2f..%2fetc%2fpasswd",
      "/producto/a%2Fb",
      "/uploads/products/..%5c..%5cx.webp",
      "/admin\\..\\api/contact",
    ]) {
      expect(isAmbiguousPath(pathname), pathname).toBe(true);
    }
  });

  it("leaves ordinary paths alone, dots inside names included", () => {
    for (const pathname of [
      "/",
      "/api/contact",
      "/noticias/rss.xml",
      "/admin/articles.data",
      "/producto/...",
      "/producto/..a",
      "/%E0%A4%A",
      "/producto/a%252e%252e",
    ]) {
      expect(isAmbiguousPath(pathname), pathname).toBe(false);
    }
  });
});

describe("requestPathname", () => {
  it("is the path React Router resolves from the request target", () => {
    expect(requestPathname("/admin/%2e%2e/api/contact?x=1")).toBe("/api/contact");
    expect(requestPathname("/admin/x/%2E%2E/%2e%2e/api/contact")).toBe("/api/contact");
    expect(requestPathname("//admin/articles")).toBe("//admin/articles");
    expect(requestPathname("/admin/articles.data?index")).toBe("/admin/articles.data");
  });
});

describe("bodyLimitFor", () => {
  const product = "0b7f6a1e-3c2d-4e5f-8a9b-1c2d3e4f5a6b";

  const articleForms = [
    "/admin/articles/nuevo",
    "/admin/articles/nuevo.data",
    `/admin/articles/${product}`,
    `/admin/articles/${product}.data`,
  ];
  const photoForms = [
    "/admin/products/nuevo",
    "/admin/products/nuevo.data",
    `/admin/products/${product}`,
    `/admin/products/${product}.data`,
    "/admin/listados",
    "/admin/listados.data",
  ];

  it("gives each upload endpoint room for one photo at the upload pipeline's limit, not for two", () => {
    for (const pathname of ["/admin/products/imagenes", "/admin/articles/imagenes", "/admin/articles/imagenes.data"]) {
      expect(bodyLimitFor(pathname), pathname).toBeGreaterThan(MAX_UPLOAD_BYTES);
      expect(bodyLimitFor(pathname), pathname).toBeLessThan(MAX_UPLOAD_BYTES + 1024 * 1024);
    }
  });

  it("gives the article form room for its cover and the longest article, and refuses a 30 MB body", () => {
    for (const pathname of articleForms) {
      const limit = bodyLimitFor(pathname);
      // Every character of the longest article as three bytes of UTF-8, plus a full-size cover.
      expect(limit, pathname).toBeGreaterThan(MAX_UPLOAD_BYTES + 3 * ARTICLE_CONTENT_MAX_LENGTH);
      expect(limit, pathname).toBeLessThan(2 * MAX_UPLOAD_BYTES);
      expect(limit, pathname).toBeLessThan(30 * 1024 * 1024);
    }
    // The form's text may hold more than the longest article, so that one over the maximum gets its message.
    expect(FORM_TEXT_LIMIT_BYTES).toBeGreaterThan(3 * ARTICLE_CONTENT_MAX_LENGTH);
  });

  it("gives the product and listing forms room for their photos without JavaScript, and no more", () => {
    for (const pathname of photoForms) {
      const limit = bodyLimitFor(pathname);
      expect(limit, pathname).toBeGreaterThan(PHOTOS_PER_FORM * MAX_UPLOAD_BYTES);
      expect(limit, pathname).toBeLessThan((PHOTOS_PER_FORM + 1) * MAX_UPLOAD_BYTES);
    }
  });

  it("gives the product import the allowance its page states, so a file just over 2 MB gets the page's own message", () => {
    for (const pathname of ["/admin/products/importar", "/admin/products/importar.data"]) {
      expect(bodyLimitFor(pathname), pathname).toBe(PRODUCT_IMPORT_BODY_LIMIT_BYTES);
    }
    expect(PRODUCT_IMPORT_BODY_LIMIT_BYTES).toBeGreaterThan(MAX_PRODUCT_CSV_BYTES + 64 * 1024);
  });

  it("keeps the admin area's other forms, which carry no files, to 256 KB", () => {
    for (const pathname of [
      "/admin",
      "/admin/",
      "/admin.data",
      "/admin/ajustes",
      "/admin/ajustes.data",
      "/admin/usuarios",
      "/admin/messages",
      "/admin/categorias",
      "/admin/products",
      "/admin/products/no-es-un-id",
      "/admin/products/imagenes/x",
      "/admin/articles/imagenes/x",
      "/admin/articles",
      "/admin/articles/x",
      "/admin/listados/x",
      "/admin/products/importar/x",
    ]) {
      expect(bodyLimitFor(pathname), pathname).toBe(256 * 1024);
    }
  });

  it("keeps every path outside the admin area (as the router resolves it) to 1 MB", () => {
    for (const pathname of ["/api/contact", "/contacto", "/x/admin/articles", "/adminx", "/admin.csv"]) {
      expect(bodyLimitFor(pathname), pathname).toBe(BODY_LIMIT_BYTES);
    }
    expect(BODY_LIMIT_BYTES).toBe(1024 * 1024);
  });
});

describe("containsNul", () => {
  it("finds a NUL however it was sent", () => {
    expect(containsNul("a\0b")).toBe(true);
    expect(containsNul("nombre=a%00b")).toBe(true);
    expect(containsNul('{"nombre":"a\\u0000"}')).toBe(true);
    expect(containsNul("precio=100%25 00")).toBe(false);
    expect(containsNul("nombre=Ana&mensaje=Hola%2C+100+fardos")).toBe(false);
  });
});

describe("rejectNulCharacters", () => {
  const next = () => Promise.resolve(new Response("la ruta respondió"));

  async function outcome(request: Request): Promise<number> {
    try {
      const response = await rejectNulCharacters({ request, params: {}, context: {} as never, unstable_pattern: "" } as never, next);
      return (response as Response).status;
    } catch (thrown) {
      const { status, init } = thrown as { status?: number; init?: { status?: number } };
      return status ?? init?.status ?? -1;
    }
  }

  function post(url: string, body: string, headers: Record<string, string> = {}): Request {
    return new Request(url, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });
  }

  it("answers 404 for a NUL in the path, even beside a malformed escape", async () => {
    expect(await outcome(new Request("http://sitio.test/producto/%00"))).toBe(404);
    expect(await outcome(new Request("http://sitio.test/producto/%00%E0"))).toBe(404);
    expect(await outcome(new Request("http://sitio.test/producto/silotrato"))).toBe(200);
  });

  it("checks the body of every route but the upload routes, whatever its declared length", async () => {
    const withNul = JSON.stringify({ nombre: "Ana\u0000", mensaje: "x".repeat(1000) });
    // A length over 1 MB (a path that once fooled the limit), or none at all (a chunked body).
    expect(await outcome(post("http://sitio.test/api/contact", withNul, { "content-length": String(2 * 1024 * 1024) }))).toBe(400);
    const chunked = new Request("http://sitio.test/api/contact", {
      method: "POST",
      body: new Blob([withNul]).stream(),
      duplex: "half",
      headers: { "content-type": "application/json" },
    } as RequestInit);
    expect(await outcome(chunked)).toBe(400);
    expect(await outcome(post("http://sitio.test/admin/usuarios", withNul, { "content-length": String(2 * 1024 * 1024) }))).toBe(400);
    // The upload routes' actions read their own bodies, after their admin guard.
    expect(await outcome(post("http://sitio.test/admin/products/imagenes", withNul))).toBe(200);
    expect(await outcome(post("http://sitio.test/api/contact", JSON.stringify({ nombre: "Ana" })))).toBe(200);
  });
});
