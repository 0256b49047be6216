// Words shared by the admin lists' search, filters and pages (app/admin/components/list-controls.tsx).

export const listControlsCopy = {
  searchAndFilter: "Buscar y filtrar",
  filter: "Filtrar",
  clearFilters: "Quitar filtros",
  pagination: "Paginación",
  previous: "Anterior",
  next: "Siguiente",
  pageOf: (page: number, pageCount: number) => `Página ${page} de ${pageCount}`,
} as const;
