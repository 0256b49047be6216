import { data, Form } from "react-router";
import { z } from "zod";
import { endAllSessions, endSession, listAccountsWithSessions } from "~/.server/auth/accounts";
import { adminOf, hasRole } from "~/.server/auth/guard";
import { parseForm } from "~/.server/forms";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTime } from "~/lib/dates";
import { buildMeta } from "~/lib/meta";
import { genericErrorNotice, sessionNotices } from "~/lib/notices";
import type { Notice as NoticeData } from "~/lib/toast";
import type { Route } from "./+types/admin.usuarios";

// Accounts and their open sessions; an administrator can end any of them (docs/requirements.md §6,
// issue point 4).

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: "Usuarios", description: "Cuentas y sesiones abiertas.", path: "/admin/usuarios", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const { session } = adminOf(context);
  const { adminEmail } = requestContextOf(context).config;
  const accounts = await listAccountsWithSessions(await databaseOf(context));
  return {
    accounts: accounts.map((account) => ({ ...account, isAdmin: hasRole(account, "admin") || account.email === adminEmail })),
    currentSessionId: session.id,
  };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("end-session"), sessionId: z.uuid() }),
  z.object({ intent: z.literal("end-all"), userId: z.uuid() }),
]);

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  const parsed = await parseForm({ request, context }, actionSchema);
  if (!parsed.ok) return data({ notice: genericErrorNotice }, { status: 400 });
  if (parsed.data.intent === "end-session") {
    const ended = await endSession(await databaseOf(context), parsed.data.sessionId);
    const notice: NoticeData = ended
      ? sessionNotices.sessionRevoked
      : sessionNotices.sessionAlreadyClosed;
    return { notice };
  }
  await endAllSessions(parsed.data.userId);
  return { notice: sessionNotices.allSessionsRevoked };
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

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, currentSessionId } = loaderData;
  return (
    <>
      <AdminPageHeader title="Usuarios" description="Cuentas registradas y sus sesiones abiertas. Cerrá las que no reconozcas." />
      <Notice notice={actionData?.notice} className="mb-6" />
      <ul className="flex flex-col gap-6">
        {accounts.map((account) => {
          const { isAdmin } = account;
          return (
            <li key={account.id} className="rounded-lg border border-stone-200 bg-white p-4 sm:p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="break-all text-lg font-semibold text-stone-900">{account.email}</h2>
                  <p className="mt-1 text-sm text-stone-600">Cuenta creada el {formatDateTime(account.createdAt)}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Badge tone={isAdmin ? "positive" : "neutral"}>{isAdmin ? "Administrador" : "Usuario"}</Badge>
                  <Badge tone={account.emailVerified ? "positive" : "warning"}>
                    {account.emailVerified ? "Correo confirmado" : "Correo sin confirmar"}
                  </Badge>
                  <Badge tone={account.twoFactorEnabled ? "positive" : "neutral"}>
                    {account.twoFactorEnabled ? "Dos pasos activada" : "Sin dos pasos"}
                  </Badge>
                  {account.banned ? <Badge tone="warning">Suspendida</Badge> : null}
                </div>
              </div>
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
