import { redirect } from "react-router";
import { callAuthEndpoint } from "~/.server/auth/endpoint";
import { accountPageHeaders } from "~/.server/auth/notices";
import { setFlash } from "~/.server/flash";
import { formIntent } from "~/.server/forms";
import { formBodyMiddleware } from "~/.server/security/form-body";
import type { Route } from "./+types/auth.salir";

// Sign-out (POST only): "this-device" ends this session; "all-devices" ends every session of the
// account, on every browser and phone.

export const headers: Route.HeadersFunction = accountPageHeaders;

export function loader() {
  return redirect("/auth");
}

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  const everywhere = (await formIntent({ request, context })) === "all-devices";
  const headers = new Headers();
  if (everywhere) {
    const revoked = await callAuthEndpoint({ request, context }, "/revoke-sessions", {});
    for (const cookie of revoked.setCookies) headers.append("Set-Cookie", cookie);
  }
  // Also sign out here, so this browser's cookies are cleared even when the session was already gone.
  const signedOut = await callAuthEndpoint({ request, context }, "/sign-out", {});
  for (const cookie of signedOut.setCookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await setFlash(everywhere ? "signed-out-everywhere" : "signed-out"));
  return redirect("/auth", { headers });
}
