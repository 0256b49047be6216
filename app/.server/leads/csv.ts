import { contactSourceLabels, deliveryLabels } from "~/content/contact";
import { csvCell } from "../spreadsheet-csv";
import type { InboxMessage } from "./messages";

// The leads as a CSV file that Excel and LibreOffice open as they are: UTF-8 with a BOM (without
// it Excel reads the accents as Windows-1252), comma-separated, every cell quoted, CRLF rows.

let montevideoParts: Intl.DateTimeFormat | undefined;

/**
 * A date and time as "2026-11-26 07:53:00" in Montevideo time. Excel and LibreOffice both read
 * "YYYY-MM-DD hh:mm:ss" as a date in any locale, so the column sorts and filters as dates; with a
 * "T" or an offset ("-03:00") both keep it as text. Uruguay is UTC−3 all year, so the header says
 * the zone once instead of every cell.
 */
export function spreadsheetDateTime(date: Date): string {
  montevideoParts ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Montevideo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  const part = Object.fromEntries(montevideoParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

export const CSV_HEADER = [
  "Fecha (hora de Montevideo)",
  "Formulario",
  "Nombre",
  "Apellido",
  "Email",
  "Teléfono / WhatsApp",
  "Empresa",
  "Tema",
  "Página",
  "Mensaje",
  "Correo",
  "Atendida el",
  "Asignada a",
  "Notas internas",
];

/** The leads as a CSV file for a spreadsheet. */
export function contactMessagesCsv(messages: readonly InboxMessage[]): string {
  const rows = messages.map((message) => [
    spreadsheetDateTime(message.createdAt),
    contactSourceLabels[message.source as keyof typeof contactSourceLabels] ?? message.source,
    message.nombre,
    message.apellido,
    message.email,
    message.telefono,
    message.empresa,
    message.topic,
    message.pagePath,
    message.mensaje,
    deliveryLabels[message.delivery],
    message.handledAt ? spreadsheetDateTime(message.handledAt) : "",
    message.assigneeName,
    message.notes,
  ]);
  return `\uFEFF${[CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
