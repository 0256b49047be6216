// Words of /admin/medios («Medios»): the media library, where every uploaded image can be found
// again, reused, described and, when nothing uses it, deleted.

const mb = (bytes: number) => (bytes / (1024 * 1024)).toLocaleString("es-UY", { maximumFractionDigits: 1 });

/** "340 KB", "1,2 MB", as Uruguayans write them. */
export function fileSizeLabel(bytes: number | null): string | null {
  if (bytes === null) return null;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("es-UY")} KB`;
  return `${mb(bytes)} MB`;
}

export const mediaCopy = {
  title: "Medios",
  description: "Todas las imágenes subidas al sitio: buscalas, reusalas y describilas.",
  search: "Buscar por nombre o texto alternativo",
  filter: "Uso",
  filters: { all: "Todas", used: "En uso", unused: "Sin usar" },
  count: { singular: "imagen", plural: "imágenes" },
  empty: "Todavía no hay imágenes en la biblioteca. Subí la primera con el formulario de arriba.",
  noMatches: "Ninguna imagen coincide con la búsqueda.",
  gridLabel: "Imágenes de la biblioteca",
  upload: {
    title: "Subir imágenes",
    files: "Imágenes",
    hint: (megabytes: number) => `JPG, PNG o WebP de hasta ${megabytes} MB cada una. Podés elegir varias a la vez.`,
    alt: "Texto alternativo (opcional)",
    altHint: "Describe la imagen para quien no la ve. Lo podés cambiar después, y también en cada producto o artículo.",
    submit: "Subir",
    submitting: "Subiendo…",
    drop: "Soltá las imágenes acá o elegilas con el botón.",
    dropActive: "Soltá para subir",
    uploading: (name: string) => `Subiendo ${name}…`,
    done: (name: string) => `${name}: subida.`,
    failed: (name: string, message: string) => `${name}: ${message}`,
  },
  noAlt: "Sin texto alternativo",
  uploadedBy: (who: string) => `Subida por ${who}`,
  unknownUploader: "Subida antes de la biblioteca",
  pixels: (width: number, height: number) => `${width} × ${height} px`,
  inUse: "En uso:",
  unused: "Sin usar",
  useKinds: { product: "Producto", article: "Artículo", listing: "Listado", trash: "En la papelera" },
  cover: "portada",
  altLabel: "Texto alternativo por defecto",
  altSave: "Guardar texto",
  altSaving: "Guardando…",
  delete: "Eliminar",
  deleteQuestion: "¿Eliminar esta imagen? Esta acción no se puede deshacer.",
  deleteConsequence: (name: string) => `La imagen «${name}» se borra del sitio con todos sus tamaños.`,
  confirmDelete: "Eliminar imagen",
  deleting: "Eliminando…",
  onlyAdminsDelete: "Solo un administrador puede eliminar imágenes.",
  imageAlt: (name: string) => `Vista previa de ${name}`,
  unnamed: "imagen sin nombre",
  picker: {
    open: "Elegir de la biblioteca",
    title: "Elegir de la biblioteca",
    description: "Buscá una imagen ya subida y elegila: no hace falta subirla de nuevo.",
    search: "Buscar imagen",
    loading: "Cargando imágenes…",
    empty: "No hay imágenes que coincidan.",
    failed: "No se pudo cargar la biblioteca. Probá de nuevo.",
    choose: (name: string) => `Elegir ${name}`,
    add: (count: number) => (count === 1 ? "Agregar 1 imagen" : `Agregar ${count} imágenes`),
    addOne: "Usar esta imagen",
    cancel: "Cancelar",
    chosenCover: "Portada elegida de la biblioteca",
    removeChosen: "Quitar la elegida",
  },
} as const;
