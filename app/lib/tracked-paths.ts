// Which pages first-party analytics counts: the browser's beacon (./page-view.ts) and the server's
// checks (./analytics.ts, app/.server/analytics/collect.ts) read the same rule.

/** The admin and the account pages are staff's, never counted. */
export function isTrackedPath(path: string): boolean {
  return !/^\/(admin|auth)(\/|$)/.test(path);
}
