import { siteDefaults as site } from "../../content/site";

// Copy of the leads pipeline (Administración → Consultas) that is not a notice: the views, the
// stages, the forms of a lead, its timeline and the reply section.

export const NOTES_MAX_LENGTH = 4000;
export const LOST_REASON_MAX_LENGTH = 300;

/** "12/11" from "2026-11-12": a follow-up day as the cards show it. */
export function shortDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/** "12/11/2026" from "2026-11-12". */
export function longDay(day: string): string {
  return `${shortDay(day)}/${day.slice(0, 4)}`;
}

export const leadsInboxCopy = {
  title: "Consultas",
  metaDescription: "Consultas recibidas desde el sitio, por etapa, con su responsable y su seguimiento.",
  count: { singular: "consulta", plural: "consultas" },
  description:
    "Las consultas de los formularios del sitio, agrupadas por etapa: quién la tiene, cuándo hay que volver a llamar y en qué terminó.",
  exportCsv: "Exportar CSV",
  /** The name the activity log gives a download of the inbox (app/admin/routes/messages.csv.ts). */
  exported: "Consultas a CSV",
  /** The inbox's views (?estado=), in the order they are offered. */
  views: [
    { value: "abiertos", label: "Abiertas" },
    { value: "mias", label: "Mis consultas" },
    { value: "vencidos", label: "Vencidas" },
    { value: "cerrados", label: "Cerradas" },
    { value: "todos", label: "Todas" },
    { value: "spam", label: "Filtradas como spam" },
  ],
  /** What each view holds, under the views. */
  viewHints: {
    abiertos: "Nuevas, en curso y cotizadas.",
    mias: "Las consultas abiertas de las que sos responsable.",
    vencidos: "Consultas abiertas con el seguimiento para hoy o para un día que ya pasó (hora de Montevideo).",
    cerrados: "Ganadas y perdidas.",
    todos: "Todas las consultas, menos las filtradas como spam.",
    spam: "Mensajes que el filtro de spam apartó: no se mandó ningún correo por ellos.",
  },
  viewsLabel: "Filtrar consultas",
  searchLabel: "Buscar por nombre o e-mail",
  emptySearch: "No hay consultas que coincidan con la búsqueda.",
  emptyView: "No hay consultas en esta lista.",
  templatesLink: "Plantillas de respuesta",
  /** A section of the board: one stage. */
  stageSection: (stage: string, n: number) => `${stage} (${n})`,
  stageEmpty: "Ninguna consulta en esta etapa.",
  stageOnOtherPage: "Las de esta etapa están en otra página de la lista.",
  replySubject: `Re: tu consulta a ${site.name}`,
  replyGreeting: (name: string) => `Hola ${name}, te escribimos de ${site.name} por la consulta que nos enviaste desde el sitio.`,
  replyByEmail: "Responder por correo",
  replyByWhatsapp: "Responder por WhatsApp",
  /** The owner of a lead: the pipeline's «Responsable». */
  ownerLabel: "Responsable",
  nobody: "Sin responsable",
  ownerBadge: (name: string) => `Responsable: ${name}`,
  unknownAssignee: "Elegí una persona de la lista.",
  /** Follow-up badges of a card, from the Montevideo day. */
  followUp: {
    today: "Seguimiento hoy",
    overdue: (day: string) => `Vencida desde el ${shortDay(day)}`,
    later: (day: string) => `Seguimiento el ${shortDay(day)}`,
  },
  /** The quick stage form of a card and the stage form of the detail page. */
  stageForm: {
    label: "Etapa",
    cardLabel: (name: string) => `Etapa de la consulta de ${name}`,
    change: "Cambiar etapa",
    save: "Guardar etapa",
    saving: "Guardando...",
    lostReason: "Motivo (si se perdió)",
    lostReasonHint: `Obligatorio para pasarla a «Perdida»: por qué no se concretó, hasta ${LOST_REASON_MAX_LENGTH} caracteres.`,
    lostReasonMissing: "Escribí por qué se perdió la consulta.",
    lostReasonTooLong: `El motivo puede tener hasta ${LOST_REASON_MAX_LENGTH} caracteres.`,
  },
  /** Owner and follow-up of the detail page. */
  planForm: {
    legend: "Responsable y seguimiento",
    followUpLabel: "Seguimiento",
    followUpHint:
      "El día en que hay que volver a contactarla. El responsable recibe un recordatorio por correo esa mañana. Dejalo vacío si no hace falta.",
    badDay: "Elegí una fecha válida.",
    save: "Guardar responsable y seguimiento",
    saving: "Guardando...",
  },
  noteForm: {
    label: "Agregar nota",
    hint: "Solo la ve el equipo. Queda en la historia de la consulta con tu nombre y la hora.",
    submit: "Agregar nota",
    submitting: "Agregando...",
    empty: "Escribí la nota.",
    tooLong: `La nota puede tener hasta ${NOTES_MAX_LENGTH} caracteres.`,
  },
  /** The reply section of the detail page. */
  replyForm: {
    heading: "Responder",
    template: "Plantilla",
    noTemplate: "Sin plantilla (solo un saludo)",
    hint: "Se abre tu programa de correo o WhatsApp con el texto listo para revisar antes de mandarlo.",
    noWhatsapp: "El teléfono que dejó no sirve para WhatsApp: respondé por correo o llamalo.",
    unknownTemplate: "Esa plantilla ya no existe. Elegí otra.",
  },
  /** Erasing a person's data on request (the privacy page promises it). */
  erase: {
    heading: "Si pide que borremos sus datos",
    explain: (leads: number, email: string) =>
      `La página de privacidad promete borrar los datos de quien lo pida. Esto borra ${
        leads === 1 ? "esta consulta" : `las ${leads} consultas`
      } de ${email}, con sus productos, notas, historia y los correos guardados. En Actividad queda que se borraron, sin su nombre.`,
    editorOnly: "Si esta persona pide que borremos sus datos, avisale a un administrador: puede borrarlos desde esta página.",
    trigger: "Borrar sus datos",
    question: "¿Borrar los datos de esta persona?",
    consequence: (leads: number) =>
      `Se borra${leads === 1 ? " su consulta" : `n sus ${leads} consultas`} para siempre: no se puede deshacer. Las copias de seguridad anteriores los conservan hasta que se reemplacen.`,
    confirm: "Sí, borrar sus datos",
    pending: "Borrando...",
    loggedLabel: "Consulta de una persona que pidió borrar sus datos",
    logEntry: (leads: number) => `Datos de una persona, a su pedido (${leads === 1 ? "1 consulta" : `${leads} consultas`})`,
  },
  /** The detail page (/admin/messages/:id). */
  detail: {
    title: (name: string) => `Consulta de ${name}`,
    metaDescription: "Una consulta recibida desde el sitio: datos, productos, etapa, seguimiento e historia.",
    back: "Volver a las consultas",
    contact: "Datos de contacto",
    message: "Mensaje",
    pipeline: "Etapa",
    notes: "Notas",
    timeline: "Historia",
    delivery: "Correos de aviso",
  },
  /** The timeline's lines (app/admin/components/lead-timeline.tsx). */
  timeline: {
    received: (source: string) => `Recibida · ${source}`,
    fromPage: (path: string) => ` desde ${path}`,
    someone: "Alguien del equipo",
    stage: (who: string, stage: string) => `${who} pasó la consulta a ${stage}`,
    lost: (who: string, reason: string) => `${who} pasó la consulta a Perdida: ${reason}`,
    ownerSelf: (who: string) => `${who} se hizo responsable de la consulta`,
    owner: (who: string, owner: string) => `${who} le asignó la consulta a ${owner}`,
    ownerCleared: (who: string) => `${who} dejó la consulta sin responsable`,
    followUp: (who: string, day: string) => `${who} fijó el seguimiento para el ${day}`,
    followUpCleared: (who: string) => `${who} quitó la fecha de seguimiento`,
    note: (who: string) => `${who} agregó una nota`,
    oldNote: "Nota (de antes de las etapas)",
    reply: (who: string, channel: string, template: string | null) =>
      `${who} abrió una respuesta por ${channel}${template ? ` con la plantilla "${template}"` : " sin plantilla"}`,
    channels: { correo: "correo", whatsapp: "WhatsApp" } as Record<string, string>,
    reminder: (to: string) => `Recordatorio de seguimiento enviado a ${to}`,
  },
  /** Words of the activity log's entries for a lead's changes (their detail). */
  activity: {
    stage: (stage: string) => `Etapa: ${stage}`,
    lost: (reason: string) => `Etapa: Perdida (${reason})`,
    owner: (owner: string | null) => (owner ? `Responsable: ${owner}` : "Sin responsable"),
    followUp: (day: string | null) => (day ? `Seguimiento: ${day}` : "Sin seguimiento"),
  },
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
    email: "Email",
    whatsapp: "WhatsApp",
    phone: "Teléfono",
    company: "Empresa",
    lastError: (error: string) => `Último error de envío: ${error}`,
    open: "Ver consulta",
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
