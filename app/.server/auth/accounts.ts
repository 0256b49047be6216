import { asc, desc, eq, gt } from "drizzle-orm";
import type { Database } from "../db";
import { sessions, users } from "../db/schema";
import { getAuth } from "./auth";

// What an administrator sees and does on /admin/usuarios: every account with its active sessions,
// and ending sessions. Session tokens never leave the server; the page works with session ids.

export interface AccountSession {
  id: string;
  createdAt: Date;
  lastActiveAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface AccountSummary {
  id: string;
  email: string;
  name: string;
  role: string | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  banned: boolean;
  createdAt: Date;
  sessions: AccountSession[];
}

export async function listAccountsWithSessions(db: Database, now = new Date()): Promise<AccountSummary[]> {
  const [accountRows, sessionRows] = await Promise.all([
    db.select().from(users).orderBy(asc(users.createdAt)),
    db.select().from(sessions).where(gt(sessions.expiresAt, now)).orderBy(desc(sessions.updatedAt)),
  ]);
  return accountRows.map((user) => ({
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    emailVerified: user.emailVerified,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    banned: Boolean(user.banned),
    createdAt: user.createdAt,
    sessions: sessionRows
      .filter((session) => session.userId === user.id)
      .map((session) => ({
        id: session.id,
        createdAt: session.createdAt,
        lastActiveAt: session.updatedAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })),
  }));
}

/** Ends one session; false when it no longer exists. */
/** The e-mail of an account, for words such as the activity log's; null when it is gone. */
export async function accountEmail(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

export async function endSession(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db.select({ token: sessions.token }).from(sessions).where(eq(sessions.id, sessionId));
  if (!row) return false;
  const context = await (await getAuth()).$context;
  await context.internalAdapter.deleteSession(row.token);
  return true;
}

/** Ends every session of one account (all its devices). */
export async function endAllSessions(userId: string): Promise<void> {
  const context = await (await getAuth()).$context;
  await context.internalAdapter.deleteUserSessions(userId);
}
