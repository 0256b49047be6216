import type { RouterContextProvider } from "react-router";
import { requireAdmin, setAdmin } from "~/.server/auth/guard";
import type { Database } from "~/.server/db";
import { logger } from "~/.server/logger";
import { createRequestContext } from "~/.server/request-context";

/**
 * The context server.ts hands a request (getLoadContext), for calling loaders and actions directly;
 * on `db` when given, else on the process's database (the one setConnection chose).
 */
export function routeContext({ clientIp = null, db }: { clientIp?: string | null; db?: Database } = {}): RouterContextProvider {
  const facts = { requestId: "test-request", log: logger.child({ id: "test-request" }), clientIp, nonce: undefined };
  return db ? createRequestContext(facts, async () => db) : createRequestContext(facts);
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
