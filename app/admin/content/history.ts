// Words of the «Historial» screens (app/admin/components/history-page.tsx): the versions of an
// article, a product, a category, a static listing row or the site settings, and their restore.

export const historyCopy = {
  title: "Historial",
  metaDescription: "Las versiones guardadas, qué cambió en cada una y cómo volver a una anterior.",
  description: (label: string) => `Cada vez que alguien guarda «${label}» queda una versión: la más reciente primero.`,
  link: "Historial",
  linkDescription: "Versiones guardadas y qué cambió en cada una",
  backToEdit: "Volver a la edición",
  listLabel: "Versiones",
  version: (number: number) => `Versión ${number}`,
  current: "Versión actual",
  preHistory: "Antes del historial",
  preHistoryHint: "Cómo estaba antes de que se empezaran a guardar versiones.",
  restoredFrom: (number: number) => `Restauración de la versión ${number}`,
  firstKept: "Primera versión guardada: no hay una anterior con la que compararla.",
  noChanges: "Sin cambios en los campos que se muestran (por ejemplo, solo cambió el orden).",
  changesLabel: "Qué cambió",
  textDiffLabel: (field: string) => `${field}, palabra por palabra`,
  removed: "Quitado:",
  added: "Agregado:",
  empty: "Todavía no hay versiones: aparecen acá cada vez que alguien guarda.",
  restore: "Restaurar esta versión",
  restoreQuestion: (number: number) => `¿Restaurar la versión ${number}?`,
  restoreConsequence:
    "Sus valores reemplazan a los actuales y el sitio los muestra enseguida. Se guarda como una versión nueva, así que podés deshacerlo desde este historial.",
  restoreConfirm: "Sí, restaurar",
  restorePending: "Restaurando…",
  kept: (kept: number) => `Se guardan las últimas ${kept} versiones.`,
  pageCount: { singular: "versión", plural: "versiones" },
} as const;
