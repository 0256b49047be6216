import { QUOTE_LIMITS } from "~/lib/quote-list";

// Copy of the /mi-consulta page («Mi consulta», the quote list) and its privacy note.

export const quotePageCopy = {
  title: "Mi consulta",
  description: "Los productos que elegiste para consultar: indicá cantidades, dejá tus datos y te enviamos una cotización.",
  lead: "Revisá los productos que elegiste, indicá cuántas unidades necesitás y dejanos tus datos: un especialista te responde con precios y disponibilidad.",
  itemsTitle: "Productos",
  quantityLabel: "Cantidad",
  quantityHint: "Unidades, por ejemplo 1 o 1.000.",
  noteLabel: "Nota (opcional)",
  notePlaceholder: "Por ejemplo: para 120 vacas, en bidones de 20 L",
  remove: "Quitar",
  update: "Guardar cambios",
  saved: { kind: "success", title: "Cambios guardados", description: "Tu consulta quedó con las cantidades y notas que escribiste." },
  removed: { kind: "info", title: "Producto quitado de tu consulta" },
  dropped: (count: number) =>
    count === 1
      ? "Quitamos de tu consulta un producto que ya no está en el catálogo."
      : `Quitamos de tu consulta ${count} productos que ya no están en el catálogo.`,
  contactTitle: "Tus datos",
  contactLead: "Los campos marcados con * son obligatorios. Te enviamos una confirmación con la lista a tu email.",
  messageLabel: "Mensaje (opcional)",
  submit: "Enviar consulta",
  emptyTitle: "Tu consulta está vacía",
  emptyBody:
    "Recorré el catálogo y tocá «Agregar a mi consulta» en cada producto que te interese. Cuando tengas la lista, la enviás desde acá con las cantidades y te respondemos con una cotización.",
  emptyLinksTitle: "Empezá por un área",
  emptyLinks: [
    { label: "Conservación de forrajes", to: "/embalaje-cultivo" },
    { label: "Tambo", to: "/tambo" },
    { label: "Aves y cerdos", to: "/aves-cerdos" },
    { label: "Industria", to: "/industria" },
    { label: "Redes de paletizado", to: "/redes-paletizado" },
  ],
  privacy: `Guardamos tu lista en nuestro servidor durante ${QUOTE_LIMITS.days} días desde el último cambio; tu navegador solo guarda una cookie con un número al azar que la identifica. No la compartimos con nadie.`,
  privacyLink: "Más sobre privacidad",
  limits: `Hasta ${QUOTE_LIMITS.items} productos por consulta.`,
} as const;
