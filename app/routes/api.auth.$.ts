import { data } from "react-router";
import { getAuth } from "~/.server/auth/auth";
import { AUTH_BASE_PATH } from "~/.server/auth/policy";
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

async function handle(request: Request): Promise<Response> {
  if (!isPublic(request)) throw data("No encontramos esa dirección.", { status: 404 });
  const auth = await getAuth();
  return auth.handler(request);
}

export function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export function action({ request }: Route.ActionArgs) {
  return handle(request);
}
