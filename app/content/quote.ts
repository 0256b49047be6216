// Copy of «Mi consulta» on every public page: the buttons on product cards and pages and the
// header's link. The /mi-consulta page's own copy is in ./quote-page.ts (only that page loads it).

export const quoteButtonCopy = {
  add: "Agregar a mi consulta",
  added: "En tu consulta",
  /** What the live region says after adding with JavaScript. */
  announce: (name: string, count: number) => `Agregaste ${name} a tu consulta. Tenés ${count} ${count === 1 ? "producto" : "productos"}.`,
};

/** The header's link: «Mi consulta (3)». */
export const quoteHeaderLabel = (count: number) => `Mi consulta (${count})`;
