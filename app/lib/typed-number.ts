// The one reader of numbers that staff type: prices, stock and quantities in the admin forms and
// in the spreadsheet import. It reads them as Uruguayans write them («98,50», «1.250,50»,
// «1250.50») whatever the browser's language, and refuses what has two readings («1.250»: a
// thousand, or one and a quarter?) with a message that says how each would be read. Fields are
// plain text inputs (inputMode="decimal"): a number input in an English-language browser drops
// the comma, so «98,50» arrived as 9850 (see docs/decisions/021-typed-numbers.md).

export interface TypedNumberRules {
  /** Digits allowed after the decimal separator: 2 for money, 0 for whole units. */
  decimals: 0 | 2;
  /** Largest value accepted (inclusive). */
  max: number;
  /** What the number is, for messages: "el precio", "el stock". */
  noun: string;
}

export type TypedNumber = { ok: true; value: number | null } | { ok: false; message: string };

/** A price as the products table keeps it: numeric(12, 2). */
export const PRICE_RULES: TypedNumberRules = { decimals: 2, max: 9_999_999_999.99, noun: "el precio" };
/** Units in stock: an integer column. */
export const STOCK_RULES: TypedNumberRules = { decimals: 0, max: 2_147_483_647, noun: "el stock" };

const wholeFormat = new Intl.NumberFormat("es-UY", { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat("es-UY", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A number written the Uruguayan way, for messages: 1250 → «1.250», 1.25 → «1,25». */
export function writtenNumber(value: number): string {
  return Number.isInteger(value) ? wholeFormat.format(value) : decimalFormat.format(value);
}

/**
 * A stored number as a form shows it for editing, written so that readTypedNumber reads it back
 * unchanged (no thousands mark, which could make it ambiguous): 1250.5 → «1250,50», 320 → «320».
 */
export function editableNumber(value: number, rules: TypedNumberRules): string {
  return Number.isInteger(value) || rules.decimals === 0 ? String(value) : value.toFixed(rules.decimals).replace(".", ",");
}

const GROUPED = /^\d{1,3}(?:[.,]\d{3})+$/;

/** Digits with thousands separated by `separator` in groups of three ("1.250.000"), or none. */
function wholePart(text: string, separator: "." | ","): string | null {
  if (/^\d+$/.test(text)) return text;
  if (!GROUPED.test(text) || text.includes(separator === "." ? "," : ".")) return null;
  return text.replaceAll(separator, "");
}

function refusal(typed: string, rules: TypedNumberRules): TypedNumber {
  const example = rules.decimals > 0 ? "1250 o 1.250,50" : "1250";
  return { ok: false, message: `«${typed}» no se entiende como ${rules.noun}. Escribilo solo con números, por ejemplo ${example}.` };
}

/**
 * Reads what a person typed into a number field. Empty is `null` (no value: «Consultar precio»
 * for a price). A decimal comma or point is accepted, with thousands separated by the other mark;
 * a lone point followed by exactly three digits is refused where decimals are allowed, since it
 * reads both ways.
 */
export function readTypedNumber(typed: string, rules: TypedNumberRules): TypedNumber {
  // A leading "$" and spaces (a pasted "$ 1.250") are not part of the number.
  const text = typed
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/[\s\u00a0\u202f]/g, "");
  if (text === "") return { ok: true, value: null };
  if (text.startsWith("-")) return { ok: false, message: `${capitalised(rules.noun)} no puede ser negativo.` };
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return refusal(typed.trim(), rules);

  const lastComma = text.lastIndexOf(",");
  const lastPoint = text.lastIndexOf(".");
  let whole: string | null;
  let fraction = "";
  if (lastComma >= 0 && lastPoint >= 0) {
    // Both marks: the last one separates the decimals, the other one the thousands.
    const decimalAt = Math.max(lastComma, lastPoint);
    whole = wholePart(text.slice(0, decimalAt), lastComma > lastPoint ? "." : ",");
    fraction = text.slice(decimalAt + 1);
    if (!/^\d+$/.test(fraction)) whole = null;
  } else {
    const mark = lastComma >= 0 ? "," : lastPoint >= 0 ? "." : null;
    const parts = mark ? text.split(mark) : [text];
    const [before = "", after = ""] = parts;
    // «1.250» or «1,250»: a group of three after one mark reads as thousands or as decimals.
    const readsBothWays = parts.length === 2 && after.length === 3 && /^[1-9]\d{0,2}$/.test(before);
    if (mark && parts.length === 2 && !readsBothWays) {
      // One mark not followed by a group of three: the decimal separator («98,50», «1250.5», «0,250»).
      whole = /^\d*$/.test(before) ? before || "0" : null;
      fraction = after;
      if (!/^\d+$/.test(fraction)) whole = null;
    } else if (readsBothWays && rules.decimals > 0) {
      const asThousands = writtenNumber(Number(before + after));
      const readings = `«${typed.trim()}» puede leerse como ${asThousands} o como`;
      // «12.345» as twelve and a bit has more decimals than the field takes: say so, do not round it.
      if (after.replace(/0+$/, "").length > rules.decimals) {
        return {
          ok: false,
          message: `${readings} ${before},${after}, y ${rules.noun} lleva como mucho ${rules.decimals} decimales. Escribí ${before}${after} si son ${asThousands}.`,
        };
      }
      const asDecimal = writtenNumber(Number(`${before}.${after}`));
      return {
        ok: false,
        message: `${readings} ${asDecimal}. Escribí ${before}${after} si son ${asThousands}, o ${asDecimal} si son ${asDecimal}.`,
      };
    } else {
      // Marks between groups of three only: thousands («1.250.000»; «1.250» units of stock).
      whole = mark ? wholePart(text, mark) : text;
    }
  }
  if (whole === null) return refusal(typed.trim(), rules);

  if (fraction.length > rules.decimals && /[1-9]/.test(fraction.slice(rules.decimals))) {
    return {
      ok: false,
      message:
        rules.decimals === 0
          ? `${capitalised(rules.noun)} va en números enteros, sin decimales: «${typed.trim()}» no es una cantidad entera.`
          : `${capitalised(rules.noun)} lleva como mucho ${rules.decimals} decimales: «${typed.trim()}» tiene ${fraction.replace(/0+$/, "").length}.`,
    };
  }
  const value = Number(`${whole}.${fraction || "0"}`);
  const rounded = rules.decimals === 0 ? Math.trunc(value) : Math.round(value * 100) / 100;
  if (!Number.isFinite(rounded) || rounded > rules.max) {
    return {
      ok: false,
      message: `${capitalised(rules.noun)} puede ser como mucho ${writtenNumber(rules.max)}: «${typed.trim()}» es demasiado.`,
    };
  }
  return { ok: true, value: rounded };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
