import { leadsInboxCopy } from "~/admin/content/leads-inbox";
import { chatLink, digitsOnly } from "../../lib/chat-links";

// Reply links of the leads inbox: an e-mail with a subject ready, and a WhatsApp chat with the
// number a visitor typed however they typed it.

const URUGUAY = "598";

/**
 * A phone number as WhatsApp wants it (country code and number, digits only), or null when it
 * cannot be one. Uruguayans write local numbers: "099 123 456" (mobile with the trunk 0),
 * "99 123 456", "2600 4172"; others give the country code with "+" or "00".
 */
export function whatsappNumber(phone: string): string | null {
  const written = phone.trim();
  const digits = digitsOnly(written);
  let international: string;
  if (written.startsWith("+")) international = digits;
  else if (digits.startsWith("00")) international = digits.slice(2);
  else if (digits.startsWith(URUGUAY) && digits.length === 11) international = digits;
  // Uruguay's numbers are 8 digits after the trunk 0 (mobiles 9X XXX XXX, landlines 2/4XXX XXXX).
  else if (/^0[249]\d{7}$/.test(digits)) international = URUGUAY + digits.slice(1);
  else if (/^[249]\d{7}$/.test(digits)) international = URUGUAY + digits;
  else return null;
  // "+598 099 123 456": the trunk 0 is dropped after the country code.
  if (international.startsWith(`${URUGUAY}0`)) international = URUGUAY + international.slice(4);
  // E.164: a country code and at most 15 digits in all; a leading 0 is never a country code.
  return /^[1-9]\d{7,14}$/.test(international) ? international : null;
}

export interface LeadContact {
  nombre: string;
  email: string;
  telefono: string | null;
  topic: string | null;
}

/** The reply e-mail: the visitor's address and a subject naming the company and the topic, encoded for a mailto: URL. */
export function replyMailtoLink(lead: Pick<LeadContact, "email" | "topic">): string {
  const subject = lead.topic ? `${leadsInboxCopy.replySubject} — ${lead.topic}` : leadsInboxCopy.replySubject;
  // "@" stays readable; everything else that is not plain is percent-encoded (RFC 6068).
  const address = encodeURIComponent(lead.email.trim()).replace(/%40/g, "@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** The WhatsApp chat with the visitor, greeting them by name, or null when the number is not one WhatsApp can use. */
export function replyWhatsappLink(lead: Pick<LeadContact, "nombre" | "telefono">): string | null {
  const number = lead.telefono ? whatsappNumber(lead.telefono) : null;
  return number ? chatLink(number, leadsInboxCopy.replyGreeting(lead.nombre)) : null;
}

/** The id of a message's card in the inbox: a change to it returns to /admin/messages#consulta-{id}. */
export function leadAnchor(id: string): string {
  return `consulta-${id}`;
}
