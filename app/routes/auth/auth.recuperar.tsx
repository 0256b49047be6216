import { data, Form, Link } from "react-router";
import { callAuthEndpoint } from "~/.server/auth/endpoint";
import { accountPageHeaders, errorNotice, invalidFormNotice } from "~/.server/auth/notices";
import { formReply, parseForm } from "~/.server/forms";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AuthCard } from "~/components/auth/auth-card";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Notice } from "~/components/ui/notice";
import { emailSchema } from "~/lib/auth-forms";
import type { FieldErrors } from "~/lib/forms";
import { buildMeta } from "~/lib/meta";
import { authNotices } from "~/lib/notices";
import type { Route } from "./+types/auth.recuperar";

// "Forgot password": mails a link to /auth/restablecer. The answer is the same whether or not the
// address has an account, so the form reveals nothing about who is registered.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: "Recuperar contraseña",
    description: "Pedí un enlace para crear una nueva contraseña.",
    path: "/auth/recuperar",
    noindex: true,
  });

export const headers: Route.HeadersFunction = accountPageHeaders;

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseForm({ request, context }, emailSchema);
  if (!submission.ok) return data({ notice: invalidFormNotice, ...formReply(submission), sentTo: null }, { status: 400 });
  const requested = await callAuthEndpoint({ request, context }, "/request-password-reset", {
    email: submission.data.email,
    redirectTo: "/auth/restablecer",
  });
  if (!requested.ok)
    return data(
      { notice: errorNotice(requested), errors: {} as FieldErrors, values: submission.values, sentTo: null },
      { status: requested.status },
    );
  return {
    notice: authNotices.resetLinkSent,
    errors: {} as FieldErrors,
    values: submission.values,
    sentTo: submission.data.email,
  };
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="¿Olvidaste tu contraseña?" intro={<p>Ingresá tu correo y te enviamos un enlace para crear una nueva.</p>}>
      <Notice notice={actionData?.notice} className="mb-4" />
      {actionData?.sentTo ? (
        <p className="text-stone-700">
          Si <strong>{actionData.sentTo}</strong> tiene una cuenta, en unos minutos te llega el enlace. Vence en una hora.
        </p>
      ) : (
        <Form method="post" noValidate className="flex flex-col gap-4">
          <Field
            label="Correo electrónico"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={actionData?.values?.email}
            error={actionData?.errors?.email}
          />
          <SubmitButton pendingText="Enviando…">Enviar enlace</SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/auth" className="font-semibold text-brand-700 underline">
          Volver a ingresar
        </Link>
      </p>
    </AuthCard>
  );
}
