import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { type DatabaseConnection, openEmbeddedDatabase, openPostgresDatabase } from "~/.server/db/client";

export interface TestDatabase {
  connection: DatabaseConnection;
  /** The connection string of the test's own database on a PostgreSQL server (unset for PGlite). */
  url?: string;
  /** Closes the connection and drops what the test created. */
  dispose(): Promise<void>;
}

/**
 * A migrated, empty database of its own for one test file: a PGlite copy of the migrated snapshot,
 * or, on the PostgreSQL server named by DATABASE_URL, a new database copied from the migrated
 * template (both made once by integration-setup.ts). With `migrated: false` it has
 * no tables at all (for testing migrations themselves; a fresh PGlite costs a few seconds).
 */
export async function createTestDatabase({ migrated = true }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const connection = migrated
      ? await openEmbeddedDatabase({ loadDataDir: new Blob([readFileSync(inject("pgliteSnapshot"))]) })
      : await openEmbeddedDatabase();
    return { connection, dispose: () => connection.close() };
  }

  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = await openPostgresDatabase(serverUrl, { poolSize: 1 });
  await admin.db.execute(migrated ? `create database ${name} template ${inject("postgresTemplate")}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openPostgresDatabase(url.toString());
  return {
    connection,
    url: url.toString(),
    async dispose() {
      await connection.close();
      await admin.db.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}
