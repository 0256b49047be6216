// The header's search field, on every public page (its suggestions and the results page: search.ts).

export const searchFieldCopy = {
  /** The field's label (read by screen readers; the header shows the magnifier and the placeholder). */
  label: "Buscar en el sitio",
  placeholder: "¿Qué estás buscando?",
  submit: "Buscar",
  /** The phone's magnifier, which opens the field. */
  open: "Abrir el buscador",
  close: "Cerrar el buscador",
};
