import type { Notice } from "./toast";

// The notices of the public pages (contact forms, catalogue), apart from the admin's and the
// account pages' in `notices.ts` (which re-exports these), so a public page carries only these.

/** The public contact forms. */
export const AMBIC_SUCCESS = "¡Mensaje enviado exitosamente! Nos pondremos en contacto contigo pronto.";

/** A contact message that could not be sent (or an answer without success), in the forms and in the API's answer. */
export const CONTACT_FAILURE = "Hubo un problema al enviar tu mensaje. Inténtalo nuevamente.";

export const contactNotices = {
  success: {
    kind: "success",
    title: "Mensaje enviado",
    description: "Gracias por contactarnos. Te responderemos pronto y recibirás una confirmación en tu email.",
  },
  error: { kind: "error", title: "Error", description: CONTACT_FAILURE },
  ambicSuccess: { kind: "success", title: AMBIC_SUCCESS },
} as const satisfies Record<string, Notice>;

/** The public catalogue. */
export const catalogNotices = {
  listingLoadFailed: { kind: "error", title: "Error", description: "Error al cargar productos" },
  productNotFound: { kind: "error", title: "Error", description: "Producto no encontrado" },
} satisfies Record<string, Notice>;

/** «Mi consulta», the quote list (/mi-consulta). */
export const quoteNotices = {
  added: {
    kind: "success",
    title: "Agregado a tu consulta",
    description: "Podés seguir sumando productos y enviarnos la lista cuando esté completa.",
    link: { href: "/mi-consulta", label: "Ver mi consulta" },
  },
} as const satisfies Record<string, Notice>;
