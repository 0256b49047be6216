import { redirect } from "react-router";
import { requireAdmin } from "~/.server/auth/guard";
import { ADMIN_HOME } from "~/.server/auth/policy";
import type { Route } from "./+types/admin._index";

// /admin opens the articles list, the spec's landing after sign-in.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(ADMIN_HOME);
}
