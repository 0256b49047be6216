import type { PublicSite } from "./site-facts";

// The one helper that builds chat and phone links (docs/requirements.md §5: phone with non-digits
// stripped).

export function digitsOnly(phone: string): string {
  return phone.replace(/\D/g, "");
}

export function chatLink(phone: string, message?: string): string {
  const url = `https://wa.me/${digitsOnly(phone)}`;
  return message ? `${url}?text=${encodeURIComponent(message)}` : url;
}

export function telLink(phone: string): string {
  return `tel:+${digitsOnly(phone)}`;
}

export function companyChatMessage(siteName: string): string {
  return `Hola ${siteName}, quisiera recibir más información sobre sus productos.`;
}

/** The company chat (its number from the site's facts, useSite()), with a greeting unless given one. */
export function companyChatLink(site: Pick<PublicSite, "name" | "chat">, message: string = companyChatMessage(site.name)): string {
  return chatLink(site.chat.e164, message);
}

/**
 * A specialist's chat link with a greeting that names them and their area
 * (docs/requirements.md §7).
 */
export function specialistChatLink(specialist: { name: string; area: string; phone: string }, siteName: string): string {
  return chatLink(
    specialist.phone,
    `Hola ${specialist.name}, te escribo desde el sitio web de ${siteName}. Quisiera recibir más información sobre ${specialist.area}.`,
  );
}
