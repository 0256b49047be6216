import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, rateLimits } from "~/.server/db/schema";
import { action, EVENTS_RATE_LIMIT } from "~/routes/resources/api.events";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { routeContext } from "../support/route-context";

let test: TestDatabase;

function beacon(body: string, method = "POST", clientIp?: string) {
  const headers = new Headers({ "Content-Type": "application/json" });
  const request = new Request("http://localhost/api/events", {
    method,
    headers,
    body: method === "POST" ? body : undefined,
  });
  return action({ request, params: {}, context: routeContext({ clientIp, db: test.connection.db }) } as unknown as Parameters<typeof action>[0]);
}

describe("POST /api/events", () => {
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterEach(async () => {
    await test.connection.db.delete(analyticsEvents);
    await test.connection.db.delete(rateLimits);
  });
  afterAll(() => test.dispose());

  it("stores a sector tile click with the sector's name and the page", async () => {
    const response = await beacon(JSON.stringify({ name: "sector_click", properties: { sector: "Tambo" }, path: "/" }));
    expect(response.status).toBe(204);
    const rows = await test.connection.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "sector_click", properties: { sector: "Tambo" }, path: "/" });
  });

  it("refuses unknown events, malformed bodies and oversized bodies without storing anything", async () => {
    expect((await beacon(JSON.stringify({ name: "page_view", properties: {} }))).status).toBe(400);
    expect((await beacon(JSON.stringify({ name: "sector_click", properties: {} }))).status).toBe(400);
    expect((await beacon("{not json")).status).toBe(400);
    const huge = JSON.stringify({ name: "sector_click", properties: { sector: "x".repeat(5000) } });
    expect((await beacon(huge)).status).toBe(413);
    expect(await test.connection.db.select().from(analyticsEvents)).toHaveLength(0);
  });

  it("accepts only the sectors the home page shows, with nothing else attached", async () => {
    const click = (properties: Record<string, unknown>) => beacon(JSON.stringify({ name: "sector_click", properties, path: "/" }));
    expect((await click({ sector: "<b>Compre ya</b> https://phish.example" })).status).toBe(400);
    expect((await click({ sector: "tambo" })).status).toBe(400);
    expect((await click({ sector: "Tambo", extra: "x".repeat(100) })).status).toBe(400);
    expect(await test.connection.db.select().from(analyticsEvents)).toHaveLength(0);
  });

  it("limits how many events one address may report, and counts each address on its own", async () => {
    const tile = JSON.stringify({ name: "sector_click", properties: { sector: "Industria" }, path: "/" });
    for (let sent = 0; sent < EVENTS_RATE_LIMIT.max; sent++) expect((await beacon(tile, "POST", "203.0.113.7")).status).toBe(204);
    const refused = await beacon(tile, "POST", "203.0.113.7");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(EVENTS_RATE_LIMIT.windowSeconds));
    expect((await beacon(tile, "POST", "203.0.113.8")).status).toBe(204);
    expect(await test.connection.db.select().from(analyticsEvents)).toHaveLength(EVENTS_RATE_LIMIT.max + 1);
  });
});
