import { and, inArray, sql } from "drizzle-orm";
import { readServerConfig } from "~/.server/config";
import { configuredOrigin } from "~/.server/origin";
import { type Database, queryRows } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import { leadStageLabel, openLeadStages } from "~/content/lead-stages";
import { toMontevideoLocalInput } from "~/lib/montevideo-time";
import { contactInbox, fullName, mailSite } from "./emails";
import { canFollowUpLeads } from "./notes";
import { type LeadItemView, listLeadItems } from "./items";
import { enqueueMail } from "./outbox";
import { recordLeadEvent } from "./timeline";

// The follow-up reminder: on the morning a lead's follow-up day comes (from 08:00 Montevideo, by
// this process's clock), one e-mail to its owner, or to CONTACT_INBOX when it has none (or its owner
// can no longer open the leads). The mail worker looks on every poll; each due lead is claimed by
// one UPDATE that sets follow_up_reminded_on to its follow_up_on, and its e-mail is queued in the outbox in the same
// transaction, so whichever instance claims it sends it and no other can. A new follow-up day
// arms it again. Design: docs/decisions/035-quote-list-and-lead-pipeline.md.

/** The hour (Montevideo) from which the day's reminders go out. */
export const REMINDER_HOUR = 8;

const OPEN_STAGES = sql.raw(openLeadStages.map((stage) => `'${stage}'`).join(", "));

/**
 * The latest follow-up day whose reminder may go out at `now`: today from 08:00 Montevideo, else
 * yesterday (a day already past, missed while no instance ran, goes out at once).
 */
export function reminderDueThrough(now: Date): string {
  const local = toMontevideoLocalInput(now);
  if (Number(local.slice(11, 13)) >= REMINDER_HOUR) return local.slice(0, 10);
  return toMontevideoLocalInput(new Date(now.getTime() - 24 * 60 * 60 * 1000)).slice(0, 10);
}

interface ClaimedLead {
  id: string;
  nombre: string;
  apellido: string | null;
  email: string;
  telefono: string | null;
  empresa: string | null;
  stage: string;
  followUpOn: string;
  assigneeId: string | null;
}

export interface FollowUpReminder {
  to: string;
  subject: string;
  text: string;
}

let dayFormat: Intl.DateTimeFormat | undefined;

/** "lunes 30 de noviembre de 2026" for a day written YYYY-MM-DD. */
function spokenDay(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat("es-UY", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return dayFormat.format(new Date(`${day}T12:00:00Z`));
}

/** The reminder of one lead, in Spanish, to `to`. */
export function composeFollowUpReminder(
  lead: Omit<ClaimedLead, "assigneeId"> & { ownerName: string | null },
  items: readonly LeadItemView[],
  { to, today, origin }: { to: string; today: string; origin: string },
): FollowUpReminder {
  const name = fullName(lead);
  const when =
    lead.followUpOn === today
      ? `Hoy (${spokenDay(lead.followUpOn)}) es el día de seguimiento de esta consulta.`
      : `El seguimiento de esta consulta era el ${spokenDay(lead.followUpOn)} y sigue abierta.`;
  const rows: [string, string | null][] = [
    ["Quién", name],
    ["Empresa", lead.empresa],
    ["Teléfono", lead.telefono],
    ["Email", lead.email],
    ["Etapa", leadStageLabel(lead.stage)],
    ["Seguimiento", spokenDay(lead.followUpOn)],
  ];
  const details = rows
    .filter((row): row is [string, string] => Boolean(row[1]))
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
  const products = items.length
    ? `\n\nProductos:\n${items.map((item) => `- ${item.quantity} × ${item.name}${item.note ? ` (${item.note})` : ""}`).join("\n")}`
    : "";
  const unowned = lead.ownerName
    ? ""
    : "\n\nEsta consulta no tiene un responsable con acceso al panel, por eso el aviso llega a la casilla de consultas. Asignale uno desde el panel.";
  return {
    to,
    subject: `${lead.followUpOn === today ? "Seguimiento para hoy" : "Seguimiento pendiente"}: consulta de ${name}`,
    text:
      `Hola${lead.ownerName ? `, ${lead.ownerName}` : ""}:\n\n${when}\n\n${details}${products}\n\n` +
      `Abrila en el panel: ${origin}/admin/messages/${lead.id}${unowned}\n\n` +
      `Si ya la seguiste, cambiá la fecha de seguimiento o la etapa en el panel; este aviso llega una vez por fecha.\n`,
  };
}

/**
 * Claims every lead whose follow-up is due at `now` and queues its reminder; returns how many.
 * Safe to run at once on several instances: a lead is claimed by exactly one of them.
 */
export async function queueFollowUpReminders(db: Database, now: Date = new Date()): Promise<number> {
  const dueThrough = reminderDueThrough(now);
  const today = toMontevideoLocalInput(now).slice(0, 10);
  return db.transaction(async (tx) => {
    const claimed = await queryRows<ClaimedLead>(
      tx,
      sql`update contact_messages
             set follow_up_reminded_on = follow_up_on
           where spam_reason is null
             and stage in (${OPEN_STAGES})
             and follow_up_on <= ${dueThrough}
             and follow_up_reminded_on is distinct from follow_up_on
       returning id, nombre, apellido, email, telefono, empresa, stage, follow_up_on::text as "followUpOn", assignee_id as "assigneeId"`,
    );
    if (claimed.length === 0) return 0;
    const ids = claimed.map((lead) => lead.id);
    const ownerIds = [...new Set(claimed.flatMap((lead) => (lead.assigneeId ? [lead.assigneeId] : [])))];
    // One after the other: a transaction is one connection, which runs one query at a time.
    const items = await listLeadItems(tx, ids);
    const site = await mailSite(tx);
    // Only an owner who can still open the leads gets the e-mail: one whose access was taken away
    // (banned, or a role without «Consultas») is treated as no owner, and the inbox is told.
    const owners = ownerIds.length
      ? await tx
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(and(inArray(users.id, ownerIds), canFollowUpLeads(readServerConfig().adminEmail)))
      : [];
    const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
    const origin = configuredOrigin();
    for (const lead of claimed) {
      const owner = lead.assigneeId ? ownerOf.get(lead.assigneeId) : undefined;
      const to = owner?.email ?? contactInbox(site);
      const mail = composeFollowUpReminder({ ...lead, ownerName: owner?.name ?? null }, items.get(lead.id) ?? [], { to, today, origin });
      // No contact_message_id: the reminder is the team's, not part of the lead's own delivery.
      await enqueueMail(tx, { kind: "follow-up-reminder", ...mail });
      await recordLeadEvent(tx, { messageId: lead.id, kind: "reminder", detail: { to } });
    }
    return claimed.length;
  });
}
