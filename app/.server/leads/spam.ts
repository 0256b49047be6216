import { FILL_MS_FIELD, HONEYPOT_FIELD, RENDERED_AT_FIELD } from "~/lib/contact-forms";
import { textOf, type TypedValues } from "~/lib/forms";

// Spam defence of the contact function: a hidden field people never fill, a minimum time between
// showing the form and sending it, and a per-IP limit counted in the database (see messages.ts).

/** A person needs longer than this to fill in even the shortest form. */
export const MIN_FILL_MS = 3_000;
/** Messages one client IP may send per window; generous because rural mobile carriers share IPs. */
export const RATE_LIMIT = { max: 8, windowMinutes: 15 };

export type SpamReason = "honeypot" | "too-fast";

/**
 * Why this submission looks automated, or null. The time filled comes from the later of two
 * clocks: the server's render time in the page (forms rendered on the server) and the browser's
 * own measure (forms rendered in the browser), so a slow hydration never rejects a person.
 */
export function detectSpam(values: TypedValues, now: number = Date.now()): SpamReason | null {
  if (textOf(values[HONEYPOT_FIELD]).trim() !== "") return "honeypot";
  const renderedAt = Number(textOf(values[RENDERED_AT_FIELD]));
  const fromServer = Number.isFinite(renderedAt) && renderedAt > 0 ? now - renderedAt : 0;
  const fromBrowser = Number(textOf(values[FILL_MS_FIELD]));
  const filledFor = Math.max(fromServer, Number.isFinite(fromBrowser) ? fromBrowser : 0);
  return filledFor < MIN_FILL_MS ? "too-fast" : null;
}
