import { data, Form, Link, redirect } from "react-router";
import { callAuthEndpoint, cookieHeaders } from "~/.server/auth/endpoint";
import { authErrorMessage } from "~/.server/auth/errors";
import { type AdminCandidate, canAccessAdmin } from "~/.server/auth/guard";
import { safeRedirectTarget } from "~/.server/auth/redirect-target";
import { accountPageHeaders, errorNotice, invalidFormNotice } from "~/.server/auth/notices";
import { ADMIN_HOME } from "~/.server/auth/policy";
import { getSignedIn } from "~/.server/auth/session";
import { requestContextOf } from "~/.server/request-context";
import { setFlash } from "~/.server/flash";
import { formIntent, formReply, parseForm } from "~/.server/forms";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AuthCard } from "~/components/auth/auth-card";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Notice } from "~/components/ui/notice";
import { emailSchema, signInSchema, signUpSchema } from "~/lib/auth-forms";
import { cn } from "~/lib/cn";
import { useFlashNotice } from "~/lib/flash-notice";
import type { FormReply } from "~/lib/forms";
import { buildMeta } from "~/lib/meta";
import { authError, authNotices, signUpStarted } from "~/lib/notices";
import type { Notice as NoticeData } from "~/lib/toast";
import type { Route } from "./+types/auth";

// /auth (docs/requirements.md §2): sign in and sign up on one page, switched by ?modo=registro. The
// forms post to this route's action, with or without JavaScript.

type Mode = "ingreso" | "registro";

const VERIFICATION_CALLBACK = "/auth?verificado=1";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: "Ingresar",
    description: "Acceso de editores al área de administración: ingresá o creá tu cuenta.",
    path: "/auth",
    noindex: true,
  });

export const headers: Route.HeadersFunction = accountPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTarget(url.searchParams.get("redirectTo"), ADMIN_HOME);
  const signedIn = await getSignedIn(context, request);
  if (signedIn && canAccessAdmin(signedIn.user, requestContextOf(context).config.adminEmail)) throw redirect(redirectTo);

  // Where the confirmation link of the sign-up e-mail returns (with ?error= when it failed); it
  // takes the place of a flash.
  const verificationError = url.searchParams.get("error");
  const notice: NoticeData | null = !url.searchParams.has("verificado")
    ? null
    : verificationError
      ? authError(authErrorMessage(verificationError))
      : authNotices.emailConfirmed;
  return {
    mode: (url.searchParams.get("modo") === "registro" ? "registro" : "ingreso") as Mode,
    redirectTo: url.searchParams.get("redirectTo") ? redirectTo : null,
    notice,
    // A signed-in account without admin rights sees who it is instead of a loop of redirects.
    signedInAs: signedIn?.user.email ?? null,
  };
}

interface ActionResult extends Partial<FormReply> {
  intent: "sign-in" | "sign-up" | "resend";
  notice: NoticeData;
  /** The address waiting for confirmation: the page offers to send the e-mail again. */
  unconfirmed?: string;
  signedUp?: boolean;
}

function result(body: ActionResult, status = 200, init?: HeadersInit) {
  return data(body, { status, headers: init });
}

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  const form = { request, context };
  const intent = await formIntent(form);

  if (intent === "sign-up") {
    const submission = await parseForm(form, signUpSchema);
    if (!submission.ok) return result({ intent, notice: invalidFormNotice, ...formReply(submission) }, 400);
    const { email, password } = submission.data;
    const signUp = await callAuthEndpoint(form, "/sign-up/email", {
      email,
      password,
      name: email.split("@")[0],
      callbackURL: VERIFICATION_CALLBACK,
    });
    if (!signUp.ok) return result({ intent, notice: errorNotice(signUp), values: submission.values }, signUp.status);
    return result({
      intent,
      signedUp: true,
      values: submission.values,
      unconfirmed: email,
      notice: signUpStarted(email),
    });
  }

  if (intent === "resend") {
    const submission = await parseForm(form, emailSchema);
    if (!submission.ok) return result({ intent, notice: invalidFormNotice, errors: submission.errors }, 400);
    const { email } = submission.data;
    const resend = await callAuthEndpoint(form, "/send-verification-email", { email, callbackURL: VERIFICATION_CALLBACK });
    if (!resend.ok) return result({ intent, notice: errorNotice(resend), unconfirmed: email }, resend.status);
    return result({
      intent,
      unconfirmed: email,
      signedUp: submission.data.signedUp === "1",
      notice: authNotices.verificationEmailSent,
    });
  }

  const submission = await parseForm(form, signInSchema);
  if (!submission.ok) return result({ intent: "sign-in", notice: invalidFormNotice, ...formReply(submission) }, 400);
  const { email, password } = submission.data;
  const signIn = await callAuthEndpoint<{ twoFactorRedirect?: boolean; user?: AdminCandidate }>(form, "/sign-in/email", {
    email,
    password,
    rememberMe: true,
  });
  if (!signIn.ok) {
    return result(
      {
        intent: "sign-in",
        notice: errorNotice(signIn),
        values: submission.values,
        unconfirmed: signIn.code === "EMAIL_NOT_VERIFIED" ? email : undefined,
      },
      signIn.status,
      cookieHeaders(signIn.setCookies),
    );
  }
  const redirectTo = safeRedirectTarget(submission.data.redirectTo, ADMIN_HOME);
  if (signIn.data?.twoFactorRedirect) {
    const next = submission.data.redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
    throw redirect(`/auth/verificacion${next}`, { headers: cookieHeaders(signIn.setCookies) });
  }
  const target = canAccessAdmin(signIn.data?.user, requestContextOf(context).config.adminEmail) ? redirectTo : "/auth";
  throw redirect(target, { headers: cookieHeaders(signIn.setCookies, [["Set-Cookie", await setFlash("signed-in")]]) });
}

function authUrl(mode: Mode, redirectTo: string | null): string {
  const params = new URLSearchParams();
  if (mode === "registro") params.set("modo", "registro");
  if (redirectTo) params.set("redirectTo", redirectTo);
  const query = params.toString();
  return query ? `/auth?${query}` : "/auth";
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, signedInAs } = loaderData;
  const mode: Mode = actionData?.intent === "sign-up" ? "registro" : actionData?.intent === "sign-in" ? "ingreso" : loaderData.mode;
  const flash = useFlashNotice();
  const notice = actionData?.notice ?? loaderData.notice ?? flash;

  if (signedInAs) {
    return (
      <AuthCard
        title="Ya ingresaste"
        intro={
          <p>
            Estás en tu cuenta como <strong>{signedInAs}</strong>.
          </p>
        }
      >
        <Notice notice={notice} className="mb-4" />
        <p className="text-stone-700">
          Esta cuenta no tiene acceso al área de administración. Si necesitás acceso, pedíselo a quien administra el sitio.
        </p>
        <Form method="post" action="/auth/salir" className="mt-6">
          <SubmitButton intent="this-device" pendingText="Cerrando sesión…" variant="secondary">
            Cerrar sesión
          </SubmitButton>
        </Form>
      </AuthCard>
    );
  }

  if (actionData?.signedUp && actionData.unconfirmed) {
    return (
      <AuthCard title="Revisá tu correo">
        <Notice notice={notice} className="mb-4" />
        <p className="text-stone-700">
          Te enviamos un enlace de confirmación a <strong>{actionData.unconfirmed}</strong>. Abrilo para activar tu cuenta y después ingresá
          con tu correo y contraseña.
        </p>
        <ResendForm email={actionData.unconfirmed} signedUp />
        <p className="mt-6 text-sm">
          <Link to={authUrl("ingreso", redirectTo)} className="font-semibold text-brand-700 underline">
            Volver a ingresar
          </Link>
        </p>
      </AuthCard>
    );
  }

  const errors = actionData?.errors ?? {};
  const signingUp = mode === "registro";
  return (
    <AuthCard
      title={signingUp ? "Creá tu cuenta" : "Ingresá a tu cuenta"}
      intro={<p>{signingUp ? "Registrate con tu correo. Te vamos a pedir que lo confirmes." : "Acceso para editores del sitio."}</p>}
    >
      <nav aria-label="Ingreso o registro" className="mb-6 grid grid-cols-2 rounded-lg bg-stone-100 p-1 text-center text-sm font-semibold">
        {(["ingreso", "registro"] as const).map((option) => (
          <Link
            key={option}
            to={authUrl(option, redirectTo)}
            aria-current={mode === option ? "page" : undefined}
            className={cn(
              "rounded-md px-3 py-2",
              mode === option ? "bg-white text-brand-800 shadow-sm" : "text-stone-700 hover:text-stone-900",
            )}
          >
            {option === "ingreso" ? "Ingresar" : "Crear cuenta"}
          </Link>
        ))}
      </nav>
      <Notice notice={notice} className="mb-4" />
      <Form method="post" action={authUrl(mode, redirectTo)} noValidate className="flex flex-col gap-4">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Field
          label="Correo electrónico"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={actionData?.values?.email}
          error={errors.email}
        />
        <Field
          label="Contraseña"
          name="password"
          type="password"
          autoComplete={signingUp ? "new-password" : "current-password"}
          required
          maxLength={128}
          hint={signingUp ? "Entre 8 y 128 caracteres. Una frase larga es más segura que una palabra rara." : undefined}
          error={errors.password}
        />
        <SubmitButton intent={signingUp ? "sign-up" : "sign-in"} pendingText={signingUp ? "Creando cuenta…" : "Ingresando…"}>
          {signingUp ? "Crear cuenta" : "Ingresar"}
        </SubmitButton>
      </Form>
      {actionData?.unconfirmed ? <ResendForm email={actionData.unconfirmed} /> : null}
      {!signingUp ? (
        <p className="mt-6 text-sm">
          <Link to="/auth/recuperar" className="font-semibold text-brand-700 underline">
            ¿Olvidaste tu contraseña?
          </Link>
        </p>
      ) : null}
    </AuthCard>
  );
}

function ResendForm({ email, signedUp = false }: { email: string; signedUp?: boolean }) {
  return (
    <Form method="post" action="/auth" className="mt-6 rounded-md border border-stone-200 bg-stone-50 p-4">
      <p className="text-sm text-stone-700">¿No te llegó el correo? Revisá la carpeta de spam o pedí uno nuevo.</p>
      <input type="hidden" name="email" value={email} />
      {signedUp ? <input type="hidden" name="signedUp" value="1" /> : null}
      <SubmitButton intent="resend" pendingText="Enviando…" variant="secondary" className="mt-3">
        Reenviar el correo de confirmación
      </SubmitButton>
    </Form>
  );
}
