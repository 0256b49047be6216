import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DatabaseLockedError, HEARTBEAT_STALE_MS, LOCK_FILE_NAME } from "~/.server/db/lock";

let dataDir: string;
let lockFile: string;
let sleeper: ChildProcess | undefined;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  lockFile = path.join(dataDir, LOCK_FILE_NAME);
});

afterEach(() => {
  sleeper?.kill("SIGKILL");
  sleeper = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function writeLock(record: unknown) {
  fs.writeFileSync(lockFile, typeof record === "string" ? record : JSON.stringify(record));
}

function lockHolder(): number | undefined {
  return fs.existsSync(lockFile) ? JSON.parse(fs.readFileSync(lockFile, "utf8")).pid : undefined;
}

/** The PID of a process that has already exited. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ["-e", ""]);
  return result.pid;
}

describe("embedded database lock", () => {
  it("creates the data folder, records this process as holder and removes the lock on release", () => {
    const nested = path.join(dataDir, "fresh", "data");
    const lock = acquireDataDirLock(nested);
    expect(JSON.parse(fs.readFileSync(path.join(nested, LOCK_FILE_NAME), "utf8")).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(path.join(nested, LOCK_FILE_NAME))).toBe(false);
    expect(fs.readdirSync(nested)).toEqual([]);
  });

  it("can be acquired again after release, and releasing twice is harmless", () => {
    acquireDataDirLock(dataDir).release();
    const lock = acquireDataDirLock(dataDir);
    expect(lockHolder()).toBe(process.pid);
    lock.release();
    lock.release();
    expect(lockHolder()).toBeUndefined();
  });

  it("refuses a second open of the same folder in this process", () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(DatabaseLockedError);
      expect(lockHolder()).toBe(process.pid);
    } finally {
      lock.release();
    }
  });

  it("refuses while a live process holds the lock, saying who holds it and what to do", () => {
    sleeper = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    const holder = sleeper.pid!;
    writeLock({ pid: holder, host: os.hostname() });

    let error: unknown;
    try {
      acquireDataDirLock(dataDir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect((error as DatabaseLockedError).holderPid).toBe(holder);
    expect((error as Error).message).toContain(`is in use by process ${holder}`);
    expect((error as Error).message).toContain(dataDir);
    expect((error as Error).message).toContain("DATABASE_URL");
    expect(lockHolder()).toBe(holder);
  });

  it("takes over a lock left by a process that died without releasing it", () => {
    const dead = deadPid();
    writeLock({ pid: dead, host: os.hostname() });
    const lock = acquireDataDirLock(dataDir);
    expect(lockHolder()).toBe(process.pid);
    lock.release();
    expect(lockHolder()).toBeUndefined();
  });

  it("takes over an unreadable lock file", () => {
    writeLock("");
    acquireDataDirLock(dataDir).release();
    writeLock("{not json");
    acquireDataDirLock(dataDir).release();
    expect(lockHolder()).toBeUndefined();
  });

  it("takes over a lock recorded with this process's PID by an earlier process (PIDs are reused)", () => {
    writeLock({ pid: process.pid, host: os.hostname() });
    const lock = acquireDataDirLock(dataDir);
    expect(lockHolder()).toBe(process.pid);
    lock.release();
  });

  it("respects a lock held from another host while that host keeps it fresh", () => {
    writeLock({ pid: deadPid(), host: `${os.hostname()}-elsewhere` });
    expect(() => acquireDataDirLock(dataDir)).toThrow(/on host .*-elsewhere/);
  });

  it("takes over a lock from another host that stopped refreshing it (a re-created container)", () => {
    writeLock({ pid: deadPid(), host: `${os.hostname()}-elsewhere` });
    const silentSince = new Date(Date.now() - HEARTBEAT_STALE_MS - 5_000);
    fs.utimesSync(lockFile, silentSince, silentSince);
    const lock = acquireDataDirLock(dataDir);
    expect(lockHolder()).toBe(process.pid);
    lock.release();
  });

  it("does not delete a lock that another process holds by the time it releases", () => {
    const lock = acquireDataDirLock(dataDir);
    writeLock({ pid: 1, host: os.hostname() });
    lock.release();
    expect(lockHolder()).toBe(1);
  });
});
