import { and, asc, eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/.server/db";
import { contactMessages, users } from "~/.server/db/schema";
import { leadsInboxCopy, NOTES_MAX_LENGTH } from "~/admin/content/leads-inbox";
import { ADMIN_ROLES, canOpenAdminPath } from "~/admin/lib/permissions";

// Internal notes and the assignee of a contact message: who follows it up and what was agreed.

export interface Assignable {
  id: string;
  /** The name, or the e-mail when the account has no name. */
  label: string;
}

/** The roles that may read the messages (app/admin/lib/permissions.ts): anyone of them can follow one up. */
const rolesReadingMessages = ADMIN_ROLES.filter((role) => canOpenAdminPath(role, "/admin/messages"));

/**
 * The accounts a message can be assigned to: every colleague who can read the messages (an
 * administrator or an editor, or the ADMIN_EMAIL account), confirmed and not banned, as the admin
 * guard counts them.
 */
export async function listAssignableColleagues(db: Database, adminEmail: string | undefined): Promise<Assignable[]> {
  const hasRole = sql`${users.role} ~ ${`(^|,)\\s*(${rolesReadingMessages.join("|")})\\s*(,|$)`}`;
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.emailVerified, true),
        sql`coalesce(${users.banned}, false) = false`,
        adminEmail ? or(hasRole, sql`lower(${users.email}) = ${adminEmail.trim().toLowerCase()}`) : hasRole,
      ),
    )
    .orderBy(asc(users.name), asc(users.email));
  return rows.map((row) => ({ id: row.id, label: row.name.trim() || row.email }));
}

export const leadNotesSchema = z.object({
  intent: z.literal("notes"),
  id: z.uuid(),
  notes: z
    .string()
    .default("")
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .refine((value) => value.length <= NOTES_MAX_LENGTH, leadsInboxCopy.notesTooLong),
  assigneeId: z.union([z.literal(""), z.uuid(leadsInboxCopy.unknownAssignee)], { error: leadsInboxCopy.unknownAssignee }).default(""),
});

export type LeadNotes = z.infer<typeof leadNotesSchema>;

export type SaveNotesResult = "saved" | "not-found" | "unknown-assignee";

/**
 * Saves a message's notes and assignee. The assignee must be a colleague who can read the messages,
 * or the one the message already has (an account that lost the role since stays until someone changes it).
 */
export async function saveLeadNotes(
  db: Database,
  { id, notes, assigneeId }: Omit<LeadNotes, "intent">,
  assignable: readonly Assignable[],
): Promise<SaveNotesResult> {
  const [message] = await db.select({ assigneeId: contactMessages.assigneeId }).from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) return "not-found";
  const assignee = assigneeId || null;
  if (assignee && assignee !== message.assigneeId && !assignable.some((colleague) => colleague.id === assignee)) return "unknown-assignee";
  await db
    .update(contactMessages)
    .set({ notes: notes || null, assigneeId: assignee, updatedAt: sql`now()` })
    .where(eq(contactMessages.id, id));
  return "saved";
}
