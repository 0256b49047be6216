import type { SearchGroupKind } from "~/lib/search";

// Copy of site search: the suggestions under a search field and the results page (/buscar). The
// header field's own words are in search-field.ts: every page loads those, only searches load these.

export const searchSuggestionsCopy = {
  listLabel: "Sugerencias",
  kinds: { product: "Producto", page: "Página", article: "Noticia" },
  seeAll: (query: string) => `Ver todos los resultados para «${query}»`,
  /** Said (politely) by screen readers when the list changes. */
  announce: (count: number) =>
    count === 0
      ? "Sin sugerencias. Apretá Enter para buscar igual."
      : `${count === 1 ? "1 sugerencia" : `${count} sugerencias`}. Usá las flechas para recorrerlas.`,
};

const groupNouns: Record<SearchGroupKind, readonly [string, string]> = {
  product: ["producto", "productos"],
  page: ["página", "páginas"],
  article: ["noticia", "noticias"],
};

export const searchPageCopy = {
  title: "Buscar en el sitio",
  resultsTitle: (query: string) => `Resultados para «${query}»`,
  description:
    "Buscá en todo el sitio: productos, soluciones y noticias sobre redes y films para forraje, inoculantes, higiene del tambo, tratamiento de agua, aves, cerdos e industria.",
  fieldLabel: "¿Qué estás buscando?",
  /** The name of the page's own search landmark (the header has the other one). */
  formName: "Nueva búsqueda",
  submit: "Buscar",
  emptyLead:
    "Escribí el nombre de un producto, una marca o lo que necesitás resolver en el tambo, el campo o la planta. Encontramos productos, páginas y noticias, aunque no pongas tildes.",
  examplesTitle: "Por ejemplo",
  examples: ["inoculante", "TamaNet", "post dipping", "biofilm", "agua de bebida"],
  /** "12 resultados para «red»: 5 productos, 4 páginas y 3 noticias." */
  summary: (query: string, groups: readonly { kind: SearchGroupKind; total: number }[]) => {
    const total = groups.reduce((sum, group) => sum + group.total, 0);
    const counts = groups.map((group) => `${group.total} ${groupNouns[group.kind][group.total === 1 ? 0 : 1]}`);
    const list = counts.length > 1 ? `${counts.slice(0, -1).join(", ")} y ${counts.at(-1)}` : (counts[0] ?? "");
    return `${total} ${total === 1 ? "resultado" : "resultados"} para «${query}»: ${list}.`;
  },
  corrected: (corrected: string) => `Mostrando resultados para “${corrected}”`,
  correctedDetail: (typed: string) => `No encontramos nada escrito como «${typed}».`,
  /** A group shows its best hits; this says how many more matched. */
  groupShowing: (shown: number, total: number) => `Los ${shown} más relevantes de ${total}`,
  publishedOn: "Publicado el",
  noResultsTitle: (query: string) => `No encontramos resultados para «${query}»`,
  noResultsLead: "Revisá cómo lo escribiste o probá con otras palabras, por ejemplo el nombre del producto o para qué lo usás.",
  suggestionsTitle: "Quizás quisiste buscar",
  helpTitle: "¿No lo encontrás? Te ayudamos",
  helpLead: "Puede que lo tengamos y no esté en el sitio. Contanos qué necesitás y un especialista te responde.",
  contactLink: "Escribinos por el formulario de contacto",
  chatLink: "Consultanos por WhatsApp",
  specialistsTitle: "O hablá directo con un especialista",
  rateLimitedTitle: "Hiciste muchas búsquedas seguidas",
  rateLimitedLead:
    "Esperá un par de minutos y volvé a buscar. Si necesitás algo ya, escribinos por WhatsApp o por el formulario de contacto.",
};
