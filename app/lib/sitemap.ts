// The sitemap and robots.txt of the site, as pure functions of the route table and the data,
// so tests can check them without a server.

/** One route of the server build's route table (React Router's manifest). */
export interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  /** Resource routes (feeds, APIs, sitemap) have no page component. */
  hasPage: boolean;
  /** From the module's `handle.canonicalPath`: a page served under several paths is listed once, there. */
  canonicalPath?: string;
  /** From the module's `handle.noindex`: a page search engines must not index (search results) is not listed. */
  noindex?: boolean;
}

export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

/** Areas that are not for search engines: they are disallowed in robots.txt and left out of the sitemap. */
export const PRIVATE_PREFIXES = ["/admin", "/auth", "/api"] as const;

function isPrivate(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Every public page path of the route table: full paths joined through the parents, pages only,
 * no parameters (those pages come from the data), nothing under the private prefixes, and no page
 * marked noindex.
 */
export function publicPagePaths(routes: readonly BuildRoute[]): string[] {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (route: BuildRoute): string => {
    const parent = route.parentId ? byId.get(route.parentId) : undefined;
    const base = parent ? fullPath(parent) : "";
    return route.path ? `${base.replace(/\/$/, "")}/${route.path}` : base || "/";
  };
  const paths = new Set<string>();
  for (const route of routes) {
    if (!route.hasPage || route.id === "root" || route.noindex) continue;
    if (!route.path && !route.index) continue;
    const path = fullPath(route);
    if (/[:*]/.test(path) || isPrivate(path)) continue;
    if (route.canonicalPath && route.canonicalPath !== path) continue;
    paths.add(path);
  }
  return [...paths].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

/**
 * Every page path of the route table a visitor can open, without parameters: the sitemap's, plus
 * the pages it leaves out for search engines (noindex, and a page's second path).
 */
export function visitablePagePaths(routes: readonly BuildRoute[]): string[] {
  return publicPagePaths(routes.map((route) => ({ ...route, noindex: false, canonicalPath: undefined })));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map((entry) => `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc><lastmod>${entry.lastmod.toISOString()}</lastmod></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function renderRobots(origin: string): string {
  const disallow = PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`).join("\n");
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
