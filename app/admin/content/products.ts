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
