import { getAuth } from "~/.server/auth/auth";
import type { Route } from "./+types/api.auth.$";

// Better Auth's own endpoints (/api/auth/*): the e-mail confirmation link lands here, and so would
// a JavaScript client. Rate limits and origin checks apply to everything that passes through.
async function handle(request: Request): Promise<Response> {
  const auth = await getAuth();
  return auth.handler(request);
}

export function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export function action({ request }: Route.ActionArgs) {
  return handle(request);
}
