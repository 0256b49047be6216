import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// The embedded database (PGlite) has no lock of its own: two processes opening one data folder
// corrupt it. A PID file guards the folder; see docs/decisions/002-embedded-database-lock.md.

export class DatabaseLockedError extends Error {
  readonly lockFile: string;
  readonly holderPid: number;

  constructor(lockFile: string, holderPid: number) {
    super(
      `The embedded database at ${path.dirname(lockFile)} is in use by process ${holderPid} ` +
        `(a running server or another command). Stop that process first, or point DATABASE_URL ` +
        `at a PostgreSQL server to work on a live site. If no such process exists, delete ${lockFile}.`,
    );
    this.name = "DatabaseLockedError";
    this.lockFile = lockFile;
    this.holderPid = holderPid;
  }
}

export interface DataDirLock {
  release(): void;
}

interface LockRecord {
  pid: number;
  host: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readRecord(file: string): LockRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as LockRecord;
  } catch {
    return undefined;
  }
}

/** A lock left by a crashed process (dead PID on this host, or our own PID reused) is taken over. */
function isStale(record: LockRecord | undefined): boolean {
  if (!record || typeof record.pid !== "number") return true;
  if (record.host !== os.hostname()) return false;
  return record.pid === process.pid || !isAlive(record.pid);
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "database.lock");
  const record: LockRecord = { pid: process.pid, host: os.hostname() };

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(record), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readRecord(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        process.off("exit", release);
      };
      process.on("exit", release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readRecord(file);
      if (!isStale(holder)) throw new DatabaseLockedError(file, holder!.pid);
      fs.rmSync(file, { force: true });
    }
  }
  throw new DatabaseLockedError(file, readRecord(file)?.pid ?? -1);
}
