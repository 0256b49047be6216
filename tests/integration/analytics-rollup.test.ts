import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flushAnalytics } from "~/.server/analytics/buffer";
import { collectEvent, type RequestFacts } from "~/.server/analytics/collect";
import { rollupDay, runAnalyticsMaintenance } from "~/.server/analytics/rollup";
import { analyticsDaily, analyticsEvents, analyticsRollupDays, analyticsSalts } from "~/.server/db/schema";
import { createTestDatabase, type TestDatabase } from "../support/database";

// The daily rollups the statistics read forever, and what is deleted as days go by: raw rows after
// 90 days, visitor salts after yesterday (docs/decisions/019-cookieless-analytics.md).

const PHONE = "Mozilla/5.0 (Linux; Android 14; SM-A146M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const TABLET =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

// Montevideo noon of 2026-11-25 and 2026-11-26 (UTC-3), and a day 100 days before.
const YESTERDAY_NOON = new Date("2026-11-25T15:00:00Z");
const TODAY_NOON = new Date("2026-11-26T15:00:00Z");
const LONG_AGO = new Date("2026-08-18T15:00:00Z");

let test: TestDatabase;
const db = () => test.connection.db;

function facts(clientIp: string, userAgent: string, headers: Record<string, string> = {}): RequestFacts {
  return {
    headers: new Headers({ "user-agent": userAgent, ...headers }),
    requestOrigin: "http://localhost:3000",
    siteOrigin: "https://agro.example",
    clientIp,
    behindTrustedProxy: true,
  };
}

const visitorA = facts("203.0.113.7", PHONE);
const visitorB = facts("198.51.100.4", TABLET, { "cf-ipcountry": "UY" });

async function daily(day: string) {
  const rows = await db()
    .select()
    .from(analyticsDaily)
    .where(eq(analyticsDaily.day, day))
    .orderBy(asc(analyticsDaily.event), asc(analyticsDaily.dimension), asc(analyticsDaily.value));
  return rows.map(({ event, dimension, value, count, visitors }) => `${event} ${dimension}=${value} ${count}/${visitors}`);
}

describe("analytics rollups and retention", () => {
  beforeAll(async () => {
    test = await createTestDatabase();
    const at = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
    collectEvent(
      db(),
      visitorA,
      { name: "pageview", path: "/", referrer: "https://www.google.com/", utm_source: "WhatsApp", width: 390 },
      at(YESTERDAY_NOON, 0),
    );
    collectEvent(db(), visitorA, { name: "pageview", path: "/producto/abc", width: 390 }, at(YESTERDAY_NOON, 1));
    collectEvent(db(), visitorB, { name: "pageview", path: "/producto/abc", width: 800 }, at(YESTERDAY_NOON, 2));
    collectEvent(db(), visitorA, { name: "sector_click", path: "/", properties: { sector: "Tambo" } }, at(YESTERDAY_NOON, 3));
    collectEvent(db(), visitorA, { name: "contact_sent", path: "/", properties: { form: "inicio" } }, at(YESTERDAY_NOON, 4));
    collectEvent(
      db(),
      visitorA,
      { name: "sheet_download", path: "/productos/innovent/ficha-tecnica", properties: { product: "innovent" } },
      at(YESTERDAY_NOON, 5),
    );
    collectEvent(db(), visitorA, { name: "pageview", path: "/", width: 390 }, TODAY_NOON);
    collectEvent(db(), visitorB, { name: "pageview", path: "/", width: 390 }, LONG_AGO);
    await flushAnalytics();
  });
  afterAll(() => test.dispose());

  it("gives the same browser a new hash the next day", async () => {
    const views = await db()
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.name, "pageview"), eq(analyticsEvents.path, "/")))
      .orderBy(asc(analyticsEvents.createdAt));
    const [, yesterday, today] = views;
    expect(yesterday!.day).toBe("2026-11-25");
    expect(today!.day).toBe("2026-11-26");
    expect(today!.visitorHash).not.toBe(yesterday!.visitorHash);
  });

  it("rolls up every day with raw rows: page views and visitors per page, product, referrer, UTM, device, country and event", async () => {
    const report = await runAnalyticsMaintenance(db(), TODAY_NOON);
    expect(report.rolledUp).toEqual(["2026-08-18", "2026-11-25", "2026-11-26"]);
    expect(await daily("2026-11-25")).toEqual([
      "contact_sent page=/ 1/1",
      "contact_sent property:form=inicio 1/1",
      "contact_sent total= 1/1",
      "pageview country=UY 1/1",
      "pageview device=phone 2/1",
      "pageview device=tablet 1/1",
      "pageview page=/ 1/1",
      "pageview page=/producto/abc 2/2",
      "pageview product=/producto/abc 2/2",
      "pageview referrer= 2/2",
      "pageview referrer=google.com 1/1",
      "pageview total= 3/2",
      "pageview utm_source=whatsapp 1/1",
      "sector_click page=/ 1/1",
      "sector_click property:sector=Tambo 1/1",
      "sector_click total= 1/1",
      "sheet_download page=/productos/innovent/ficha-tecnica 1/1",
      "sheet_download property:product=innovent 1/1",
      "sheet_download total= 1/1",
    ]);
    expect(await daily("2026-11-26")).toContain("pageview total= 1/1");
    const days = await db().select().from(analyticsRollupDays).orderBy(asc(analyticsRollupDays.day));
    // Today is not over: its rollup is redone until it is.
    expect(days.map((day) => [day.day, day.final])).toEqual([
      ["2026-08-18", true],
      ["2026-11-25", true],
      ["2026-11-26", false],
    ]);
  });

  it("gives the same rollup however often it runs, also from two instances at once", async () => {
    const before = await daily("2026-11-25");
    await Promise.all([
      rollupDay(db(), "2026-11-25", { final: true, now: TODAY_NOON }),
      rollupDay(db(), "2026-11-25", { final: true, now: TODAY_NOON }),
    ]);
    await runAnalyticsMaintenance(db(), TODAY_NOON);
    expect(await daily("2026-11-25")).toEqual(before);
  });

  it("deletes raw rows older than 90 days once rolled up, and keeps their rollup", async () => {
    expect(await db().select().from(analyticsEvents).where(eq(analyticsEvents.day, "2026-08-18"))).toHaveLength(0);
    expect(await daily("2026-08-18")).toEqual([
      "pageview country=UY 1/1",
      "pageview device=phone 1/1",
      "pageview page=/ 1/1",
      "pageview referrer= 1/1",
      "pageview total= 1/1",
    ]);
    // A day whose raw rows are gone is never rolled up again from nothing.
    expect(await rollupDay(db(), "2026-08-18", { now: TODAY_NOON })).toBe(false);
    expect(await daily("2026-08-18")).toContain("pageview total= 1/1");
    // Yesterday's raw rows stay.
    expect(await db().select().from(analyticsEvents).where(eq(analyticsEvents.day, "2026-11-25"))).toHaveLength(6);
  });

  it("keeps only yesterday's and today's salts: older hashes can no longer be recomputed", async () => {
    expect((await db().select().from(analyticsSalts)).map((salt) => salt.day).sort()).toEqual(["2026-11-25", "2026-11-26"]);
    await runAnalyticsMaintenance(db(), new Date("2026-11-27T15:00:00Z"));
    expect((await db().select().from(analyticsSalts)).map((salt) => salt.day).sort()).toEqual(["2026-11-26"]);
  });

  it("rolls up a day as final only once it is over and late events had time to arrive", async () => {
    collectEvent(db(), visitorA, { name: "pageview", path: "/", width: 390 }, new Date("2026-11-28T02:58:00Z"));
    await flushAnalytics();
    // Five minutes after Montevideo midnight: the 27th is over, but a buffer may still hold some.
    await runAnalyticsMaintenance(db(), new Date("2026-11-28T03:05:00Z"));
    const final = async (day: string) => (await db().select().from(analyticsRollupDays).where(eq(analyticsRollupDays.day, day)))[0]?.final;
    expect(await final("2026-11-27")).toBe(false);
    await runAnalyticsMaintenance(db(), new Date("2026-11-28T03:20:00Z"));
    expect(await final("2026-11-27")).toBe(true);
    expect(await daily("2026-11-27")).toContain("pageview total= 1/1");
  });
});
