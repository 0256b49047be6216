// Where a contact button leads before (or without) JavaScript: the contact page, carrying what the
// visitor asked about, or its specialists section. With scripts the same link opens the contact
// modal instead (app/components/contact/specialists-dialog.tsx).

/** The query parameter of /contacto that names what the visitor asks about. */
export const CONSULTA_PARAM = "consulta";

/** Longest topic the contact page takes from its address; the rest is cut off. */
export const MAX_CONSULTA_LENGTH = 120;

/** The id of the specialists section of /contacto. */
export const SPECIALISTS_SECTION_ID = "especialistas";

/** The id of the contact form's section of /contacto. */
export const CONTACT_FORM_SECTION_ID = "formulario";

/** '/contacto?consulta=…#formulario' for a topic, '/contacto#especialistas' without one. */
export function contactHref(topic?: string): string {
  const consulta = topic ? cleanConsulta(topic) : "";
  if (!consulta) return `/contacto#${SPECIALISTS_SECTION_ID}`;
  return `/contacto?${new URLSearchParams({ [CONSULTA_PARAM]: consulta })}#${CONTACT_FORM_SECTION_ID}`;
}

/**
 * The topic of a contact page address, as plain text: control characters dropped, white space
 * collapsed, at most MAX_CONSULTA_LENGTH characters. Anyone can write the address, so it is shown
 * as text only, never as HTML.
 */
export function consultaFromUrl(url: URL): string {
  return cleanConsulta(url.searchParams.get(CONSULTA_PARAM) ?? "");
}

function cleanConsulta(text: string): string {
  return Array.from(
    text
      .replace(/\p{C}+/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
  )
    .slice(0, MAX_CONSULTA_LENGTH)
    .join("")
    .trim();
}

/** The message the contact page's form starts with when the visitor came from a topic's button. */
export function consultaMessage(consulta: string): string {
  return `Hola, quisiera consultar sobre ${consulta}.`;
}
