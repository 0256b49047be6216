import type { RouterContextProvider } from "react-router";
import { requestContextOf } from "../request-context";
import { getAuth } from "./auth";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from "./policy";

// Route actions (the forms that work without JavaScript) send their work through Better Auth's HTTP
// handler rather than `auth.api`, because only the handler applies rate limits and the origin and
// CSRF checks. The visitor's own headers travel along, the client address from the request context
// (Better Auth keys its rate limits and session records on it); the Set-Cookie headers come back
// to be put on the action's response.

/** Request headers that carry the visitor's identity and origin to the auth handler. */
const FORWARDED_HEADERS = [
  "cookie",
  "origin",
  "referer",
  "user-agent",
  "accept-language",
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-dest",
];

export interface AuthEndpointResult<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  /** The JSON body on success. */
  data: T | null;
  /** Better Auth's error code on failure (e.g. INVALID_EMAIL_OR_PASSWORD, SIGN_IN_LOCKED); "RATE_LIMITED" for the per-IP 429. */
  code: string | undefined;
  /** Better Auth's English message on failure, for logs; visitors see errors.ts' Spanish text. */
  message: string | undefined;
  setCookies: string[];
}

export async function callAuthEndpoint<T = Record<string, unknown>>(
  { request, context }: { request: Request; context: Pick<RouterContextProvider, "get"> },
  path: `/${string}`,
  body?: Record<string, unknown>,
): Promise<AuthEndpointResult<T>> {
  const auth = await getAuth();
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const { clientIp } = requestContextOf(context);
  if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
  headers.set("accept", "application/json");
  if (body) headers.set("content-type", "application/json");

  const response = await auth.handler(
    new Request(new URL(`${AUTH_BASE_PATH}${path}`, request.url), {
      method: body ? "POST" : "GET",
      headers,
      body: body ? JSON.stringify(body) : undefined,
    }),
  );
  const setCookies = response.headers.getSetCookie();
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) {
    return { ok: true, status: response.status, data: json as T, code: undefined, message: undefined, setCookies };
  }
  return {
    ok: false,
    status: response.status,
    data: null,
    code: typeof json?.code === "string" ? json.code : response.status === 429 ? "RATE_LIMITED" : undefined,
    message: typeof json?.message === "string" ? json.message : undefined,
    setCookies,
  };
}

/** Response headers carrying the auth handler's cookies (for redirect() and data()). */
export function cookieHeaders(setCookies: readonly string[], init?: HeadersInit): Headers {
  const headers = new Headers(init);
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
