// What a page view is counted under, derived on the server from what the beacon and the request
// carry. Pure, so it is unit-tested (tests/unit/analytics-dimensions.test.ts).

export type DeviceClass = "phone" | "tablet" | "desktop";

/**
 * The device class of a viewport width in CSS pixels. The breakpoints are the site's own layout
 * ones (Tailwind's sm and lg): under 640 px the phone layout, from 1024 px the desktop header.
 */
export function deviceClass(width: number | undefined): DeviceClass | null {
  if (width === undefined || width <= 0) return null;
  if (width < 640) return "phone";
  if (width < 1024) return "tablet";
  return "desktop";
}

/** A host without its "www." and its port, lower case: the same site however it was linked. */
export function bareHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^www\./, "");
}

/**
 * The host of the outside page a visit came from, or null: none, not a web or app address, or one
 * of our own hosts (a visitor moving between our pages is not a referral). The path and query of
 * the referring page are never kept: they may name a person (a webmail, a search).
 */
export function referrerHost(referrer: string | undefined, ownHosts: readonly string[]): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  // android-app://com.google.android.gm/ is how Android apps (Gmail, WhatsApp) refer.
  if (!["http:", "https:", "android-app:"].includes(url.protocol) || !url.hostname) return null;
  const host = bareHost(url.hostname);
  if (ownHosts.some((own) => bareHost(own) === host)) return null;
  return host.slice(0, 253);
}

/** UTM source and medium count together however they were capitalised; a campaign keeps its name. */
export function utmValues(utm: { utm_source?: string; utm_medium?: string; utm_campaign?: string }) {
  const clean = (value: string | undefined) => value?.trim().slice(0, 100) || null;
  return {
    utmSource: clean(utm.utm_source)?.toLowerCase() ?? null,
    utmMedium: clean(utm.utm_medium)?.toLowerCase() ?? null,
    utmCampaign: clean(utm.utm_campaign),
  };
}

// Headers a CDN or proxy in front of the site sets to the visitor's country (Cloudflare, CloudFront,
// Vercel, Fastly's common snippet).
const COUNTRY_HEADERS = ["cf-ipcountry", "cloudfront-viewer-country", "x-vercel-ip-country", "x-country-code"];

/**
 * The visitor's country as an ISO two-letter code, from the proxy's header. Only when the site runs
 * behind a proxy it trusts (TRUST_PROXY): otherwise the header is whatever the visitor sent.
 * Cloudflare's "XX" (unknown) and "T1" (Tor) mean no country.
 */
export function countryFrom(headers: Headers, behindTrustedProxy: boolean): string | null {
  if (!behindTrustedProxy) return null;
  for (const name of COUNTRY_HEADERS) {
    const value = headers.get(name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && value !== "XX") return value;
  }
  return null;
}
