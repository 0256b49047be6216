import type { AnalyticsEvent } from "./analytics";

// The browser side of first-party analytics (./analytics.ts holds the accepted shapes).

export const ANALYTICS_ENDPOINT = "/api/events";

/**
 * Reports an event without delaying the navigation that usually follows (a tile click): the
 * browser sends the beacon in the background, even after the page is gone.
 */
export function trackEvent(event: AnalyticsEvent): void {
  if (typeof navigator === "undefined" || typeof navigator.sendBeacon !== "function") return;
  // Sent as text (a "simple" request): the server parses the JSON itself.
  navigator.sendBeacon(ANALYTICS_ENDPOINT, JSON.stringify({ ...event, path: event.path ?? window.location.pathname }));
}
