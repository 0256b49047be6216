// Words of the admin article editor (its notices are in app/lib/notices.ts).

import { imageUploadClientErrors } from "~/lib/notices";

export const articleAdminCopy = {
  title: "Artículos",
  metaDescription: "Administración de noticias y artículos del sitio.",
  newMetaDescription: "Alta de un artículo de noticias.",
  editMetaDescription: "Edición de un artículo de noticias.",
  description: "Escribí, publicá y editá las noticias del sitio. Los borradores no los ve nadie fuera del área de administración.",
  newHeading: "Nuevo artículo",
  editHeading: "Editar artículo",
  listHeading: "Artículos guardados",
  empty: "Aún no hay artículos.",
  confirmDelete: "¿Eliminar este artículo? Esta acción no se puede deshacer.",
  /** What deleting does, in words, under the question. */
  deleteConsequence: (title: string) =>
    `«${title}» deja de verse en el sitio y sale de esta lista. Queda en la papelera, donde podés restaurarlo con sus imágenes hasta que se elimine definitivamente.`,
  confirmDeleteButton: "Sí, eliminar",
  deleting: "Eliminando…",
  cancel: "Cancelar",
  backToList: "Volver al listado",
  /** The save button says what saving will do (app/admin/lib/article-publication.ts). */
  saveAction: { draft: "Guardar borrador", schedule: "Programar", publish: "Publicar", update: "Guardar cambios" },
  saving: "Guardando…",
  /** Saves the form published, dated now, whatever the switch and the date say. */
  publishNow: "Publicar ahora",
  publishing: "Publicando…",
  /** The stored article's state, above the form of the edit view. */
  status: "Estado",
  publishedOn: (date: string) => `Publicado el ${date}`,
  preview: "Vista previa",
  previewHint: "Así se va a ver el artículo en el sitio. Solo lo ves vos: nada se guarda hasta que toques el botón de guardar.",
  previewEmpty: "Escribí un título y el contenido para ver la vista previa.",
  fields: {
    title: "Título",
    slug: "Slug",
    slugHint: "La dirección del artículo: /noticias/{slug}. Se arma sola a partir del título; podés cambiarla.",
    excerpt: "Resumen",
    excerptHint: "Una o dos oraciones. Se muestra en las tarjetas y en los buscadores.",
    content: "Contenido",
    contentHint:
      "HTML con formato: títulos (<h2>, <h3>), párrafos, listas, enlaces, imágenes, tablas y videos de YouTube o Vimeo. Los scripts y el código que se ejecuta se eliminan al guardar.",
    author: "Autor",
    tags: "Etiquetas",
    tagsHint: "Separadas por comas, por ejemplo: tambo, mastitis, higiene.",
    published: "Publicado",
    publishedHint: "Apagado, el artículo queda como borrador y no aparece en el sitio.",
    publishedAt: "Fecha de publicación (hora de Montevideo)",
    publishedAtHint:
      "Si la dejás vacía, se usa el momento en que guardás. Con una fecha futura, el artículo se publica solo ese día y a esa hora.",
    cover: "Imagen de portada",
    coverHint: "JPG, PNG o WebP, hasta 10 MB. Se guarda optimizada para cada pantalla.",
    currentCover: "Portada actual",
  },
  columns: { title: "Título", slug: "Slug", status: "Estado", date: "Fecha", actions: "Acciones" },
  search: "Buscar por título",
  statusFilter: { all: "Todos", published: "Publicados", scheduled: "Programados", drafts: "Borradores" },
  count: { singular: "artículo", plural: "artículos" },
  noMatches: "No hay artículos que coincidan con la búsqueda.",
  published: "Publicado",
  draft: "Borrador",
  /** A published article whose date is still ahead: it shows on the site at that moment, on its own. */
  scheduledFor: (date: string) => `Programado para ${date}`,
  edit: "Editar",
  publish: "Publicar",
  unpublish: "Pasar a borrador",
  delete: "Eliminar",
  view: "Ver en el sitio",
  /** In place of "Ver en el sitio" for a draft or a scheduled article. */
  notPublic: "No se ve en el sitio",
  toolbar: "Formato del contenido",
  share: {
    heading: "Compartir vista previa",
    hint: "Un enlace para que alguien sin usuario (por ejemplo, quien tiene que aprobar el artículo) lo vea como va a quedar en el sitio, aunque sea un borrador. Muestra lo último que guardaste y funciona 7 días.",
    button: "Compartir vista previa",
    creating: "Creando enlace…",
    label: "Enlace de vista previa",
    validUntil: (date: string) => `Funciona sin iniciar sesión hasta el ${date} (7 días). Los buscadores no lo indexan.`,
    copy: "Copiar enlace",
    copied: "Enlace copiado",
  },
  /** The rich-text editor of the content field (app/admin/components/rich-text-editor.tsx). */
  editor: {
    contentHint:
      "Escribí como en un procesador de textos. Podés pegar desde Word, Google Docs o una página web: se conservan títulos, listas, negritas, enlaces y tablas, y el resto del formato se descarta.",
    loading: "Cargando el editor…",
    tools: {
      paragraph: { label: "Párrafo", title: "Párrafo de texto normal" },
      heading2: { label: "Título", title: "Título de sección" },
      heading3: { label: "Subtítulo", title: "Subtítulo" },
      bold: { label: "Negrita", title: "Negrita" },
      italic: { label: "Cursiva", title: "Cursiva" },
      bulletList: { label: "Lista", title: "Lista con viñetas" },
      orderedList: { label: "Lista numerada", title: "Lista numerada" },
      blockquote: { label: "Cita", title: "Cita destacada" },
      link: { label: "Enlace", title: "Agregar o cambiar un enlace" },
      horizontalRule: { label: "Separador", title: "Línea separadora" },
      table: { label: "Tabla", title: "Insertar una tabla de 3 × 3 con fila de encabezado" },
      image: { label: "Imagen", title: "Subir una imagen (también podés arrastrarla o pegarla)" },
      video: { label: "Video", title: "Insertar un video de YouTube o Vimeo" },
      undo: { label: "Deshacer", title: "Deshacer" },
      redo: { label: "Rehacer", title: "Rehacer" },
      html: { label: "HTML", title: "Ver y editar el código HTML" },
    },
    tableTools: {
      addRow: "Agregar fila",
      addColumn: "Agregar columna",
      deleteRow: "Quitar fila",
      deleteColumn: "Quitar columna",
      deleteTable: "Quitar tabla",
    },
    shortcutPrefix: "Atajo",
    htmlLabel: "Código HTML del contenido",
    htmlHint: "Al volver al editor, el código se limpia igual que al guardar.",
    backToEditor: "Volver al editor",
    linkDialog: {
      title: "Enlace",
      description: "Pegá la dirección de una página, un correo (mailto:) o un teléfono (tel:).",
      address: "Dirección",
      newTab: "Abrir en una pestaña nueva",
      newTabHint: "Los enlaces a otros sitios se abren siempre en una pestaña nueva.",
      invalid: "Escribí una dirección válida, por ejemplo: www.ambic.co.uk, https://…, mailto:… o tel:…",
      apply: "Aplicar enlace",
      remove: "Quitar enlace",
    },
    imageDialog: {
      title: "Imagen",
      description: "JPG, PNG o WebP, hasta 10 MB. Se guarda optimizada para cada pantalla.",
      file: "Archivo de imagen",
      alt: "Texto alternativo",
      altHint: "Describí lo que muestra la imagen para quien no la ve, por ejemplo: «Vaca en la sala de ordeñe».",
      altRequired: "Escribí el texto alternativo: describí lo que muestra la imagen.",
      fileRequired: "Elegí una imagen.",
      caption: "Epígrafe (opcional)",
      insert: "Insertar imagen",
      update: "Guardar cambios",
      uploading: "Subiendo la imagen…",
      failed: imageUploadClientErrors.failed,
      offline: imageUploadClientErrors.connectionLost,
    },
    /** What the editor says about the images of a paste (app/admin/components/pasted-images.ts). */
    paste: {
      removed: (count: number) =>
        count === 1
          ? "Se quitó una imagen pegada que está guardada en otro sitio: esas imágenes dejan de verse con el tiempo. Descargala a tu computadora e insertala con el botón «Imagen»."
          : `Se quitaron ${count} imágenes pegadas que están guardadas en otro sitio: esas imágenes dejan de verse con el tiempo. Descargalas a tu computadora e insertalas con el botón «Imagen».`,
      uploading: (count: number) => (count === 1 ? "Subiendo la imagen pegada…" : `Subiendo ${count} imágenes pegadas…`),
      failed: (message: string) => `No se pudo subir una imagen pegada y se quitó del texto: ${message} Insertala con el botón «Imagen».`,
      altMissing: (count: number) =>
        count === 1
          ? "La imagen pegada no tiene texto alternativo: describí lo que muestra."
          : `${count} imágenes pegadas no tienen texto alternativo (están marcadas con un borde): seleccioná cada una, tocá «Imagen» y describí lo que muestra.`,
      dismiss: "Entendido",
    },
    videoDialog: {
      title: "Video",
      description: "Pegá la dirección del video en YouTube o Vimeo, la misma que ves en el navegador.",
      address: "Dirección del video",
      videoTitle: "Título del video",
      videoTitleHint: "Lo leen los lectores de pantalla, por ejemplo: «Demostración del SCRUBBER».",
      invalid: "Solo se pueden insertar videos de YouTube o Vimeo. Revisá la dirección.",
      insert: "Insertar video",
    },
    cancel: "Cancelar",
  },
} as const;
