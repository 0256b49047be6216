import { readTypedNumber, type TypedNumberRules } from "./typed-number";

// How a quantity typed on /mi-consulta is read: whole units written as Uruguayans write them
// (docs/decisions/021-typed-numbers.md). Apart from ./quote-list.ts so the typed-number reader
// stays out of the public pages' script.

/** A quantity: whole units, 1 to 99.999, written as Uruguayans write them ("1.000" is a thousand). */
const QUANTITY_RULES: TypedNumberRules = { decimals: 0, max: 99_999, noun: "la cantidad" };

/** A typed quantity as a whole number of units from 1 to 99.999, or the message that says how it was read. */
export function readQuantity(typed: string): { ok: true; value: number } | { ok: false; message: string } {
  // typed-number's "no puede ser negativo" would not agree with «la cantidad».
  if (typed.trim().startsWith("-")) return { ok: false, message: `La cantidad tiene que ser al menos 1: «${typed.trim()}» es negativa.` };
  const read = readTypedNumber(typed, QUANTITY_RULES);
  if (!read.ok) return read;
  if (read.value === null) return { ok: false, message: "Escribí cuántas unidades querés, por ejemplo 1 o 1.000." };
  if (read.value < 1) return { ok: false, message: `La cantidad tiene que ser al menos 1: «${typed.trim()}» se lee como ${read.value}.` };
  return { ok: true, value: read.value };
}
