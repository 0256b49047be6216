// SPEC §9: a price above 0 shows as '$' and the amount; 0 or missing means 'Consultar precio'.
const amount = new Intl.NumberFormat("es-UY", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatPrice(price: number | null | undefined): string {
  return price && price > 0 ? `$ ${amount.format(price)}` : "Consultar precio";
}
