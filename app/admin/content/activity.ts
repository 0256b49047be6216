// Words of /admin/actividad (who changed what in the admin, and when), for staff who are not
// technical. The names of the actions, subjects and periods are in app/lib/activity.ts.

export const activityCopy = {
  title: "Actividad",
  metaDescription: "Quién cambió qué en la administración, y cuándo.",
  description: "Lo que cada persona creó, cambió, publicó, eliminó o exportó en el último año, lo más reciente primero.",
  search: "Buscar por nombre o detalle",
  /** The subject and period filters are named as the table's columns ("Sobre", "Cuándo"). */
  filters: { person: "Persona", anyPerson: "Todas", anySubject: "Todo" },
  count: { singular: "movimiento", plural: "movimientos" },
  noMatches: "No hay movimientos que coincidan con la búsqueda.",
  empty: "Todavía no hay movimientos: aparecen acá cuando alguien cambia algo en la administración.",
  tableCaption: "Movimientos",
  columns: { when: "Cuándo", who: "Quién", what: "Qué hizo", subject: "Sobre", detail: "Detalle" },
  /** The link from an entry to the version its save kept (its record's «Historial»). */
  versionLink: "Ver esta versión en el historial",
} as const;
