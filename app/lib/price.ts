// Prices of docs/requirements.md §9: a price above 0 shows as '$' and the amount; 0 or missing
// means 'Consultar precio'. The product detail page and the baling-net list always show two
// decimals ("fixed"); everywhere else the amount drops decimals it does not need
// ("short": $ 185, $ 45,50).

export const PRICE_ON_REQUEST = "Consultar precio";

export type PriceStyle = "fixed" | "short";

const FRACTION_DIGITS: Record<PriceStyle, Intl.NumberFormatOptions> = {
  fixed: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  short: { minimumFractionDigits: 0, maximumFractionDigits: 2 },
};

// Made on first use, as in dates.ts: building a format loads locale data.
const formats: Partial<Record<PriceStyle, Intl.NumberFormat>> = {};

function format(value: number, style: PriceStyle): string {
  formats[style] ??= new Intl.NumberFormat("es-UY", FRACTION_DIGITS[style]);
  return formats[style].format(value);
}

/** A price from the database (number) or a static card (text such as "185" or "45.00"); null when it is no amount. */
export function parsePrice(price: number | string | null | undefined): number | null {
  if (price === null || price === undefined) return null;
  const value = typeof price === "number" ? price : Number(price.trim().replace(/^\$\s*/, ""));
  return Number.isFinite(value) && price !== "" ? value : null;
}

export function formatPrice(price: number | string | null | undefined, style: PriceStyle = "fixed"): string {
  const value = parsePrice(price);
  if (value === null || value <= 0) {
    // A static card's own wording ("Consultar") is kept; anything else is a price on request.
    return typeof price === "string" && price.trim() !== "" && value === null ? price.trim() : PRICE_ON_REQUEST;
  }
  // Minimum fraction digits of 2 for cents that exist, so 45.5 reads "45,50" and never "45,5".
  const text = format(value, style === "short" && !Number.isInteger(value) ? "fixed" : style);
  return `$ ${text}`;
}
