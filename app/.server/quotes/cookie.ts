import { type Cookie, createCookie } from "react-router";
import { isUuid } from "~/lib/is-uuid";
import { QUOTE_LIMITS } from "~/lib/quote-list";
import { readAuthSecret } from "../auth/secret";
import { secure } from "../flash";

// The cookie «Mi consulta» lives behind (docs/decisions/035-quote-list-and-lead-pipeline.md): it
// holds only the list's random id, signed with the site's secret so nobody can point it at another
// visitor's list, HttpOnly, SameSite=Lax, 30 days from the list's last change. Strictly necessary
// (it is what the visitor asked the site to remember): no consent banner, said on /privacidad.

export const QUOTE_COOKIE = "mi_consulta";

let cookie: Cookie | undefined;

// Made on first use: the secret may be a file under DATA_DIR, which the build must not create.
function quoteCookie(): Cookie {
  cookie ??= createCookie(QUOTE_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: QUOTE_LIMITS.days * 24 * 60 * 60,
    secrets: [readAuthSecret()],
  });
  return cookie;
}

/**
 * The list id the request's cookie names, or null. A request without the cookie is answered
 * without touching the secret or the database (the header's count reads this on every page).
 */
export async function readQuoteListId(request: Request): Promise<string | null> {
  const header = request.headers.get("cookie");
  if (!header?.includes(`${QUOTE_COOKIE}=`)) return null;
  const value: unknown = await quoteCookie().parse(header);
  return typeof value === "string" && isUuid(value) ? value : null;
}

/** The Set-Cookie header that keeps this list for another 30 days. */
export function quoteCookieHeader(listId: string): Promise<string> {
  return quoteCookie().serialize(listId, { secure: secure() });
}

/** The Set-Cookie header that forgets the list (after it was sent). */
export function clearQuoteCookieHeader(): Promise<string> {
  return quoteCookie().serialize("", { maxAge: 0, secure: secure() });
}
