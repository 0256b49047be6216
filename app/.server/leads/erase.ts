import { and, eq, inArray, like, or, sql } from "drizzle-orm";
import { leadsInboxCopy } from "~/admin/content/leads-inbox";
import { type Actor, writeActivity } from "../activity/entries";
import type { Database } from "../db";
import { activityLog, contactMessages, mailOutbox } from "../db/schema";

// A person's request to have their data erased (the promise of /privacidad, and Uruguay's Ley
// 18.331): everything the site keeps about whoever sent a lead, found by that lead's e-mail address.
// Every lead from that address goes, and with it (foreign keys) its products, notes, timeline and
// the e-mails queued or kept for it; also the follow-up reminders that quoted it and their name in
// the activity log. One activity entry says it was done, without saying who the person was.

const pathOf = (id: string) => `%/admin/messages/${id}%`;

/** How many leads the site keeps from this lead's sender (the confirmation says how many go). */
export async function countLeadsFromSender(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = lower(${email})`);
  return row?.count ?? 0;
}

/** Erases the sender of lead `id`; how many leads went, or null when there is no such lead. */
export async function eraseLeadSender(db: Database, actor: Actor, id: string): Promise<{ leads: number } | null> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ email: contactMessages.email }).from(contactMessages).where(eq(contactMessages.id, id));
    if (!lead) return null;
    const leads = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = lower(${lead.email})`)
      .for("update");
    const ids = leads.map((row) => row.id);
    // The reminders to the team carry the lead's facts but no link to it, only its address in the panel.
    await tx
      .delete(mailOutbox)
      .where(
        or(
          sql`lower(${mailOutbox.to}) = lower(${lead.email})`,
          and(eq(mailOutbox.kind, "follow-up-reminder"), or(...ids.map((leadId) => like(mailOutbox.text, pathOf(leadId))))),
        ),
      );
    await tx
      .update(activityLog)
      .set({ label: leadsInboxCopy.erase.loggedLabel, detail: null })
      .where(and(eq(activityLog.subject, "message"), inArray(activityLog.subjectId, ids)));
    await tx.delete(contactMessages).where(inArray(contactMessages.id, ids));
    await writeActivity(tx, actor, { action: "deleted", subject: "message", label: leadsInboxCopy.erase.logEntry(ids.length) });
    return { leads: ids.length };
  });
}
