import { data, Form, redirect } from "react-router";
import { callAuthEndpoint, cookieHeaders } from "~/.server/auth/endpoint";
import { adminOf } from "~/.server/auth/guard";
import { errorNotice, invalidFormNotice } from "~/.server/auth/notices";
import { describeEnrolment, type Enrolment, isTotpUri } from "~/.server/auth/two-factor";
import { requestContextOf } from "~/.server/request-context";
import { setFlash } from "~/.server/flash";
import { formIntent, parseForm } from "~/.server/forms";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { colleaguesCopy } from "~/admin/content/colleagues";
import { securityCopy as copy } from "~/admin/content/security";
import { Badge } from "~/components/ui/badge";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Notice } from "~/components/ui/notice";
import { passwordConfirmationSchema, twoFactorCodeSchema } from "~/lib/auth-forms";
import type { FieldErrors } from "~/lib/forms";
import { buildMeta } from "~/lib/meta";
import { authenticatorApps } from "~/content/two-factor";
import { genericErrorNotice, securityNotices } from "~/lib/notices";
import type { Notice as NoticeData } from "~/lib/toast";
import type { Route } from "./+types/seguridad";

// Two-factor authentication for administrators (OWASP ASVS level 2): enrol an authenticator app
// (QR code or key, confirmed with one code), keep the one-time backup codes, or switch it off.
// The one admin page open before enrolment when ADMIN_REQUIRE_2FA=true.
//
// Switching two-factor on or off replaces the session, so those actions answer with a redirect that
// carries the new cookie: without JavaScript, loaders running in the same request would still see
// the old (deleted) session and send the administrator to /auth.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: copy.title,
    description: copy.metaDescription,
    path: "/admin/seguridad",
    noindex: true,
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = adminOf(context);
  return { enabled: Boolean(user.twoFactorEnabled), required: requestContextOf(context).config.adminRequire2fa };
}

interface ActionResult {
  notice?: NoticeData;
  errors?: FieldErrors;
  /** Enrolment under way: the QR code, the key and the backup codes, until a code confirms it. */
  enrolment?: Enrolment & { backupCodes: string[] };
  /** Freshly generated backup codes, shown this once. */
  backupCodes?: string[];
}

function reply(body: ActionResult, init?: { status?: number; headers?: Headers }) {
  return data(body, init);
}

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = adminOf(context);
  const form = { request, context };
  const intent = await formIntent(form);

  if (intent === "enable" || intent === "disable" || intent === "backup-codes") {
    const submission = await parseForm(form, passwordConfirmationSchema);
    if (!submission.ok) return reply({ notice: invalidFormNotice, errors: submission.errors }, { status: 400 });
    const { password } = submission.data;

    if (intent === "enable") {
      const enabled = await callAuthEndpoint<{ totpURI: string; backupCodes: string[] }>({ request, context }, "/two-factor/enable", {
        password,
      });
      if (!enabled.ok || !enabled.data) return reply({ notice: errorNotice(enabled) }, { status: enabled.status });
      const enrolment = await describeEnrolment(enabled.data.totpURI);
      return reply({ enrolment: { ...enrolment, backupCodes: enabled.data.backupCodes } }, { headers: cookieHeaders(enabled.setCookies) });
    }

    if (intent === "disable") {
      if (requestContextOf(context).config.adminRequire2fa) {
        return reply({ notice: securityNotices.twoFactorRequired }, { status: 403 });
      }
      const disabled = await callAuthEndpoint({ request, context }, "/two-factor/disable", { password });
      if (!disabled.ok) return reply({ notice: errorNotice(disabled) }, { status: disabled.status });
      throw redirect("/admin/seguridad", {
        status: 303,
        headers: cookieHeaders(disabled.setCookies, [["Set-Cookie", await setFlash("two-factor-disabled")]]),
      });
    }

    const generated = await callAuthEndpoint<{ backupCodes: string[] }>({ request, context }, "/two-factor/generate-backup-codes", {
      password,
    });
    if (!generated.ok || !generated.data) return reply({ notice: errorNotice(generated) }, { status: generated.status });
    return reply({
      backupCodes: generated.data.backupCodes,
      notice: securityNotices.backupCodesRegenerated,
    });
  }

  if (intent === "confirm") {
    // The QR code and backup codes travel back with the form, so a mistyped code keeps them on screen.
    const submission = await parseForm(form, twoFactorCodeSchema);
    const { totpURI, backupCodes } = submission.values;
    if (typeof totpURI !== "string" || !isTotpUri(totpURI) || user.twoFactorEnabled) {
      return reply({ notice: genericErrorNotice }, { status: 400 });
    }
    const enrolment = {
      ...(await describeEnrolment(totpURI)),
      backupCodes: String(backupCodes ?? "")
        .split(/\s+/)
        .filter(Boolean),
    };
    if (!submission.ok) return reply({ enrolment, notice: invalidFormNotice, errors: submission.errors }, { status: 400 });
    const confirmed = await callAuthEndpoint(form, "/two-factor/verify-totp", { code: submission.data.code });
    if (!confirmed.ok)
      return reply({ enrolment, notice: errorNotice(confirmed), errors: { code: copy.codeRefused } }, { status: confirmed.status });
    // Better Auth replaces the session on enrolment: the redirect takes the new cookie to the browser.
    throw redirect("/admin/seguridad", {
      status: 303,
      headers: cookieHeaders(confirmed.setCookies, [["Set-Cookie", await setFlash("two-factor-enabled")]]),
    });
  }

  return reply({ notice: genericErrorNotice }, { status: 400 });
}

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { enabled, required } = loaderData;
  const enrolment = actionData?.enrolment;
  const errors = actionData?.errors ?? {};
  return (
    <>
      <AdminPageHeader title={copy.title} description={copy.description}>
        <Badge tone={enabled ? "positive" : "warning"}>{enabled ? colleaguesCopy.badges.twoFactorOn : copy.badgeOff}</Badge>
      </AdminPageHeader>
      <Notice notice={actionData?.notice} className="mb-6" />

      {actionData?.backupCodes ? (
        <section aria-labelledby="codigos-nuevos" className="mb-6 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-5 sm:p-6">
          <h2 id="codigos-nuevos" className="text-lg font-semibold text-amber-950">
            {copy.newBackupCodes}
          </h2>
          <BackupCodes codes={actionData.backupCodes} />
        </section>
      ) : null}

      <div className="max-w-2xl rounded-lg border border-stone-200 bg-white p-5 sm:p-6">
        {enrolment ? (
          <>
            <h2 className="text-lg font-semibold text-stone-900">{copy.enrol.scanHeading}</h2>
            <p className="mt-2 text-stone-700">{copy.enrol.scan(authenticatorApps)}</p>
            <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-start">
              <div
                role="img"
                aria-label={copy.enrol.qrLabel}
                className="w-48 shrink-0 [&>svg]:h-auto [&>svg]:w-full"
                dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
              />
              <div>
                <p className="text-sm text-stone-700">{copy.enrol.cannotScan}</p>
                <p className="mt-2 rounded-md bg-stone-100 px-3 py-2 font-mono text-base tracking-wider break-all text-stone-900">
                  {enrolment.manualKey}
                </p>
              </div>
            </div>
            <h2 className="mt-8 text-lg font-semibold text-stone-900">{copy.enrol.backupCodesHeading}</h2>
            <BackupCodes codes={enrolment.backupCodes} />
            <h2 className="mt-8 text-lg font-semibold text-stone-900">{copy.enrol.confirmHeading}</h2>
            <Form method="post" noValidate className="mt-3 flex max-w-sm flex-col gap-4">
              <input type="hidden" name="totpURI" value={enrolment.totpURI} />
              <input type="hidden" name="backupCodes" value={enrolment.backupCodes.join(" ")} />
              <Field label={copy.enrol.code} name="code" autoComplete="one-time-code" inputMode="numeric" required error={errors.code} />
              <SubmitButton intent="confirm" pendingText={copy.enrol.verifying}>
                {copy.enrol.submit}
              </SubmitButton>
            </Form>
          </>
        ) : enabled ? (
          <>
            <h2 className="text-lg font-semibold text-stone-900">{securityNotices.twoFactorEnabled.title}</h2>
            <p className="mt-2 text-stone-700">{copy.enabled.intro}</p>
            <PasswordForm
              intent="backup-codes"
              label={copy.enabled.newBackupCodes}
              pending={copy.enabled.generating}
              error={errors.password}
            />
            {required ? (
              <p className="mt-6 text-sm text-stone-600">{securityNotices.twoFactorRequired.description}</p>
            ) : (
              <PasswordForm
                intent="disable"
                label={copy.enabled.disable}
                pending={copy.enabled.disabling}
                variant="danger"
                error={errors.password}
              />
            )}
          </>
        ) : (
          <>
            <h2 className="text-lg font-semibold text-stone-900">{copy.disabled.heading}</h2>
            <p className="mt-2 text-stone-700">{copy.disabled.intro}</p>
            <PasswordForm intent="enable" label={copy.disabled.start} pending={copy.disabled.preparing} error={errors.password} />
          </>
        )}
      </div>
    </>
  );
}

function PasswordForm({
  intent,
  label,
  pending,
  variant,
  error,
}: {
  intent: string;
  label: string;
  pending: string;
  variant?: "danger";
  error?: string;
}) {
  return (
    <Form method="post" noValidate className="mt-6 flex max-w-sm flex-col gap-4">
      <Field label={copy.password} name="password" type="password" autoComplete="current-password" required error={error} />
      <SubmitButton intent={intent} pendingText={pending} variant={variant}>
        {label}
      </SubmitButton>
    </Form>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="mt-2">
      <p className="text-stone-800">{copy.backupCodes.intro}</p>
      <ul aria-label={copy.backupCodes.label} className="mt-3 grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-3">
        {codes.map((code) => (
          <li key={code} className="rounded border border-stone-200 bg-white px-3 py-1.5 text-center text-stone-900">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}
