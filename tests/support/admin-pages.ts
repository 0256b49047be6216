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
 * CSV are .ts), /admin itself included (its layout module is a page that forwards to the articles).
 */
export function adminPagePaths(entries: readonly RouteEntry[] = routeTable, parent = ""): string[] {
  return entries.flatMap((entry) => {
    const routePath = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    const isAdmin = routePath === "/admin" || routePath.startsWith("/admin/");
    const own = isAdmin && entry.path !== undefined && entry.file.endsWith(".tsx") ? [routePath] : [];
    return [...own, ...adminPagePaths(entry.children ?? [], routePath)];
  });
}

/** Every route of the table that answers an address (layout routes left out), with its full path ("/" for the home page). */
export function routeLeaves(entries: readonly RouteEntry[] = routeTable, parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const routePath = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    return entry.children ? routeLeaves(entry.children, entry.path ? routePath : parent) : [{ path: routePath, file: entry.file }];
  });
}
