import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openEmbeddedDatabase, openPostgresDatabase } from "~/.server/db/client";
import { startTestBucket } from "./bucket";

// Migrating a fresh database costs seconds; do it once and let every test file start from a copy.
export default async function setup(project: TestProject) {
  // `npm run test:bucket`: one s3rver for the run; each test's setUpAuthTest makes its own bucket.
  let bucketServer: Awaited<ReturnType<typeof startTestBucket>> | undefined;
  if (process.env.UPLOADS_TEST_DRIVER === "bucket") {
    bucketServer = await startTestBucket();
    const { UPLOADS_BUCKET: _shared, ...endpointAndKeys } = bucketServer.env;
    Object.assign(process.env, endpointAndKeys);
  }
  const disposeBucket = async () => bucketServer?.dispose();
  if (process.env.DATABASE_URL) {
    // The PostgreSQL counterpart of the snapshot: one migrated database, copied per test file with
    // CREATE DATABASE … TEMPLATE (a file copy on the server) instead of migrating each one.
    const template = await createMigratedTemplate(process.env.DATABASE_URL);
    project.provide("postgresTemplate", template.name);
    return async () => {
      await template.drop();
      await disposeBucket();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "pglite-snapshot-"));
  const snapshot = path.join(dir, "migrated.tar.gz");
  const connection = await openEmbeddedDatabase();
  await connection.migrate();
  const client = (connection.db as unknown as { $client: { dumpDataDir(c: "gzip"): Promise<Blob> } }).$client;
  writeFileSync(snapshot, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
  await connection.close();
  project.provide("pgliteSnapshot", snapshot);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await disposeBucket();
  };
}

async function createMigratedTemplate(serverUrl: string) {
  const name = `test_template_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = await openPostgresDatabase(serverUrl, { poolSize: 1 });
  await admin.db.execute(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openPostgresDatabase(url.toString(), { poolSize: 1 });
  try {
    await connection.migrate();
  } finally {
    // A template may have no open connection while databases are copied from it.
    await connection.close();
  }
  return {
    name,
    async drop() {
      await admin.db.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** On PostgreSQL (DATABASE_URL): the migrated database each test file's database is copied from. */
    postgresTemplate: string;
  }
}
