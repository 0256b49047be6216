import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { flushAnalytics } from "~/.server/analytics/buffer";
import { analyticsEvents, analyticsSalts } from "~/.server/db/schema";
import { EVENTS_ADDRESS_RATE_LIMIT, EVENTS_RATE_LIMIT, resetEventsRateLimits } from "~/.server/analytics/events-rate-limit";
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
  return action({ request, params: {}, context: routeContext({ clientIp, db: test.connection.db }) } as unknown as Parameters<typeof action>[0]);
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
    expect((await beacon({ name: "specialist_chat", properties: { specialist: "Calidad de Leche y Tambos" }, path: "/contacto" })).status).toBe(204);
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
    const view = pageview("/");
    for (let sent = 0; sent < EVENTS_RATE_LIMIT.max; sent++) expect((await beacon(view)).status).toBe(204);
    const refused = await beacon(view);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(EVENTS_RATE_LIMIT.windowSeconds));
    // Another phone behind the same carrier address, and another address.
    expect((await beacon(view, { headers: { "User-Agent": `${BROWSER} Edg/131.0` } })).status).toBe(204);
    expect((await beacon(view, { clientIp: "203.0.113.8" })).status).toBe(204);
    expect(await stored()).toHaveLength(EVENTS_RATE_LIMIT.max + 2);
  });

  it("caps one address however many user agents it claims", async () => {
    for (let sent = 0; sent < EVENTS_ADDRESS_RATE_LIMIT.max; sent++) {
      expect((await beacon(pageview("/"), { clientIp: "192.0.2.1", headers: { "User-Agent": `${BROWSER} v${sent}` } })).status).toBe(204);
    }
    expect((await beacon(pageview("/"), { clientIp: "192.0.2.1", headers: { "User-Agent": `${BROWSER} nuevo` } })).status).toBe(429);
  });
});
