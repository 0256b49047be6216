// Words of /admin/redirecciones («Redirecciones») and /admin/paginas-no-encontradas («Páginas no
// encontradas»): old addresses that lead to new ones, and the addresses visitors asked for and the
// site did not have.

export const redirectsCopy = {
  title: "Redirecciones",
  description: "Direcciones viejas que llevan a las nuevas, para que ningún enlace guardado termine en «Página no encontrada».",
  explanation:
    "Cuando cambiás la dirección de un artículo publicado, el sitio crea la redirección solo. Acá podés agregar otras, por ejemplo para las direcciones del sitio anterior. Una redirección solo se usa cuando la dirección vieja ya no es una página.",
  createLegend: "Nueva redirección",
  editLegend: "Cambiar la redirección",
  from: "Dirección vieja",
  fromHint: "Por ejemplo /productos/red-vieja.html. Podés pegar la dirección completa del sitio anterior.",
  to: "Dirección nueva",
  toHint: "Una página de este sitio, por ejemplo /redes-enfardar. Podés pegar la dirección completa.",
  create: "Crear redirección",
  creating: "Creando…",
  save: "Guardar cambios",
  saving: "Guardando…",
  cancelEdit: "Cancelar",
  search: "Buscar una dirección",
  tableCaption: "Redirecciones",
  columns: { from: "Desde", to: "Hacia", origin: "Tipo", hits: "Visitas", lastHit: "Última visita", actions: "Acciones" },
  origins: { auto: "Automática", manual: "Manual" },
  originHints: { auto: "creada al cambiar la dirección de un artículo" },
  never: "Nunca",
  edit: "Cambiar",
  /** After «Cambiar» and «Eliminar», for screen readers: which row. */
  rowName: (from: string) => `la redirección desde ${from}`,
  remove: "Eliminar",
  removeQuestion: "¿Eliminar esta redirección?",
  removeConsequence: (from: string) => `${from} va a mostrar «Página no encontrada» otra vez. Podés volver a crearla cuando quieras.`,
  removeConfirm: "Sí, eliminar",
  removing: "Eliminando…",
  count: { singular: "redirección", plural: "redirecciones" },
  empty: "Todavía no hay redirecciones.",
  noMatches: "Ninguna redirección tiene esa dirección.",
  editMissing: "Esa redirección ya no existe: otra persona la eliminó.",
} as const;

export const missingPagesCopy = {
  title: "Páginas no encontradas",
  description: "Las direcciones que los visitantes pidieron y el sitio no tiene, en los últimos 30 días.",
  privacy:
    "Solo se guarda la dirección y cuántas veces se pidió por día, nunca quién la pidió; no se cuentan los robots ni las visitas del equipo. Cada día se borra a los 30 días.",
  lead: "Si una dirección se pide seguido, probablemente es un enlace viejo: creá una redirección a la página que corresponde.",
  tableCaption: "Direcciones no encontradas en los últimos 30 días, las más pedidas primero",
  columns: { path: "Dirección", hits: "Veces", lastDay: "Último día", action: "Redirección" },
  create: "Crear redirección",
  /** After «Crear redirección», for screen readers: from where. */
  createFor: (path: string) => `desde ${path}`,
  redirected: "Ya redirige a",
  empty: "En los últimos 30 días ningún visitante pidió una dirección que el sitio no tenga.",
} as const;
