import { describe, expect, it } from "vitest";
import { countryFrom, deviceClass, referrerHost, utmValues } from "~/.server/analytics/dimensions";
import { exclusionOf } from "~/.server/analytics/exclusions";
import { visitorHash } from "~/.server/analytics/visitor-hash";
import { MemoryRateLimit } from "~/.server/security/memory-rate-limit";
import { utmFromSearch } from "~/lib/page-view";
import { isTrackedPath } from "~/lib/tracked-paths";

// What a page view is counted under, and who is not counted (docs/decisions/019-cookieless-analytics.md).

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; SM-A146M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

describe("device class", () => {
  it("tells phones, tablets and desktops apart by the viewport width, at the layout's breakpoints", () => {
    expect(deviceClass(360)).toBe("phone");
    expect(deviceClass(639)).toBe("phone");
    expect(deviceClass(640)).toBe("tablet");
    expect(deviceClass(1023)).toBe("tablet");
    expect(deviceClass(1024)).toBe("desktop");
    expect(deviceClass(2560)).toBe("desktop");
    expect(deviceClass(undefined)).toBeNull();
    expect(deviceClass(0)).toBeNull();
  });
});

describe("referrer host", () => {
  const own = ["www.agro.example", "localhost:3000"];
  it("keeps only the host of an outside page, without www", () => {
    expect(referrerHost("https://www.google.com/search?q=ordeñadora", own)).toBe("google.com");
    expect(referrerHost("https://l.facebook.com/l.php?u=https%3A%2F%2Fx", own)).toBe("l.facebook.com");
    expect(referrerHost("android-app://com.google.android.gm/", own)).toBe("com.google.android.gm");
  });
  it("drops our own hosts, empty or malformed referrers and other schemes", () => {
    expect(referrerHost("https://agro.example/tambo", own)).toBeNull();
    expect(referrerHost("http://localhost:3000/", own)).toBeNull();
    expect(referrerHost("", own)).toBeNull();
    expect(referrerHost(undefined, own)).toBeNull();
    expect(referrerHost("not a url", own)).toBeNull();
    expect(referrerHost("javascript:alert(1)", own)).toBeNull();
  });
});

describe("UTM parameters", () => {
  it("reads source, medium and campaign from the query, and nothing else", () => {
    expect(utmFromSearch("?utm_source=WhatsApp&utm_medium=social&utm_campaign=Expo%20Prado%202026&q=secreto&utm_term=x")).toEqual({
      utm_source: "WhatsApp",
      utm_medium: "social",
      utm_campaign: "Expo Prado 2026",
    });
    expect(utmFromSearch("")).toEqual({});
    expect(utmFromSearch("?utm_source=&utm_medium=%20")).toEqual({});
  });
  it("counts a source or medium however it was capitalised; a campaign keeps its name", () => {
    expect(utmValues({ utm_source: " WhatsApp ", utm_medium: "Social", utm_campaign: "Expo Prado" })).toEqual({
      utmSource: "whatsapp",
      utmMedium: "social",
      utmCampaign: "Expo Prado",
    });
    expect(utmValues({})).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null });
  });
});

describe("country", () => {
  it("comes from the trusted proxy's header, as a two-letter code", () => {
    expect(countryFrom(new Headers({ "cf-ipcountry": "UY" }), true)).toBe("UY");
    expect(countryFrom(new Headers({ "cloudfront-viewer-country": "ar" }), true)).toBe("AR");
    expect(countryFrom(new Headers({ "cf-ipcountry": "XX" }), true)).toBeNull();
    expect(countryFrom(new Headers({ "cf-ipcountry": "T1" }), true)).toBeNull();
    expect(countryFrom(new Headers({ "cf-ipcountry": "Uruguay" }), true)).toBeNull();
  });
  it("is ignored without a trusted proxy: the visitor could have sent it", () => {
    expect(countryFrom(new Headers({ "cf-ipcountry": "UY" }), false)).toBeNull();
  });
});

describe("who is not counted", () => {
  it("counts a browser", () => {
    expect(exclusionOf(new Headers({ "user-agent": CHROME_ANDROID }))).toBeNull();
    expect(exclusionOf(new Headers({ "user-agent": CHROME_ANDROID, cookie: "flash=abc" }))).toBeNull();
  });
  it("leaves out crawlers and requests without a user agent", () => {
    expect(exclusionOf(new Headers({ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }))).toBe(
      "bot",
    );
    expect(exclusionOf(new Headers())).toBe("bot");
  });
  it("leaves out prefetched and prerendered requests", () => {
    expect(exclusionOf(new Headers({ "user-agent": CHROME_ANDROID, "sec-purpose": "prefetch;prerender" }))).toBe("prefetch");
    expect(exclusionOf(new Headers({ "user-agent": CHROME_ANDROID, purpose: "prefetch" }))).toBe("prefetch");
  });
  it("leaves out signed-in staff (a session cookie, over HTTP or HTTPS)", () => {
    expect(exclusionOf(new Headers({ "user-agent": CHROME_ANDROID, cookie: "a=1; better-auth.session_token=xyz" }))).toBe("staff");
    expect(exclusionOf(new Headers({ "user-agent": CHROME_ANDROID, cookie: "__Secure-better-auth.session_token=xyz" }))).toBe("staff");
  });
  it("never counts the admin or the account pages", () => {
    expect(isTrackedPath("/admin")).toBe(false);
    expect(isTrackedPath("/admin/analytics")).toBe(false);
    expect(isTrackedPath("/auth/recuperar")).toBe(false);
    expect(isTrackedPath("/administracion-de-tambos")).toBe(true);
    expect(isTrackedPath("/")).toBe(true);
  });
});

describe("visitor hash", () => {
  const visitor = { clientIp: "203.0.113.7", userAgent: CHROME_ANDROID, siteHost: "agro.example" };
  it("is the same for the same browser on the same day, and differs with any input", () => {
    const hash = visitorHash("salt-of-today", visitor);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash("salt-of-today", { ...visitor })).toBe(hash);
    expect(visitorHash("salt-of-tomorrow", visitor)).not.toBe(hash);
    expect(visitorHash("salt-of-today", { ...visitor, clientIp: "203.0.113.8" })).not.toBe(hash);
    expect(visitorHash("salt-of-today", { ...visitor, userAgent: `${CHROME_ANDROID} X` })).not.toBe(hash);
    expect(visitorHash("salt-of-today", { ...visitor, siteHost: "otro.example" })).not.toBe(hash);
  });
  it("does not contain the address or the user agent", () => {
    const hash = visitorHash("salt", visitor);
    expect(hash).not.toContain("203");
    expect(visitorHash("salt", { ...visitor, clientIp: "::ffff:203.0.113.7" })).toBe(hash);
  });
});

describe("the beacon's rate limit", () => {
  it("allows `max` per window and key, then refuses until the window is over", () => {
    const limit = new MemoryRateLimit({ max: 2, windowSeconds: 60 });
    expect([limit.consume("a", 0), limit.consume("a", 1), limit.consume("a", 2)]).toEqual([true, true, false]);
    expect(limit.consume("b", 2)).toBe(true);
    expect(limit.consume("a", 60_000)).toBe(true);
  });
  it("remembers a bounded number of clients", () => {
    const limit = new MemoryRateLimit({ max: 1, windowSeconds: 60 }, 3);
    for (const key of ["a", "b", "c", "d", "e"]) expect(limit.consume(key, 0)).toBe(true);
    expect((limit as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(3);
  });
});
