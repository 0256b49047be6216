import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb, setConnection } from "~/.server/db";
import { analyticsEvents } from "~/.server/db/schema";
import { action } from "~/routes/api.events";
import { createTestDatabase, type TestDatabase } from "../support/database";

function beacon(body: string, method = "POST") {
  const request = new Request("http://localhost/api/events", {
    method,
    headers: { "Content-Type": "application/json" },
    body: method === "POST" ? body : undefined,
  });
  return action({ request, params: {}, context: {} } as Parameters<typeof action>[0]);
}

describe("POST /api/events", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    setConnection(test.connection);
  });
  afterEach(async () => {
    await (await getDb()).delete(analyticsEvents);
  });
  afterAll(async () => {
    setConnection(undefined);
    await test.dispose();
  });

  it("stores a sector tile click with the sector's name and the page", async () => {
    const response = await beacon(JSON.stringify({ name: "sector_click", properties: { sector: "Tambo" }, path: "/" }));
    expect(response.status).toBe(204);
    const rows = await (await getDb()).select().from(analyticsEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "sector_click", properties: { sector: "Tambo" }, path: "/" });
  });

  it("refuses unknown events, malformed bodies and oversized bodies without storing anything", async () => {
    expect((await beacon(JSON.stringify({ name: "page_view", properties: {} }))).status).toBe(400);
    expect((await beacon(JSON.stringify({ name: "sector_click", properties: {} }))).status).toBe(400);
    expect((await beacon("{not json")).status).toBe(400);
    const huge = JSON.stringify({ name: "sector_click", properties: { sector: "x".repeat(5000) } });
    expect((await beacon(huge)).status).toBe(413);
    expect(await (await getDb()).select().from(analyticsEvents)).toHaveLength(0);
  });
});
