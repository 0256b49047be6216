// Paths that share one template are generated in app/routes.ts from their content registry: one
// route per entry, each with an id of its own, "<template><path>" ("sector-page/tambo"). The
// template's loader reads which entry it serves from the route's `pattern` and hands the page that
// entry only, so the page does not depend on how the visitor spelled the URL (React Router matches
// paths case-insensitively and with a trailing slash) and the other entries' copy stays on the server.

export type TemplateName = "sector-page" | "category-listing" | "static-listing" | "pallet-product";

/** The route id of a generated route: the template's name followed by the entry's path. */
export function templateRouteId(template: TemplateName, path: string): string {
  return `${template}${path}`;
}

/** The entry path a generated route serves, read in its loader from the `pattern` argument (the route's path). */
export function templatePatternPath(pattern: string): string {
  return pattern.startsWith("/") ? pattern : `/${pattern}`;
}
