// Words of the safety net every admin form has (app/admin/components/form-safety-net.tsx): the
// question before leaving unsaved work, and the copy kept in this browser offered back after a
// reload. One set for every form; only what the form edits changes.

/** What each form edits, as the sentences below name it. */
export const safetyNetSubjects = {
  article: "este artículo",
  product: "este producto",
  category: "la categoría",
  listing: "este listado",
  settings: "los ajustes",
  invitation: "la invitación",
  redirect: "la redirección",
  "reply-template": "la plantilla",
  "lead-note": "la nota de esta consulta",
} as const;

export type SafetyNetSubject = keyof typeof safetyNetSubjects;

export const safetyNetCopy = {
  unsaved: {
    title: "¿Salir sin guardar?",
    description: (subject: string) => `Tenés cambios en ${subject} que todavía no guardaste. Si salís ahora, se pierden.`,
    stay: "Seguir editando",
    leave: "Salir sin guardar",
  },
  localDraft: {
    title: (subject: string) => `Hay cambios sin guardar en ${subject}`,
    description: (date: string) => `Quedaron guardados en este navegador el ${date}, pero no en el sitio. ¿Querés recuperarlos?`,
    restore: "Recuperar borrador",
    discard: "Descartar",
  },
} as const;
