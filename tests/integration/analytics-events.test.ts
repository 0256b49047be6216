import { asc, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { flushAnalytics } from "~/.server/analytics/buffer";
import { analyticsEvents, analyticsSalts, articles, products } from "~/.server/db/schema";
import {
  EVENTS_ADDRESS_RATE_LIMIT,
  EVENTS_RATE_LIMIT,
  PAGE_VIEW_ADDRESS_PAGE_RATE_LIMIT,
  PAGE_VIEW_ADDRESS_RATE_LIMIT,
  PAGE_VIEW_RATE_LIMIT,
  resetEventsRateLimits,
} from "~/.server/analytics/events-rate-limit";
import { loadAnalyticsDashboard } from "~/.server/analytics/dashboard";
import { rollupDay } from "~/.server/analytics/rollup";
import { bumpContentVersion } from "~/.server/cache/content-version";
import { buildRouteTable } from "~/.server/seo/route-table";
import { presetRange } from "~/admin/lib/analytics-range";
import { montevideoDate } from "~/lib/montevideo-time";
import { visitablePagePaths } from "~/lib/sitemap";
import { action } from "~/routes/resources/api.events";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { routeContext } from "../support/route-context";

// POST /api/events: the page-view beacon and the events pages report, counted without cookies
// (docs/decisions/019-cookieless-analytics.md).

const BROWSER = "Mozilla/5.0 (Linux; Android 14; SM-A146M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let test: TestDatabase;

interface Sent {
  method?: string;
  clientIp?: string;
  headers?: Record<string, string>;
}

function beacon(body: unknown, { method = "POST", clientIp = "203.0.113.7", headers = {} }: Sent = {}) {
  const request = new Request("http://localhost/api/events", {
    method,
    headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": BROWSER, ...headers },
    body: method === "POST" ? (typeof body === "string" ? body : JSON.stringify(body)) : undefined,
  });
  return action({ request, params: {}, context: routeContext({ clientIp, db: test.connection.db }) } as unknown as Parameters<
    typeof action
  >[0]);
}

async function stored() {
  await flushAnalytics();
  return test.connection.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.createdAt));
}

const pageview = (path: string, extra: Record<string, unknown> = {}) => ({ name: "pageview", path, width: 390, ...extra });

describe("POST /api/events", () => {
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterEach(async () => {
    await flushAnalytics();
    await test.connection.db.delete(analyticsEvents);
    resetEventsRateLimits();
  });
  afterAll(() => test.dispose());

  it("stores a page view with its page, outside referrer host, UTM, device class, day and a visitor hash, and nothing personal", async () => {
    const response = await beacon(
      pageview("/tambo", {
        referrer: "https://www.google.com/search?q=ordeñe",
        utm_source: "WhatsApp",
        utm_medium: "social",
        utm_campaign: "Expo Prado",
      }),
    );
    expect(response.status).toBe(204);
    const [row, ...more] = await stored();
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      name: "pageview",
      path: "/tambo",
      referrerHost: "google.com",
      utmSource: "whatsapp",
      utmMedium: "social",
      utmCampaign: "Expo Prado",
      device: "phone",
      // No trusted proxy in the tests: a country header would be the visitor's own word.
      country: null,
      properties: {},
    });
    expect(row!.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    expect(row!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(row)).not.toContain("203.0.113.7");
    expect(JSON.stringify(row)).not.toContain("Android");
    expect(JSON.stringify(row)).not.toContain("ordeñe");
  });

  it("drops a referrer from our own site", async () => {
    await beacon(pageview("/industria", { referrer: "http://localhost/tambo" }));
    expect((await stored())[0]!.referrerHost).toBeNull();
  });

  it("counts the same browser once per day however many pages it sees, and another browser apart", async () => {
    await beacon(pageview("/"));
    await beacon(pageview("/tambo"));
    await beacon(pageview("/industria"), { clientIp: "203.0.113.8" });
    const rows = await stored();
    expect(rows).toHaveLength(3);
    expect(rows[0]!.visitorHash).toBe(rows[1]!.visitorHash);
    expect(rows[2]!.visitorHash).not.toBe(rows[0]!.visitorHash);
    // One salt for the day, in the database, so every instance hashes alike.
    expect(await test.connection.db.select().from(analyticsSalts).where(eq(analyticsSalts.day, rows[0]!.day))).toHaveLength(1);
  });

  it("stores the events pages report: sector tiles and specialists' chat and phone", async () => {
    expect((await beacon({ name: "sector_click", properties: { sector: "Tambo" }, path: "/" })).status).toBe(204);
    expect(
      (await beacon({ name: "specialist_chat", properties: { specialist: "Calidad de Leche y Tambos" }, path: "/contacto" })).status,
    ).toBe(204);
    expect((await beacon({ name: "specialist_phone", properties: { specialist: "Industria" }, path: "/contacto" })).status).toBe(204);
    const rows = await stored();
    expect(rows.map((row) => [row.name, row.path, row.properties])).toEqual([
      ["sector_click", "/", { sector: "Tambo" }],
      ["specialist_chat", "/contacto", { specialist: "Calidad de Leche y Tambos" }],
      ["specialist_phone", "/contacto", { specialist: "Industria" }],
    ]);
  });

  it("refuses unknown events, server-only events, wrong shapes, malformed and oversized bodies, storing nothing", async () => {
    expect((await beacon({ name: "page_view", path: "/" })).status).toBe(400);
    // Only the server records a contact message or a download: a stranger cannot invent leads.
    expect((await beacon({ name: "contact_sent", path: "/", properties: { form: "inicio" } })).status).toBe(400);
    expect((await beacon({ name: "sheet_download", path: "/productos/innovent/ficha-tecnica" })).status).toBe(400);
    expect((await beacon({ name: "sector_click", properties: {} })).status).toBe(400);
    expect((await beacon({ name: "sector_click", properties: { sector: "<b>Compre ya</b> https://phish.example" } })).status).toBe(400);
    expect((await beacon({ name: "sector_click", properties: { sector: "Tambo", extra: "x" } })).status).toBe(400);
    expect((await beacon(pageview("/", { email: "alguien@example.com" }))).status).toBe(400);
    expect((await beacon(pageview("https://evil.example/"))).status).toBe(400);
    expect((await beacon(pageview("/", { utm_campaign: "<script>" }))).status).toBe(400);
    expect((await beacon("{not json")).status).toBe(400);
    expect((await beacon(pageview("/", { referrer: `https://x.example/${"x".repeat(3000)}` }))).status).toBe(413);
    expect((await beacon(null, { method: "GET" })).status).toBe(405);
    expect(await stored()).toHaveLength(0);
  });

  it("answers bots, prefetches, signed-in staff and the admin's pages like anyone, but counts none of them", async () => {
    expect((await beacon(pageview("/"), { headers: { "User-Agent": GOOGLEBOT } })).status).toBe(204);
    expect((await beacon(pageview("/"), { headers: { "User-Agent": "" } })).status).toBe(204);
    expect((await beacon(pageview("/"), { headers: { "Sec-Purpose": "prefetch;prerender" } })).status).toBe(204);
    expect((await beacon(pageview("/"), { headers: { Cookie: "better-auth.session_token=abc.def" } })).status).toBe(204);
    // The admin and account pages are refused outright: no page there sends a beacon.
    expect((await beacon(pageview("/admin/analytics"))).status).toBe(400);
    expect((await beacon(pageview("/auth"))).status).toBe(400);
    expect(await stored()).toHaveLength(0);
  });

  it("limits how many reports one browser may send, and counts each browser and address on its own", async () => {
    const tile = { name: "sector_click", properties: { sector: "Tambo" }, path: "/" };
    for (let sent = 0; sent < EVENTS_RATE_LIMIT.max; sent++) expect((await beacon(tile)).status).toBe(204);
    const refused = await beacon(tile);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(EVENTS_RATE_LIMIT.windowSeconds));
    // Another phone behind the same carrier address, and another address.
    expect((await beacon(tile, { headers: { "User-Agent": `${BROWSER} Edg/131.0` } })).status).toBe(204);
    expect((await beacon(tile, { clientIp: "203.0.113.8" })).status).toBe(204);
    expect(await stored()).toHaveLength(EVENTS_RATE_LIMIT.max + 2);
  });

  it("counts a handful of page views per visitor and page a minute, however many arrive, and answers the rest alike", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      for (let sent = 0; sent < 100; sent++)
        expect((await beacon(pageview("/tambo", { referrer: `https://spam${sent}.example/` }))).status).toBe(204);
      // Another page of the same visitor counts on its own.
      expect((await beacon(pageview("/contacto"))).status).toBe(204);
      let rows = await stored();
      expect(rows.filter((row) => row.path === "/tambo")).toHaveLength(PAGE_VIEW_RATE_LIMIT.max);
      expect(rows.filter((row) => row.path === "/contacto")).toHaveLength(1);
      // A minute later the visitor's views of the page count again.
      vi.setSystemTime(Date.now() + PAGE_VIEW_RATE_LIMIT.windowSeconds * 1000);
      expect((await beacon(pageview("/tambo"))).status).toBe(204);
      rows = await stored();
      expect(rows.filter((row) => row.path === "/tambo")).toHaveLength(PAGE_VIEW_RATE_LIMIT.max + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not count more page views of one address because the user agent changes", async () => {
    for (let sent = 0; sent < 100; sent++) {
      expect((await beacon(pageview("/tambo"), { clientIp: "192.0.2.9", headers: { "User-Agent": `${BROWSER} v${sent}` } })).status).toBe(
        204,
      );
    }
    expect(await stored()).toHaveLength(PAGE_VIEW_ADDRESS_PAGE_RATE_LIMIT.max);
    // Spread over many pages, one address still counts a bounded number a minute.
    const pages = visitablePagePaths(buildRouteTable()).filter((path) => path !== "/tambo");
    for (const [sent, path] of pages.entries()) {
      await beacon(pageview(path), { clientIp: "192.0.2.9", headers: { "User-Agent": `${BROWSER} w${sent}` } });
    }
    expect(pages.length).toBeGreaterThan(PAGE_VIEW_ADDRESS_RATE_LIMIT.max);
    expect(await stored()).toHaveLength(PAGE_VIEW_ADDRESS_RATE_LIMIT.max);
  });

  it("counts only pages that exist for a visitor now: no invented path, unknown or inactive product, or unpublished article", async () => {
    const { db } = test.connection;
    const [active, inactive] = await db
      .insert(products)
      .values([
        { name: "Red Tamanet Edge 1,30 m", price: 189.9 },
        { name: "Red retirada", price: 10, isActive: false },
      ])
      .returning();
    await db.insert(articles).values([
      { title: "Cómo elegir la red para enfardar", slug: "red-publicada", isPublished: true, publishedAt: new Date(Date.now() - 60_000) },
      { title: "Borrador", slug: "borrador", isPublished: false },
    ]);
    // The admin's writes bump the content version; so does this test's.
    await bumpContentVersion(db);
    const spam = { referrer: "https://casino-spam.example/", utm_source: "spam", utm_campaign: "ganá-ya" };
    for (const path of [
      "/ofertas-increibles",
      "/tambo/no-existe",
      `/producto/${randomUUID()}`,
      `/producto/${inactive!.id}`,
      "/noticias/borrador",
      "/noticias/inventada",
    ]) {
      expect((await beacon(pageview(path, spam))).status).toBe(204);
      expect((await beacon({ name: "sector_click", properties: { sector: "Tambo" }, path })).status).toBe(204);
    }
    expect(await stored()).toEqual([]);
    for (const path of [
      "/",
      "/scio-cup",
      "/buscar",
      "/productos/innovent/ficha-tecnica",
      `/producto/${active!.id}`,
      "/noticias/red-publicada",
    ]) {
      expect((await beacon(pageview(path))).status).toBe(204);
    }
    expect((await stored()).map((row) => row.path)).toEqual([
      "/",
      "/scio-cup",
      "/buscar",
      "/productos/innovent/ficha-tecnica",
      `/producto/${active!.id}`,
      "/noticias/red-publicada",
    ]);

    // What the dashboard shows: the real pages, none of the invented referrers or campaigns.
    const today = montevideoDate(new Date());
    await rollupDay(db, today);
    const dashboard = await loadAnalyticsDashboard(db, presetRange(7, today), today);
    expect(dashboard.totals.pageviews).toBe(6);
    // Only direct visits (no referrer), no campaign at all.
    expect(dashboard.referrers.map((referrer) => referrer.value)).toEqual([""]);
    expect(dashboard.campaigns.filter((campaign) => campaign.value !== "")).toEqual([]);
    expect(JSON.stringify(dashboard)).not.toMatch(/spam|ganá|ofertas|inventada|borrador/);
  });

  it("caps one address however many user agents it claims", async () => {
    for (let sent = 0; sent < EVENTS_ADDRESS_RATE_LIMIT.max; sent++) {
      expect((await beacon(pageview("/"), { clientIp: "192.0.2.1", headers: { "User-Agent": `${BROWSER} v${sent}` } })).status).toBe(204);
    }
    expect((await beacon(pageview("/"), { clientIp: "192.0.2.1", headers: { "User-Agent": `${BROWSER} nuevo` } })).status).toBe(429);
  });
});
