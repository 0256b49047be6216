import routes from "~/routes";

export interface RouteEntry {
  file: string;
  path?: string;
  children?: RouteEntry[];
}

/** The app's route table as the tests walk it. */
export const routeTable = routes as RouteEntry[];

/**
 * The admin routes a browser opens as a page: every page module (.tsx; resource routes such as the
 * CSV are .ts), and with `withIndex` also /admin itself (it forwards to the articles).
 */
export function adminPagePaths({ withIndex = false } = {}, entries: readonly RouteEntry[] = routeTable, parent = ""): string[] {
  return entries.flatMap((entry) => {
    const routePath = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    const isAdmin = routePath === "/admin" || routePath.startsWith("/admin/");
    const isPage = entry.file.endsWith(".tsx") || (withIndex && routePath === "/admin");
    const own = isAdmin && entry.path !== undefined && isPage ? [routePath] : [];
    return [...own, ...adminPagePaths({ withIndex }, entry.children ?? [], routePath)];
  });
}
