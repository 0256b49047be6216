import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openEmbeddedDatabase } from "~/.server/db/client";
import { acquireDataDirLock, DatabaseLockedError, LOCK_FILE_NAME } from "~/.server/db/lock";

// Two real processes and one data folder: the lock is what keeps PGlite's files from corruption.
// Child processes never get DATABASE_URL: these tests are about the embedded database.
const { DATABASE_URL: _ignored, ...embeddedEnv } = process.env;

let dataDir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-it-"));
});

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, args, { env: { ...embeddedEnv, DATA_DIR: dataDir }, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}

/** Starts another process that takes the lock on dataDir and keeps it until killed. */
async function holdLockInAnotherProcess(): Promise<ChildProcess> {
  const script = `
    const { acquireDataDirLock } = await import(${JSON.stringify(path.resolve("app/.server/db/lock.ts"))});
    acquireDataDirLock(process.env.DATA_DIR);
    console.log("locked");
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...embeddedEnv, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => line === "locked" && resolve());
    child.once("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

describe("embedded database lock across processes", () => {
  it("refuses a database command while this process holds the folder, with the clear message and no stack trace", async () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      const result = await run(["--import", "tsx", "scripts/db-migrate.ts"]);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(`is in use by process ${process.pid}`);
      expect(result.stderr).toContain(dataDir);
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect(fs.readdirSync(dataDir)).toEqual([LOCK_FILE_NAME]);
    } finally {
      lock.release();
    }
  });

  it("refuses to open the database while another process holds it, and takes over once that process has died", async () => {
    const holder = await holdLockInAnotherProcess();
    await expect(openEmbeddedDatabase({ dataDir })).rejects.toSatisfy(
      (error) => error instanceof DatabaseLockedError && error.holderPid === holder.pid,
    );
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);

    // A crash (SIGKILL) leaves the lock file behind with a dead PID.
    const exited = new Promise((resolve) => holder.once("exit", resolve));
    holder.kill("SIGKILL");
    await exited;
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);

    const connection = await openEmbeddedDatabase({ dataDir });
    await connection.ping();
    await connection.close();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 120_000);

  it("frees the folder when a process exits without closing the database", async () => {
    const script = `
      const { acquireDataDirLock } = await import(${JSON.stringify(path.resolve("app/.server/db/lock.ts"))});
      acquireDataDirLock(process.env.DATA_DIR);
      process.exitCode = 3;
    `;
    const result = await run(["--input-type=module", "-e", script]);
    expect(result.code).toBe(3);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});
