import { data, Form, Link, redirect } from "react-router";
import { callAuthEndpoint, cookieHeaders } from "~/.server/auth/endpoint";
import { type AdminCandidate, canAccessAdmin } from "~/.server/auth/guard";
import { safeRedirectTarget } from "~/.server/auth/redirect-target";
import { accountPageHeaders, errorNotice, invalidFormNotice } from "~/.server/auth/notices";
import { ADMIN_HOME } from "~/.server/auth/policy";
import { requestContextOf } from "~/.server/request-context";
import { setFlash } from "~/.server/flash";
import { formReply, parseForm } from "~/.server/forms";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AuthCard } from "~/components/auth/auth-card";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Notice } from "~/components/ui/notice";
import { twoFactorCodeSchema } from "~/lib/auth-forms";
import type { FieldErrors } from "~/lib/forms";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/auth.verificacion";

// The second step of signing in for accounts with two-factor authentication: the six-digit code of
// the authenticator app, or one of the backup codes.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: "Verificación en dos pasos",
    description: "Ingresá el código de tu aplicación de autenticación.",
    path: "/auth/verificacion",
    noindex: true,
  });

export const headers: Route.HeadersFunction = accountPageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return { redirectTo: redirectTo ? safeRedirectTarget(redirectTo, ADMIN_HOME) : null };
}

/** Codes that end the attempt: the visitor starts over with e-mail and password. */
const RESTART_CODES = new Set(["INVALID_TWO_FACTOR_COOKIE", "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"]);

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseForm({ request, context }, twoFactorCodeSchema);
  if (!submission.ok) return data({ notice: invalidFormNotice, ...formReply(submission), restart: false }, { status: 400 });

  // Six digits come from the app; anything else is a backup code.
  const { code } = submission.data;
  const path = /^\d{6}$/.test(code) ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
  const verified = await callAuthEndpoint<{ user?: AdminCandidate }>({ request, context }, path, { code });
  if (!verified.ok) {
    return data(
      { notice: errorNotice(verified), errors: {} as FieldErrors, restart: RESTART_CODES.has(verified.code ?? "") },
      { status: verified.status, headers: cookieHeaders(verified.setCookies) },
    );
  }
  const redirectTo = safeRedirectTarget(submission.data.redirectTo, ADMIN_HOME);
  const target = canAccessAdmin(verified.data?.user, requestContextOf(context).config.adminEmail) ? redirectTo : "/auth";
  throw redirect(target, { headers: cookieHeaders(verified.setCookies, [["Set-Cookie", await setFlash("signed-in")]]) });
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  return (
    <AuthCard
      title="Verificación en dos pasos"
      intro={<p>Abrí tu aplicación de autenticación e ingresá el código de 6 dígitos que muestra para {"este sitio"}.</p>}
    >
      <Notice notice={actionData?.notice} className="mb-4" />
      {actionData?.restart ? (
        <p className="mb-4 text-stone-700">
          <Link to="/auth" className="font-semibold text-brand-700 underline">
            Volver a ingresar con tu correo y contraseña
          </Link>
        </p>
      ) : null}
      <Form method="post" noValidate className="flex flex-col gap-4">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Field
          label="Código"
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint="Si no tenés el teléfono a mano, usá uno de tus códigos de respaldo."
          error={actionData?.errors?.code}
        />
        <SubmitButton pendingText="Verificando…">Verificar</SubmitButton>
      </Form>
    </AuthCard>
  );
}
