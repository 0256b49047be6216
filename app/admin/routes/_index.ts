import { redirect } from "react-router";
import { adminOf } from "~/.server/auth/guard";
import { ADMIN_HOME } from "~/.server/auth/policy";
import type { Route } from "./+types/_index";

// /admin opens the articles list, where an administrator lands after sign-in.
export async function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  return redirect(ADMIN_HOME);
}
