import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { colleaguesCopy } from "~/admin/content/colleagues";
import type { ColleagueAction } from "~/admin/lib/colleague-form";
import { type AdminRole, adminRoleLabels } from "~/admin/lib/permissions";
import { recordActivity } from "../activity/log";
import type { Database } from "../db";
import { databaseOf, requestContextOf } from "../request-context";
import { accountEmail, endAllSessions, endSession } from "./accounts";
import { users } from "../db/schema";
import { enqueueMail } from "../leads/outbox";
import { nudgeMailWorker } from "../leads/worker";
import { getAuth } from "./auth";
import { invitationEmail } from "./emails";
import { adminOf, isAdminEmail, roleOf } from "./guard";

// What an administrator does to colleagues' accounts on /admin/usuarios: invite, change the role,
// remove. The invitation is Better Auth's password-reset token with a longer life, mailed through
// the mail outbox; roles are the admin plugin's `role` column. The rules that keep someone able to
// run the site (nobody removes or demotes themselves, the ADMIN_EMAIL account, or the last
// administrator) are checked inside one transaction that locks the administrators' rows, so two
// administrators acting at once cannot both succeed. Design: docs/decisions/016-roles-and-invitations.md.

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

export type ColleagueRefusal = "own-account" | "admin-email" | "last-admin" | "not-found" | "already-exists";
export type ColleagueResult = { ok: true; email: string } | { ok: false; reason: ColleagueRefusal };

interface InvitationLink {
  /** The site's public origin, for the link. */
  origin: string;
  /** ADMIN_REQUIRE_2FA: the invitation says an authenticator app will be needed. */
  twoFactorRequired: boolean;
}

/** The address's owner gets a link to choose their password; it expires after INVITATION_DAYS. */
async function sendInvitation(
  db: Database,
  user: { id: string; email: string },
  role: AdminRole,
  { origin, twoFactorRequired }: InvitationLink,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const context = await (await getAuth()).$context;
  // The identifier Better Auth's /reset-password looks up: the page /auth/restablecer consumes it.
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
  });
  const url = `${origin}/auth/restablecer?token=${encodeURIComponent(token)}&invitacion=1`;
  const mail = invitationEmail(user.email, url, adminRoleLabels[role], INVITATION_DAYS, twoFactorRequired);
  await enqueueMail(db, { kind: "account-invitation", to: mail.to, subject: mail.subject, text: mail.text });
  nudgeMailWorker();
}

/** Creates the colleague's account (no password yet, address unconfirmed) and mails the invitation. */
export async function inviteColleague(
  db: Database,
  { email, role, ...link }: { email: string; role: AdminRole } & InvitationLink,
): Promise<ColleagueResult> {
  const address = email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, address));
  if (existing) return { ok: false, reason: "already-exists" };
  const auth = await getAuth();
  const { user } = await auth.api.createUser({ body: { email: address, name: address.split("@")[0]!, role } });
  await sendInvitation(db, user, role, link);
  return { ok: true, email: address };
}

/** A new link for a colleague who has not chosen a password yet (the first expired or got lost). */
export async function resendInvitation(
  db: Database,
  { userId, adminEmail, ...link }: { userId: string; adminEmail: string | undefined } & InvitationLink,
): Promise<ColleagueResult> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const role = user ? roleOf(user, adminEmail) : null;
  if (!user || !role || user.emailVerified) return { ok: false, reason: "not-found" };
  await sendInvitation(db, user, role, link);
  return { ok: true, email: user.email };
}

interface AccountChange {
  /** The administrator acting. */
  actorId: string;
  userId: string;
  adminEmail: string | undefined;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Checks, with the administrators' rows locked until the transaction ends, whether `target` may stop
 * being an administrator; null when it may.
 */
async function refusalToLoseAdmin(
  tx: Transaction,
  target: typeof users.$inferSelect,
  change: AccountChange,
): Promise<ColleagueRefusal | null> {
  if (target.id === change.actorId) return "own-account";
  if (isAdminEmail(target.email, change.adminEmail)) return "admin-email";
  if (roleOf(target, change.adminEmail) !== "admin") return null;
  // Every account is read (a handful of staff) so that one rule, roleOf, says who is an administrator.
  const accounts = await tx.select({ id: users.id, email: users.email, role: users.role, banned: users.banned }).from(users).for("update");
  const admins = accounts.filter((account) => !account.banned && roleOf(account, change.adminEmail) === "admin");
  return admins.some((admin) => admin.id !== target.id) ? null : "last-admin";
}

export async function changeColleagueRole(db: Database, change: AccountChange & { role: AdminRole }): Promise<ColleagueResult> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, change.userId)).for("update");
    if (!target) return { ok: false, reason: "not-found" } as const;
    if (target.id === change.actorId) return { ok: false, reason: "own-account" } as const;
    if (change.role !== "admin") {
      const refusal = await refusalToLoseAdmin(tx, target, change);
      if (refusal) return { ok: false, reason: refusal } as const;
    }
    await tx.update(users).set({ role: change.role, updatedAt: new Date() }).where(eq(users.id, target.id));
    return { ok: true, email: target.email } as const;
  });
}

/** Deletes the account; its sessions, password and authenticator go with it (foreign keys cascade). */
export async function removeColleague(db: Database, change: AccountChange): Promise<ColleagueResult> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, change.userId)).for("update");
    if (!target) return { ok: false, reason: "not-found" } as const;
    const refusal = await refusalToLoseAdmin(tx, target, change);
    if (refusal) return { ok: false, reason: refusal } as const;
    await tx.delete(users).where(eq(users.id, target.id));
    return { ok: true, email: target.email } as const;
  });
}

/** What a change on /admin/usuarios did, for the message after the redirect. */
export type ColleagueChangeDone = "invited" | "invitation-resent" | "role-changed" | "removed" | "session-ended" | "sessions-ended";

export type ColleagueChange =
  | { ok: true; done: ColleagueChangeDone }
  | { ok: false; reason: ColleagueRefusal }
  /** The session to end had ended already. */
  | { ok: false; reason: "session-closed" };

/**
 * Does what one form of /admin/usuarios asked, by the signed-in administrator, and writes its
 * activity entry; `origin` is the site's public address, for an invitation's link.
 */
export async function changeColleagues(
  context: Pick<RouterContextProvider, "get">,
  origin: string,
  action: ColleagueAction,
): Promise<ColleagueChange> {
  const { adminEmail, adminRequire2fa } = requestContextOf(context).config;
  const db = await databaseOf(context);
  const link = { origin, twoFactorRequired: adminRequire2fa };
  const change = { actorId: adminOf(context).user.id, adminEmail };
  switch (action.intent) {
    case "invite": {
      const result = await inviteColleague(db, { email: action.email, role: action.role, ...link });
      if (!result.ok) return result;
      await recordActivity(context, {
        action: "invited",
        subject: "user",
        label: result.email,
        detail: `Como ${adminRoleLabels[action.role]}`,
      });
      return { ok: true, done: "invited" };
    }
    case "resend-invitation": {
      const result = await resendInvitation(db, { userId: action.userId, adminEmail, ...link });
      if (!result.ok) return result;
      await recordActivity(context, {
        action: "invited",
        subject: "user",
        subjectId: action.userId,
        label: result.email,
        detail: colleaguesCopy.activity.invitationResent,
      });
      return { ok: true, done: "invitation-resent" };
    }
    case "set-role": {
      const result = await changeColleagueRole(db, { ...change, userId: action.userId, role: action.role });
      if (!result.ok) return result;
      await recordActivity(context, {
        action: "role-changed",
        subject: "user",
        subjectId: action.userId,
        label: result.email,
        detail: colleaguesCopy.activity.roleNow(adminRoleLabels[action.role]),
      });
      return { ok: true, done: "role-changed" };
    }
    case "remove": {
      const result = await removeColleague(db, { ...change, userId: action.userId });
      if (!result.ok) return result;
      await recordActivity(context, { action: "removed", subject: "user", subjectId: action.userId, label: result.email });
      return { ok: true, done: "removed" };
    }
    case "end-session":
      return (await endSession(db, action.sessionId)) ? { ok: true, done: "session-ended" } : { ok: false, reason: "session-closed" };
    case "end-all": {
      await endAllSessions(action.userId);
      const label = (await accountEmail(db, action.userId)) ?? colleaguesCopy.removedAccount;
      await recordActivity(context, {
        action: "sessions-ended",
        subject: "user",
        subjectId: action.userId,
        label,
        detail: colleaguesCopy.activity.allSessions,
      });
      return { ok: true, done: "sessions-ended" };
    }
  }
}
