// Dates typed into an <input type="datetime-local"> by an editor in Montevideo. Uruguay keeps
// UTC−3 all year (no daylight saving since 2015), so such a value maps to one instant without a
// time-zone library; the same functions serve the server's form parsing and the browser's preview.

const MONTEVIDEO_OFFSET = "-03:00";
const MONTEVIDEO_OFFSET_MS = -3 * 60 * 60 * 1000;

/** A Date as the value of an <input type="datetime-local"> in Montevideo time. */
export function toMontevideoLocalInput(date: Date): string {
  return new Date(date.getTime() + MONTEVIDEO_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant a datetime-local value means in Montevideo, or null when it is not one. */
export function fromMontevideoLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(`${value}${value.length === 16 ? ":00" : ""}${MONTEVIDEO_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The calendar day (YYYY-MM-DD) it is in Montevideo at `date`. */
export function montevideoDate(date: Date): string {
  return new Date(date.getTime() + MONTEVIDEO_OFFSET_MS).toISOString().slice(0, 10);
}
