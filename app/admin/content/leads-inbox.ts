import { siteDefaults as site } from "../../content/site";

// Copy of the leads inbox (Administración → Consultas) that is not a notice: reply links, the
// notes form and its validation messages.

export const NOTES_MAX_LENGTH = 4000;

export const leadsInboxCopy = {
  title: "Consultas",
  metaDescription: "Mensajes de contacto recibidos desde el sitio.",
  count: { singular: "consulta", plural: "consultas" },
  description: "Mensajes de los formularios de contacto, del más nuevo al más viejo.",
  exportCsv: "Exportar CSV",
  /** The inbox's views (?estado=), in the order they are offered. */
  views: [
    { value: "abiertos", label: "Sin atender" },
    { value: "atendidos", label: "Atendidas" },
    { value: "todos", label: "Todas" },
    { value: "spam", label: "Filtradas como spam" },
  ],
  viewsLabel: "Filtrar consultas",
  searchLabel: "Buscar por nombre o e-mail",
  emptySearch: "No hay consultas que coincidan con la búsqueda.",
  emptyView: "No hay consultas en esta lista.",
  replySubject: `Re: tu consulta a ${site.name}`,
  replyGreeting: (name: string) => `Hola ${name}, te escribimos de ${site.name} por la consulta que nos enviaste desde el sitio.`,
  replyByEmail: "Responder por correo",
  replyByWhatsapp: "Responder por WhatsApp",
  notesLabel: "Notas internas",
  notesHint: "Solo las ve el equipo.",
  assigneeLabel: "Asignada a",
  nobody: "Nadie",
  assignedBadge: (name: string) => `Asignada a ${name}`,
  saveNotes: "Guardar notas",
  savingNotes: "Guardando...",
  notesTooLong: `Las notas pueden tener hasta ${NOTES_MAX_LENGTH} caracteres.`,
  unknownAssignee: "Elegí una persona de la lista.",
} as const;
