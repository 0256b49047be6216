import type { ContactSource } from "~/lib/contact-form-fields";

// Copy of the contact section of the home page, the /contacto page and the contact modal.

export const contactSourceLabels: Record<ContactSource, string> = {
  inicio: "Formulario de inicio",
  contacto: "Página de contacto",
  ambic: "Formulario AMBIC",
  modal: "Botón de consulta",
  consulta: "Mi consulta",
};

/** Delivery state of a message's e-mails, as the leads inbox shows it. */
export const deliveryLabels = {
  sent: "Enviado",
  pending: "En cola",
  failed: "Falló",
  unconfirmed: "Sin confirmar",
  none: "Sin correo",
} as const;

export const homeContactCopy = {
  eyebrow: "Contacto",
  title: "Escribinos y te asesoramos",
  lead: "Dejanos tus datos y tu consulta: un especialista del área te responde por WhatsApp o por email, normalmente el mismo día hábil.",
  submit: "Enviar mensaje",
};

export const contactPageCopy = {
  title: "Contacto",
  description: "Escribinos, llamanos o visitá nuestra oficina en Montevideo. Te asesoramos en tambo, forrajes, aves y cerdos e industria.",
  lead: "¿Tenés una consulta sobre un producto, un programa de higiene o una cotización? Escribinos y un especialista te responde a la brevedad.",
  officeTitle: "Nuestra oficina",
  channelsTitle: "Otros canales",
  formTitle: "Envianos tu consulta",
  formLead: "Los campos marcados con * son obligatorios. Te enviamos una confirmación a tu email.",
  chatLabel: "Escribinos por WhatsApp",
  socialTitle: "Seguinos",
  specialistsTitle: "Nuestros Especialistas",
  specialistsLead: "Elegí el especialista que mejor se adapte a tus necesidades y conectate directamente.",
  consultaLabel: "Consulta sobre:",
  submit: "Enviar mensaje",
};

export const contactModalCopy = {
  formTitle: "¿Preferís que te escribamos?",
  formLead: "Dejanos tu consulta y te respondemos por email o por teléfono.",
  submit: "Enviar consulta",
};

export const sendingLabel = "Enviando...";
