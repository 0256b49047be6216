import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { browserLaunchOptions } from "./browser";
import { copyPreparedDatabase, startServer } from "./server";
import { DEMO_SEED_STEPS } from "./start-up-log";

/**
 * The end-to-end run's shared parts, made once before the first file:
 * - a prepared database: the built server started once on a new, empty DATA_DIR (it migrates and
 *   seeds it, as any first start does) and stopped. Servers the tests start get a copy of it
 *   (tests/support/server.ts) instead of migrating and seeding a new one each: the same database,
 *   made once.
 * - the shared production server, on a copy of that database, for files that only read the site;
 *   files that change data start a server of their own.
 * - one Chromium per worker (each test still gets contexts of its own, which share nothing):
 *   launchBrowser() connects to its worker's instead of starting a browser per file.
 */
export default async function setup(project: TestProject) {
  const prepared = mkdtempSync(path.join(os.tmpdir(), "e2e-prepared-"));
  const first = await startServer({ DATA_DIR: prepared, DATABASE_URL: "" });
  // The server listens before its database is ready; the seed's last step says it is.
  const ready = `"step":"${DEMO_SEED_STEPS.at(-1)}"`;
  for (
    const deadline = Date.now() + 180_000;
    !first.output.some((line) => line.includes(ready));
    await new Promise((resolve) => setTimeout(resolve, 100))
  ) {
    if (first.process.exitCode !== null || Date.now() > deadline)
      throw new Error(`the server that prepares the database did not seed it:\n${first.output.join("\n")}`);
  }
  const code = await first.stop();
  if (code !== 0) throw new Error(`the server that prepares the database exited with ${code}:\n${first.output.join("\n")}`);

  const sharedDataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-shared-"));
  copyPreparedDatabase(sharedDataDir, prepared);
  // One Chromium per worker, so that the two files running at a time never wait on one browser process.
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const [server, browserServers] = await Promise.all([
    startServer({ DATA_DIR: sharedDataDir }),
    Promise.all(Array.from({ length: workers }, () => chromium.launchServer(browserLaunchOptions()))),
  ]);
  project.provide("baseUrl", server.url);
  project.provide("preparedDataDir", prepared);
  project.provide(
    "browserEndpoints",
    browserServers.map((browserServer) => browserServer.wsEndpoint()),
  );
  return async () => {
    await Promise.all(browserServers.map((browserServer) => browserServer.close()));
    await server.stop();
    rmSync(sharedDataDir, { recursive: true, force: true });
    rmSync(prepared, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** A DATA_DIR whose embedded database is migrated and seeded (copied, never used directly). */
    preparedDataDir: string;
    /** The shared Chromiums' endpoints for chromium.connect(), one per worker. */
    browserEndpoints: string[];
  }
}
