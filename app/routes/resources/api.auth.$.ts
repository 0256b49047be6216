import { data } from "react-router";
import { getAuth } from "~/.server/auth/auth";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from "~/.server/auth/policy";
import { requestContextOf } from "~/.server/request-context";
import type { Route } from "./+types/api.auth.$";

// Better Auth's HTTP API, reduced to what a browser is sent to: the confirmation link of the sign-up
// e-mail. The site's forms and admin pages call Better Auth in-process (app/.server/auth/endpoint.ts),
// so everything else (the admin plugin's endpoints, session lists carrying tokens) answers 404 here.
const PUBLIC_ENDPOINTS: ReadonlyArray<{ method: string; path: string }> = [{ method: "GET", path: "/verify-email" }];

function isPublic(request: Request): boolean {
  const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);
  const method = request.method.toUpperCase() === "HEAD" ? "GET" : request.method.toUpperCase();
  return PUBLIC_ENDPOINTS.some((endpoint) => endpoint.method === method && endpoint.path === path);
}

async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs): Promise<Response> {
  if (!isPublic(request)) throw data("No encontramos esa dirección.", { status: 404 });
  // Better Auth reads the client address from a header: the one from the context replaces
  // whatever the client sent under that name.
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  const { clientIp } = requestContextOf(context);
  if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
  const auth = await getAuth();
  return auth.handler(new Request(request, { headers }));
}

export function loader(args: Route.LoaderArgs) {
  return handle(args);
}

export function action(args: Route.ActionArgs) {
  return handle(args);
}
