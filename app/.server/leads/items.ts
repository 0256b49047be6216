import { asc, inArray } from "drizzle-orm";
import type { Database } from "~/.server/db";
import { type LeadItem, leadItems } from "~/.server/db/schema";

// The products a lead asked about (lead_items), copied from the visitor's quote list when it was
// sent. Design: docs/decisions/035-quote-list-and-lead-pipeline.md.

export type LeadItemView = Pick<LeadItem, "kind" | "ref" | "name" | "path" | "quantity" | "note">;

/** The items of each of these leads, in the order the visitor listed them; a lead without items is absent. */
export async function listLeadItems(db: Database, messageIds: readonly string[]): Promise<Map<string, LeadItemView[]>> {
  const byLead = new Map<string, LeadItemView[]>();
  if (messageIds.length === 0) return byLead;
  const rows = await db
    .select()
    .from(leadItems)
    .where(inArray(leadItems.contactMessageId, [...messageIds]))
    .orderBy(asc(leadItems.contactMessageId), asc(leadItems.position));
  for (const row of rows) {
    const items = byLead.get(row.contactMessageId) ?? [];
    items.push({ kind: row.kind, ref: row.ref, name: row.name, path: row.path, quantity: row.quantity, note: row.note });
    byLead.set(row.contactMessageId, items);
  }
  return byLead;
}
