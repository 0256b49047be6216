import { leadStageLabels } from "~/content/lead-stages";
import { eq, sql } from "drizzle-orm";
import { leadsInboxCopy, longDay } from "~/admin/content/leads-inbox";
import type { LeadPlanForm, LeadStageForm, ReplyChannel } from "~/admin/lib/lead-forms";
import { fillReplyTemplate, replyMailtoLink, replyWhatsappLink } from "~/admin/lib/lead-replies";
import { type Actor, writeActivity } from "../activity/entries";
import type { Database } from "../db";
import { contactMessages, replyTemplates, users } from "../db/schema";
import { listLeadItems } from "./items";
import type { Assignable } from "./notes";
import { recordLeadEvent } from "./timeline";

// The changes of a lead in the pipeline (docs/decisions/035-quote-list-and-lead-pipeline.md): its
// stage, owner, follow-up day and notes. Each writes the change, its timeline event and its
// activity entry in one transaction, so none exists without the others; the route parses the form,
// calls one of these and redirects with a notice (docs/decisions/030-one-way-to-change-in-the-admin.md).

/** Who changes it: the activity log's actor, and their name as the timeline shows it. */
export interface LeadActor extends Actor {
  id: string;
  label: string;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const leadColumns = {
  stage: contactMessages.stage,
  lostReason: contactMessages.lostReason,
  assigneeId: contactMessages.assigneeId,
  followUpOn: contactMessages.followUpOn,
  nombre: contactMessages.nombre,
  apellido: contactMessages.apellido,
  email: contactMessages.email,
};

/** The lead, locked until the transaction ends: two changes at once apply one after the other. */
async function lockedLead(tx: Transaction, id: string) {
  const [lead] = await tx.select(leadColumns).from(contactMessages).where(eq(contactMessages.id, id)).for("update");
  return lead ?? null;
}

/** "Lucía Pérez (lucia@example.com)": how the activity log names a lead. */
function senderLabel(lead: { nombre: string; apellido: string | null; email: string }): string {
  return `${[lead.nombre, lead.apellido].filter(Boolean).join(" ")} (${lead.email})`;
}

const eventActor = (actor: LeadActor) => ({ id: actor.id, label: actor.label });

export type LeadChangeResult = "saved" | "unchanged" | "not-found";

/** Moves a lead to a stage; «Perdida» keeps its reason (the form requires one). */
export async function changeLeadStage(
  db: Database,
  actor: LeadActor,
  id: string,
  { stage, lostReason }: Omit<LeadStageForm, "intent">,
): Promise<LeadChangeResult> {
  return db.transaction(async (tx): Promise<LeadChangeResult> => {
    const lead = await lockedLead(tx, id);
    if (!lead) return "not-found";
    const reason = stage === "perdida" ? lostReason : null;
    if (lead.stage === stage && (lead.lostReason ?? null) === reason) return "unchanged";
    await tx
      .update(contactMessages)
      .set({ stage, lostReason: reason, stageChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(contactMessages.id, id));
    await recordLeadEvent(tx, { messageId: id, kind: "stage", detail: { stage, lostReason: reason }, actor: eventActor(actor) });
    await writeActivity(tx, actor, {
      action: "stage-changed",
      subject: "message",
      subjectId: id,
      label: senderLabel(lead),
      detail: reason ? leadsInboxCopy.activity.lost(reason) : leadsInboxCopy.activity.stage(leadStageLabels[stage]),
    });
    return "saved";
  });
}

/**
 * Sets a lead's owner and follow-up day; each that changed gets its event and activity entry. The
 * owner must be a colleague who can read the leads, or the one it already has (an account that
 * lost the role since stays until someone changes it).
 */
export async function planLead(
  db: Database,
  actor: LeadActor,
  id: string,
  { ownerId, followUpOn }: Omit<LeadPlanForm, "intent">,
  assignable: readonly Assignable[],
): Promise<LeadChangeResult | "unknown-owner"> {
  return db.transaction(async (tx): Promise<LeadChangeResult | "unknown-owner"> => {
    const lead = await lockedLead(tx, id);
    if (!lead) return "not-found";
    const owner = ownerId || null;
    const day = followUpOn || null;
    const ownerChanged = owner !== lead.assigneeId;
    const dayChanged = day !== lead.followUpOn;
    if (!ownerChanged && !dayChanged) return "unchanged";
    const ownerName = owner ? (assignable.find((colleague) => colleague.id === owner)?.label ?? null) : null;
    if (ownerChanged && owner && !ownerName) return "unknown-owner";
    await tx
      .update(contactMessages)
      .set({ assigneeId: owner, followUpOn: day, updatedAt: sql`now()` })
      .where(eq(contactMessages.id, id));
    const label = senderLabel(lead);
    if (ownerChanged) {
      await recordLeadEvent(tx, { messageId: id, kind: "owner", detail: { owner: ownerName }, actor: eventActor(actor) });
      await writeActivity(tx, actor, {
        action: "assigned",
        subject: "message",
        subjectId: id,
        label,
        detail: leadsInboxCopy.activity.owner(ownerName),
      });
    }
    if (dayChanged) {
      await recordLeadEvent(tx, { messageId: id, kind: "follow-up", detail: { followUpOn: day }, actor: eventActor(actor) });
      await writeActivity(tx, actor, {
        action: "follow-up-set",
        subject: "message",
        subjectId: id,
        label,
        detail: leadsInboxCopy.activity.followUp(day ? longDay(day) : null),
      });
    }
    return "saved";
  });
}

/** Appends a note to a lead's timeline. */
export async function addLeadNote(db: Database, actor: LeadActor, id: string, text: string): Promise<LeadChangeResult> {
  return db.transaction(async (tx): Promise<LeadChangeResult> => {
    const lead = await lockedLead(tx, id);
    if (!lead) return "not-found";
    await recordLeadEvent(tx, { messageId: id, kind: "note", text, actor: eventActor(actor) });
    await tx
      .update(contactMessages)
      .set({ updatedAt: sql`now()` })
      .where(eq(contactMessages.id, id));
    await writeActivity(tx, actor, { action: "noted", subject: "message", subjectId: id, label: senderLabel(lead) });
    return "saved";
  });
}

export type LeadReplyResult = { ok: true; href: string } | { ok: false; reason: "not-found" | "unknown-template" | "no-whatsapp" };

/**
 * Opens a reply: the lead's e-mail (subject and text) or WhatsApp chat with the template's text
 * filled in, or the greeting without one; the timeline records that it was opened, by whom, on
 * which channel and with which template (what was finally sent is not known here).
 */
export async function openLeadReply(
  db: Database,
  actor: LeadActor,
  id: string,
  { channel, template }: { channel: ReplyChannel; template: string },
): Promise<LeadReplyResult> {
  const [lead] = await db
    .select({
      nombre: contactMessages.nombre,
      email: contactMessages.email,
      telefono: contactMessages.telefono,
      empresa: contactMessages.empresa,
      topic: contactMessages.topic,
      owner: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
    })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.assigneeId))
    .where(eq(contactMessages.id, id));
  if (!lead) return { ok: false, reason: "not-found" };
  let chosen: { name: string; body: string } | null = null;
  if (template) {
    const [row] = await db
      .select({ name: replyTemplates.name, body: replyTemplates.body })
      .from(replyTemplates)
      .where(eq(replyTemplates.id, template));
    if (!row) return { ok: false, reason: "unknown-template" };
    chosen = row;
  }
  const items = (await listLeadItems(db, [id])).get(id) ?? [];
  const text = chosen
    ? fillReplyTemplate(chosen.body, { ...lead, items, responsable: lead.owner ?? actor.label })
    : leadsInboxCopy.replyGreeting(lead.nombre);
  const href = channel === "correo" ? replyMailtoLink(lead, text) : replyWhatsappLink(lead, text);
  if (!href) return { ok: false, reason: "no-whatsapp" };
  await recordLeadEvent(db, {
    messageId: id,
    kind: "reply",
    detail: { channel, template: chosen?.name ?? null },
    actor: eventActor(actor),
  });
  return { ok: true, href };
}
