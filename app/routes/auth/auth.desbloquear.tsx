import { data, Form, Link, redirect } from "react-router";
import { isUnlockLinkValid, redeemUnlockLink, SIGN_IN_PASS_COOKIE, SIGN_IN_PROTECTION } from "~/.server/auth/account-lockout";
import { authErrorMessage } from "~/.server/auth/errors";
import { accountPageHeaders } from "~/.server/auth/notices";
import { setFlash } from "~/.server/flash";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { formBodyMiddleware, readFormBody } from "~/.server/security/form-body";
import { AuthCard } from "~/components/auth/auth-card";
import { SubmitButton } from "~/components/forms/submit-button";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/auth.desbloquear";

// Where the e-mail about many failed sign-ins lands (?token=…, app/.server/auth/account-lockout.ts):
// one button unlocks signing in on this browser. A button, not the visit itself, because mail
// scanners open links on their own and would use the single-use link up.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: "Desbloquear el ingreso",
    description: "Desbloqueá el ingreso a tu cuenta en este navegador con el enlace que te enviamos.",
    path: "/auth/desbloquear",
    noindex: true,
  });

// The token sits in the address: no caches, no Referer to other sites ("same-origin", as the reset page).
export const headers: Route.HeadersFunction = (args) => {
  const headers = accountPageHeaders(args);
  headers.set("Referrer-Policy", "same-origin");
  return headers;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = token !== "" && (await isUnlockLinkValid(await databaseOf(context), token));
  return valid ? { token, error: null } : { token: null, error: authErrorMessage("INVALID_TOKEN") };
}

export const middleware = [formBodyMiddleware];

/** The pass cookie: sent back only to this site, unreadable by scripts, for as long as the pass lasts. */
function passCookie(token: string, secure: boolean): string {
  const name = secure ? `__Secure-${SIGN_IN_PASS_COOKIE}` : SIGN_IN_PASS_COOKIE;
  return `${name}=${token}; Path=/; Max-Age=${SIGN_IN_PROTECTION.passSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody({ request, context });
  const token = form.get("token");
  const redeemed = typeof token === "string" && token ? await redeemUnlockLink(await databaseOf(context), token) : null;
  if (!redeemed) return data({ error: authErrorMessage("INVALID_TOKEN") }, { status: 400 });
  const secure = requestContextOf(context).config.publicUrl?.startsWith("https://") ?? false;
  throw redirect("/auth", {
    headers: [
      ["Set-Cookie", passCookie(redeemed.passToken, secure)],
      ["Set-Cookie", await setFlash("sign-in-unlocked")],
    ],
  });
}

export default function UnlockSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error ?? loaderData.error;
  if (error || !loaderData.token) {
    return (
      <AuthCard title="Desbloquear el ingreso">
        <p role="alert" className="text-stone-700">
          {error}
        </p>
        <p className="mt-6 text-sm">
          <Link to="/auth/recuperar" className="font-semibold text-brand-700 underline">
            Crear una nueva contraseña
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Desbloquear el ingreso"
      intro={
        <p>
          Tocá el botón desde el navegador donde querés ingresar: ese navegador vuelve a aceptar tu contraseña. El enlace sirve una sola
          vez.
        </p>
      }
    >
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton pendingText="Desbloqueando…">Desbloquear el ingreso</SubmitButton>
      </Form>
    </AuthCard>
  );
}
