// Words of «Papelera» (/admin/papelera) and of the «Deshacer» beside a deletion's notice; the
// notices themselves are in app/lib/notices.ts.

export const trashCopy = {
  title: "Papelera",
  metaDescription: "Artículos y productos eliminados, para restaurarlos o eliminarlos definitivamente.",
  description: (days: number) =>
    `Lo que se elimina de Artículos o Productos queda acá ${days} días, fuera del sitio, con sus imágenes. Podés restaurarlo tal como estaba; pasado ese plazo se elimina definitivamente.`,
  empty: "La papelera está vacía.",
  emptyHint: "Cuando elimines un artículo o un producto, va a aparecer acá y vas a poder restaurarlo.",
  tableCaption: "Artículos y productos en la papelera, del más reciente al más antiguo",
  columns: { kind: "Tipo", title: "Título", deleted: "Eliminado", purge: "Se elimina definitivamente", actions: "Acciones" },
  kinds: { article: "Artículo", product: "Producto" },
  deletedBy: (email: string, date: string) => `por ${email}, el ${date}`,
  purgeOn: (date: string) => `Se elimina definitivamente el ${date}`,
  daysLeft: (days: number) => (days === 0 ? "hoy" : days === 1 ? "en 1 día" : `en ${days} días`),
  restore: "Restaurar",
  restoring: "Restaurando…",
  purge: "Eliminar definitivamente",
  purgeQuestion: "¿Eliminar definitivamente?",
  purgeConsequence: (label: string) =>
    `«${label}» se borra para siempre, con su historial de cambios: ya no se podrá restaurar. Sus imágenes quedan en la biblioteca de medios.`,
  confirmPurge: "Sí, eliminar definitivamente",
  purging: "Eliminando…",
  cancel: "Cancelar",
  cancelPurgeOf: (label: string) => ` la eliminación definitiva de ${label}`,
  adminOnly: "Solo un administrador puede eliminar definitivamente.",
  emptyTrash: "Vaciar la papelera",
  emptyQuestion: "¿Vaciar la papelera?",
  emptyConsequence: (count: number) =>
    `${count === 1 ? "El elemento de la papelera se borra" : `Los ${count} elementos de la papelera se borran`} para siempre, con su historial de cambios: ya no se podrán restaurar. Sus imágenes quedan en la biblioteca de medios.`,
  confirmEmpty: "Sí, vaciar la papelera",
  emptying: "Vaciando…",
  /** The panel beside «Artículo eliminado correctamente» / «Producto eliminado correctamente». */
  undoPanel: (label: string, date: string) => `«${label}» quedó en la papelera hasta el ${date}.`,
  undo: "Deshacer",
  /** «Deshacer» as screen readers hear it. */
  undoOf: (label: string) => `Deshacer: restaurar ${label}`,
  viewTrash: "Ver la papelera",
} as const;
