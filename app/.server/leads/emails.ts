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

export function composeLeadMails(lead: Lead, site: PublicSite): ComposedMail[] {
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
    text: `${details}\n\nMensaje:\n${lead.mensaje}\n\nRespondé este correo para contestarle directamente.\n`,
  };

  // The confirmation goes to an address anyone can type into a form, so it carries none of the
  // visitor's own text (not even the name): the site must never relay a stranger's words.
  const confirmation: ComposedMail = {
    kind: "lead-confirmation",
    to: lead.email,
    replyTo: contactInbox(site),
    subject: `Recibimos tu consulta - ${site.name}`,
    text:
      `Hola:\n\n` +
      `Gracias por escribirnos. Recibimos tu consulta en ${site.name} y un especialista te va a responder a la brevedad, ` +
      `en horario de oficina (${site.officeHours.toLowerCase()}).\n\n` +
      `Para hablar con un especialista ahora, escribinos por WhatsApp al ${site.chat.display} o llamanos al ${site.phone.display}.\n\n` +
      `Si no enviaste ninguna consulta, ignorá este correo.\n\n` +
      `Saludos,\n${site.name}\n${site.address.street}, ${site.address.city}, ${site.address.country}\n`,
  };
  return [notification, confirmation];
}
