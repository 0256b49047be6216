import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  isAnonymousPublicRequest,
  isStorableInServer,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from "~/.server/cache/cache-policy";

const get = (url: string, headers: Record<string, string> = {}) => ({ method: "GET", url, headers });
const ok = { status: 200, setsCookie: false, cacheControl: undefined };

describe("isAnonymousPublicRequest", () => {
  it("accepts a cookieless GET or HEAD of a public page", () => {
    expect(isAnonymousPublicRequest(get("/redes-enfardar"))).toBe(true);
    expect(isAnonymousPublicRequest(get("/noticias?pagina=2"))).toBe(true);
    expect(isAnonymousPublicRequest({ ...get("/"), method: "HEAD" })).toBe(true);
  });

  it("refuses visitors with a cookie or credentials, writes, and the private areas", () => {
    expect(isAnonymousPublicRequest(get("/", { cookie: "aviso=signed-in" }))).toBe(false);
    expect(isAnonymousPublicRequest(get("/", { authorization: "Bearer x" }))).toBe(false);
    expect(isAnonymousPublicRequest({ ...get("/contacto"), method: "POST" })).toBe(false);
    for (const path of ["/admin", "/admin/products", "/auth", "/auth/verificacion", "/api/contact", "/healthz", "/admin.data"]) {
      expect(isAnonymousPublicRequest(get(path)), path).toBe(false);
    }
    expect(isAnonymousPublicRequest(get("/administracion-de-tambos"))).toBe(true);
  });
});

describe("cacheControlFor", () => {
  it("makes an anonymous 200 without cookies public for a CDN", () => {
    expect(cacheControlFor(true, ok)).toBe(PUBLIC_CACHE_CONTROL);
    expect(PUBLIC_CACHE_CONTROL).toMatch(/s-maxage=\d+/);
    expect(PUBLIC_CACHE_CONTROL).toMatch(/stale-while-revalidate=\d+/);
  });

  it("keeps a page's own choice for an anonymous 200", () => {
    expect(cacheControlFor(true, { ...ok, cacheControl: "public, max-age=3600" })).toBe("public, max-age=3600");
  });

  it("makes errors, redirects, cookie-setting and personal answers private", () => {
    expect(cacheControlFor(true, { ...ok, status: 404 })).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor(true, { ...ok, status: 500 })).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor(true, { ...ok, status: 302 })).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor(true, { ...ok, setsCookie: true })).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor(false, ok)).toBe(PRIVATE_CACHE_CONTROL);
    // Even a page that asked for public caching is private when answered to a signed-in visitor.
    expect(cacheControlFor(false, { ...ok, cacheControl: "public, max-age=3600" })).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor(false, { ...ok, cacheControl: "no-store" })).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe("isStorableInServer", () => {
  it("keeps only HTML answered with the public policy", () => {
    expect(isStorableInServer(PUBLIC_CACHE_CONTROL, "text/html; charset=utf-8")).toBe(true);
    expect(isStorableInServer(PUBLIC_CACHE_CONTROL, "application/xml")).toBe(false);
    expect(isStorableInServer("public, max-age=3600", "text/html")).toBe(false);
    expect(isStorableInServer(PRIVATE_CACHE_CONTROL, "text/html")).toBe(false);
  });
});
