import type { SiteFacts, Specialist } from "~/lib/site-facts";

// Words of /admin/ajustes ("Ajustes del sitio"): labels and hints for an editor who is not technical.

export const settingsCopy = {
  title: "Ajustes del sitio",
  description: "Los datos de la empresa que el sitio muestra en el encabezado, el pie, la página de contacto y el botón de WhatsApp.",
  fieldsets: {
    company: "Empresa",
    contact: "Contacto",
    social: "Redes",
    specialists: "Especialistas",
  },
  socialHint: "Dejalo vacío para no mostrar esta red.",
  specialistsHint: "Aparecen en este orden en la ventana «Hablá con un especialista» y en la página de contacto.",
  specialist: (row: number) => `Especialista ${row}`,
  addSpecialist: "Agregar especialista",
  moveUp: "Subir",
  moveDown: "Bajar",
  remove: "Quitar",
  save: "Guardar ajustes",
  saving: "Guardando...",
} as const;

export const factLabels: Record<keyof SiteFacts, { label: string; hint?: string }> = {
  name: { label: "Nombre de la empresa", hint: "Se muestra en el encabezado, el pie y el título de cada página." },
  legalName: { label: "Razón social", hint: "Aparece al pie de cada página, junto al año." },
  phone: { label: "Teléfono", hint: "Con código de país, por ejemplo +598 2600 4172." },
  chat: { label: "WhatsApp de la empresa", hint: "El número del botón verde de chat y del botón «Consultar»." },
  email: { label: "Correo electrónico" },
  street: { label: "Dirección" },
  postalCode: { label: "Código postal" },
  city: { label: "Ciudad" },
  country: { label: "País" },
  mapUrl: { label: "Enlace al mapa", hint: "Opcional: el enlace de Google Maps de la oficina. La dirección del pie lo abre." },
  officeHours: { label: "Horario de atención", hint: "Por ejemplo: Lunes a viernes de 9:00 a 18:00." },
  facebook: { label: "Facebook" },
  instagram: { label: "Instagram" },
  linkedin: { label: "LinkedIn" },
  youtube: { label: "YouTube" },
};

export const specialistLabels: Record<keyof Specialist, { label: string; hint?: string }> = {
  name: { label: "Nombre" },
  area: { label: "Área", hint: "Por ejemplo: Conservación de Forrajes." },
  title: { label: "Profesión o cargo" },
  phone: { label: "Teléfono (WhatsApp)", hint: "Con código de país." },
};
