// Paths that share one template are generated in app/routes.ts from their content registry: one
// route per entry, each with an id of its own, "<template><path>" ("sector-page/tambo"). The
// template reads which entry it serves from that id (its `meta` and page component find it among
// the matches) or, in a loader, from the route's `pattern`, so the page does not depend on how the
// visitor spelled the URL: React Router matches paths case-insensitively and with a trailing slash.

export type TemplateName = "sector-page" | "category-listing" | "static-listing" | "pallet-product";

/** The route id of a generated route: the template's name followed by the entry's path. */
export function templateRouteId(template: TemplateName, path: string): string {
  return `${template}${path}`;
}

/** The entry path a generated route serves, read from the matches of its `meta` or page component. */
export function templateRoutePath(template: TemplateName, matches: readonly ({ id: string } | undefined)[]): string | undefined {
  const prefix = `${template}/`;
  const id = matches.find((match) => match?.id.startsWith(prefix))?.id;
  return id?.slice(template.length);
}

/** The entry path a generated route serves, read in its loader from the `pattern` argument (the route's path). */
export function templatePatternPath(pattern: string): string {
  return pattern.startsWith("/") ? pattern : `/${pattern}`;
}
