// Cells of the CSV files the admin exports (leads, the catalogue), written so Excel and
// LibreOffice open them as they are and never run one as a formula.

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
