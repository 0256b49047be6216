import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgresDatabase } from "~/.server/db/client";
import { loader } from "~/routes/resources/healthz";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { routeContext } from "../support/route-context";

describe("health check", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.dispose());

  it("answers 200 and nothing more when the database answers, and is never cached", async () => {
    const response = await loader({ context: routeContext({ db: test.connection.db }) } as unknown as Parameters<typeof loader>[0]);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 when the PostgreSQL server does not answer", async () => {
    // Nothing listens on port 1: the connection is refused, as when the database server is down.
    const unreachable = await openPostgresDatabase("postgres://postgres@127.0.0.1:1/site");
    try {
      const response = await loader({ context: routeContext({ db: unreachable.db }) } as unknown as Parameters<typeof loader>[0]);
      expect(response.status).toBe(503);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "error" });
    } finally {
      await unreachable.close();
    }
  });
});
