import { leadsInboxCopy } from "~/admin/content/leads-inbox";
import { chatLink, digitsOnly } from "../../lib/chat-links";
import { writtenNumber } from "../../lib/typed-number";

// Reply links of the leads pipeline: an e-mail with a subject and text ready, and a WhatsApp chat
// with the number a visitor typed however they typed it; the text from a reply template with the
// lead's facts filled in. The one place that builds them.

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

/**
 * The reply e-mail: the visitor's address, a subject naming the company and the topic and, when
 * given, the text, encoded for a mailto: URL.
 */
export function replyMailtoLink(lead: Pick<LeadContact, "email" | "topic">, body?: string): string {
  const subject = lead.topic ? `${leadsInboxCopy.replySubject} — ${lead.topic}` : leadsInboxCopy.replySubject;
  // "@" stays readable; everything else that is not plain is percent-encoded (RFC 6068).
  const address = encodeURIComponent(lead.email.trim()).replace(/%40/g, "@");
  // A line break in a mailto: body is CRLF (RFC 6068).
  const text = body ? `&body=${encodeURIComponent(body.replace(/\r?\n/g, "\r\n"))}` : "";
  return `mailto:${address}?subject=${encodeURIComponent(subject)}${text}`;
}

/**
 * The WhatsApp chat with the visitor with the text given, or greeting them by name; null when the
 * number is not one WhatsApp can use.
 */
export function replyWhatsappLink(lead: Pick<LeadContact, "nombre" | "telefono">, text?: string): string | null {
  const number = lead.telefono ? whatsappNumber(lead.telefono) : null;
  return number ? chatLink(number, text ?? leadsInboxCopy.replyGreeting(lead.nombre)) : null;
}

/** What a reply template's placeholders are filled with. */
export interface ReplyFacts {
  nombre: string;
  empresa: string | null;
  topic: string | null;
  items: readonly { name: string; quantity: number }[];
  /** The lead's owner, or whoever replies when it has none. */
  responsable: string;
}

/**
 * A template's text with {nombre}, {productos} (one line per item, «- 3 × Bota Bekina», or the
 * topic when the lead has no items), {empresa} and {responsable} filled in; other braces stay.
 */
export function fillReplyTemplate(body: string, facts: ReplyFacts): string {
  const values: Record<string, string> = {
    nombre: facts.nombre.trim(),
    productos:
      facts.items.length > 0
        ? facts.items.map((item) => `- ${writtenNumber(item.quantity)} × ${item.name}`).join("\n")
        : (facts.topic ?? ""),
    empresa: facts.empresa?.trim() ?? "",
    responsable: facts.responsable,
  };
  return body.replace(/\{(nombre|productos|empresa|responsable)\}/gi, (_, name: string) => values[name.toLowerCase()] ?? "");
}

/** The id of a message's card in the inbox: a change to it returns to /admin/messages#consulta-{id}. */
export function leadAnchor(id: string): string {
  return `consulta-${id}`;
}
