// Copy of the news pages, the home news section and the SCRUBBER page (docs/requirements.md §2
// 'News', §8).

export const newsCopy = {
  listTitle: "Noticias",
  listEyebrow: "Novedades del campo y la industria",
  listLead:
    "Lanzamientos, jornadas técnicas y consejos prácticos para el tambo, la conservación de forraje, la producción avícola y porcina y la planta industrial.",
  listDescription:
    "Noticias y artículos técnicos sobre higiene en el tambo, forraje, aves, cerdos e industria alimentaria, escritos por nuestros especialistas en Montevideo.",
  empty: "No hay artículos publicados aún.",
  readMore: "Leer artículo",
  backToList: "Volver a noticias",
  notFoundTitle: "Artículo no encontrado",
  notFoundBody: "El artículo que buscás no existe o ya no está publicado. Mirá las últimas noticias en la sección de novedades.",
  rssLink: "Suscribite por RSS",
  rssTitle: "Noticias",
  rssDescription: "Las últimas noticias y artículos técnicos publicados en el sitio.",
  publishedOn: "Publicado el",
  updatedOn: "Actualizado el",
  byAuthor: "Por",
  tags: "Etiquetas",
  homeEyebrow: "Noticias",
  homeTitle: "Últimas novedades",
  homeLead: "Lo que está pasando en el campo y la industria, contado por quienes trabajamos con productores todos los días.",
  homeAll: "Ver todas las noticias",
  /** A shared preview link (noindex): an article not yet public, shown to someone approving it. */
  previewBanner: "Vista previa: este artículo todavía no está publicado",
  previewBannerDetail: (date: string) =>
    `Este enlace de vista previa vence el ${date}. No lo compartas fuera de quienes tienen que aprobar el artículo.`,
  previewTitle: "Vista previa",
  previewExpiredTitle: "Este enlace de vista previa venció",
  previewExpiredBody: "Los enlaces de vista previa duran 7 días. Pedile a quien te lo mandó uno nuevo.",
  previewInvalidTitle: "Vista previa no encontrada",
  previewInvalidBody: "El enlace de vista previa no es válido o el artículo ya no existe. Pedile a quien te lo mandó uno nuevo.",
} as const;

/** docs/requirements.md §8: the placeholder that replaces a cover that failed to load. */
export function missingCoverAlt(title: string): string {
  return `Imagen no disponible de ${title}`;
}

export const scrubberCopy = {
  title: "SCRUBBER: limpieza de pezones con aire",
  eyebrow: "Tambo · Preparación de la ubre",
  lead: "Un sistema que lava, cepilla y seca cada pezón antes del ordeñe con solución desinfectante y aire, para ordeñar ubres limpias sin toallas ni pasos manuales.",
  description:
    "SCRUBBER SaniCleanse Air: limpieza, desinfección y secado de pezones antes del ordeñe con aire. Menos mastitis, rutina más rápida y leche de mejor calidad.",
  articleHeading: "Cómo funciona el sistema",
  productsHeading: "Equipos y repuestos",
  missingArticle: "Estamos preparando la ficha técnica del sistema. Consultá a nuestro especialista en tambo para recibirla hoy mismo.",
  consult: "Consultar",
  consultTopic: "SCRUBBER para limpieza de pezones",
} as const;
