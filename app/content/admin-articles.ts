import type { Notice } from "~/lib/toast";

// Words of the admin article editor; the alerts are the texts of docs/requirements.md §8, verbatim.

export const articleAdminCopy = {
  title: "Artículos",
  description: "Escribí, publicá y editá las noticias del sitio. Los borradores no los ve nadie fuera del área de administración.",
  newHeading: "Nuevo artículo",
  editHeading: "Editar artículo",
  listHeading: "Artículos guardados",
  empty: "Aún no hay artículos.",
  confirmDelete: "¿Eliminar este artículo? Esta acción no se puede deshacer.",
  confirmDeleteButton: "Eliminar definitivamente",
  cancel: "Cancelar",
  save: "Guardar artículo",
  saving: "Guardando…",
  preview: "Vista previa",
  previewHint: "Así se va a ver el artículo en el sitio. Solo lo ves vos: nada se guarda hasta que toques «Guardar artículo».",
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
    publishedAtHint: "Si la dejás vacía, se usa el momento en que guardás.",
    cover: "Imagen de portada",
    coverHint: "JPG, PNG o WebP, hasta 10 MB. Se guarda optimizada para cada pantalla.",
    currentCover: "Portada actual",
  },
  columns: { title: "Título", slug: "Slug", status: "Estado", date: "Fecha", actions: "Acciones" },
  published: "Publicado",
  draft: "Borrador",
  edit: "Editar",
  publish: "Publicar",
  unpublish: "Pasar a borrador",
  delete: "Eliminar",
  view: "Ver en el sitio",
  toolbar: "Formato del contenido",
} as const;

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

/**
 * 'No se encontró un artículo con slug' (docs/requirements.md §8), naming the slug that was asked
 * for.
 */
export function articleSlugNotFound(slug: string): Notice {
  return { kind: "error", title: `No se encontró un artículo con slug "${slug}"` };
}
