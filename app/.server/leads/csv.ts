import { desc, eq, sql } from "drizzle-orm";
import { messageStatuses } from "~/admin/lib/lists";
import { contactSourceLabels } from "~/content/contact";
import { leadStageLabel } from "~/content/lead-stages";
import type { Database } from "../db/client";
import { contactMessages, users } from "../db/schema";
import { spreadsheetCsv } from "../spreadsheet-csv";
import { type LeadItemView, listLeadItems } from "./items";
import { type InboxFilter, type InboxViewer, inboxWhere } from "./messages";

// The leads with their products as a spreadsheet, in the format of the catalogue's export
// (docs/decisions/024-spreadsheets-as-excel-writes-them.md: UTF-8 with a BOM, semicolons, CRLF, so
// Excel in a Spanish locale opens it with its columns split and its accents intact): one row per
// product a lead asked about, the lead's columns repeated on each; a lead without products is one row.

let montevideoParts: Intl.DateTimeFormat | undefined;

/**
 * A date and time as "2026-11-26 07:53:00" in Montevideo time. Excel and LibreOffice both read
 * "YYYY-MM-DD hh:mm:ss" as a date in any locale, so the column sorts and filters as dates; with a
 * "T" or an offset ("-03:00") both keep it as text. Uruguay is UTC−3 all year, so the header says
 * the zone once instead of every cell.
 */
export function spreadsheetDateTime(date: Date): string {
  montevideoParts ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Montevideo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  const part = Object.fromEntries(montevideoParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

export const LEADS_CSV_HEADER = [
  "Fecha (hora de Montevideo)",
  "Formulario",
  "Nombre",
  "Apellido",
  "Email",
  "Teléfono / WhatsApp",
  "Empresa",
  "Tema",
  "Página",
  "Mensaje",
  "Etapa",
  "Motivo de pérdida",
  "Responsable",
  "Seguimiento",
  "Notas",
  "Última nota",
  "Producto",
  "Cantidad",
  "Nota del producto",
] as const;

/** One lead as the export reads it. */
export interface LeadCsvRow {
  id: string;
  createdAt: Date;
  source: string;
  nombre: string;
  apellido: string | null;
  email: string;
  telefono: string | null;
  empresa: string | null;
  topic: string | null;
  pagePath: string | null;
  mensaje: string;
  stage: string;
  lostReason: string | null;
  ownerName: string | null;
  /** The follow-up day, YYYY-MM-DD. */
  followUpOn: string | null;
  /** How many notes its timeline holds, and the latest one's words. */
  notes: number;
  lastNote: string | null;
  items: readonly LeadItemView[];
}

/**
 * The board's view the export was asked from (?estado=, or ?filtro= as older links wrote it), so the
 * download holds what the board showed; without one, every lead but spam.
 */
export function leadsCsvFilter(params: URLSearchParams): InboxFilter {
  const asked = params.get("estado") ?? params.get("filtro") ?? "";
  return (messageStatuses as readonly string[]).includes(asked) ? (asked as InboxFilter) : "todos";
}

/** The leads to export, newest first (at most `limit`), with their owner, notes and products. */
export async function listLeadsForCsv(db: Database, filter: InboxFilter, viewer: InboxViewer, limit = 10_000): Promise<LeadCsvRow[]> {
  const notes = sql`from lead_events e where e.contact_message_id = ${contactMessages.id} and e.kind = 'note'`;
  const leads = await db
    .select({
      id: contactMessages.id,
      createdAt: contactMessages.createdAt,
      source: contactMessages.source,
      nombre: contactMessages.nombre,
      apellido: contactMessages.apellido,
      email: contactMessages.email,
      telefono: contactMessages.telefono,
      empresa: contactMessages.empresa,
      topic: contactMessages.topic,
      pagePath: contactMessages.pagePath,
      mensaje: contactMessages.mensaje,
      stage: contactMessages.stage,
      lostReason: contactMessages.lostReason,
      ownerName: users.name,
      followUpOn: contactMessages.followUpOn,
      notes: sql<number>`(select count(*)::int ${notes})`,
      lastNote: sql<string | null>`(select e.text ${notes} order by e.at desc, e.id desc limit 1)`,
    })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.assigneeId))
    .where(inboxWhere(filter, viewer))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
  const items = await listLeadItems(
    db,
    leads.map((lead) => lead.id),
  );
  return leads.map((lead) => ({ ...lead, notes: Number(lead.notes), items: items.get(lead.id) ?? [] }));
}

/** The leads as a spreadsheet: one row per product, or one row for a lead without products. */
export function leadsCsv(leads: readonly LeadCsvRow[]): string {
  const rows = leads.flatMap((lead) => {
    const columns = [
      spreadsheetDateTime(lead.createdAt),
      contactSourceLabels[lead.source as keyof typeof contactSourceLabels] ?? lead.source,
      lead.nombre,
      lead.apellido,
      lead.email,
      lead.telefono,
      lead.empresa,
      lead.topic,
      lead.pagePath,
      lead.mensaje,
      leadStageLabel(lead.stage),
      lead.lostReason,
      lead.ownerName,
      lead.followUpOn,
      String(lead.notes),
      lead.lastNote,
    ];
    if (lead.items.length === 0) return [[...columns, "", "", ""]];
    return lead.items.map((item) => [...columns, item.name, String(item.quantity), item.note]);
  });
  return spreadsheetCsv([LEADS_CSV_HEADER, ...rows]);
}
