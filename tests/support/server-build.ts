import routeConfig from "~/routes";
import type { RouteEntry } from "./admin-pages";

// What `virtual:react-router/server-build` gives the app (its `routes`), for tests that run server
// modules outside a build (vitest.config.ts points the import here): the same app/routes.ts,
// with page modules (.tsx) told from resource routes (.ts) as the build tells them by their
// default export. Only the fields app/.server/seo/route-table.ts reads.

interface BuildEntry {
  id: string;
  parentId: string;
  path?: string;
  index?: boolean;
  module: { default?: () => null; handle?: unknown };
}

function flatten(entries: readonly (RouteEntry & { id?: string; index?: boolean })[], parentId: string): BuildEntry[] {
  return entries.flatMap((entry) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    const own: BuildEntry = {
      id,
      parentId,
      path: entry.path,
      index: entry.index,
      module: entry.file.endsWith(".tsx") ? { default: () => null } : {},
    };
    return [own, ...flatten(entry.children ?? [], id)];
  });
}

const root: BuildEntry = { id: "root", parentId: "", path: "", module: { default: () => null } };

export const routes: Record<string, BuildEntry> = Object.fromEntries(
  [root, ...flatten(routeConfig as RouteEntry[], "root")].map((entry) => [entry.id, entry]),
);
