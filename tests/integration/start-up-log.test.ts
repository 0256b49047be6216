import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseConnection, prepareDatabase } from "~/.server/db";
import { type Database, openPostgresDatabase, queryRows } from "~/.server/db/client";
import { createLogger } from "~/.server/logger";
import { DEMO_SEED_STEPS, MIGRATION_TAGS } from "../support/start-up-log";
import { createTestDatabase, type TestDatabase } from "../support/database";

// What the server's start says about the database, as JSON lines: every migration it applied and
// every seed step that wrote something; on the next start, none of those and one line saying the
// demo content was seeded before. On PGlite, and on PostgreSQL when DATABASE_URL is set.

/** Prepares the database as the server's start does, and returns the lines it logged. */
async function start(connection: DatabaseConnection): Promise<Array<Record<string, unknown>>> {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  await prepareDatabase(connection, createLogger({ level: "info", destination }));
  return lines;
}

describe("the start-up log of the database", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase({ migrated: false });
  });
  afterAll(() => test.dispose());

  it("names each migration applied and each seed step on a new database, and only that the demo content is there on the next start", async () => {
    const first = await start(test.connection);
    expect(first.filter((line) => line.msg === "migration applied").map((line) => line.migration)).toEqual(MIGRATION_TAGS);
    const steps = first.filter((line) => line.msg === "seed step");
    expect(steps.map((line) => line.step)).toEqual(DEMO_SEED_STEPS);
    for (const step of steps) expect(Number(step.inserted ?? step.written)).toBeGreaterThan(0);
    expect(first.every((line) => line.level === "info")).toBe(true);

    const second = await start(test.connection);
    expect(second.map(({ step, msg }) => ({ step, msg }))).toEqual([
      { step: "demo content", msg: "seed step skipped: this database has had its demo content" },
    ]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("PostgreSQL connections", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.dispose());

  const ownName = (db: Database) =>
    queryRows<{ name: string }>(db, sql`select application_name as name from pg_stat_activity where pid = pg_backend_pid()`).then(
      ([row]) => row?.name,
    );

  it("carry the site's name in pg_stat_activity, unless DATABASE_URL names them", async () => {
    expect(await ownName(test.connection.db)).toBe("campo-industria-web");

    const url = new URL(test.url!);
    url.searchParams.set("application_name", "informe-semanal");
    const named = await openPostgresDatabase(url.toString());
    try {
      expect(await ownName(named.db)).toBe("informe-semanal");
    } finally {
      await named.close();
    }
  });
});
