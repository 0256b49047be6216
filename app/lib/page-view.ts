import { sendReport } from "./track-event";
import { isTrackedPath } from "./tracked-paths";

// The page-view beacon (docs/decisions/019-cookieless-analytics.md): the page, the outside page that
// led to it, the campaign in its address and the viewport's width. No cookie, no identifier: the
// server derives the day's visitor hash from the request itself.

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
    sendReport({ name: "pageview", path, referrer: referrer || undefined, width: innerWidth, ...utmFromSearch(search) });
  };
  for (const type of ["visibilitychange", "prerenderingchange"]) document.addEventListener(type, report);
  (window.requestIdleCallback ?? setTimeout)(report);
}
