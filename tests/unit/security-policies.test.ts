import { describe, expect, it } from "vitest";
import { bodyLimitFor, contentSecurityPolicy, createNonce, isSameOriginRequest } from "~/.server/security/http-policies";
import { containsNul } from "~/.server/security/input";

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

describe("bodyLimitFor", () => {
  it("keeps the upload allowance for the admin area", () => {
    expect(bodyLimitFor("/api/contact")).toBe(1024 * 1024);
    expect(bodyLimitFor("/admin")).toBe(1024 * 1024);
    expect(bodyLimitFor("/admin/products/imagenes")).toBeGreaterThan(10 * 1024 * 1024);
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
