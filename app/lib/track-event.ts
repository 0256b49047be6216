import type { AnalyticsEvent } from "./analytics";

// The browser side of first-party analytics (./analytics.ts holds the accepted shapes; design in
// docs/decisions/019-cookieless-analytics.md). Every page loads this module, so it stays tiny: no
// zod, no dependency. Reports go out with navigator.sendBeacon: they never delay a navigation, the
// browser sends them in the background, even after the page is gone, and no answer is read.

export const ANALYTICS_ENDPOINT = "/api/events";

/** The admin and the account pages are staff's, never counted (the server checks it too). */
export function isTrackedPath(path: string): boolean {
  return !/^\/(admin|auth)(\/|$)/.test(path);
}

function send(body: object): void {
  // Sent as text (a "simple" request): the server parses the JSON itself.
  if (typeof navigator.sendBeacon === "function") navigator.sendBeacon(ANALYTICS_ENDPOINT, JSON.stringify(body));
}

/** Reports an event (a tile pressed, a specialist's chat opened) from the page the visitor is on. */
export function trackEvent(event: AnalyticsEvent): void {
  if (typeof navigator === "undefined") return;
  send({ ...event, path: event.path ?? location.pathname });
}

const UTM_KEYS = ["source", "medium", "campaign"] as const;

/** The utm_source, utm_medium and utm_campaign of a query string, each when present and not empty. */
export function utmFromSearch(search: string): Partial<Record<`utm_${(typeof UTM_KEYS)[number]}`, string>> {
  const params = new URLSearchParams(search);
  const utm: Record<string, string> = {};
  for (const key of UTM_KEYS) {
    const value = params.get(`utm_${key}`)?.trim().slice(0, 100);
    if (value) utm[`utm_${key}`] = value;
  }
  return utm;
}

/** The outside page that led to this document: only its first page view reports it. */
let entryReferrer: string | undefined;

/**
 * Reports a page view once the page is really shown: a page prerendered by the browser (or opened
 * in a background tab) reports when the visitor sees it, and never if they do not. Called after
 * hydration and on every client-side navigation, when the browser is idle, so it delays nothing.
 */
export function reportPageView(path: string, search: string): void {
  if (!isTrackedPath(path)) return;
  entryReferrer ??= document.referrer;
  const referrer = entryReferrer;
  entryReferrer = "";
  const shown = () => !(document as { prerendering?: boolean }).prerendering && document.visibilityState == "visible";
  let reported = false;
  const report = () => {
    if (reported || !shown()) return;
    reported = true;
    for (const type of ["visibilitychange", "prerenderingchange"]) document.removeEventListener(type, report);
    send({ name: "pageview", path, referrer: referrer || undefined, width: innerWidth, ...utmFromSearch(search) });
  };
  for (const type of ["visibilitychange", "prerenderingchange"]) document.addEventListener(type, report);
  (window.requestIdleCallback ?? setTimeout)(report);
}
