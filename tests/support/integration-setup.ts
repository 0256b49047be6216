import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openEmbeddedDatabase } from "~/.server/db/client";

// Migrating a fresh PGlite costs seconds; do it once and let every test file start from a copy.
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const dir = mkdtempSync(path.join(os.tmpdir(), "pglite-snapshot-"));
  const snapshot = path.join(dir, "migrated.tar.gz");
  const connection = await openEmbeddedDatabase();
  await connection.migrate();
  const client = (connection.db as unknown as { $client: { dumpDataDir(c: "gzip"): Promise<Blob> } }).$client;
  writeFileSync(snapshot, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
  await connection.close();
  project.provide("pgliteSnapshot", snapshot);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}
