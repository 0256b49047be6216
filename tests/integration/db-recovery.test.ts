import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgresDatabase, type DatabaseConnection } from "~/.server/db/client";
import { isDatabaseReachable } from "~/.server/db/outage";
import { createPostgresDatabase, postgresAnswers, type FreshPostgresDatabase, startTcpProxy, type TcpProxy } from "../support/postgres";

// The PostgreSQL pool of app/.server/db/client.ts through a connection that is cut and restored:
// queries fail while PostgreSQL is away and work again when it returns, with the same pool.

describe.skipIf(!postgresAnswers)("PostgreSQL connection pool during an outage", () => {
  let database: FreshPostgresDatabase;
  let proxy: TcpProxy;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    proxy = await startTcpProxy(database.url);
    connection = await openPostgresDatabase(proxy.url, { poolSize: 3 });
  });
  afterAll(async () => {
    await connection?.close();
    await proxy?.close();
    await database?.drop();
  });

  it("fails while PostgreSQL is unreachable and recovers by itself when it returns", async () => {
    // Open every connection of the pool, so the cut breaks connections that were in use.
    await Promise.all([1, 2, 3].map(() => connection.db.execute("select pg_sleep(0.05)")));
    expect(await isDatabaseReachable(connection.db)).toBe(true);

    await proxy.cut();
    await expect(connection.ping()).rejects.toThrow();
    expect(await isDatabaseReachable(connection.db)).toBe(false);

    await proxy.restore();
    await connection.ping();
    expect(await isDatabaseReachable(connection.db)).toBe(true);
    await Promise.all([1, 2, 3, 4, 5].map(() => connection.db.execute("select 1")));
  });

  it("fails a transaction whose connection is cut between its statements, and the process goes on", async () => {
    // A client checked out for a transaction, idle between two statements when its connection ends,
    // emits 'error' outside any query; with nobody listening, that ended the whole server.
    const transaction = connection.db.transaction(async (tx) => {
      await tx.execute("select 1");
      await proxy.cut();
      await tx.execute("select 2");
    });
    await expect(transaction).rejects.toThrow();

    await proxy.restore();
    await connection.ping();
    expect(await connection.db.transaction(async (tx) => tx.execute("select 3 as n"))).toMatchObject({ rows: [{ n: 3 }] });
  });
});
