import { useRef } from "react";
import { Form, Link } from "react-router";
import { ConfirmDestructive } from "~/admin/components/confirm-destructive";
import { FormSafetyNet } from "~/admin/components/form-safety-net";
import { colleaguesCopy as copy } from "~/admin/content/colleagues";
import { describeDevice } from "~/admin/lib/device-name";
import { type AdminRole, adminRoleLabels } from "~/admin/lib/permissions";
import { Field, FieldFrame } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTime } from "~/lib/dates";
import type { FieldErrors, TypedValues } from "~/lib/forms";

// The parts of /admin/usuarios: the invitation form and one card per colleague (role, removal,
// open sessions). Every button is a plain form post, so the page works without JavaScript.

export interface ColleagueSession {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastActiveAt: Date;
}

export interface ColleagueAccount {
  id: string;
  email: string;
  role: AdminRole | null;
  isSelf: boolean;
  isSiteAddress: boolean;
  invitationPending: boolean;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  banned: boolean;
  createdAt: Date;
  sessions: ColleagueSession[];
}

const PAGE = "/admin/usuarios";

export function InviteForm({ errors, values, days }: { errors: FieldErrors; values: TypedValues; days: number }) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <section aria-labelledby="invitar" className="mb-8 rounded-lg border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id="invitar" className="text-lg font-semibold text-stone-900">
        {copy.invite.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{copy.invite.intro(days)}</p>
      <Form ref={form} method="post" action={PAGE} noValidate className="mt-4 grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-start">
        {/* Once the invitation is sent the form is emptied for the next one. */}
        <FormSafetyNet form={form} draftKey="colega:invitacion" saved={null} errors={errors} subject="invitation" emptyAfterSave />
        <Field
          label={copy.invite.email}
          name="email"
          type="email"
          autoComplete="off"
          required
          maxLength={254}
          defaultValue={typeof values.email === "string" ? values.email : ""}
          error={errors.email}
        />
        <FieldFrame label={copy.invite.role} error={errors.role}>
          {(control) => (
            <Select
              id={control.id}
              name="role"
              aria-describedby={control.describedBy}
              defaultValue={values.role === "admin" ? "admin" : "editor"}
            >
              <option value="editor">{adminRoleLabels.editor}</option>
              <option value="admin">{adminRoleLabels.admin}</option>
            </Select>
          )}
        </FieldFrame>
        <SubmitButton intent="invite" pendingText={copy.invite.sending} className="sm:mt-7">
          {copy.invite.submit}
        </SubmitButton>
      </Form>
      <p className="mt-3 text-sm text-stone-600">{copy.invite.roleHint}</p>
    </section>
  );
}

/** The role of one colleague: a select and its button, or why it cannot change. */
function RoleControl({ account }: { account: ColleagueAccount }) {
  if (account.isSelf) return <p className="text-sm text-stone-600">{copy.role.ownAccount}</p>;
  if (account.isSiteAddress) return <p className="text-sm text-stone-600">{copy.role.siteAddress}</p>;
  return (
    <Form method="post" action={PAGE} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="userId" value={account.id} />
      <FieldFrame label={copy.role.label(account.email)} className="[&>label]:sr-only">
        {(control) => (
          <Select id={control.id} name="role" defaultValue={account.role ?? ""} className="w-44">
            {account.role === null ? (
              <option value="" disabled>
                {copy.role.noAccess}
              </option>
            ) : null}
            <option value="editor">{adminRoleLabels.editor}</option>
            <option value="admin">{adminRoleLabels.admin}</option>
          </Select>
        )}
      </FieldFrame>
      <SubmitButton intent="set-role" pendingText={copy.role.saving} variant="secondary" size="default">
        {copy.role.submit}
        <span className="sr-only"> de {account.email}</span>
      </SubmitButton>
    </Form>
  );
}

/** The in-page confirmation of a removal, reached through ?quitar=<id> (a link, so no script is needed). */
// The page's address (?quitar={id}) opens it, like the articles' ?delete={slug}: the one confirmation.
function RemoveConfirmation({ account }: { account: ColleagueAccount }) {
  return (
    <ConfirmDestructive
      question={copy.remove.question(account.email)}
      consequence={copy.remove.consequence}
      form={{ action: PAGE, intent: "remove", fields: { userId: account.id } }}
      confirmLabel={copy.remove.confirm}
      pendingText={copy.remove.removing}
      cancelLabel={copy.remove.cancel}
      opener={{ cancelTo: PAGE }}
    />
  );
}

function RoleBadges({ account }: { account: ColleagueAccount }) {
  const badges = copy.badges;
  return (
    <div className="flex flex-wrap gap-2">
      <Badge tone={account.role ? "positive" : "neutral"}>{account.role ? adminRoleLabels[account.role] : copy.role.noAccess}</Badge>
      {account.invitationPending ? (
        <Badge tone="warning">{badges.invitationPending}</Badge>
      ) : (
        <Badge tone={account.emailVerified ? "positive" : "warning"}>
          {account.emailVerified ? badges.emailConfirmed : badges.emailUnconfirmed}
        </Badge>
      )}
      <Badge tone={account.twoFactorEnabled ? "positive" : "neutral"}>
        {account.twoFactorEnabled ? badges.twoFactorOn : badges.twoFactorOff}
      </Badge>
      {account.banned ? <Badge tone="warning">{badges.suspended}</Badge> : null}
    </div>
  );
}

/** A colleague's open sessions, each with its button to end it, and one to end them all. */
function OpenSessions({ account, currentSessionId }: { account: ColleagueAccount; currentSessionId: string }) {
  const words = copy.sessions;
  if (account.sessions.length === 0) return <p className="mt-4 text-sm text-stone-600">{words.none}</p>;
  return (
    <>
      <Table variant="plain" caption={words.caption(account.email)} className="mt-4" stacked>
        <TableHeader>
          <TableRow>
            <TableHead>{words.device}</TableHead>
            <TableHead>{words.address}</TableHead>
            <TableHead>{words.started}</TableHead>
            <TableHead>{words.lastActive}</TableHead>
            <TableHead>
              <span className="sr-only">{words.actions}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {account.sessions.map((session) => (
            <TableRow key={session.id}>
              <TableCell label={words.device} className="text-stone-800">
                {describeDevice(session.userAgent)}
                {session.id === currentSessionId ? (
                  <span className="ml-2 text-xs font-semibold text-brand-700">{words.current}</span>
                ) : null}
              </TableCell>
              <TableCell label={words.address} className="font-mono text-xs text-stone-700">
                {session.ipAddress ?? "—"}
              </TableCell>
              <TableCell label={words.started} className="whitespace-nowrap text-stone-700">
                {formatDateTime(session.createdAt)}
              </TableCell>
              <TableCell label={words.lastActive} className="whitespace-nowrap text-stone-700">
                {formatDateTime(session.lastActiveAt)}
              </TableCell>
              <TableCell label={words.actions} className="md:text-right">
                <Form method="post" action={PAGE}>
                  <input type="hidden" name="sessionId" value={session.id} />
                  <Button type="submit" name="intent" value="end-session" variant="secondary" size="xs">
                    {words.end}
                    <span className="sr-only">{words.endWhich(describeDevice(session.userAgent), account.email)}</span>
                  </Button>
                </Form>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Form method="post" action={PAGE} className="mt-3">
        <input type="hidden" name="userId" value={account.id} />
        <SubmitButton intent="end-all" pendingText={words.ending} variant="danger" size="default">
          {words.endAll}
          <span className="sr-only"> ({account.email})</span>
        </SubmitButton>
      </Form>
    </>
  );
}

/** One colleague: who, role and state, what can be done, and their open sessions. */
export function ColleagueCard({
  account,
  currentSessionId,
  removing,
}: {
  account: ColleagueAccount;
  currentSessionId: string;
  removing: boolean;
}) {
  const removable = !account.isSelf && !account.isSiteAddress;
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold break-all text-stone-900">{account.email}</h2>
          <p className="mt-1 text-sm text-stone-600">{copy.createdAt(formatDateTime(account.createdAt))}</p>
        </div>
        <RoleBadges account={account} />
      </div>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <RoleControl account={account} />
        <div className="flex flex-wrap gap-2">
          {account.invitationPending ? (
            <Form method="post" action={PAGE}>
              <input type="hidden" name="userId" value={account.id} />
              <SubmitButton intent="resend-invitation" pendingText={copy.resend.sending} variant="secondary" size="default">
                {copy.resend.button}
                <span className="sr-only"> a {account.email}</span>
              </SubmitButton>
            </Form>
          ) : null}
          {removable && !removing ? (
            <Button asChild variant="secondary" size="default">
              <Link to={`${PAGE}?quitar=${account.id}#confirmar-quitar`} preventScrollReset>
                {copy.remove.button}
                <span className="sr-only"> la cuenta de {account.email}</span>
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      {removable && removing ? <RemoveConfirmation account={account} /> : null}
      <OpenSessions account={account} currentSessionId={currentSessionId} />
    </li>
  );
}
