import { describe, expect, it } from "vitest";
import { type BuildRoute, publicPagePaths, renderRobots, renderSitemap, visitablePagePaths } from "~/lib/sitemap";

const routes: BuildRoute[] = [
  { id: "root", path: "", hasPage: true },
  { id: "routes/home", parentId: "root", index: true, hasPage: true },
  { id: "routes/tambo", parentId: "root", path: "tambo", hasPage: true },
  { id: "routes/tambo.agua", parentId: "root", path: "tambo/tratamiento-agua", hasPage: true },
  { id: "routes/producto", parentId: "root", path: "producto/:id", hasPage: true },
  { id: "routes/admin", parentId: "root", path: "admin", hasPage: true },
  { id: "routes/admin.articles", parentId: "routes/admin", path: "articles", hasPage: true },
  { id: "routes/auth", parentId: "root", path: "auth", hasPage: true },
  { id: "routes/api.events", parentId: "root", path: "api/events", hasPage: false },
  { id: "routes/rss", parentId: "root", path: "noticias/rss.xml", hasPage: false },
  { id: "routes/healthz", parentId: "root", path: "healthz", hasPage: false },
  { id: "routes/scio-cup", parentId: "root", path: "scio-cup", hasPage: true, canonicalPath: "/scio-nir" },
  { id: "routes/scio-nir", parentId: "root", path: "scio-nir", hasPage: true, canonicalPath: "/scio-nir" },
  { id: "routes/buscar", parentId: "root", path: "buscar", hasPage: true, noindex: true },
];

describe("sitemap", () => {
  it("lists the route table's public pages once, at their canonical path, without parameters, resource routes, private areas or noindex pages (search results)", () => {
    expect(publicPagePaths(routes)).toEqual(["/", "/scio-nir", "/tambo", "/tambo/tratamiento-agua"]);
  });

  it("knows, for analytics, every page a visitor can open: the second SCIO path and search results too, still no parameters or private areas", () => {
    expect(visitablePagePaths(routes)).toEqual(["/", "/buscar", "/scio-cup", "/scio-nir", "/tambo", "/tambo/tratamiento-agua"]);
  });

  it("writes each page with its absolute URL and last change, escaping XML", () => {
    const xml = renderSitemap("https://www.campo.example", [
      { path: "/", lastmod: new Date("2026-11-01T10:00:00Z") },
      { path: "/noticias/a&b", lastmod: new Date("2026-11-02T10:00:00Z") },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://www.campo.example/</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod></url>");
    expect(xml).toContain("<loc>https://www.campo.example/noticias/a&#38;b</loc>");
  });

  it("lets robots crawl the public site but not the admin, sign-in or API, and names the sitemap", () => {
    expect(renderRobots("https://www.campo.example")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /auth\nDisallow: /api\n\nSitemap: https://www.campo.example/sitemap.xml\n",
    );
  });
});
