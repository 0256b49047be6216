import * as serverBuild from "virtual:react-router/server-build";
import type { BuildRoute } from "~/lib/sitemap";

/** What a route module's `handle` tells the sitemap. */
interface RouteHandle {
  canonicalPath?: string;
  noindex?: boolean;
}

/**
 * The route table as the running server knows it (app/routes.ts after the build), so the sitemap
 * follows every route added there without a second list. Read at request time: the build imports
 * this module, so reading it at import time would meet a half-initialised module.
 */
export function buildRouteTable(): BuildRoute[] {
  return Object.values(serverBuild.routes).flatMap((route) =>
    route
      ? [
          {
            id: route.id,
            parentId: route.parentId,
            path: route.path,
            index: route.index,
            hasPage: typeof route.module.default === "function",
            canonicalPath: (route.module.handle as RouteHandle | undefined)?.canonicalPath,
            noindex: (route.module.handle as RouteHandle | undefined)?.noindex === true,
          },
        ]
      : [],
  );
}
