import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  isAnonymousPublicRequest,
  isStorableInServer,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from "~/.server/cache/cache-policy";
import { policyWithScriptHashes } from "~/.server/cache/public-page-cache";

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
    for (const path of ["/admin", "/admin/products", "/auth", "/auth/verificacion", "/api/contact", "/healthz", "/readyz", "/admin.data"]) {
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

describe("policyWithScriptHashes", () => {
  const csp = "default-src 'self'; script-src 'self' 'nonce-abc123=='; object-src 'none'";
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

  it("allows exactly the inline scripts that carried the nonce, by hash, and drops the nonce", () => {
    const html = [
      '<script nonce="abc123==">window.__ctx = {"año":1};</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module" async="" nonce="abc123==">import("/assets/entry.client.js");</script>',
      '<script nonce="abc123==">window.__ctx = {"año":1};</script>',
      '<script nonce="otro">alert(1)</script>',
    ].join("");
    const policy = policyWithScriptHashes(csp, html);
    expect(policy).not.toContain("nonce-");
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${sha256('window.__ctx = {"año":1};')} ${sha256('import("/assets/entry.client.js");')}; object-src 'none'`,
    );
  });

  it("leaves 'self' alone when the page has no inline script, and a policy without nonce as it is", () => {
    expect(policyWithScriptHashes(csp, "<p>Hola</p>")).toBe("default-src 'self'; script-src 'self'; object-src 'none'");
    expect(policyWithScriptHashes("default-src 'self'", "<script>x()</script>")).toBe("default-src 'self'");
  });
});
