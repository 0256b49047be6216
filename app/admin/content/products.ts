// Words of the admin product list (app/admin/components/product-list.tsx); its notices are in
// app/lib/notices.ts.

export const productListCopy = {
  activeStatus: "Activo",
  inactiveStatus: "Inactivo",
  deactivate: "Desactivar",
  activate: "Activar",
  deactivateHint: "Deja de verse en el sitio",
  activateHint: "Vuelve a verse en el sitio",
  viewOnSite: "Ver en el sitio",
  notPublic: "No se ve en el sitio",
  undo: "Deshacer",
  deactivated: (name: string) => `«${name}» quedó desactivado: ya no se ve en el sitio.`,
  activated: (name: string) => `«${name}» quedó activado: ya se ve en el sitio.`,
  deleteQuestion: "¿Estás seguro de que quieres eliminar este producto?",
  deleteConsequence: (name: string) =>
    `«${name}» sale del catálogo y del sitio y queda en la papelera, donde podés restaurarlo con sus fotos hasta que se elimine definitivamente. Para sacarlo del sitio por un tiempo, desactivalo.`,
  delete: "Eliminar",
  confirmDelete: "Sí, eliminar",
  deleting: "Eliminando…",
  cancel: "Cancelar",
  cancelDeleteOf: (name: string) => ` la eliminación de ${name}`,
  edit: "Editar",
  exportCsv: "Exportar CSV",
  importCsv: "Importar CSV",
  search: "Buscar por nombre o SKU",
  statusFilter: { all: "Todos", active: "Activos", inactive: "Inactivos" },
  allCategories: "Todas",
  count: { singular: "producto", plural: "productos" },
  noMatches: "No hay productos que coincidan con la búsqueda.",
  empty: "No hay productos creados",
  tableCaption: "Productos",
  columns: { product: "Producto", category: "Categoría", price: "Precio", status: "Estado", actions: "Acciones" },
  featured: "(destacado)",
  noCategory: "Sin categoría",
  developmentOnly: "Solo en desarrollo:",
  insertSample: "Crear producto de muestra",
} as const;

/** Words of the list's page (app/admin/routes/products.tsx). */
export const productsPageCopy = {
  title: "Productos",
  metaDescription: "Administración del catálogo de productos.",
  description: "Todo el catálogo, activo e inactivo, los más recientes primero.",
  /** The name the activity log gives the development-only sample product. */
  sampleProduct: "Producto de muestra",
  /** The name the activity log gives a download of the catalogue (app/admin/routes/products.csv.ts). */
  exported: "Productos a CSV",
} as const;

/** Labels and hints of the product form (app/admin/components/product-form.tsx). */
export const productFormCopy = {
  name: "Nombre",
  sku: "SKU (código interno)",
  stock: "Stock (unidades)",
  noCategories: "No hay categorías disponibles",
  shortDescription: "Descripción corta",
  shortDescriptionHint: "Se muestra en las tarjetas de los listados.",
  description: "Descripción",
  features: "Características",
  featuresHint: "Una por línea. Las líneas vacías no se guardan.",
  video: "Video (opcional)",
  videoHint: "Enlace de YouTube o Vimeo; se muestra en la página del producto.",
  specifications: {
    legend: "Especificaciones técnicas",
    hint: "Una fila por dato: nombre (por ejemplo 'Ancho') y valor ('1,23 m'). Las filas vacías no se guardan.",
    keyLabel: (n: number) => `Nombre de la especificación ${n}`,
    valueLabel: (n: number) => `Valor de la especificación ${n}`,
    valuePlaceholder: "Valor",
    remove: (n: number) => `Quitar la especificación ${n}`,
    add: "Agregar especificación",
  },
  activeHint: "Visible en el sitio público.",
  featured: "Destacado",
  featuredHint: "Aparece en el carrusel de productos destacados del inicio.",
  saving: "Guardando...",
  uploading: "Subiendo imágenes...",
} as const;

/** Words of the new and edit views of a product (app/admin/routes/products.nuevo.tsx, products.$id.tsx). */
export const productPageCopy = {
  newTitle: "Nuevo producto",
  newMetaDescription: "Alta de un producto del catálogo.",
  newDescription: "Completá los datos y guardá: el producto aparece en el sitio si está activo.",
  create: "Crear producto",
  editTitle: "Editar producto",
  editMetaDescription: "Edición de un producto del catálogo.",
  save: "Guardar cambios",
  duplicate: "Duplicar",
  notFoundTitle: "Error al cargar producto",
  notFound: "No encontramos este producto: puede que lo hayan eliminado.",
  backToList: "Volver al listado",
} as const;

/** The product's photos in its form (app/admin/components/product-images-field.tsx); refusals are in app/lib/notices.ts. */
export const productImagesCopy = {
  legend: "Imágenes",
  alt: (n: number, name: string | undefined) => (name ? `Imagen ${n}: ${name}` : `Imagen ${n} del producto`),
  main: "Imagen principal",
  nth: (n: number) => `Imagen ${n}`,
  altLabel: (n: number) => `Texto alternativo de la foto ${n}`,
  altPlaceholder: "Nombre del producto",
  altHint: "Qué muestra la foto. Vacío: se usa el nombre del producto.",
  uploading: (name: string | undefined) => `Subiendo ${name ?? "imagen"}`,
  moveUp: "Subir",
  moveDown: "Bajar",
  remove: "Quitar",
  removeWhich: (n: number) => ` imagen ${n}`,
  none: "Todavía no hay imágenes. Sin imagen, el sitio muestra una ilustración genérica.",
  add: "Agregar imágenes",
  addHint: (megabytes: number) =>
    `JPG, PNG o WebP, hasta ${megabytes} MB cada una; también podés soltar los archivos acá. La primera de la lista es la imagen principal; arrastrá una foto sobre otra para cambiar el orden.`,
  /** Said to screen readers as it happens. */
  uploaded: (fileName: string) => `${fileName}: imagen subida.`,
  movedTo: (position: number) => `Imagen movida a la posición ${position}.`,
  removed: "Imagen quitada. Se borra al guardar.",
} as const;

/** Messages of the CSV import (app/admin/routes/products.importar.tsx). */
export const productImportCopy = {
  pickFile: "Elegí el archivo CSV que exportaste y editaste.",
  gone: "Esa importación ya no está (las vistas previas se guardan dos días): subí el archivo de nuevo.",
  title: "Importar productos",
  metaDescription: "Alta y actualización de productos desde un archivo CSV.",
  description: "Crear o actualizar productos desde una planilla de Excel guardada como CSV, por SKU.",
  file: "Archivo CSV",
  fileHint: (maxSize: string) =>
    `La planilla de «Exportar CSV», guardada desde Excel o LibreOffice como CSV (con punto y coma o con comas), de hasta ${maxSize}. ` +
    "SKU y Nombre son obligatorias; una columna que no está en el archivo no se toca. Cada fila crea un producto nuevo o actualiza el que tiene ese SKU. " +
    "Las fotos no se importan. Primero te mostramos qué va a cambiar; nada se guarda hasta que lo confirmes.",
  check: "Revisar el archivo",
  checking: "Revisando...",
  /** «Fila 5 (Red Tamanet):», the row as Excel numbers it and the product it is about. */
  rowOf: (row: number, name: string | null) => `Fila ${row}${name ? ` (${name})` : ""}:`,
  row: (row: number) => `Fila ${row}: `,
  sku: (sku: string) => ` (SKU ${sku})`,
  inactive: ", inactivo",
  previewHeading: "Vista previa: todavía no se guardó nada",
  fileName: (name: string) => `Archivo: ${name}`,
  /** Singular and plural of each count of the preview and the report. */
  counts: {
    creates: ["producto nuevo", "productos nuevos"],
    updates: ["producto con cambios", "productos con cambios"],
    unchanged: ["producto sin cambios", "productos sin cambios"],
    refused: ["fila rechazada", "filas rechazadas"],
    changes: ["cambio", "cambios"],
    created: ["producto creado", "productos creados"],
    updated: ["actualizado", "actualizados"],
    refusedSkipped: ["fila rechazada omitida", "filas rechazadas omitidas"],
  },
  refusedHeading: "Filas rechazadas (no se importan)",
  createsHeading: "Se van a crear",
  updatesHeading: "Se van a actualizar",
  empty: "(vacío)",
  apply: (changes: string) => `Aplicar ${changes}`,
  applySkipping: (changes: string) => `Aplicar ${changes} y omitir las filas rechazadas`,
  applying: "Importando...",
  nothingToApply: "No hay nada para aplicar.",
  pickAnother: "Elegir otro archivo",
  progressHeading: "Importando productos…",
  progress: (applied: number, total: number) =>
    `${applied} de ${total} filas escritas. Esta página se actualiza sola; el sitio sigue funcionando mientras tanto y podés usar el panel en otra pestaña.`,
  done: "Importación aplicada",
  /** «3 productos creados, 2 actualizados, 1 fila rechazada omitida.» */
  doneSummary: (created: string, updated: string, refused: string | null) => `${created}, ${updated}${refused ? `, ${refused}` : ""}.`,
  skipped: "Estas filas no se escribieron porque el catálogo cambió después de la vista previa:",
} as const;
