import { isbot } from "isbot";

// Requests that are not a visitor looking at a page, and are not counted. Pure over the headers,
// so it costs no database read (tests/unit/analytics-exclusions.test.ts).

export type Exclusion = "bot" | "prefetch" | "staff";

// Better Auth's session cookie (its default name; __Secure- when the site is served over HTTPS,
// app/.server/auth/instance.ts). Only staff have accounts on this site, so its presence is enough:
// checking that the session is still valid would cost a database read per page view, and a stale
// cookie in a colleague's browser is still a colleague.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Why this request is not counted, or null when it is a visitor. */
export function exclusionOf(headers: Headers): Exclusion | null {
  const userAgent = headers.get("user-agent") ?? "";
  // Every browser sends a user agent; a request without one is a script.
  if (!userAgent || isbot(userAgent)) return "bot";
  // A page the browser fetched or prerendered ahead (Speculation Rules, <link rel="prefetch">):
  // the visitor may never see it. The beacon waits for a prerendered page to be shown.
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-moz") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return "prefetch";
  if (SESSION_COOKIE.test(headers.get("cookie") ?? "")) return "staff";
  return null;
}
