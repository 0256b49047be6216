// What the contact forms share with the browser without their zod schemas (./contact-forms.ts):
// the sources, the hidden fields and the contact function's answer (the toasts are in ./notices.ts).

/** Each form's `source`; "consulta" is «Mi consulta», the quote list sent from /mi-consulta (never without its items). */
export const contactSources = ["inicio", "contacto", "ambic", "modal", "consulta"] as const;
export type ContactSource = (typeof contactSources)[number];

/**
 * The contact function's answer (docs/requirements.md §7: success and error), plus each invalid
 * field's message.
 */
export interface ContactResult {
  success: boolean;
  error?: string;
  fieldErrors?: Partial<Record<string, string>>;
}

/** Hidden fields every contact form carries: the spam trap and the moment the form was shown. */
export const HONEYPOT_FIELD = "sitio_web";
export const RENDERED_AT_FIELD = "mostrado";
export const FILL_MS_FIELD = "duracion";
