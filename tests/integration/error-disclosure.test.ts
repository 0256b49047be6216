import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RENDERED_AT_FIELD } from "~/lib/contact-forms";
import { action as apiContact } from "~/routes/resources/api.contact";
import { action as apiEvents } from "~/routes/resources/api.events";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { routeContext } from "../support/route-context";

// A database failure behind an API route answers in Spanish and says nothing of
// the query, the table or the stack. The failure is forced by dropping the tables the routes use.

const leaks = [
  /Failed query/i,
  /insert into/i,
  /contact_messages|analytics_events/,
  /does not exist/i,
  /\bat [\w.<>$]+ \(/,
  /node_modules/,
];

describe("API routes on a failing database", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.connection.db.execute(sql`drop table mail_outbox, contact_messages, analytics_events cascade`);
  });
  afterAll(() => database.dispose());

  function post(path: string, body: unknown) {
    return new Request(`http://127.0.0.1:3000${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  it("POST /api/contact answers a Spanish error and no SQL", async () => {
    const request = post("/api/contact", {
      source: "contacto",
      nombre: "Bruno",
      email: "bruno@example.com",
      mensaje: "¿Tienen inoculantes para silo de maíz?",
      [RENDERED_AT_FIELD]: String(Date.now() - 10_000),
    });
    const response = await apiContact({
      request,
      params: {},
      context: routeContext({ clientIp: "198.51.100.77", db: database.connection.db }),
    } as never);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ success: false, error: "Hubo un problema al enviar tu mensaje. Inténtalo nuevamente." });
    for (const pattern of leaks) expect(text).not.toMatch(pattern);
  });

  it("POST /api/events answers at once without the database: the event waits in the buffer", async () => {
    // Beacons are batched (app/.server/analytics/buffer.ts): a failing database delays the write,
    // which is retried, and never reaches the visitor's answer.
    const request = post("/api/events", { name: "sector_click", properties: { sector: "Tambo" }, path: "/" });
    const response = await apiEvents({
      request,
      params: {},
      context: routeContext({ clientIp: "198.51.100.77", db: database.connection.db }),
    } as never);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
  });
});
