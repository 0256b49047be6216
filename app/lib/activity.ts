import { z } from "zod";
import { textOf, type SubmittedValues } from "./forms";
import { SEARCH_MAX_LENGTH } from "./list-search";

// The words of the activity log (/admin/actividad): what can be done, to what kind of thing, and
// the list's query (?q=&persona=&tipo=&periodo=&pagina=), read like the other admin lists'.

/** Past tense, as the log reads: "Lucía modificó el producto «Red TamaNet»". */
export const activityActions = {
  created: "Creó",
  updated: "Modificó",
  deleted: "Eliminó",
  published: "Publicó",
  unpublished: "Pasó a borrador",
  activated: "Activó",
  deactivated: "Desactivó",
  duplicated: "Duplicó",
  imported: "Importó",
  exported: "Exportó",
  // «Marcar como atendida» and «Reabrir» are gone (the pipeline's stages replaced them); entries of
  // the year before still read with these words.
  handled: "Marcó como atendido",
  reopened: "Volvió a abrir",
  "stage-changed": "Cambió la etapa de",
  assigned: "Asignó",
  "follow-up-set": "Fijó el seguimiento de",
  noted: "Agregó una nota a",
  retried: "Reintentó el envío de",
  "sessions-ended": "Cerró sesiones de",
  invited: "Invitó a",
  "role-changed": "Cambió el rol de",
  removed: "Quitó a",
  restored: "Restauró una versión de",
  trashed: "Movió a la papelera",
  untrashed: "Sacó de la papelera",
  purged: "Eliminó definitivamente",
} as const;

/** The kinds of things, as the filter names them. */
export const activitySubjects = {
  product: "Producto",
  article: "Artículo",
  message: "Mensaje",
  catalog: "Catálogo (planilla)",
  settings: "Ajustes del sitio",
  user: "Usuario",
  category: "Categoría",
  listing: "Listado estático",
  redirect: "Redirección",
  "reply-template": "Plantilla de respuesta",
} as const;

export type ActivityAction = keyof typeof activityActions;
export type ActivitySubject = keyof typeof activitySubjects;

/** How far back the list looks; the log itself keeps a year. */
export const activityPeriods = {
  "": "Último año",
  hoy: "Hoy",
  "7": "Últimos 7 días",
  "30": "Últimos 30 días",
} as const;

export type ActivityPeriod = keyof typeof activityPeriods;

/** Entries older than this are deleted. */
export const ACTIVITY_RETENTION_DAYS = 365;

const text = z.preprocess((value) => textOf(value as SubmittedValues[string]), z.string());
const subjectKeys = Object.keys(activitySubjects) as [ActivitySubject, ...ActivitySubject[]];
const periodKeys = Object.keys(activityPeriods) as [ActivityPeriod, ...ActivityPeriod[]];

export const activityListQuery = z.object({
  q: text.transform((value) => value.trim().slice(0, SEARCH_MAX_LENGTH)).catch(""),
  // A person's e-mail as the log wrote it; the list checks it is one of the log's people.
  persona: text.transform((value) => value.trim().toLowerCase().slice(0, 320)).catch(""),
  tipo: text.pipe(z.enum([...subjectKeys, ""])).catch(""),
  periodo: text.pipe(z.enum(periodKeys)).catch(""),
  pagina: text
    .pipe(z.string().regex(/^\d{1,6}$/))
    .transform(Number)
    .pipe(z.number().int().min(1))
    .catch(1),
});

export type ActivityListQuery = z.infer<typeof activityListQuery>;

/** The first moment the chosen period shows ("hoy": since midnight in Montevideo). */
export function periodStart(period: ActivityPeriod, now: Date): Date {
  const day = 24 * 60 * 60 * 1000;
  if (period === "7" || period === "30") return new Date(now.getTime() - Number(period) * day);
  if (period === "hoy") {
    // Montevideo is UTC−3 all year (no daylight saving since 2015).
    const local = new Date(now.getTime() - 3 * 60 * 60 * 1000);
    return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) + 3 * 60 * 60 * 1000);
  }
  return new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * day);
}
