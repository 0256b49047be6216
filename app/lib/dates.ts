// Dates as visitors in Uruguay read them, identical on the server and in the browser.
const dateFormat = new Intl.DateTimeFormat("es-UY", { dateStyle: "medium", timeZone: "America/Montevideo" });
const dateTimeFormat = new Intl.DateTimeFormat("es-UY", { dateStyle: "short", timeStyle: "short", timeZone: "America/Montevideo" });

export function formatDate(value: Date | string): string {
  return dateFormat.format(new Date(value));
}

export function formatDateTime(value: Date | string): string {
  return dateTimeFormat.format(new Date(value));
}
