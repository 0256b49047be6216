import type { MiddlewareFunction } from "react-router";
import { requestedPage, requireAdmin, setAdmin } from "./guard";
import { ADMIN_SECURITY_PAGE } from "./policy";
import { loadSession } from "./session";

/** Name of the cookie a Set-Cookie header sets. */
function cookieName(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf("=")).trim();
}

/**
 * Adds the session lookup's Set-Cookie headers (the idle timeout pushed forward, or a stale cookie
 * cleared) unless the response already sets that cookie, as an action that rotated the session does.
 */
function withSessionCookies(response: Response, setCookies: readonly string[]): Response {
  const alreadySet = new Set(response.headers.getSetCookie().map(cookieName));
  const missing = setCookies.filter((cookie) => !alreadySet.has(cookieName(cookie)));
  if (missing.length === 0) return response;
  try {
    for (const cookie of missing) response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    // Some responses (Response.redirect) have immutable headers: copy them.
    const copy = new Response(response.body, response);
    for (const cookie of missing) copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
}

/**
 * The admin layout's middleware, run before every loader and action below /admin: the guard, once
 * per request, leaves the administrator in the context (adminOf), then the refreshed session cookie
 * goes on whatever the route answers.
 */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { setCookies } = await loadSession(context, request);
  const path = requestedPage(request).split("?")[0];
  try {
    setAdmin(context, await requireAdmin({ request, context }, { allowWithoutTwoFactor: path === ADMIN_SECURITY_PAGE }));
  } catch (thrown) {
    throw thrown instanceof Response ? withSessionCookies(thrown, setCookies) : thrown;
  }
  return withSessionCookies(await next(), setCookies);
};
