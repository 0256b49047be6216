import { useEffect, useRef } from "react";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { recordActivity } from "~/.server/activity/log";
import { accountEmail, endAllSessions, endSession, listAccountsWithSessions } from "~/.server/auth/accounts";
import { changeColleagueRole, colleagueRefusalMessages, type ColleagueResult, INVITATION_DAYS, inviteColleague, removeColleague, resendInvitation } from "~/.server/auth/colleagues";
import { adminOf, isAdminEmail, roleOf } from "~/.server/auth/guard";
import { formReply, parseForm } from "~/.server/forms";
import { publicOrigin } from "~/.server/origin";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { FormSafetyNet } from "~/admin/components/form-safety-net";
import { Field, FieldFrame } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Select } from "~/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { ADMIN_ROLES, type AdminRole, adminRoleLabels } from "~/admin/lib/permissions";
import { formatDateTime } from "~/lib/dates";
import { emailAddressSchema } from "~/lib/email-address";
import type { FieldErrors, TypedValues } from "~/lib/forms";
import { buildMeta } from "~/lib/meta";
import { authNotices, sessionNotices } from "~/lib/notices";
import type { Notice as NoticeData } from "~/lib/toast";
import type { Route } from "./+types/usuarios";

// The colleagues who use the admin area (administrators only, app/admin/lib/permissions.ts):
// invite one by e-mail, change their role, remove them, end their sessions. Removing asks for a
// confirmation in the page itself (?quitar=<id>), so it works without JavaScript too. The rules
// (not yourself, not ADMIN_EMAIL, not the last administrator) live in app/.server/auth/colleagues.ts.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: "Usuarios", description: "Cuentas, roles y sesiones abiertas.", path: "/admin/usuarios", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, user } = adminOf(context);
  const { adminEmail } = requestContextOf(context).config;
  const accounts = await listAccountsWithSessions(await databaseOf(context));
  const removing = new URL(request.url).searchParams.get("quitar");
  return {
    accounts: accounts.map((account) => {
      const role = roleOf(account, adminEmail);
      return {
        ...account,
        role,
        isSelf: account.id === user.id,
        isSiteAddress: isAdminEmail(account.email, adminEmail),
        // Invited but no password chosen yet: the invitation link is what confirms the address.
        invitationPending: role !== null && !account.emailVerified,
      };
    }),
    currentSessionId: session.id,
    removingId: removing,
    invitationDays: INVITATION_DAYS,
  };
}

const userId = z.uuid();
const role = z.enum(ADMIN_ROLES, { error: "Elegí un rol: Administrador o Editor." });

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("invite"),
    email: emailAddressSchema({ required: "Escribí el correo de tu colega.", invalid: "Ese correo no parece válido: revisalo (por ejemplo, nombre@empresa.com.uy)." }),
    role,
  }),
  z.object({ intent: z.literal("resend-invitation"), userId }),
  z.object({ intent: z.literal("set-role"), userId, role }),
  z.object({ intent: z.literal("remove"), userId }),
  z.object({ intent: z.literal("end-session"), sessionId: z.uuid() }),
  z.object({ intent: z.literal("end-all"), userId }),
]);

export const middleware = [formBodyMiddleware];

type ActionReply = { notice: NoticeData; errors?: FieldErrors; values?: TypedValues };

function refused(result: ColleagueResult & { ok: false }) {
  return data<ActionReply>({ notice: { kind: "error", title: "No se pudo", description: colleagueRefusalMessages[result.reason] } }, { status: 409 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = adminOf(context);
  const { adminEmail, adminRequire2fa } = requestContextOf(context).config;
  const link = { origin: publicOrigin(request), twoFactorRequired: adminRequire2fa };
  const db = await databaseOf(context);
  const parsed = await parseForm({ request, context }, actionSchema);
  if (!parsed.ok) {
    // A role picker left on "Sin acceso" has no field message of its own: the notice says it.
    const notice = parsed.errors.role ? { kind: "error" as const, title: "Error", description: parsed.errors.role } : authNotices.invalidForm;
    return data<ActionReply>({ notice, ...formReply(parsed) }, { status: 400 });
  }
  const form = parsed.data;
  const change = { actorId: user.id, adminEmail };
  switch (form.intent) {
    case "invite": {
      const result = await inviteColleague(db, { email: form.email, role: form.role, ...link });
      if (!result.ok) return data<ActionReply>({ notice: { kind: "error", title: "No se pudo invitar", description: colleagueRefusalMessages[result.reason] }, ...formReply(parsed, { email: colleagueRefusalMessages[result.reason] }) }, { status: 409 });
      await recordActivity(context, { action: "invited", subject: "user", label: result.email, detail: `Como ${adminRoleLabels[form.role]}` });
      return {
        notice: {
          kind: "success",
          title: "Invitación enviada",
          description: `Le mandamos un correo a ${result.email} con un enlace para elegir su contraseña. El enlace vence en ${INVITATION_DAYS} días.`,
        },
      } satisfies ActionReply;
    }
    case "resend-invitation": {
      const result = await resendInvitation(db, { userId: form.userId, adminEmail, ...link });
      if (!result.ok) return refused(result);
      await recordActivity(context, { action: "invited", subject: "user", subjectId: form.userId, label: result.email, detail: "Invitación reenviada" });
      return { notice: { kind: "success", title: "Invitación reenviada", description: `Le mandamos a ${result.email} un enlace nuevo; los anteriores siguen valiendo hasta que venzan.` } } satisfies ActionReply;
    }
    case "set-role": {
      const result = await changeColleagueRole(db, { ...change, userId: form.userId, role: form.role });
      if (!result.ok) return refused(result);
      await recordActivity(context, { action: "role-changed", subject: "user", subjectId: form.userId, label: result.email, detail: `Ahora es ${adminRoleLabels[form.role]}` });
      return { notice: { kind: "success", title: "Rol cambiado", description: `${result.email} ahora es ${adminRoleLabels[form.role]}.` } } satisfies ActionReply;
    }
    case "remove": {
      const result = await removeColleague(db, { ...change, userId: form.userId });
      if (!result.ok) return refused(result);
      await recordActivity(context, { action: "removed", subject: "user", subjectId: form.userId, label: result.email });
      return { notice: { kind: "success", title: "Cuenta quitada", description: `${result.email} ya no puede entrar a la administración.` } } satisfies ActionReply;
    }
    case "end-session": {
      const ended = await endSession(db, form.sessionId);
      return { notice: ended ? sessionNotices.sessionRevoked : sessionNotices.sessionAlreadyClosed } satisfies ActionReply;
    }
    case "end-all":
      await endAllSessions(form.userId);
      await recordActivity(context, { action: "sessions-ended", subject: "user", subjectId: form.userId, label: (await accountEmail(db, form.userId)) ?? "Cuenta que ya no existe", detail: "Todas sus sesiones" });
      return { notice: sessionNotices.allSessionsRevoked } satisfies ActionReply;
  }
}

/** "Chrome en Windows" from a User-Agent header; enough to recognise one's own devices. */
function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Desconocido";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\/|Chromium\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Otro navegador";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "otro sistema";
  return `${browser} en ${system}`;
}

type Account = Route.ComponentProps["loaderData"]["accounts"][number];

const roleHint = "Editor: productos, artículos, consultas, categorías y listados. Administrador: además, usuarios, ajustes del sitio y estadísticas.";

function InviteForm({ errors, values, days }: { errors: FieldErrors; values: TypedValues; days: number }) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <section aria-labelledby="invitar" className="mb-8 rounded-lg border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id="invitar" className="text-lg font-semibold text-stone-900">
        Invitar a un colega
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Le llega un correo con un enlace para elegir su contraseña. El enlace vence en {days} días.
      </p>
      <Form ref={form} method="post" action="/admin/usuarios" noValidate className="mt-4 grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-start">
        {/* Once the invitation is sent the form is emptied for the next one. */}
        <FormSafetyNet form={form} draftKey="colega:invitacion" saved={null} errors={errors} subject="invitation" emptyAfterSave />
        <Field
          label="Correo electrónico"
          name="email"
          type="email"
          autoComplete="off"
          required
          maxLength={254}
          defaultValue={typeof values.email === "string" ? values.email : ""}
          error={errors.email}
        />
        <FieldFrame label="Rol" error={errors.role}>
          {(control) => (
            <Select id={control.id} name="role" aria-describedby={control.describedBy} defaultValue={values.role === "admin" ? "admin" : "editor"}>
              <option value="editor">{adminRoleLabels.editor}</option>
              <option value="admin">{adminRoleLabels.admin}</option>
            </Select>
          )}
        </FieldFrame>
        <SubmitButton intent="invite" pendingText="Enviando…" className="sm:mt-7">
          Enviar invitación
        </SubmitButton>
      </Form>
      <p className="mt-3 text-sm text-stone-600">{roleHint}</p>
    </section>
  );
}

/** The role of one colleague: a select and its button, or why it cannot change. */
function RoleControl({ account }: { account: Account }) {
  if (account.isSelf) return <p className="text-sm text-stone-600">Es tu cuenta: otra persona administradora puede cambiar su rol.</p>;
  if (account.isSiteAddress) return <p className="text-sm text-stone-600">Es la dirección principal del sitio: siempre es administradora.</p>;
  return (
    <Form method="post" action="/admin/usuarios" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="userId" value={account.id} />
      <FieldFrame label={`Rol de ${account.email}`} className="[&>label]:sr-only">
        {(control) => (
          <Select id={control.id} name="role" defaultValue={account.role ?? ""} className="w-44">
            {account.role === null ? (
              <option value="" disabled>
                Sin acceso
              </option>
            ) : null}
            <option value="editor">{adminRoleLabels.editor}</option>
            <option value="admin">{adminRoleLabels.admin}</option>
          </Select>
        )}
      </FieldFrame>
      <SubmitButton intent="set-role" pendingText="Guardando…" variant="secondary" size="default">
        Cambiar rol<span className="sr-only"> de {account.email}</span>
      </SubmitButton>
    </Form>
  );
}

/** The in-page confirmation of a removal, reached through ?quitar=<id> (a link, so no script is needed). */
function RemoveConfirmation({ account }: { account: Account }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Where keyboard and screen-reader users continue after "Quitar": the question itself.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section id="confirmar-quitar" aria-labelledby="confirmar-quitar-titulo" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4">
      <h3 id="confirmar-quitar-titulo" ref={heading} tabIndex={-1} className="font-semibold text-red-950 focus:outline-none">
        ¿Quitar la cuenta de {account.email}?
      </h3>
      <p className="mt-1 text-sm text-red-950">
        Va a dejar de poder entrar enseguida, en todos sus dispositivos. Lo que cargó (productos, artículos, notas) queda en el sitio.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post" action="/admin/usuarios">
          <input type="hidden" name="userId" value={account.id} />
          <SubmitButton intent="remove" pendingText="Quitando…" variant="danger" size="default">
            Sí, quitar la cuenta
          </SubmitButton>
        </Form>
        <Button asChild variant="secondary" size="default">
          <Link to="/admin/usuarios" preventScrollReset>
            Cancelar
          </Link>
        </Button>
      </div>
    </section>
  );
}

function RoleBadges({ account }: { account: Account }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge tone={account.role ? "positive" : "neutral"}>{account.role ? adminRoleLabels[account.role as AdminRole] : "Sin acceso"}</Badge>
      {account.invitationPending ? (
        <Badge tone="warning">Invitación pendiente</Badge>
      ) : (
        <Badge tone={account.emailVerified ? "positive" : "warning"}>{account.emailVerified ? "Correo confirmado" : "Correo sin confirmar"}</Badge>
      )}
      <Badge tone={account.twoFactorEnabled ? "positive" : "neutral"}>{account.twoFactorEnabled ? "Dos pasos activada" : "Sin dos pasos"}</Badge>
      {account.banned ? <Badge tone="warning">Suspendida</Badge> : null}
    </div>
  );
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, currentSessionId, removingId, invitationDays } = loaderData;
  return (
    <>
      <AdminPageHeader title="Usuarios" description="Las personas que usan la administración, su rol y sus sesiones abiertas. Cerrá las que no reconozcas." />
      <Notice notice={actionData?.notice} className="mb-6" />
      <InviteForm errors={(actionData && "errors" in actionData && actionData.errors) || {}} values={(actionData && "values" in actionData && actionData.values) || {}} days={invitationDays} />
      <ul className="flex flex-col gap-6">
        {accounts.map((account) => {
          const removable = !account.isSelf && !account.isSiteAddress;
          return (
            <li key={account.id} className="rounded-lg border border-stone-200 bg-white p-4 sm:p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="break-all text-lg font-semibold text-stone-900">{account.email}</h2>
                  <p className="mt-1 text-sm text-stone-600">Cuenta creada el {formatDateTime(account.createdAt)}</p>
                </div>
                <RoleBadges account={account} />
              </div>
              <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
                <RoleControl account={account} />
                <div className="flex flex-wrap gap-2">
                  {account.invitationPending ? (
                    <Form method="post" action="/admin/usuarios">
                      <input type="hidden" name="userId" value={account.id} />
                      <SubmitButton intent="resend-invitation" pendingText="Enviando…" variant="secondary" size="default">
                        Reenviar invitación<span className="sr-only"> a {account.email}</span>
                      </SubmitButton>
                    </Form>
                  ) : null}
                  {removable && removingId !== account.id ? (
                    <Button asChild variant="secondary" size="default">
                      <Link to={`/admin/usuarios?quitar=${account.id}#confirmar-quitar`} preventScrollReset>
                        Quitar<span className="sr-only"> la cuenta de {account.email}</span>
                      </Link>
                    </Button>
                  ) : null}
                </div>
              </div>
              {removable && removingId === account.id ? <RemoveConfirmation account={account} /> : null}
              {account.sessions.length === 0 ? (
                <p className="mt-4 text-sm text-stone-600">Sin sesiones abiertas.</p>
              ) : (
                <>
                  <Table variant="plain" caption={`Sesiones abiertas de ${account.email}`} className="mt-4" stacked>
                    <TableHeader>
                      <TableRow>
                        <TableHead>Dispositivo</TableHead>
                        <TableHead>Dirección IP</TableHead>
                        <TableHead>Inicio</TableHead>
                        <TableHead>Última actividad</TableHead>
                        <TableHead><span className="sr-only">Acciones</span></TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {account.sessions.map((session) => (
                        <TableRow key={session.id}>
                          <TableCell label="Dispositivo" className="text-stone-800">
                            {describeDevice(session.userAgent)}
                            {session.id === currentSessionId ? <span className="ml-2 text-xs font-semibold text-brand-700">(esta sesión)</span> : null}
                          </TableCell>
                          <TableCell label="Dirección IP" className="font-mono text-xs text-stone-700">{session.ipAddress ?? "—"}</TableCell>
                          <TableCell label="Inicio" className="whitespace-nowrap text-stone-700">{formatDateTime(session.createdAt)}</TableCell>
                          <TableCell label="Última actividad" className="whitespace-nowrap text-stone-700">{formatDateTime(session.lastActiveAt)}</TableCell>
                          <TableCell label="Acciones" className="md:text-right">
                            <Form method="post">
                              <input type="hidden" name="sessionId" value={session.id} />
                              <Button type="submit" name="intent" value="end-session" variant="secondary" size="xs">
                                Cerrar<span className="sr-only"> la sesión de {describeDevice(session.userAgent)} de {account.email}</span>
                              </Button>
                            </Form>
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                  <Form method="post" className="mt-3">
                    <input type="hidden" name="userId" value={account.id} />
                    <SubmitButton intent="end-all" pendingText="Cerrando…" variant="danger" size="default">
                      Cerrar todas sus sesiones<span className="sr-only"> ({account.email})</span>
                    </SubmitButton>
                  </Form>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
