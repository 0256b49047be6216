import { MemoryRateLimit } from "../security/memory-rate-limit";

// How many reports POST /api/events takes, counted in memory (../security/memory-rate-limit.ts
// says why). Rural carriers put many phones behind one address, so a visitor is the address and
// the browser (what the visitor hash is made of): one page view per page and an event per tile or
// specialist pressed stay far below it. A ten-times larger cap per address stops a client that
// changes its user agent on every request.

export const EVENTS_RATE_LIMIT = { max: 120, windowSeconds: 10 * 60 };
export const EVENTS_ADDRESS_RATE_LIMIT = { max: 1200, windowSeconds: 10 * 60 };

// Page views that count, per page (docs/decisions/019-cookieless-analytics.md, "Amended"): a person
// reloads a page or comes back to it a few times a minute at most, so more is a script inventing
// referrers and campaigns. One address may count a few more (several phones behind a carrier
// address reading the same page, or browsing the site), but not more because the user agent
// changes. Views over these are answered like any other, just not counted.
export const PAGE_VIEW_RATE_LIMIT = { max: 3, windowSeconds: 60 };
export const PAGE_VIEW_ADDRESS_PAGE_RATE_LIMIT = { max: 10, windowSeconds: 60 };
export const PAGE_VIEW_ADDRESS_RATE_LIMIT = { max: 30, windowSeconds: 60 };

const perVisitor = new MemoryRateLimit(EVENTS_RATE_LIMIT);
const perAddress = new MemoryRateLimit(EVENTS_ADDRESS_RATE_LIMIT);
const viewsPerVisitor = new MemoryRateLimit(PAGE_VIEW_RATE_LIMIT);
const viewsPerAddressAndPage = new MemoryRateLimit(PAGE_VIEW_ADDRESS_PAGE_RATE_LIMIT);
const viewsPerAddress = new MemoryRateLimit(PAGE_VIEW_ADDRESS_RATE_LIMIT);

/** Counts one report and tells whether it is within both limits. */
export function consumeEventsRateLimit(clientIp: string, userAgent: string): boolean {
  const address = perAddress.consume(clientIp);
  return perVisitor.consume(`${clientIp} ${userAgent}`) && address;
}

/** Counts one page view of `path` and tells whether it may be counted in the statistics. */
export function consumePageViewRateLimit(clientIp: string, userAgent: string, path: string): boolean {
  // Narrowest first, and a view refused by one is not counted by the wider ones: one browser
  // reloading a page does not use up what other phones behind its carrier's address may count.
  return (
    viewsPerVisitor.consume(`${clientIp} ${userAgent} ${path}`) &&
    viewsPerAddressAndPage.consume(`${clientIp} ${path}`) &&
    viewsPerAddress.consume(clientIp)
  );
}

/** Forgets every count (tests). */
export function resetEventsRateLimits(): void {
  for (const limit of [perVisitor, perAddress, viewsPerVisitor, viewsPerAddressAndPage, viewsPerAddress]) limit.reset();
}
