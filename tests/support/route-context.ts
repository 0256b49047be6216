import type { RouterContextProvider } from "react-router";
import { requireAdmin, setAdmin } from "~/.server/auth/guard";
import { logger } from "~/.server/logger";
import { createRequestContext } from "~/.server/request-context";

/** The context server.ts hands a request (getLoadContext), for calling loaders and actions directly. */
export function routeContext({ clientIp = null }: { clientIp?: string | null } = {}): RouterContextProvider {
  return createRequestContext({ requestId: "test-request", log: logger.child({ id: "test-request" }), clientIp, nonce: undefined });
}

/**
 * The context an admin route's loader or action gets: the admin layout's guard has run and left the
 * administrator in it. Throws what the guard throws (a redirect, a 401 or a 403 response).
 */
export async function adminRouteContext(request: Request): Promise<RouterContextProvider> {
  const context = routeContext();
  setAdmin(context, await requireAdmin({ request, context }));
  return context;
}
