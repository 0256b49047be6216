import { redirect, type RouterContextProvider } from "react-router";
import { encodedSitePath, normaliseSitePath } from "~/lib/redirect-paths";
import { exclusionOf } from "../analytics/exclusions";
import { getDb } from "../db";
import { logger } from "../logger";
import { optionalRequestContextOf } from "../request-context";
import { recordMissingPage } from "./missing-pages";
import { followRedirect } from "./redirects";

// The one place that sees every page the site answers with 404 (docs/decisions/034-history-trash-media-redirects.md):
// app/entry.server.tsx calls it for a document whose status is 404 (an unmatched address, rendered
// by the root ErrorBoundary, or a loader that threw 404: an unknown article or product) and for
// React Router's data request of one (a client-side navigation). It runs only for answers that are
// already 404: a page that exists pays nothing, and a page kept by the page cache never gets here.
// A redirect from the address answers 301 with the new one (the query string kept); otherwise a
// browser's GET is counted in «Páginas no encontradas». Neither answer is kept by any cache
// (app/.server/cache/cache-policy.ts: only 200s are public), so a redirect added or removed takes
// effect on every instance at once, with no content version to bump.

/** The admin and the endpoints have no old addresses to keep: their 404s are theirs. */
const OWN_AREAS = /^\/(admin|api)(\/|\.|$)/;

/** The page a request is for: React Router's data requests ask for "/x.data?_routes=…" ("/_root.data" for "/"). */
function requestedPage(url: URL): { pathname: string; search: string } {
  const pathname = url.pathname.endsWith("/_root.data") ? url.pathname.slice(0, -"_root.data".length) : url.pathname.replace(/\.data$/, "");
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  const search = params.toString();
  return { pathname, search: search ? `?${search}` : "" };
}

/**
 * The 301 for a request that would answer 404, counting the redirect's hit; null when no redirect
 * starts at its address, after counting it as a missing page (a browser's GET only).
 */
export async function redirectForMissingPage(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
): Promise<Response | null> {
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") return null;
  const { pathname, search } = requestedPage(new URL(request.url));
  const normalised = normaliseSitePath(pathname.replace(/^\/+/, "/"));
  if (!normalised.ok || OWN_AREAS.test(normalised.path)) return null;
  const requestContext = optionalRequestContextOf(context);
  try {
    const db = await (requestContext?.db ?? getDb)();
    const to = await followRedirect(db, normalised.path);
    if (to !== null) return redirect(`${encodedSitePath(to)}${search}`, 301);
    if (method === "GET" && !exclusionOf(request.headers)) recordMissingPage(db, normalised.path);
  } catch (error) {
    // Without the database the visitor still gets the not-found page.
    (requestContext?.log ?? logger).warn({ err: error }, "redirect lookup failed");
  }
  return null;
}
