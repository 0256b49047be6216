import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import type { InstrumentationServerHandlerResult, ServerInstrumentation } from "react-router";
import { optionalRequestContextOf } from "../request-context";
import { httpRequestDuration, httpRequests } from "./registry";
import { requestRouteOf } from "./route-label";

// The request metrics label each answer with the route that made it (./route-label.ts): the pattern
// React Router matched (reported by the instrumentation below through the request context), the
// page cache's record of it for a kept page, or a fixed name for what server.ts answers before the app.

/** An answer of the app for a path no route matches (the not-found page). */
const NOT_FOUND_ROUTE = "not found";
/** React Router's route manifest, which its scripts fetch while a visitor navigates. */
const MANIFEST_PATH = "/__manifest";

function routeOfAppAnswer({ meta }: InstrumentationServerHandlerResult, url: string): string {
  // React Router joins the matched routes' paths without the leading slash ("producto/:id").
  if (meta?.pattern) return meta.pattern.startsWith("/") ? meta.pattern : `/${meta.pattern}`;
  return new URL(url).pathname === MANIFEST_PATH ? MANIFEST_PATH : NOT_FOUND_ROUTE;
}

/**
 * React Router's server instrumentation (exported by the entry module): after the app answered, it
 * hands the matched route pattern to server.ts through the request context.
 */
export const routeReporting: ServerInstrumentation = {
  handler(handler) {
    handler.instrument({
      async request(handle, { request, context }) {
        const result = await handle();
        optionalRequestContextOf(context)?.reportRoute?.(routeOfAppAnswer(result, request.url));
      },
    });
  },
};

/** What server.ts answers itself, before or instead of the app, named by where it sent the request. */
function routeAnsweredBeforeApp(url: string): string {
  if (url.startsWith("/assets/")) return "static asset";
  if (url.startsWith("/uploads/")) return "upload";
  const path = url.split("?", 1)[0]!;
  // The files of public/ all have an extension and page paths never do (server.ts).
  if (/\.[^/]*$/.test(path)) return "public file";
  // Refused by a security policy (a method the site does not serve, an ambiguous path).
  return "no route";
}

const COUNTED_METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * Express middleware, mounted first: counts each answer by method, route and status, and times it,
 * when its last byte was handed to the system. An answer the client abandoned before that is not counted.
 */
export function countRequests(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void): void {
  const started = performance.now();
  res.once("finish", () => {
    const route = requestRouteOf(res) ?? routeAnsweredBeforeApp(req.originalUrl ?? req.url ?? "/");
    const method = COUNTED_METHODS.has(req.method ?? "") ? req.method! : "other";
    httpRequests.inc({ method, route, status: res.statusCode });
    httpRequestDuration.observe({ route }, (performance.now() - started) / 1000);
  });
  next();
}
