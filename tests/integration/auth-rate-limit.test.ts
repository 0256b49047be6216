import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "~/.server/db/schema";
import { callHandler, setUpAuthTest, type AuthTestContext } from "../support/auth";

describe("brute-force protection", () => {
  let test: AuthTestContext;
  beforeAll(async () => {
    test = await setUpAuthTest();
  });
  afterAll(() => test.dispose());

  it("answers 429 to the sixth sign-in attempt within a minute from one address, counting in the database", async () => {
    const attempt = (ip: string) =>
      callHandler("/sign-in/email", { body: { email: "alguien@example.com", password: "adivinando-123" }, ip });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt("203.0.113.7")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    const rows = await test.database.connection.db.select().from(rateLimits);
    const row = rows.find((candidate) => candidate.key.includes("203.0.113.7") && candidate.key.includes("/sign-in/email"));
    expect(row?.count).toBe(5);

    // Another client is not held back by the first one's attempts.
    expect((await attempt("203.0.113.8")).status).toBe(401);
  });

  it("shares the counters between instances, because they live in the database", async () => {
    const [row] = await test.database.connection.db.select().from(rateLimits).where(eq(rateLimits.count, 5));
    expect(row).toBeDefined();
    // A second Better Auth instance on the same database (another server process) sees the same count.
    const { resetAuth } = await import("~/.server/auth/auth");
    resetAuth();
    const response = await callHandler("/sign-in/email", {
      body: { email: "alguien@example.com", password: "x-12345678" },
      ip: "203.0.113.7",
    });
    expect(response.status).toBe(429);
  });

  it("limits password-reset requests and sign-ups too", async () => {
    const resets: number[] = [];
    for (let i = 0; i < 4; i++) {
      resets.push((await callHandler("/request-password-reset", { body: { email: "alguien@example.com" }, ip: "203.0.113.20" })).status);
    }
    expect(resets).toEqual([200, 200, 200, 429]);

    const signUps: number[] = [];
    for (let i = 0; i < 6; i++) {
      const body = { email: `nuevo${i}@example.com`, password: "una-clave-larga", name: "n" };
      signUps.push((await callHandler("/sign-up/email", { body, ip: "203.0.113.21" })).status);
    }
    expect(signUps).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
