import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/.server/db";
import { users } from "~/.server/db/schema";
import { ADMIN_ROLES, canOpenAdminPath } from "~/admin/lib/permissions";

// Who can own a lead (its «Responsable»): the colleagues who can read the leads.

export interface Assignable {
  id: string;
  /** The name, or the e-mail when the account has no name. */
  label: string;
}

/** The roles that may read the messages (app/admin/lib/permissions.ts): anyone of them can follow one up. */
const rolesReadingMessages = ADMIN_ROLES.filter((role) => canOpenAdminPath(role, "/admin/messages"));

/** The accounts that can follow up a lead now: confirmed, not banned, with a role that reads the messages. */
export function canFollowUpLeads(adminEmail: string | undefined): SQL | undefined {
  const hasRole = sql`${users.role} ~ ${`(^|,)\\s*(${rolesReadingMessages.join("|")})\\s*(,|$)`}`;
  return and(
    eq(users.emailVerified, true),
    sql`coalesce(${users.banned}, false) = false`,
    adminEmail ? or(hasRole, sql`lower(${users.email}) = ${adminEmail.trim().toLowerCase()}`) : hasRole,
  );
}

/**
 * The accounts a message can be assigned to: every colleague who can read the messages (an
 * administrator or an editor, or the ADMIN_EMAIL account), confirmed and not banned, as the admin
 * guard counts them.
 */
export async function listAssignableColleagues(db: Database, adminEmail: string | undefined): Promise<Assignable[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(canFollowUpLeads(adminEmail))
    .orderBy(asc(users.name), asc(users.email));
  return rows.map((row) => ({ id: row.id, label: row.name.trim() || row.email }));
}
