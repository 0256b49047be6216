import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openEmbeddedDatabase } from "~/.server/db/client";
import { startTestBucket } from "./bucket";

// Migrating a fresh PGlite costs seconds; do it once and let every test file start from a copy.
export default async function setup(project: TestProject) {
  // `npm run test:bucket`: one s3rver for the run; each test's setUpAuthTest makes its own bucket.
  let bucketServer: Awaited<ReturnType<typeof startTestBucket>> | undefined;
  if (process.env.UPLOADS_TEST_DRIVER === "bucket") {
    bucketServer = await startTestBucket();
    const { UPLOADS_BUCKET: _shared, ...endpointAndKeys } = bucketServer.env;
    Object.assign(process.env, endpointAndKeys);
  }
  const disposeBucket = async () => bucketServer?.dispose();
  if (process.env.DATABASE_URL) return disposeBucket;
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

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}
