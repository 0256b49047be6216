import type { Notice } from "./toast";

// Every message the site shows as a toast or an inline notice, by area. The texts are the spec's,
// word for word: change them here and nowhere else. Each area is its own export so a page's bundle
// carries only the areas it uses.

/** Sign-in, sign-up, password reset and sign-out. */
export const authNotices = {
  signedIn: { kind: "success", title: "Ingreso exitoso" },
  signedOut: { kind: "info", title: "Cerraste sesión", description: "Hasta la próxima." },
  signedOutEverywhere: {
    kind: "info",
    title: "Cerraste sesión en todos tus dispositivos",
    description: "Para volver a entrar, ingresá de nuevo con tu correo y contraseña.",
  },
  signInUnlocked: {
    kind: "success",
    title: "Ingreso desbloqueado en este navegador",
    description: "Ya podés ingresar con tu contraseña. Si no fuiste vos quien se equivocó, cambiala en cuanto entres.",
  },
  passwordReset: {
    kind: "success",
    title: "Contraseña actualizada",
    description: "Ya podés ingresar con tu nueva contraseña. Por seguridad, cerramos tus otras sesiones.",
  },
  emailConfirmed: { kind: "success", title: "Correo confirmado", description: "Ya podés ingresar con tu correo y contraseña." },
  verificationEmailSent: {
    kind: "success",
    title: "Correo enviado",
    description: "Si la cuenta existe y todavía no está confirmada, en unos minutos te llega un nuevo enlace.",
  },
  resetLinkSent: {
    kind: "success",
    title: "Revisá tu correo",
    description: "Si hay una cuenta con esa dirección, te enviamos un enlace para crear una nueva contraseña.",
  },
  invalidForm: { kind: "error", title: "Error", description: "Revisá los datos marcados en el formulario." },
} satisfies Record<string, Notice>;

/** The sign-up went through: the confirmation e-mail is on its way to `email`. */
export function signUpStarted(email: string): Notice {
  return {
    kind: "success",
    title: "Registro iniciado",
    description: `Te enviamos un correo a ${email}. Revisá tu bandeja de entrada y abrí el enlace para confirmar tu cuenta.`,
  };
}

/** An error of the auth backend, already translated to Spanish (`.server/auth/errors.ts`). */
export function authError(description: string): Notice {
  return { kind: "error", title: "Error", description };
}

/** The generic refusal of an admin action whose form was not understood. */
export const genericErrorNotice = { kind: "error", title: "Error", description: "Ocurrió un error" } as const satisfies Notice;

/** Two-factor verification of the administrator's own account. */
export const securityNotices = {
  twoFactorEnabled: {
    kind: "success",
    title: "Verificación en dos pasos activada",
    description: "Desde ahora, cada ingreso te va a pedir un código de tu aplicación.",
  },
  twoFactorDisabled: {
    kind: "info",
    title: "Verificación en dos pasos desactivada",
    description: "Desde ahora alcanza con tu contraseña para ingresar.",
  },
  twoFactorRequired: {
    kind: "error",
    title: "Error",
    description: "En este sitio la verificación en dos pasos es obligatoria para administradores.",
  },
  backupCodesRegenerated: { kind: "success", title: "Códigos nuevos generados", description: "Los anteriores dejaron de servir." },
} satisfies Record<string, Notice>;

/** Accounts and their open sessions (admin users page). */
export const sessionNotices = {
  sessionRevoked: { kind: "success", title: "Sesión cerrada", description: "Ese dispositivo tendrá que volver a ingresar." },
  sessionAlreadyClosed: { kind: "error", title: "Error", description: "Esa sesión ya estaba cerrada." },
  allSessionsRevoked: {
    kind: "success",
    title: "Sesiones cerradas",
    description: "La cuenta tendrá que volver a ingresar en todos sus dispositivos.",
  },
} satisfies Record<string, Notice>;

/** Colleagues' accounts (admin users page): after the redirect, and the refusals. */
export const colleagueNotices = {
  invitationResent: {
    kind: "success",
    title: "Invitación reenviada",
    description: "Le mandamos un enlace nuevo; los anteriores siguen valiendo hasta que venzan.",
  },
  roleChanged: { kind: "success", title: "Rol cambiado", description: "La cuenta ya tiene los permisos de su rol nuevo." },
  removed: { kind: "success", title: "Cuenta quitada", description: "Esa persona ya no puede entrar a la administración." },
} satisfies Record<string, Notice>;

/** The invitation is on its way; its link works for `days` days. */
export function colleagueInvited(days: number): Notice {
  return {
    kind: "success",
    title: "Invitación enviada",
    description: `Le mandamos un correo con un enlace para elegir su contraseña. El enlace vence en ${days} días.`,
  };
}

/** A change to a colleague's account was refused; `reason` says why, in the staff's words. */
export function colleagueChangeRefused(reason: string): Notice {
  return { kind: "error", title: "No se pudo", description: reason };
}

/** An invitation was refused; `reason` says why. */
export function colleagueInviteRefused(reason: string): Notice {
  return { kind: "error", title: "No se pudo invitar", description: reason };
}

/** A form's one problem that has no field of its own to show it (a role left on «Sin acceso»). */
export function formRefused(reason: string): Notice {
  return { kind: "error", title: "Error", description: reason };
}

/** Admin products: the list, the form and their redirects. */
export const productNotices = {
  created: { kind: "success", title: "Producto creado correctamente" },
  updated: { kind: "success", title: "Producto actualizado correctamente" },
  deleted: { kind: "success", title: "Producto eliminado correctamente" },
  activated: { kind: "success", title: "Producto activado correctamente" },
  deactivated: { kind: "success", title: "Producto desactivado correctamente" },
  duplicated: {
    kind: "success",
    title: "Copia creada",
    description: "Está inactiva y sin SKU: revisala, cambiale el nombre y activala cuando esté lista.",
  },
  duplicateFailed: { kind: "error", title: "Error al duplicar producto", description: "El producto ya no existe." },
  listLoadFailed: { kind: "error", title: "Error al cargar productos" },
  editLoadFailed: { kind: "error", title: "Error al cargar producto", description: "El producto ya no existe." },
  saveFailed: { kind: "error", title: "Error al guardar producto", description: "Revisá los campos marcados." },
  saveFailedUnexpected: { kind: "error", title: "Error al guardar producto" },
  deletedMeanwhile: {
    kind: "error",
    title: "Error al guardar producto",
    description: "El producto ya no existe: otra persona lo eliminó.",
  },
  categoriesLoadFailed: { kind: "error", title: "Error inesperado al cargar categorías" },
  updateFailed: { kind: "error", title: "Error al actualizar producto" },
  deleteFailed: { kind: "error", title: "Error al eliminar producto" },
  createFailed: { kind: "error", title: "Error al crear producto" },
} satisfies Record<string, Notice>;

/** An upload failed for a reason of the site's, not of the image (the cause goes to the log). */
export const imageUploadUnexpected = "No se pudo guardar la imagen. Probá de nuevo.";

/** The admin's uploaders (products, listings, the article editor) when the endpoint gave no reason of its own. */
export const imageUploadClientErrors = {
  failed: "No se pudo subir la imagen. Probá de nuevo.",
  connectionLost: "Se cortó la conexión mientras subía la imagen.",
  tooBig: (fileName: string, megabytes: number) => `${fileName} supera los ${megabytes} MB.`,
} as const;

/** An uploaded image was refused; `detail` says why. */
export function imageUploadFailed(detail: string): Notice {
  return { kind: "error", title: imageUploadFailedTitle, description: detail };
}

const imageUploadFailedTitle = "Error al subir imagen";

/** The same refusal, written under the photo it is about (app/admin/components/product-images-field.tsx). */
export function imageUploadFailedInline(detail: string): string {
  return `${imageUploadFailedTitle}: ${detail}`;
}

/** The categories could not be read; `detail` is the error's message. */
export function categoriesLoadFailed(detail: string): Notice {
  return { kind: "error", title: `Error al cargar categorías: ${detail}` };
}

/** Admin site settings (/admin/ajustes). */
export const settingsNotices = {
  saved: { kind: "success", title: "Ajustes guardados", description: "El sitio ya muestra los datos nuevos." },
  saveFailed: { kind: "error", title: "No se guardaron los ajustes", description: "Revisá los campos marcados en rojo." },
  saveFailedUnexpected: {
    kind: "error",
    title: "No se guardaron los ajustes",
    description: "Ocurrió un error inesperado. Probá de nuevo en unos minutos.",
  },
  rowsChanged: {
    kind: "info",
    title: "Lista de especialistas cambiada",
    description: "Todavía no se guardó: tocá «Guardar ajustes» para publicarla.",
  },
} satisfies Record<string, Notice>;

/** Admin categories (/admin/categorias). */
export const categoryNotices = {
  created: { kind: "success", title: "Categoría creada", description: "Ya aparece en la lista y en el formulario de productos." },
  updated: { kind: "success", title: "Categoría guardada", description: "El sitio ya muestra el nombre y la descripción nuevos." },
  deleted: { kind: "success", title: "Categoría eliminada" },
  moved: { kind: "success", title: "Orden guardado" },
  activated: { kind: "success", title: "Categoría activada", description: "Vuelve a aparecer en el sitio." },
  deactivated: {
    kind: "success",
    title: "Categoría desactivada",
    description: "Ya no aparece en el sitio; sus productos se conservan y podés volver a activarla cuando quieras.",
  },
  saveFailed: { kind: "error", title: "No se guardó la categoría", description: "Revisá los campos marcados en rojo." },
  actionFailed: {
    kind: "error",
    title: "No se pudo hacer el cambio",
    description: "Ocurrió un error inesperado. Probá de nuevo en unos minutos.",
  },
  missing: { kind: "error", title: "La categoría ya no existe", description: "Otra persona la eliminó. La lista está al día." },
  listLoadFailed: { kind: "error", title: "Error inesperado al cargar categorías" },
} satisfies Record<string, Notice>;

/** A refused delete: why, and what to do instead (app/admin/lib/category-form.ts deleteRefusal). */
export function categoryDeleteRefused(name: string, reason: string): Notice {
  return { kind: "error", title: `No se puede eliminar «${name}»`, description: reason };
}

/** Admin static listings (/admin/listados). */
export const listingNotices = {
  saved: { kind: "success", title: "Listado guardado", description: "La página ya muestra los cambios." },
  saveFailed: { kind: "error", title: "No se guardó el listado", description: "Revisá los campos marcados en rojo." },
  saveFailedUnexpected: {
    kind: "error",
    title: "No se guardó el listado",
    description: "Ocurrió un error inesperado. Probá de nuevo en unos minutos.",
  },
  orderChanged: { kind: "info", title: "Orden cambiado", description: "Todavía no se guardó: tocá «Guardar listado» para publicarlo." },
  rowsChanged: {
    kind: "error",
    title: "No se guardó el listado",
    description: "La lista cambió mientras la editabas. Recargá la página y probá de nuevo.",
  },
} satisfies Record<string, Notice>;

/** Admin redirects (/admin/redirecciones). */
export const redirectNotices = {
  created: { kind: "success", title: "Redirección creada", description: "La dirección vieja ya lleva a la nueva." },
  updated: { kind: "success", title: "Redirección guardada" },
  deleted: { kind: "success", title: "Redirección eliminada", description: "La dirección vieja vuelve a mostrar «Página no encontrada»." },
  saveFailed: { kind: "error", title: "No se guardó la redirección", description: "Revisá los campos marcados en rojo." },
  actionFailed: {
    kind: "error",
    title: "No se pudo hacer el cambio",
    description: "Ocurrió un error inesperado. Probá de nuevo en unos minutos.",
  },
  missing: { kind: "error", title: "La redirección ya no existe", description: "Otra persona la eliminó. La lista está al día." },
} satisfies Record<string, Notice>;

/** Admin articles (news). */
export const articleNotices = {
  saveFailed: { kind: "error", title: "No se pudo guardar el artículo" },
  deleteFailed: { kind: "error", title: "No se pudo eliminar el artículo" },
  editLoadFailed: { kind: "error", title: "No se pudo cargar el artículo para editar" },
  autoDeleteFailed: { kind: "error", title: "No se pudo eliminar el artículo automáticamente" },
  deleted: { kind: "success", title: "Artículo eliminado correctamente" },
  created: { kind: "success", title: "Artículo creado correctamente" },
  updated: { kind: "success", title: "Artículo actualizado correctamente" },
  published: { kind: "success", title: "Artículo publicado" },
  unpublished: { kind: "info", title: "Artículo pasado a borrador", description: "Ya no se muestra en el sitio." },
} satisfies Record<string, Notice>;

/** A refused save, naming the first field to fix (the editor moves focus there) and what is wrong with it. */
export function articleSaveRefused(field: string, message: string): Notice {
  return { kind: "error", title: "No se pudo guardar el artículo", description: `Revisá «${field}»: ${message}` };
}

/** «Vista previa» refused: the content cannot be shown as it is (too long, nested too deep). */
export function articlePreviewRefused(field: string, message: string): Notice {
  return { kind: "error", title: "No se pudo mostrar la vista previa", description: `Revisá «${field}»: ${message}` };
}

/** 'No se encontró un artículo con slug', naming the slug that was asked for. */
export function articleSlugNotFound(slug: string): Notice {
  return { kind: "error", title: `No se encontró un artículo con slug "${slug}"` };
}

/** Any admin edit form (docs/decisions/022-edit-conflicts.md). */
export const editNotices = {
  // A form posted without the version it was loaded with (opened before an update of the site): nothing is saved blindly.
  missingBase: {
    kind: "error",
    title: "No se pudo guardar",
    description: "Esta página se abrió con una versión anterior del sitio. Copiá lo que escribiste, recargá la página y guardá de nuevo.",
  },
} satisfies Record<string, Notice>;

/** Contact messages received (admin messages page). */
export const leadNotices = {
  notFound: { kind: "error", title: "Error", description: "Esa consulta ya no existe." },
  resendQueued: { kind: "success", title: "Reenvío en curso", description: "Los correos de esta consulta volvieron a la cola de envío." },
  stageChanged: { kind: "success", title: "Etapa cambiada" },
  planSaved: { kind: "success", title: "Responsable y seguimiento guardados" },
  noteAdded: { kind: "success", title: "Nota agregada" },
  senderErased: {
    kind: "success",
    title: "Datos borrados",
    description: "Las consultas de esa persona, con sus notas, historia y correos guardados, ya no están en el sitio.",
  },
  unchanged: { kind: "info", title: "Sin cambios", description: "La consulta ya estaba así." },
  stageRefused: { kind: "error", title: "No se cambió la etapa", description: "Revisá los datos marcados." },
  planRefused: { kind: "error", title: "No se guardó", description: "Revisá los datos marcados." },
  noteRefused: { kind: "error", title: "No se agregó la nota", description: "Revisá los datos marcados." },
  replyUnavailable: {
    kind: "error",
    title: "No se abrió la respuesta",
    description: "La plantilla elegida ya no existe o el teléfono no sirve para WhatsApp. Elegí otra plantilla o respondé por correo.",
  },
} satisfies Record<string, Notice>;

/** «Plantillas de respuesta» (/admin/messages/plantillas). */
export const replyTemplateNotices = {
  created: { kind: "success", title: "Plantilla creada" },
  updated: { kind: "success", title: "Plantilla guardada" },
  deleted: { kind: "success", title: "Plantilla eliminada" },
  missing: { kind: "error", title: "Error", description: "Esa plantilla ya no existe: alguien la eliminó." },
  refused: { kind: "error", title: "No se guardó la plantilla", description: "Revisá los datos marcados." },
} satisfies Record<string, Notice>;

// The media library (/admin/medios).
export const mediaNotices = {
  uploaded: { kind: "success", title: "Imágenes subidas", description: "Ya están en la biblioteca de medios." },
  altSaved: { kind: "success", title: "Texto alternativo guardado" },
  deleted: { kind: "success", title: "Imagen eliminada" },
  notFound: { kind: "error", title: "Error", description: "Esa imagen ya no está en la biblioteca." },
  noFiles: { kind: "error", title: "No se subió nada", description: "Elegí una o más imágenes." },
  onlyAdmins: { kind: "error", title: "No se eliminó", description: "Solo un administrador puede eliminar imágenes." },
  failed: { kind: "error", title: "Error", description: "No se pudo completar el cambio. Probá de nuevo en unos minutos." },
} satisfies Record<string, Notice>;

/** An upload at /admin/medios refused some files: which and why. */
export function mediaUploadRefused(refused: readonly { name: string; message: string }[]): Notice {
  return {
    kind: "error",
    title: refused.length === 1 ? "Una imagen no se subió" : `${refused.length} imágenes no se subieron`,
    description: refused.map((file) => `${file.name}: ${file.message}`).join(" "),
  };
}

/** The image is in use: where, so nobody deletes it by mistake. */
export function mediaInUse(uses: readonly string[]): Notice {
  return {
    kind: "error",
    title: "No se eliminó: la imagen está en uso",
    description: `Se usa en ${uses.join(", ")}. Quitala de ahí primero.`,
  };
}

// The public pages' notices live in their own module, so that those pages do not carry the rest.
export { contactNotices } from "./public-notices";

/** «Historial» of a record and «Restaurar esta versión» (app/.server/history). */
export const historyNotices = {
  restored: {
    kind: "success",
    title: "Versión restaurada",
    description: "Se guardó como una versión nueva: si te arrepentís, restaurá la anterior desde el historial.",
  },
  restoredWithoutCategory: {
    kind: "success",
    title: "Versión restaurada, sin categoría",
    description: "La categoría de esa versión ya no existe: el producto quedó en «Sin categoría». Elegí una y guardá.",
  },
  restoredWithoutImages: {
    kind: "success",
    title: "Versión restaurada, sin algunas fotos",
    description: "Algunas fotos de esa versión ya no están en la biblioteca de medios y se dejaron afuera.",
  },
  restoredWithoutCategoryOrImages: {
    kind: "success",
    title: "Versión restaurada, sin categoría ni algunas fotos",
    description:
      "La categoría de esa versión ya no existe (el producto quedó en «Sin categoría») y algunas de sus fotos ya no están en la biblioteca de medios.",
  },
  versionMissing: { kind: "error", title: "No se pudo restaurar", description: "Esa versión ya no está en el historial." },
  recordMissing: { kind: "error", title: "No se pudo restaurar", description: "Esto ya no existe: otra persona lo eliminó." },
  conflict: {
    kind: "error",
    title: "No se pudo restaurar",
    description: "Otra persona guardó cambios mientras mirabas el historial. Revisá las versiones de nuevo y volvé a elegir.",
  },
  restoreFailed: { kind: "error", title: "No se pudo restaurar", description: "Ocurrió un error inesperado. Probá de nuevo." },
} satisfies Record<string, Notice>;

/** «Papelera» (/admin/papelera): restoring and deleting for good. */
export const trashNotices = {
  articleRestored: { kind: "success", title: "Artículo restaurado", description: "Vuelve a estar donde estaba, con sus imágenes." },
  productRestored: { kind: "success", title: "Producto restaurado", description: "Vuelve a estar donde estaba, con sus fotos." },
  productRestoredWithoutCategory: {
    kind: "success",
    title: "Producto restaurado sin categoría",
    description: "Su categoría ya no existe: quedó «Sin categoría». Editalo para elegirle otra.",
  },
  purged: { kind: "success", title: "Eliminado definitivamente", description: "Sus imágenes siguen en la biblioteca de medios." },
  emptied: { kind: "success", title: "Papelera vaciada", description: "Sus imágenes siguen en la biblioteca de medios." },
  missing: {
    kind: "error",
    title: "Ya no está en la papelera",
    description: "Otra persona lo restauró o lo eliminó. La lista está al día.",
  },
  purgeForbidden: {
    kind: "error",
    title: "No se pudo eliminar",
    description: "Solo un administrador puede eliminar definitivamente. Podés restaurarlo o dejarlo en la papelera.",
  },
  actionFailed: {
    kind: "error",
    title: "No se pudo hacer el cambio",
    description: "Ocurrió un error inesperado. Probá de nuevo en unos minutos.",
  },
} satisfies Record<string, Notice>;

/** A restore refused for a reason of its own (an address taken, a name taken…): the reason in words. */
export function restoreRefused(reason: string): Notice {
  return { kind: "error", title: "No se pudo restaurar", description: reason };
}
