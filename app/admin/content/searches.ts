// Words of /admin/busquedas ("Búsquedas"): what visitors look for in the site's search, for staff
// who decide what the catalogue and the pages should offer.

export const searchesCopy = {
  title: "Búsquedas",
  description: "Qué buscan los visitantes en el sitio y qué no encuentran.",
  privacy:
    "Solo se guarda qué se buscó y cuántas veces por día, nunca quién lo buscó, y lo que parece un correo o un teléfono no se guarda; cada búsqueda se borra al año.",
  period: "Período",
  periodLink: (days: number) => `Últimos ${days} días`,
  popularTitle: "Lo más buscado",
  popularCaption: (days: number) => `Lo más buscado en los últimos ${days} días`,
  popularEmpty: (days: number) => `Nadie buscó en el sitio en los últimos ${days} días.`,
  unansweredTitle: "Búsquedas sin resultados",
  unansweredLead:
    "Lo que los visitantes buscaron y el sitio no tenía: productos para sumar al catálogo, o palabras para agregar a la descripción de uno que ya está.",
  unansweredCaption: (days: number) => `Búsquedas sin resultados en los últimos ${days} días`,
  unansweredEmpty: (days: number) => `En los últimos ${days} días todo lo que se buscó encontró algo.`,
  query: "Búsqueda",
  searches: "Veces",
  results: "Resultados",
  resultsHint: "de la última vez",
  linkHint: "Tocá una búsqueda para ver lo que el sitio le muestra al visitante.",
} as const;
