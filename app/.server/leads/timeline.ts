import { asc, eq } from "drizzle-orm";
import type { Database } from "~/.server/db";
import { type LeadEvent, type LeadEventKind, leadEvents } from "~/.server/db/schema";

// A lead's timeline (lead_events): what happened to it after it arrived, oldest first. Every change
// to a lead writes its event in the change's own transaction, through recordLeadEvent.
// Design: docs/decisions/035-quote-list-and-lead-pipeline.md.

export interface LeadEventRecord {
  messageId: string;
  kind: LeadEventKind;
  /** A note's words. */
  text?: string | null;
  /** The event's facts: { stage, lostReason }, { owner }, { followUpOn }, { channel, template }, { to }. */
  detail?: Record<string, string | null> | null;
  /** The colleague who did it (id and name or e-mail); omitted for what the site did itself. */
  actor?: { id: string | null; label: string } | null;
}

export async function recordLeadEvent(db: Pick<Database, "insert">, event: LeadEventRecord): Promise<void> {
  await db.insert(leadEvents).values({
    contactMessageId: event.messageId,
    kind: event.kind,
    text: event.text ?? null,
    detail: event.detail ?? null,
    actorId: event.actor?.id ?? null,
    actorLabel: event.actor?.label ?? null,
  });
}

/** Every event of a lead, oldest first. */
export async function listLeadEvents(db: Database, messageId: string): Promise<LeadEvent[]> {
  return db.select().from(leadEvents).where(eq(leadEvents.contactMessageId, messageId)).orderBy(asc(leadEvents.at), asc(leadEvents.id));
}
