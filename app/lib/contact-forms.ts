import * as z from "zod/mini";
import { emailAddressSchema } from "./email-address";

// The contact forms' rules and Spanish messages (docs/requirements.md §3 shapes, §5 rules), one zod
// schema per form, shared by the forms in the browser and by the contact function on the server
// (which maps each form's fields to the stored lead in app/.server/leads/messages.ts).
// Names, answers and toasts without zod are in ./contact-form-fields.ts, so forms that do not
// validate in the browser ship no zod.

export {
  contactSources,
  type ContactSource,
  type ContactResult,
  HONEYPOT_FIELD,
  RENDERED_AT_FIELD,
  FILL_MS_FIELD,
} from "./contact-form-fields";
// The contact forms' toasts under their former names.
export { AMBIC_SUCCESS, contactNotices as contactToasts } from "./public-notices";

const MAX_NAME = 120;
const MAX_CONTACT = 60;
const MAX_MESSAGE = 5000;

// zod/mini: the same rules as zod's chained API at a fraction of the bytes, since the AMBIC form
// validates in the visitor's browser on every change.

function required(message: string, max: number, tooLong: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: tooLong }));
}

function optional(max: number, tooLong: string) {
  return z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, { error: tooLong }))),
    z.transform((value: string | undefined) => value || undefined),
  );
}

const email = emailAddressSchema({
  required: "Ingresá tu email.",
  invalid: "Ingresá un email válido, por ejemplo nombre@correo.com.",
  tooLong: "El email es demasiado largo.",
});

const mensaje = required("Contanos en qué te podemos ayudar.", MAX_MESSAGE, `El mensaje puede tener hasta ${MAX_MESSAGE} caracteres.`);
const nombre = required("Ingresá tu nombre.", MAX_NAME, `El nombre puede tener hasta ${MAX_NAME} caracteres.`);
const phoneTooLong = `El teléfono puede tener hasta ${MAX_CONTACT} caracteres.`;

/** Home form (docs/requirements.md §3): every field required. */
export const homeContactSchema = z.object({
  nombre,
  apellido: required("Ingresá tu apellido.", MAX_NAME, `El apellido puede tener hasta ${MAX_NAME} caracteres.`),
  email,
  whatsapp: required("Ingresá tu número de WhatsApp.", MAX_CONTACT, phoneTooLong),
  mensaje,
});

/** Contact page form (and the contact modal): nombre, email and mensaje required. */
export const pageContactSchema = z.object({
  nombre,
  email,
  telefono: optional(MAX_CONTACT, phoneTooLong),
  empresa: optional(MAX_NAME, `La empresa puede tener hasta ${MAX_NAME} caracteres.`),
  mensaje,
});

/** «Mi consulta» (/mi-consulta): the contact page's fields, the message optional because the list says what is asked. */
export const quoteContactSchema = z.object({
  nombre,
  email,
  telefono: pageContactSchema.shape.telefono,
  empresa: pageContactSchema.shape.empresa,
  mensaje: optional(MAX_MESSAGE, `El mensaje puede tener hasta ${MAX_MESSAGE} caracteres.`),
});

/** AMBIC form, with its exact messages (docs/requirements.md §5). */
export const ambicContactSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: "El nombre es requerido" }),
      z.maxLength(MAX_NAME, { error: `El nombre puede tener hasta ${MAX_NAME} caracteres.` }),
    ),
  email: emailAddressSchema({ required: "El email es requerido", invalid: "Email inválido" }),
  phone: optional(MAX_CONTACT, phoneTooLong),
  company: optional(MAX_NAME, `La empresa puede tener hasta ${MAX_NAME} caracteres.`),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: "El mensaje es requerido" }),
      z.maxLength(MAX_MESSAGE, { error: `El mensaje puede tener hasta ${MAX_MESSAGE} caracteres.` }),
    ),
});

export type HomeContact = z.infer<typeof homeContactSchema>;
export type PageContact = z.infer<typeof pageContactSchema>;
export type AmbicContact = z.infer<typeof ambicContactSchema>;
export type QuoteContact = z.infer<typeof quoteContactSchema>;

/** The schema of each form, by the `source` it posts. */
export const contactSchemas = {
  inicio: homeContactSchema,
  contacto: pageContactSchema,
  modal: pageContactSchema,
  ambic: ambicContactSchema,
  consulta: quoteContactSchema,
} as const;
