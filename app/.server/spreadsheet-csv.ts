// Cells of the CSV files the admin exports (leads, the catalogue), written so Excel and
// LibreOffice open them as they are and never run one as a formula; and the bytes of a CSV file
// staff upload, decoded whatever Excel saved them as (docs/decisions/024-spreadsheets-as-excel-writes-them.md).

/**
 * Whether a cell would be run as a formula by a spreadsheet, so it gets a leading apostrophe.
 * "=", "@", a tab or a carriage return at the start always are. "+" and "-" start phone numbers
 * ("+598 99 123 456") as much as formulas: only what can do nothing but arithmetic on digits
 * (digits, spaces, dots, dashes, slashes, parentheses) is left as written; "+", "-" followed by
 * anything else (a letter, a quote, "=", "!" …) could call a function and is guarded.
 */
export function needsFormulaGuard(text: string): boolean {
  if (/^[=@\t\r]/.test(text)) return true;
  if (/^[+-]/.test(text)) return !/^[+-][\d\s()./-]*$/.test(text);
  return false;
}

/** One CSV cell: quoted, and a would-be formula neutralised with a leading apostrophe. */
export function csvCell(value: string | null | undefined): string {
  const text = value ?? "";
  const safe = needsFormulaGuard(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** What csvCell wrote for a guarded cell, read back as the text it was (an import of our own export). */
export function unguardCsvCell(value: string): string {
  return value.startsWith("'") && needsFormulaGuard(value.slice(1)) ? value.slice(1) : value;
}

/**
 * A table as Excel in a Spanish locale opens it with its columns split and its accents right:
 * UTF-8 with a byte-order mark, cells separated by semicolons (the list separator of Spanish
 * Windows), lines ended by CRLF.
 */
export function spreadsheetCsv(lines: ReadonlyArray<ReadonlyArray<string | null | undefined>>): string {
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(";")).join("\r\n")}\r\n`;
}

export type DecodedSpreadsheet = { ok: true; text: string; encoding: "utf-8" | "utf-16" | "windows-1252" } | { ok: false; reason: string };

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);

/**
 * The text of an uploaded CSV file. Excel saves «CSV UTF-8» with a byte-order mark, plain «CSV»
 * in the computer's code page (Windows-1252 for Spanish) and «Texto Unicode» as UTF-16 with a
 * mark: a mark decides; without one, bytes that are valid UTF-8 are UTF-8 (Windows-1252 text with
 * an accent practically never is) and anything else is read as Windows-1252, so «maíz» never
 * turns into «ma�z». A workbook (.xlsx, .xls) or a file holding NUL bytes is refused.
 */
export function decodeSpreadsheetBytes(bytes: Uint8Array): DecodedSpreadsheet {
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0)) {
    return {
      ok: false,
      reason:
        "Es un libro de Excel, no un CSV: en Excel usá «Guardar como» y elegí «CSV UTF-8 (delimitado por comas)» o «CSV (delimitado por comas)».",
    };
  }
  let decoded: Extract<DecodedSpreadsheet, { ok: true }>;
  if (startsWith(bytes, 0xff, 0xfe)) decoded = { ok: true, text: new TextDecoder("utf-16le").decode(bytes), encoding: "utf-16" };
  else if (startsWith(bytes, 0xfe, 0xff)) decoded = { ok: true, text: new TextDecoder("utf-16be").decode(bytes), encoding: "utf-16" };
  else {
    try {
      // ignoreBOM: the mark stays in the text, and is dropped below whatever the encoding.
      decoded = { ok: true, text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes), encoding: "utf-8" };
    } catch {
      decoded = { ok: true, text: new TextDecoder("windows-1252").decode(bytes), encoding: "windows-1252" };
    }
  }
  const text = decoded.text.replace(/^\uFEFF/, "");
  // PostgreSQL refuses NUL in text; no spreadsheet writes one in a CSV.
  if (text.includes("\0"))
    return {
      ok: false,
      reason: "El archivo no es un CSV de texto: guardalo desde Excel como «CSV UTF-8 (delimitado por comas)» y probá de nuevo.",
    };
  return { ...decoded, text };
}

/** A CSV file the browser downloads as "{name}-{YYYY-MM-DD}.csv", never cached (it holds admin data). */
export function csvDownload(name: string, csv: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
