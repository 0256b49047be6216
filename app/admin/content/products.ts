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

/** Messages of the CSV import (app/admin/routes/products.importar.tsx). */
export const productImportCopy = {
  pickFile: "Elegí el archivo CSV que exportaste y editaste.",
  gone: "Esa importación ya no está (las vistas previas se guardan dos días): subí el archivo de nuevo.",
} as const;
