import { contactSourceLabels, deliveryLabels } from "~/content/contact";
import { formatDateTime } from "~/lib/dates";
import type { InboxMessage } from "./messages";

/** One CSV cell: quoted, and a leading = + - @ neutralised so a spreadsheet never runs it as a formula. */
function cell(value: string | null | undefined): string {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The leads as a CSV file for a spreadsheet (UTF-8 with BOM so Excel reads the accents). */
export function contactMessagesCsv(messages: readonly InboxMessage[]): string {
  const header = ["Fecha", "Formulario", "Nombre", "Apellido", "Email", "Teléfono / WhatsApp", "Empresa", "Tema", "Página", "Mensaje", "Correo", "Atendido"];
  const rows = messages.map((message) => [
    formatDateTime(message.createdAt),
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
    message.handledAt ? formatDateTime(message.handledAt) : "",
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
