import type { IncomingMessage } from "node:http";

// Which responses a CDN (and the server's own HTML cache) may keep. Pure, so it is unit-tested.
// Design: docs/decisions/007-html-cache.md.

/** A CDN may keep a public page a minute and serve it stale for five more while it refreshes. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** Everything else the app answers: never stored by a browser cache or a CDN. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

const PRIVATE_AREAS = /^\/(admin|auth|api|healthz|readyz)(\/|\.|$)/;

/** Whether the request could be answered with the anonymous, public version of a page. */
export function isAnonymousPublicRequest(req: Pick<IncomingMessage, "method" | "url" | "headers">): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  // A cookie may carry a session or a one-time notice; such a visitor gets a page of their own.
  if (req.headers.cookie || req.headers.authorization) return false;
  const pathname = (req.url ?? "/").split("?")[0]!;
  return !PRIVATE_AREAS.test(pathname);
}

interface ResponseFacts {
  status: number;
  setsCookie: boolean;
  /** The Cache-Control the app itself chose, if any. */
  cacheControl: string | undefined;
}

/**
 * The Cache-Control to send. A public answer must be a 200 that sets no cookie; a page may still
 * opt out (or choose its own lifetime) with its own header, which is kept. Every other answer is
 * private and never stored, whatever the page asked for.
 */
export function cacheControlFor(anonymousPublic: boolean, response: ResponseFacts): string {
  const own = response.cacheControl;
  const publicAnswer = anonymousPublic && response.status === 200 && !response.setsCookie;
  return publicAnswer ? (own ?? PUBLIC_CACHE_CONTROL) : PRIVATE_CACHE_CONTROL;
}

/** Whether the server may keep this answer in its own HTML cache. */
export function isStorableInServer(cacheControl: string, contentType: string | undefined): boolean {
  return cacheControl === PUBLIC_CACHE_CONTROL && (contentType ?? "").startsWith("text/html");
}
