import type { EditConflict } from "~/admin/lib/edit-conflict";

// Words of the notice an edit form shows when someone else saved the same record first
// (app/admin/components/edit-conflict-notice.tsx, docs/decisions/022-edit-conflicts.md).

export const editConflictCopy = {
  title: ({ savedBy, byYou, when }: Pick<EditConflict, "savedBy" | "byYou" | "when">) =>
    `Otra persona${byYou ? " (tu cuenta, en otra pestaña o ventana)" : savedBy ? ` (${savedBy})` : ""} guardó cambios ${when}`,
  notSaved: "Tus cambios no se guardaron, y lo que escribiste sigue en el formulario.",
  changesIntro: "Lo que cambió desde que abriste esta página:",
  noVisibleChanges: "No cambió ningún dato de este formulario (puede haber cambiado su estado o su orden desde la lista).",
  choices:
    "Podés seguir editando y guardar de nuevo, usar la versión guardada (se pierde lo que escribiste), o guardar la tuya reemplazando la otra.",
  reload: "Usar la versión guardada",
  replace: "Guardar la mía de todos modos",
} as const;
