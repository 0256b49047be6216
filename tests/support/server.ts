import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { inject } from "vitest";
import { startCommand } from "../../scripts/start-command.ts";
import { startTestBucket, type TestBucket } from "./bucket";
import { uploadsInBucket } from "./uploads";

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Lines the server printed (JSON logs and anything else). */
  output: string[];
  /** The bucket settings the server runs with (empty when uploads go to DATA_DIR/uploads). */
  uploadsEnv: Record<string, string>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartOptions {
  /** The project folder to start in (default: this one). */
  cwd?: string;
  /** Leave NODE_ENV and ADMIN_REQUIRE_2FA to the start script and .env, as for a newcomer's `npm start`. */
  newcomerDefaults?: boolean;
  /**
   * Start on a new, empty embedded database (the server migrates and seeds it, and logs that), not
   * on a copy of the run's prepared one. Only for tests of what a first start does.
   */
  freshDatabase?: boolean;
}

/** The embedded database's folder inside DATA_DIR (app/.server/db/client.ts). */
const PGLITE_FOLDER = "pglite";

/**
 * The run's prepared embedded database: a DATA_DIR the built server started on once, empty, and
 * stopped, so it is migrated and seeded (tests/support/e2e-setup.ts). Undefined outside the e2e run.
 */
function preparedDataDir(): string | undefined {
  try {
    return inject("preparedDataDir");
  } catch {
    // Outside a test worker (global set-up), nothing is provided.
    return undefined;
  }
}

/**
 * Copies a prepared DATA_DIR's database into `dataDir`: what a start on a new database would make of
 * it (migrated, demo content seeded), without paying for the migrations and the seed again. The auth
 * secret, mail and uploads are not copied: each server makes its own.
 */
export function copyPreparedDatabase(dataDir: string, from: string | undefined = preparedDataDir()): void {
  if (!from) return;
  const source = path.join(from, PGLITE_FOLDER);
  if (!existsSync(source)) throw new Error(`the prepared database ${source} is missing`);
  cpSync(source, path.join(dataDir, PGLITE_FOLDER), { recursive: true });
}

/**
 * A new temporary DATA_DIR for a server of its own, holding a copy of the run's prepared (migrated and
 * seeded) database when there is one: the same as a new, empty one after the server's first start.
 */
export function newDataDir(prefix = "site-data-"): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  copyPreparedDatabase(dataDir);
  return dataDir;
}

/** The server exited before it listened (a refused start): its exit code and every line it printed. */
export class ServerExitedError extends Error {
  readonly code: number | null;
  readonly output: string[];
  constructor(code: number | null, output: string[]) {
    super(`server exited with ${code}:\n${output.join("\n")}`);
    this.name = "ServerExitedError";
    this.code = code;
    this.output = output;
  }
}

const running = new Set<RunningServer>();

/** The servers this test file started and has not stopped yet. */
export function runningServers(): readonly RunningServer[] {
  return [...running];
}

/**
 * Starts the built production server (`npm run build` first) on a free loopback port with its own
 * temporary DATA_DIR (holding a copy of the run's prepared database unless `freshDatabase`), exactly
 * as `npm start` runs it, and resolves once it listens. With
 * UPLOADS_TEST_DRIVER=bucket (`npm run test:bucket`) and no bucket in `env`, it gets an s3rver
 * bucket of its own.
 */
export async function startServer(
  env: Record<string, string> = {},
  { cwd, newcomerDefaults = false, freshDatabase = false }: StartOptions = {},
): Promise<RunningServer> {
  // On PostgreSQL (DATABASE_URL) the embedded database is not used; otherwise, unless the test is
  // about a first start, the server starts on a copy of the prepared database.
  const dataDir = env.DATA_DIR ?? (freshDatabase || env.DATABASE_URL ? mkdtempSync(path.join(os.tmpdir(), "site-data-")) : newDataDir());
  const ownBucket: TestBucket | undefined = uploadsInBucket && !env.UPLOADS_BUCKET ? await startTestBucket() : undefined;
  if (ownBucket) env = { ...ownBucket.env, ...env };
  const uploadsEnv = Object.fromEntries(
    Object.entries(env).filter(([name]) => name === "UPLOADS_BUCKET" || name === "UPLOADS_PUBLIC_URL" || name.startsWith("AWS_")),
  );
  // Vitest sets NODE_ENV=test; a newcomer's shell has none, so the start script's default applies.
  const { NODE_ENV: _testMode, ADMIN_REQUIRE_2FA: _required, ...inherited } = process.env;
  const start = startCommand(newcomerDefaults ? inherited : process.env);
  // Production requires two-factor for administrators by default; tests that cover it ask for it.
  const testDefaults = newcomerDefaults ? {} : { NODE_ENV: "production", ADMIN_REQUIRE_2FA: "false" };
  const child = spawn(process.execPath, start.args, {
    cwd,
    // No load balancer drains from test servers, unless the test sets DRAIN_SECONDS itself.
    env: {
      ...(newcomerDefaults ? inherited : process.env),
      ...start.env,
      ...testDefaults,
      DRAIN_SECONDS: "0",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  // "close", not "exit": by then every line the server printed has been read.
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join("\n")}`)), 180_000);
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on("line", (line) => {
        output.push(line);
        if (line.includes('"msg":"listening"')) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${JSON.parse(line).port}`);
        }
      });
    }
    void exited.then(async (code) => {
      await ownBucket?.dispose();
      clearTimeout(timer);
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      reject(new ServerExitedError(code, output));
    });
  });

  const server: RunningServer = {
    url,
    dataDir,
    process: child,
    output,
    uploadsEnv,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      running.delete(server);
      await ownBucket?.dispose();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
  running.add(server);
  return server;
}
