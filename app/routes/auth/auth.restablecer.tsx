import { data, Form, Link, redirect } from "react-router";
import { callAuthEndpoint } from "~/.server/auth/endpoint";
import { authErrorMessage } from "~/.server/auth/errors";
import { accountPageHeaders, errorNotice, invalidFormNotice } from "~/.server/auth/notices";
import { setFlash } from "~/.server/flash";
import { requestContextOf } from "~/.server/request-context";
import { formReply, parseForm } from "~/.server/forms";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AuthCard } from "~/components/auth/auth-card";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Notice } from "~/components/ui/notice";
import { authenticatorNeeded } from "~/content/two-factor";
import { resetPasswordSchema } from "~/lib/auth-forms";
import type { FieldErrors } from "~/lib/forms";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/auth.restablecer";
import { FieldError } from "~/components/forms/field-error";

// Where the reset e-mail's link lands (?token=…): choose a new password. Success signs the account
// out everywhere and returns to /auth. A colleague's invitation (app/.server/auth/colleagues.ts) is
// the same link with ?invitacion=1, which only changes the words: they choose their first password.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: "Nueva contraseña",
    description: "Elegí una nueva contraseña para tu cuenta.",
    path: "/auth/restablecer",
    noindex: true,
  });

// The token sits in the address: keep the page out of caches and out of other sites' Referer.
// "same-origin", not "no-referrer": under "no-referrer" the browser posts the page's own form with
// `Origin: null`, which the cross-site check (app/.server/security/http-policies.ts) refuses, so the
// new password could never be saved.
export const headers: Route.HeadersFunction = (args) => {
  const headers = accountPageHeaders(args);
  headers.set("Referrer-Policy", "same-origin");
  return headers;
};

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const error = url.searchParams.get("error");
  const invitation = url.searchParams.get("invitacion") === "1";
  return {
    token: url.searchParams.get("token") ?? "",
    invitation,
    // A new colleague learns before choosing the password that signing in will also ask for a code.
    authenticatorNeeded: invitation && requestContextOf(context).config.adminRequire2fa,
    linkError: error ? authErrorMessage(error) : null,
  };
}

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseForm({ request, context }, resetPasswordSchema);
  if (!submission.ok) return data({ notice: invalidFormNotice, ...formReply(submission) }, { status: 400 });
  const { token, password } = submission.data;
  const reset = await callAuthEndpoint({ request, context }, "/reset-password", { token, newPassword: password });
  if (!reset.ok) return data({ notice: errorNotice(reset), errors: {} as FieldErrors }, { status: reset.status });
  throw redirect("/auth", { headers: [["Set-Cookie", await setFlash("password-reset")]] });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, linkError, invitation, authenticatorNeeded: needsAuthenticator } = loaderData;
  const errors = actionData?.errors ?? {};
  if (!token || linkError) {
    return (
      <AuthCard title="Nueva contraseña">
        <p role="alert" className="text-stone-700">
          {linkError ?? "El enlace no es válido. Pedí uno nuevo."}
        </p>
        <p className="mt-6 text-sm">
          <Link to="/auth/recuperar" className="font-semibold text-brand-700 underline">
            Pedir un nuevo enlace
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={invitation ? "Te damos la bienvenida: elegí tu contraseña" : "Elegí una nueva contraseña"}
      intro={
        <>
          <p>
            {invitation
              ? "Con tu correo y esta contraseña vas a entrar a la administración del sitio."
              : "Después vas a ingresar con ella en todos tus dispositivos."}
          </p>
          {needsAuthenticator ? <p className="mt-2">{authenticatorNeeded}</p> : null}
        </>
      }
    >
      <Notice notice={actionData?.notice} className="mb-4" />
      <FieldError message={errors.token} alert className="mb-4" />
      <Form method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="token" value={token} />
        <Field
          label={invitation ? "Contraseña" : "Nueva contraseña"}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          hint="Entre 8 y 128 caracteres."
          error={errors.password}
        />
        <Field
          label="Repetí la contraseña"
          name="confirmation"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          error={errors.confirmation}
        />
        <SubmitButton pendingText="Guardando…">Guardar contraseña</SubmitButton>
      </Form>
    </AuthCard>
  );
}
