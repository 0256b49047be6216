import { beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents } from "~/.server/db/schema";
import { sectors } from "~/content/sectors";
import { montevideoDate } from "~/lib/montevideo-time";
import { loader } from "~/routes/admin/admin.analytics";
import { TEST_ORIGIN } from "../support/auth";
import { setUpSignedInAdmin } from "../support/signed-in-admin";
import { adminRouteContext } from "../support/route-context";

// /admin/analytics: sector tile clicks per sector over 7, 30 or 90 days, for administrators only.

const adminEmail = "estadisticas@example.com";
const DAY = 24 * 60 * 60 * 1000;

const admin = setUpSignedInAdmin(adminEmail);

beforeEach(async () => {
  const db = admin.test.database.connection.db;
  await db.delete(analyticsEvents);
  const click = (sector: string, daysAgo: number) => {
    const createdAt = new Date(Date.now() - daysAgo * DAY);
    return { name: "sector_click", properties: { sector }, path: "/", day: montevideoDate(createdAt), createdAt };
  };
  await db.insert(analyticsEvents).values([
    click("Tambo", 1),
    click("Tambo", 2),
    click("Tambo", 20),
    click("Industria", 3),
    click("Industria", 60),
    click("Conservación de forrajes", 100),
    // What a stranger could store before the beacon accepted only the home page's sectors.
    click("<b>Compre ya</b> https://phish.example", 1),
    { name: "otro_evento", properties: { sector: "Tambo" }, path: "/", day: montevideoDate(new Date()), createdAt: new Date() },
  ]);
});

async function load(search: string, withCookie = true) {
  const headers = new Headers({ accept: "text/html" });
  if (withCookie) headers.set("cookie", admin.cookie);
  const request = new Request(new URL(`/admin/analytics${search}`, TEST_ORIGIN), { headers });
  return loader({ request, params: {}, context: await adminRouteContext(request) } as unknown as Parameters<typeof loader>[0]);
}

describe("/admin/analytics", () => {
  it("counts each sector's clicks in the chosen period, most chosen first, every sector listed", async () => {
    const week = await load("?dias=7");
    expect(week.days).toBe(7);
    expect(week.total).toBe(3);
    expect(week.rows.slice(0, 2)).toEqual([
      { sector: "Tambo", clicks: 2 },
      { sector: "Industria", clicks: 1 },
    ]);
    // Every sector the home page shows, and nothing else.
    expect(week.rows.map((row) => row.sector).sort()).toEqual(sectors.map((sector) => sector.title).sort());

    const quarter = await load("?dias=90");
    expect(quarter.rows.find((row) => row.sector === "Industria")?.clicks).toBe(2);
    expect(quarter.rows.find((row) => row.sector === "Tambo")?.clicks).toBe(3);
    expect(quarter.rows.find((row) => row.sector === "Conservación de forrajes")?.clicks).toBe(0);
  });

  it("shows the last 30 days unless 7, 30 or 90 is asked for", async () => {
    expect((await load("")).days).toBe(30);
    expect((await load("?dias=365")).days).toBe(30);
    expect((await load("?dias=abc")).total).toBe(4);
  });

  it("is for administrators only", async () => {
    await expect(load("", false)).rejects.toMatchObject({ status: 302 });
  });
});
