import { MemoryRateLimit } from "../security/memory-rate-limit";

// How many reports POST /api/events takes, counted in memory (../security/memory-rate-limit.ts
// says why). Rural carriers put many phones behind one address, so a visitor is the address and
// the browser (what the visitor hash is made of): one page view per page and an event per tile or
// specialist pressed stay far below it. A ten-times larger cap per address stops a client that
// changes its user agent on every request.

export const EVENTS_RATE_LIMIT = { max: 120, windowSeconds: 10 * 60 };
export const EVENTS_ADDRESS_RATE_LIMIT = { max: 1200, windowSeconds: 10 * 60 };

const perVisitor = new MemoryRateLimit(EVENTS_RATE_LIMIT);
const perAddress = new MemoryRateLimit(EVENTS_ADDRESS_RATE_LIMIT);

/** Counts one report and tells whether it is within both limits. */
export function consumeEventsRateLimit(clientIp: string, userAgent: string): boolean {
  const address = perAddress.consume(clientIp);
  return perVisitor.consume(`${clientIp} ${userAgent}`) && address;
}

/** Forgets every count (tests). */
export function resetEventsRateLimits(): void {
  perVisitor.reset();
  perAddress.reset();
}
