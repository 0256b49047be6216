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

// One lookup per request: the admin layout's middleware, its loader and the child's loader or
// action all ask, and all get the same answer from one database read.
const lookups = new WeakMap<Request, Promise<SessionLookup>>();

export function lookupSession(request: Request): Promise<SessionLookup> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = readSession(request);
    lookups.set(request, lookup);
  }
  return lookup;
}

export async function getSignedIn(request: Request): Promise<SignedIn | null> {
  return (await lookupSession(request)).signedIn;
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
