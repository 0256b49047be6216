// Words beside the admin's price and stock fields: how the site reads what is being typed
// (app/admin/components/live-reading-field.tsx), and how to write it.

export const numberFieldCopy = {
  shownOnPage: (shown: string) => `En la página se ve: ${shown}`,
  storedUnits: (written: string, units: number) => `Se guarda: ${written} ${units === 1 ? "unidad" : "unidades"}`,
  productPriceHint: "Escribilo como en una factura: 98,50, 1.250,50 o 1250.50. Vacío o 0: «Consultar precio».",
  stockHint: "Unidades enteras, por ejemplo 25 o 1.250. Vacío: 0.",
} as const;
