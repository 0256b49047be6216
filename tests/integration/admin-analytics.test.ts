import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { rollupDay } from "~/.server/analytics/rollup";
import { mondayOf } from "~/.server/analytics/leads";
import { analyticsDaily, analyticsEvents, analyticsRollupDays, contactMessages, leadItems } from "~/.server/db/schema";
import { addDays } from "~/admin/lib/analytics-range";
import { montevideoDate } from "~/lib/montevideo-time";
import { loader as csvLoader } from "~/admin/routes/analytics.csv";
import { loader } from "~/admin/routes/analytics";
import { TEST_ORIGIN } from "../support/auth";
import { adminRouteContext } from "../support/route-context";
import { setUpSignedInAdmin } from "../support/signed-in-admin";

// /admin/analytics: the statistics of a period from the raw events (today, rolled up on demand)
// and the daily rollups, with the period before to compare, and the enquiries from the leads.

const admin = setUpSignedInAdmin("estadisticas@example.com");
const db = () => admin.test.database.connection.db;
const today = montevideoDate(new Date());

type NewEvent = typeof analyticsEvents.$inferInsert;

function pageview(visitor: string, path: string, daysAgo = 0, extra: Partial<NewEvent> = {}): NewEvent {
  const day = addDays(today, -daysAgo);
  return { name: "pageview", path, visitorHash: visitor, day, createdAt: new Date(`${day}T15:00:00Z`), ...extra };
}

function message(pagePath: string, daysAgo = 0, spamReason: string | null = null) {
  const day = addDays(today, -daysAgo);
  return {
    source: "contacto",
    nombre: "Ana",
    email: "ana@example.com",
    mensaje: "Precio del sellador",
    pagePath,
    spamReason,
    createdAt: new Date(`${day}T15:00:00Z`),
  };
}

beforeEach(async () => {
  for (const table of [analyticsEvents, analyticsDaily, analyticsRollupDays, contactMessages]) await db().delete(table);
  await db().execute(sql`select search_write_document('page:/tambo', 'content', 'page', '/tambo', 'Tambo', '', '', '', null, null, null)`);
  await db()
    .insert(analyticsEvents)
    .values([
      // Today: two visitors, four page views; one came from Google on a phone, with a campaign.
      pageview("a", "/", 0, { referrerHost: "google.com", device: "phone", utmCampaign: "ordeñe-2026", country: "UY" }),
      pageview("a", "/tambo", 0, { device: "phone" }),
      pageview("a", "/productos/flexnet-pro", 0, { device: "phone" }),
      pageview("b", "/tambo", 0, { device: "desktop" }),
      { name: "specialist_chat", properties: { specialist: "Tambo" }, path: "/tambo", visitorHash: "b", day: today, createdAt: new Date() },
      { name: "sector_click", properties: { sector: "Tambo" }, path: "/", visitorHash: "a", day: today, createdAt: new Date() },
      // Two days ago: one visitor.
      pageview("c", "/tambo", 2),
      // The previous 7-day period: one visitor with two views.
      pageview("d", "/", 9),
      pageview("d", "/tambo", 9),
    ]);
  // Past days are rolled up as the maintenance job would.
  for (const daysAgo of [2, 9]) await rollupDay(db(), addDays(today, -daysAgo), { final: true });
  await db()
    .insert(contactMessages)
    .values([message("/tambo"), message("/tambo", 2), message("/contacto", 9), message("/tambo", 0, "honeypot")]);
});

async function load(search: string, withCookie = true) {
  const headers = new Headers({ accept: "text/html" });
  if (withCookie) headers.set("cookie", admin.cookie);
  const request = new Request(new URL(`/admin/analytics${search}`, TEST_ORIGIN), { headers });
  return loader({ request, params: {}, context: await adminRouteContext(request) } as unknown as Parameters<typeof loader>[0]);
}

describe("/admin/analytics", () => {
  it("counts visitors once per day, page views and enquiries per day, and compares with the period before", async () => {
    const { range, dashboard } = await load("?dias=7");
    expect(range).toMatchObject({ days: 7, to: today });
    expect(dashboard.daily).toHaveLength(7);
    expect(dashboard.daily.at(-1)).toEqual({ day: today, visitors: 2, pageviews: 4, messages: 1 });
    expect(dashboard.daily.at(-3)).toEqual({ day: addDays(today, -2), visitors: 1, pageviews: 1, messages: 1 });
    expect(dashboard.totals).toEqual({ visitors: 3, pageviews: 5, messages: 2 });
    expect(dashboard.previousTotals).toEqual({ visitors: 1, pageviews: 2, messages: 1 });
  });

  it("ranks pages with their titles, products, referrers, campaigns, devices, countries and actions", async () => {
    const { dashboard } = await load("?dias=7");
    expect(dashboard.pages[0]).toMatchObject({ value: "/tambo", count: 3, visitors: 3 });
    expect(dashboard.titles["/tambo"]).toBe("Tambo");
    expect(dashboard.products).toEqual([{ value: "/productos/flexnet-pro", count: 1, visitors: 1 }]);
    expect(dashboard.referrers.find((row) => row.value === "google.com")?.count).toBe(1);
    expect(dashboard.campaigns.map((row) => row.value)).toEqual(["ordeñe-2026"]);
    expect(dashboard.devices.map((row) => [row.value, row.count])).toEqual([
      ["phone", 3],
      ["desktop", 1],
    ]);
    expect(dashboard.countries.map((row) => row.value)).toEqual(["UY"]);
    expect(dashboard.events.map((row) => row.value).sort()).toEqual(["sector_click", "specialist_chat"]);
    expect(dashboard.sectors).toEqual([{ value: "Tambo", count: 1, visitors: 1 }]);
    expect(dashboard.leads.bySource).toEqual([{ page: "/tambo", leads: 2, won: 0 }]);
  });

  it("counts the leads («Consultas») by week and stage, source page and product, and the share won, without spam", async () => {
    const [won] = await db()
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(sql`page_path = '/tambo' and spam_reason is null and created_at = ${new Date(`${today}T15:00:00Z`)}`);
    await db()
      .update(contactMessages)
      .set({ stage: "ganada" })
      .where(sql`id = ${won!.id}`);
    const [lost, spam] = await db()
      .insert(contactMessages)
      .values([
        { ...message("/productos/flexnet-pro"), stage: "perdida", lostReason: "Precio", createdAt: new Date(`${today}T16:00:00Z`) },
        { ...message("/productos/flexnet-pro", 0, "too-fast"), stage: "ganada" },
      ])
      .returning({ id: contactMessages.id });
    const item = { kind: "product" as const, ref: "p1", path: "/producto/p1", position: 0 };
    await db()
      .insert(leadItems)
      .values([
        { ...item, contactMessageId: won!.id, name: "Sellador (nombre viejo)", quantity: 2 },
        { ...item, contactMessageId: lost!.id, name: "Sellador post dipping", quantity: 3 },
        { ...item, contactMessageId: lost!.id, ref: "p2", path: "/producto/p2", position: 1, name: "Pezoneras", quantity: 1000 },
        { ...item, contactMessageId: spam!.id, name: "Sellador post dipping", quantity: 50 },
      ]);

    const { leads } = (await load("?dias=7")).dashboard;
    expect({ total: leads.total, won: leads.won, lost: leads.lost }).toEqual({ total: 3, won: 1, lost: 1 });
    expect(leads.bySource).toEqual([
      { page: "/tambo", leads: 2, won: 1 },
      { page: "/productos/flexnet-pro", leads: 1, won: 0 },
    ]);
    // Grouped by product, under the name of the latest lead that asked for it.
    expect(leads.byProduct).toEqual([
      { kind: "product", ref: "p1", name: "Sellador post dipping", path: "/producto/p1", leads: 2, quantity: 5 },
      { kind: "product", ref: "p2", name: "Pezoneras", path: "/producto/p2", leads: 1, quantity: 1000 },
    ]);
    // Weeks start on Monday and cover the whole period; today's week holds today's leads by stage.
    expect(leads.weeks[0]!.week <= addDays(today, -6)).toBe(true);
    expect(leads.weeks.every((week) => new Date(`${week.week}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(leads.weeks.reduce((sum, week) => sum + week.total, 0)).toBe(3);
    expect(leads.weeks.at(-1)!.stages).toMatchObject({ ganada: 1, perdida: 1 });
    expect(mondayOf("2026-11-28")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");

    const request = new Request(new URL("/admin/analytics.csv?dias=7", TEST_ORIGIN), { headers: { cookie: admin.cookie } });
    const csv = await (
      await csvLoader({ request, params: {}, context: await adminRouteContext(request) } as unknown as Parameters<typeof csvLoader>[0])
    ).text();
    expect(csv).toContain('"Ganadas sobre cerradas (ganadas + perdidas)","50 %"');
    expect(csv).toContain('"Tambo","2","1"');
    expect(csv).toContain('"Sellador post dipping","2","5"');
  });

  it("shows a custom range, and says why when the dates cannot be used", async () => {
    const custom = await load(`?desde=${addDays(today, -9)}&hasta=${addDays(today, -9)}`);
    expect(custom.range).toMatchObject({ days: 1, preset: null });
    expect(custom.dashboard.totals).toEqual({ visitors: 1, pageviews: 2, messages: 1 });
    const backwards = await load(`?desde=${today}&hasta=${addDays(today, -3)}`);
    expect(backwards.problem).toMatch(/anterior/);
    expect(backwards.range.days).toBe(30);
  });

  it("exports the period as a CSV a spreadsheet opens", async () => {
    const request = new Request(new URL("/admin/analytics.csv?dias=7", TEST_ORIGIN), { headers: { cookie: admin.cookie } });
    const response = await csvLoader({ request, params: {}, context: await adminRouteContext(request) } as unknown as Parameters<
      typeof csvLoader
    >[0]);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The BOM that makes Excel read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv).toContain(`"${today}","2","4","1"`);
    expect(csv).toContain(`"Total","3","5","2"`);
    expect(csv).toContain(`"Tambo","3"`);
  });

  it("is for administrators only", async () => {
    await expect(load("", false)).rejects.toMatchObject({ status: 302 });
  });
});
