import { createContext, type RouterContextProvider } from "react-router";
import { requestContextOf } from "../request-context";
import { getAuth, type AuthSession, type AuthUser } from "./auth";
import { SESSION_ABSOLUTE_TIMEOUT_SECONDS } from "./policy";

export interface SignedIn {
  user: AuthUser;
  session: AuthSession;
}

export interface SessionLookup {
  signedIn: SignedIn | null;
  /** Set when Better Auth refreshed the session cookie (idle timeout pushed forward) or cleared it. */
  setCookies: string[];
}

// One lookup per request, kept in the request's context: the admin layout's middleware reads the
// session, and the guard, the layout's loader and the child's loader or action read that answer.
const sessionLookupKey = createContext<SessionLookup | null>(null);

type SessionContext = Pick<RouterContextProvider, "get" | "set">;

/** Reads the session once for this request, and names the user on the request's log line. */
export async function loadSession(context: SessionContext, request: Request): Promise<SessionLookup> {
  const known = context.get(sessionLookupKey);
  if (known) return known;
  const lookup = await readSession(request);
  context.set(sessionLookupKey, lookup);
  if (lookup.signedIn) requestContextOf(context).log.setBindings({ userId: lookup.signedIn.user.id });
  return lookup;
}

export async function getSignedIn(context: SessionContext, request: Request): Promise<SignedIn | null> {
  return (await loadSession(context, request)).signedIn;
}

export function isPastAbsoluteTimeout(createdAt: Date | string, now = Date.now()): boolean {
  return new Date(createdAt).getTime() + SESSION_ABSOLUTE_TIMEOUT_SECONDS * 1000 <= now;
}

async function readSession(request: Request): Promise<SessionLookup> {
  // No cookie, no session: anonymous visitors cost no database read.
  if (!request.headers.get("cookie")) return { signedIn: null, setCookies: [] };
  const auth = await getAuth();
  const { headers, response } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  const setCookies = headers.getSetCookie();
  if (response && isPastAbsoluteTimeout(response.session.createdAt)) {
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(response.session.token);
    return { signedIn: null, setCookies };
  }
  return { signedIn: response, setCookies };
}
