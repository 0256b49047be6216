import { siteDefaults as site } from "../../content/site";

// Copy of the leads inbox (Administración → Consultas) that is not a notice: reply links, the
// notes form and its validation messages.

export const NOTES_MAX_LENGTH = 4000;

/** A message nobody has handled yet: the inbox's first view and the message's badge. */
const unhandled = "Sin atender";

export const leadsInboxCopy = {
  title: "Consultas",
  metaDescription: "Mensajes de contacto recibidos desde el sitio.",
  count: { singular: "consulta", plural: "consultas" },
  description: "Mensajes de los formularios de contacto, del más nuevo al más viejo.",
  exportCsv: "Exportar CSV",
  /** The name the activity log gives a download of the inbox (app/admin/routes/messages.csv.ts). */
  exported: "Consultas a CSV",
  /** The inbox's views (?estado=), in the order they are offered. */
  views: [
    { value: "abiertos", label: unhandled },
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
  notesFormLabel: (name: string) => `Notas internas de la consulta de ${name}`,
  notesHint: "Solo las ve el equipo.",
  assigneeLabel: "Asignada a",
  nobody: "Nadie",
  assignedBadge: (name: string) => `Asignada a ${name}`,
  saveNotes: "Guardar notas",
  savingNotes: "Guardando...",
  notesTooLong: `Las notas pueden tener hasta ${NOTES_MAX_LENGTH} caracteres.`,
  unknownAssignee: "Elegí una persona de la lista.",
  /** The products of a lead sent from «Mi consulta» (app/admin/components/lead-items.tsx). */
  items: {
    label: (name: string) => `Productos que consulta ${name}`,
    heading: (n: number) => (n === 1 ? "1 producto" : `${n} productos`),
    quantity: (written: string) => `${written} ×`,
    note: (note: string) => `Nota: ${note}`,
    opensElsewhere: " (se abre en otra pestaña)",
  },
  /** One message of the inbox (app/admin/components/lead-message.tsx). */
  message: {
    label: (name: string) => `Consulta de ${name}`,
    topic: (topic: string) => ` · ${topic}`,
    from: (path: string) => ` · desde ${path}`,
    spam: (honeypot: boolean) => `Spam (${honeypot ? "campo trampa" : "enviado muy rápido"})`,
    delivery: (state: string) => `Correo: ${state}`,
    handled: "Atendida",
    unhandled,
    email: "Email",
    whatsapp: "WhatsApp",
    phone: "Teléfono",
    company: "Empresa",
    lastError: (error: string) => `Último error de envío: ${error}`,
    reopen: "Reabrir",
    markHandled: "Marcar como atendida",
    notSpam: "No es spam: enviar correos",
    retry: "Reintentar envío",
    /** After each button, for screen readers: which message it acts on. */
    whose: (name: string) => ` (consulta de ${name})`,
    replyTo: (name: string) => `Responder a ${name}`,
    replyToWhom: (name: string) => ` a ${name}`,
    replyToWhomElsewhere: (name: string) => ` a ${name} (se abre en otra pestaña)`,
  },
  /** The warning above the inbox while notice e-mails wait (app/admin/components/mail-queue-notice.tsx). */
  mailQueue: {
    heading: "El servidor de correo rechaza los envíos o no responde.",
    waiting: (n: number) => (n === 1 ? "Un correo de aviso está esperando" : `${n} correos de aviso están esperando`),
    meanwhile: (waiting: string) =>
      `${waiting} y el sitio los vuelve a intentar solo. Las consultas no se pierden: están todas en esta lista, así que podés responderlas desde acá mientras tanto. Avisale a quien administra el sitio.`,
    details: "Detalles para quien administra el sitio",
    lastAnswer: (at: string) => `Última respuesta del servidor (${at}):`,
    /** Around the two settings' names, which are shown as code. */
    check: [
      "Revisá ",
      " (servidor y puerto), el usuario y la contraseña del correo, y que el remitente (",
      ") sea uno que ese servidor acepte. Después de corregir la configuración, reiniciá el sitio.",
    ],
  },
} as const;
