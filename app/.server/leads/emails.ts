import type { ContactMessage } from "~/.server/db/schema";
import { readServerConfig } from "~/.server/config";
import { type PublicSite, publicSite } from "~/lib/site-facts";
import type { Database } from "../db/client";
import { readSiteSettings } from "../site/site-settings";
import { contactSourceLabels } from "~/content/contact";
import { formatDateTime } from "~/lib/dates";

// The two e-mails a contact message produces: the notification to the company's inbox (reply-to
// the visitor) and the Spanish confirmation the success toast promises the visitor.

export interface ComposedMail {
  kind: "lead-notification" | "lead-confirmation";
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** CONTACT_INBOX, else the company's public address. */
export function contactInbox(site: Pick<PublicSite, "email">): string {
  return readServerConfig().contactInbox ?? site.email;
}

/** The company's facts as the e-mails state them (stored at /admin/ajustes). */
export async function mailSite(db: Database): Promise<PublicSite> {
  return publicSite((await readSiteSettings(db)).facts);
}

type Lead = Pick<
  ContactMessage,
  "source" | "nombre" | "apellido" | "email" | "telefono" | "empresa" | "mensaje" | "topic" | "pagePath" | "createdAt"
>;

export function fullName(lead: Pick<Lead, "nombre" | "apellido">): string {
  return [lead.nombre, lead.apellido].filter(Boolean).join(" ");
}

/** A product of a quote list («Mi consulta») as the e-mails list it. */
export interface LeadMailItem {
  name: string;
  /** Its page on this site, e.g. "/productos/innovent". */
  path: string;
  quantity: number;
  note: string;
}

const units = new Intl.NumberFormat("es-UY", { maximumFractionDigits: 0 });

/** "1.000 × InnoVent" and its absolute link, one block per product; the notes only when asked for. */
function itemLines(items: readonly LeadMailItem[], origin: string, withNotes: boolean): string {
  return items
    .map((item) => {
      const lines = [`- ${units.format(item.quantity)} × ${item.name}`, `  ${origin}${item.path}`];
      if (withNotes && item.note.trim()) lines.push(`  Nota: ${item.note.trim()}`);
      return lines.join("\n");
    })
    .join("\n");
}

export function composeLeadMails(
  lead: Lead,
  site: PublicSite,
  quote: { items: readonly LeadMailItem[]; origin: string } = { items: [], origin: "" },
): ComposedMail[] {
  const name = fullName(lead);
  const source = contactSourceLabels[lead.source as keyof typeof contactSourceLabels] ?? lead.source;
  const rows: [string, string | null | undefined][] = [
    ["Nombre", name],
    ["Email", lead.email],
    [lead.source === "inicio" ? "WhatsApp" : "Teléfono", lead.telefono],
    ["Empresa", lead.empresa],
    ["Tema", lead.topic],
    ["Formulario", source],
    ["Página", lead.pagePath],
    ["Recibido", formatDateTime(lead.createdAt)],
  ];
  const details = rows
    .filter((row): row is [string, string] => Boolean(row[1]))
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");

  const notification: ComposedMail = {
    kind: "lead-notification",
    to: contactInbox(site),
    replyTo: lead.email,
    subject: `Nueva consulta de ${name}${lead.topic ? ` sobre ${lead.topic}` : ""} (${source})`,
    text:
      `${details}\n\n` +
      (quote.items.length > 0 ? `Productos:\n${itemLines(quote.items, quote.origin, true)}\n\n` : "") +
      (lead.mensaje || quote.items.length === 0 ? `Mensaje:\n${lead.mensaje}\n\n` : "") +
      `Respondé este correo para contestarle directamente.\n`,
  };

  // The confirmation goes to an address anyone can type into a form, so it carries none of the
  // visitor's own text (not even the name, nor an item's note): the site must never relay a
  // stranger's words. The products of a quote list are the catalogue's names and pages.
  const confirmation: ComposedMail = {
    kind: "lead-confirmation",
    to: lead.email,
    replyTo: contactInbox(site),
    subject: `Recibimos tu consulta - ${site.name}`,
    text:
      `Hola:\n\n` +
      `Gracias por escribirnos. Recibimos tu consulta en ${site.name} y un especialista te va a responder a la brevedad, ` +
      `en horario de oficina (${site.officeHours.toLowerCase()}).\n\n` +
      (quote.items.length > 0 ? `Nos consultaste por:\n${itemLines(quote.items, quote.origin, false)}\n\n` : "") +
      `Para hablar con un especialista ahora, escribinos por WhatsApp al ${site.chat.display} o llamanos al ${site.phone.display}.\n\n` +
      `Si no enviaste ninguna consulta, ignorá este correo.\n\n` +
      `Saludos,\n${site.name}\n${site.address.street}, ${site.address.city}, ${site.address.country}\n`,
  };
  return [notification, confirmation];
}
