import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// The embedded database (PGlite) has no lock of its own: two processes opening one data folder
// corrupt it. A PID file guards the folder; see docs/decisions/002-embedded-database-lock.md.

export const LOCK_FILE_NAME = "database.lock";

export class DatabaseLockedError extends Error {
  readonly lockFile: string;
  readonly holderPid: number;

  constructor(lockFile: string, holder: { pid: number; host?: string }) {
    const where = holder.host && holder.host !== os.hostname() ? ` on host ${holder.host}` : "";
    super(
      `The embedded database at ${path.dirname(lockFile)} is in use by process ${holder.pid}${where} ` +
        `(a running server or another command). Stop that process first, or point DATABASE_URL ` +
        `at a PostgreSQL server to work on a live site. If no such process exists, delete ${lockFile}.`,
    );
    this.name = "DatabaseLockedError";
    this.lockFile = lockFile;
    this.holderPid = holder.pid;
  }
}

export interface DataDirLock {
  release(): void;
}

interface LockRecord {
  pid: number;
  host: string;
}

// Lock files this process holds: the PID in the file cannot tell a second open in this process
// apart from a lock left behind by an earlier process that had the same PID (containers reuse PIDs).
const heldByThisProcess = new Set<string>();

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
    const record = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<LockRecord>;
    return Number.isInteger(record.pid) && typeof record.host === "string" ? (record as LockRecord) : undefined;
  } catch {
    return undefined;
  }
}

// The holder touches its lock file this often; a lock from another host (a container re-created
// with a new hostname on the same volume) that has not been touched for HEARTBEAT_STALE_MS is dead.
const HEARTBEAT_MS = 15_000;
export const HEARTBEAT_STALE_MS = 60_000;

function lastTouched(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** A lock left by a crashed process (dead PID on this host, our own PID reused, or a silent other host) can be taken over. */
function isStale(file: string, record: LockRecord | undefined): boolean {
  if (!record) return true;
  // Another host's PIDs cannot be checked from here: only its heartbeat tells whether it lives.
  if (record.host !== os.hostname()) return Date.now() - lastTouched(file) > HEARTBEAT_STALE_MS;
  if (record.pid === process.pid) return !heldByThisProcess.has(file);
  return !isAlive(record.pid);
}

/**
 * Moves a stale lock file aside. Renaming is atomic, so of two processes taking over the same stale
 * lock only one moves it; if what was moved turns out to be a live lock written in between, it is
 * put back.
 */
function removeStaleLock(file: string): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const moved = readRecord(aside);
  if (!isStale(file, moved)) {
    try {
      fs.linkSync(aside, file);
    } catch {
      // Someone else already holds a new lock; either way the folder stays locked.
    }
  }
  fs.rmSync(aside, { force: true });
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(path.resolve(dataDir), LOCK_FILE_NAME);
  const record: LockRecord = { pid: process.pid, host: os.hostname() };

  // Written aside, then linked into place: linking fails when the lock exists, and a reader never
  // sees a half-written lock (which it would take for a stale one).
  const draft = `${file}.${process.pid}.new`;
  fs.writeFileSync(draft, JSON.stringify(record));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        fs.linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        const holder = readRecord(file);
        if ((holder && !isStale(file, holder)) || attempt === 2) {
          throw new DatabaseLockedError(file, holder ?? { pid: -1 });
        }
        removeStaleLock(file);
      }
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }

  heldByThisProcess.add(file);
  const heartbeat = setInterval(() => {
    const now = new Date();
    fs.utimes(file, now, now, () => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    heldByThisProcess.delete(file);
    process.off("exit", release);
    if (readRecord(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  // A process that exits without closing the database (an uncaught error) still frees the folder.
  process.on("exit", release);
  return { release };
}
