import type { AnalyticsEvent } from "./analytics";

// The browser side of first-party analytics (./analytics.ts holds the accepted shapes, ./page-view.ts
// the page-view beacon; design in docs/decisions/019-cookieless-analytics.md). No zod here: pages
// that report events ship none.

export const ANALYTICS_ENDPOINT = "/api/events";

/**
 * Sends a report with navigator.sendBeacon: it never delays a navigation, the browser sends it in
 * the background, even after the page is gone, and no answer is read. Sent as text (a "simple"
 * request): the server parses the JSON itself.
 */
export function sendReport(body: object): void {
  if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function")
    navigator.sendBeacon(ANALYTICS_ENDPOINT, JSON.stringify(body));
}

/** Reports an event (a tile pressed, a specialist's chat opened) from the page the visitor is on. */
export function trackEvent(event: AnalyticsEvent): void {
  sendReport({ ...event, path: event.path ?? location.pathname });
}
