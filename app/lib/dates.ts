// Dates as visitors in Uruguay read them, identical on the server and in the browser.
// The formats are made on first use: building one loads locale and time-zone data, a noticeable
// share of a slow phone's start-up work on pages that show no date.
const DATE: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: "America/Montevideo" };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "short", timeStyle: "short", timeZone: "America/Montevideo" };

let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;

export function formatDate(value: Date | string): string {
  dateFormat ??= new Intl.DateTimeFormat("es-UY", DATE);
  return dateFormat.format(new Date(value));
}

export function formatDateTime(value: Date | string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat("es-UY", DATE_TIME);
  return dateTimeFormat.format(new Date(value));
}

let timeFormat: Intl.DateTimeFormat | undefined;

/** The time of day in Montevideo, "10:32". */
export function formatTime(value: Date | string): string {
  timeFormat ??= new Intl.DateTimeFormat("es-UY", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "America/Montevideo" });
  return timeFormat.format(new Date(value));
}
