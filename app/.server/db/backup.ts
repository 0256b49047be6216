import fs from "node:fs";
import path from "node:path";
import { embeddedExtensions } from "./client";
import { acquireDataDirLock } from "./lock";

// Backup and restore of the embedded database (PGlite) for `npm run db:backup` / `db:restore`.
// Both hold the data folder's lock, so they refuse while the server (or another command) has the
// database open: a copy taken from under a running server could be torn. A backup is PGlite's own
// gzipped tarball of the data folder, which only the same PGlite major version can load.
// PostgreSQL sites use pg_dump / pg_restore instead (README, "Backups").

const PGLITE_FOLDER = "pglite";

export interface BackupReport {
  file: string;
  bytes: number;
}

export interface RestoreReport {
  /** Where the database that the restore replaced was kept, if there was one. */
  previous: string | undefined;
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

/** A file name that sorts by time: database-2026-11-22T05-40-12Z.tar.gz */
export function defaultBackupFile(dataDir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  return path.join(dataDir, "backups", `database-${stamp}.tar.gz`);
}

async function openPglite(folder: string, loadDataDir?: Blob) {
  const { PGlite } = await import("@electric-sql/pglite");
  return PGlite.create({ dataDir: folder, loadDataDir, extensions: await embeddedExtensions() });
}

export async function backupEmbeddedDatabase(dataDir: string, file: string = defaultBackupFile(dataDir)): Promise<BackupReport> {
  const lock = acquireDataDirLock(dataDir);
  try {
    const folder = path.join(dataDir, PGLITE_FOLDER);
    if (!fs.existsSync(path.join(folder, "PG_VERSION"))) {
      throw new BackupError(`There is no embedded database at ${path.resolve(dataDir)} to back up.`);
    }
    const client = await openPglite(folder);
    let tarball: Blob;
    try {
      tarball = await client.dumpDataDir("gzip");
    } finally {
      await client.close();
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed: an interrupted backup never leaves a truncated file that looks whole.
    const partial = `${file}.partial`;
    fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    fs.renameSync(partial, file);
    return { file: path.resolve(file), bytes: fs.statSync(file).size };
  } finally {
    lock.release();
  }
}

export async function restoreEmbeddedDatabase(dataDir: string, file: string, now = new Date()): Promise<RestoreReport> {
  if (!fs.existsSync(file)) throw new BackupError(`The backup file ${path.resolve(file)} does not exist.`);
  const lock = acquireDataDirLock(dataDir);
  const folder = path.join(dataDir, PGLITE_FOLDER);
  const incoming = path.join(dataDir, `${PGLITE_FOLDER}.restoring`);
  try {
    fs.rmSync(incoming, { recursive: true, force: true });
    // Loaded into a folder of its own and checked before it replaces anything: a damaged or foreign
    // file leaves the current database untouched.
    try {
      const client = await openPglite(incoming, new Blob([fs.readFileSync(file)]));
      try {
        await client.query("select 1");
      } finally {
        await client.close();
      }
    } catch (error) {
      fs.rmSync(incoming, { recursive: true, force: true });
      const reason = error instanceof Error ? error.message : String(error);
      throw new BackupError(`${path.resolve(file)} is not a backup of the embedded database (${reason}). Nothing was changed.`);
    }

    let previous: string | undefined;
    if (fs.existsSync(folder)) {
      // Kept, not deleted: an operator who restored the wrong file can still go back.
      previous = path.join(
        dataDir,
        `${PGLITE_FOLDER}.before-restore-${now
          .toISOString()
          .replace(/\.\d+Z$/, "Z")
          .replaceAll(":", "-")}`,
      );
      fs.renameSync(folder, previous);
    }
    fs.renameSync(incoming, folder);
    return { previous: previous && path.resolve(previous) };
  } finally {
    lock.release();
  }
}
