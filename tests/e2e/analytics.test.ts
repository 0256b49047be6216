import { rmSync } from "node:fs";
import { asc } from "drizzle-orm";
import { type APIRequestContext, type Browser, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedDatabase } from "~/.server/db/client";
import { analyticsEvents } from "~/.server/db/schema";
import { launchBrowser, viewports, visitorUserAgent, waitForHydration } from "../support/browser";
import { signUpAndSignIn } from "../support/accounts-over-http";
import { newDataDir, type RunningServer, startServer } from "../support/server";

// First-party analytics end to end: a visitor browses the public site with JavaScript (a page from
// a search engine with a campaign in its address, a sector tile, a full page load), an administrator
// browses the admin and the site; once the server has stopped (it writes the buffered page views
// before closing the database) the visitor's page views are stored, the administrator's are not.

const adminEmail = "estadisticas-e2e@example.com";

const password = "una-clave-bastante-larga";

describe("analytics", () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: APIRequestContext;
  const dataDir = newDataDir("site-analytics-");

  /** The number of beacons the server has answered so far (its request log). */
  const beaconsAnswered = () =>
    server.output.filter((line) => line.includes('"path":"/api/events"') && line.includes('"status":204')).length;
  async function waitForBeacons(count: number) {
    for (let i = 0; i < 150 && beaconsAnswered() < count; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(beaconsAnswered()).toBe(count);
  }

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: adminEmail, DATABASE_URL: "", SMTP_URL: "" });
    browser = await launchBrowser();
    admin = await request.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
    await signUpAndSignIn(server, admin, adminEmail, password);
  });
  afterAll(async () => {
    await browser?.close();
    await admin?.dispose();
    if (server?.process.exitCode === null) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stores a visitor's page views and events, not the administrator's, written by the time the server has stopped", async () => {
    const visitor = await browser.newContext({
      baseURL: server.url,
      viewport: viewports.mobile,
      locale: "es-UY",
      userAgent: visitorUserAgent,
    });
    const page = await visitor.newPage();
    await page.goto("/?utm_source=WhatsApp&utm_medium=social&utm_campaign=Expo%20Prado", { referer: "https://www.google.com/" });
    await waitForHydration(page);
    await waitForBeacons(1);
    // A client-side navigation: the tile reports its click, the new page its view.
    await page.locator("#servicios").getByRole("link", { name: "Tambo", exact: true }).click();
    await page.waitForURL("**/tambo");
    await waitForBeacons(3);
    await page.goto("/productos/innovent");
    await waitForHydration(page);
    await waitForBeacons(4);
    await visitor.close();

    // The administrator, signed in: neither the admin nor the public pages they look at count.
    const staff = await browser.newContext({
      baseURL: server.url,
      viewport: viewports.desktop,
      userAgent: visitorUserAgent,
      storageState: await admin.storageState(),
    });
    const staffPage = await staff.newPage();
    await staffPage.goto("/admin");
    await expect(staffPage.getByRole("heading", { level: 1 }).first().isVisible()).resolves.toBe(true);
    await staffPage.goto("/noticias");
    await waitForHydration(staffPage);
    await waitForBeacons(5);
    await staff.close();

    // SIGTERM: the server writes what its buffer holds before it releases the database.
    expect(await server.stop()).toBe(0);
    const connection = await openEmbeddedDatabase({ dataDir });
    try {
      const rows = await connection.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.createdAt));
      expect(rows.map((row) => [row.name, row.path])).toEqual([
        ["pageview", "/"],
        ["sector_click", "/"],
        ["pageview", "/tambo"],
        ["pageview", "/productos/innovent"],
      ]);
      const [entry, , tambo] = rows;
      expect(entry).toMatchObject({
        referrerHost: "google.com",
        utmSource: "whatsapp",
        utmMedium: "social",
        utmCampaign: "Expo Prado",
        device: "phone",
      });
      expect(tambo).toMatchObject({ referrerHost: null, utmSource: null, device: "phone" });
      expect(rows[1]!.properties).toEqual({ sector: "Tambo" });
      // One visitor, one hash for the day.
      expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(1);
      expect(rows.every((row) => !row.path?.startsWith("/admin") && row.path !== "/noticias")).toBe(true);
    } finally {
      await connection.close();
    }
  });
});
