import { data } from "react-router";
import { listAccountsWithSessions } from "~/.server/auth/accounts";
import { changeColleagues, type ColleagueChangeDone, INVITATION_DAYS } from "~/.server/auth/colleagues";
import { adminOf, isAdminEmail, roleOf } from "~/.server/auth/guard";
import { type FlashKey, redirectWithNotice } from "~/.server/flash";
import { formReply, parseForm } from "~/.server/forms";
import { publicOrigin } from "~/.server/origin";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { ColleagueCard, InviteForm } from "~/admin/components/colleagues";
import { colleaguesCopy as copy } from "~/admin/content/colleagues";
import { colleagueActionSchema } from "~/admin/lib/colleague-form";
import { Notice } from "~/components/ui/notice";
import type { FieldErrors, TypedValues } from "~/lib/forms";
import { buildMeta } from "~/lib/meta";
import { authNotices, colleagueChangeRefused, colleagueInviteRefused, formRefused, sessionNotices } from "~/lib/notices";
import type { Notice as NoticeData } from "~/lib/toast";
import type { Route } from "./+types/usuarios";

// The colleagues who use the admin area (administrators only, app/admin/lib/permissions.ts):
// invite one by e-mail, change their role, remove them, end their sessions. Removing asks for a
// confirmation in the page itself (?quitar=<id>), so it works without JavaScript too. The rules
// (not yourself, not ADMIN_EMAIL, not the last administrator) live in app/.server/auth/colleagues.ts.
// A change done comes back here with its message; a refused one answers the form with why.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: copy.title, description: copy.metaDescription, path: "/admin/usuarios", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, user } = adminOf(context);
  const { adminEmail } = requestContextOf(context).config;
  const accounts = await listAccountsWithSessions(await databaseOf(context));
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
    removingId: new URL(request.url).searchParams.get("quitar"),
    invitationDays: INVITATION_DAYS,
  };
}

export const middleware = [formBodyMiddleware];

type ActionReply = { notice: NoticeData; errors?: FieldErrors; values?: TypedValues };

const flashOf: Record<ColleagueChangeDone, FlashKey> = {
  invited: "colleague-invited",
  "invitation-resent": "colleague-invitation-resent",
  "role-changed": "colleague-role-changed",
  removed: "colleague-removed",
  "session-ended": "session-ended",
  "sessions-ended": "sessions-ended",
};

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  const parsed = await parseForm({ request, context }, colleagueActionSchema);
  if (!parsed.ok) {
    // A role picker left on "Sin acceso" has no field message of its own: the notice says it.
    const notice = parsed.errors.role ? formRefused(parsed.errors.role) : authNotices.invalidForm;
    return data<ActionReply>({ notice, ...formReply(parsed) }, { status: 400 });
  }
  const changed = await changeColleagues(context, publicOrigin(request), parsed.data);
  if (changed.ok) return redirectWithNotice("/admin/usuarios", flashOf[changed.done]);
  if (changed.reason === "session-closed") return data<ActionReply>({ notice: sessionNotices.sessionAlreadyClosed }, { status: 409 });
  const reason = copy.refusals[changed.reason];
  // A refused invitation keeps what was typed, with the reason next to the address.
  if (parsed.data.intent === "invite")
    return data<ActionReply>({ notice: colleagueInviteRefused(reason), ...formReply(parsed, { email: reason }) }, { status: 409 });
  return data<ActionReply>({ notice: colleagueChangeRefused(reason) }, { status: 409 });
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, currentSessionId, removingId, invitationDays } = loaderData;
  return (
    <>
      <AdminPageHeader title={copy.title} description={copy.description} />
      <Notice notice={actionData?.notice} className="mb-6" />
      <InviteForm errors={actionData?.errors ?? {}} values={actionData?.values ?? {}} days={invitationDays} />
      <ul className="flex flex-col gap-6">
        {accounts.map((account) => (
          <ColleagueCard key={account.id} account={account} currentSessionId={currentSessionId} removing={removingId === account.id} />
        ))}
      </ul>
    </>
  );
}
