import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BackupError, restoreEmbeddedDatabase } from "~/.server/db/backup";
import { openEmbeddedDatabase } from "~/.server/db/client";
import { acquireDataDirLock } from "~/.server/db/lock";
import { categories } from "~/.server/db/schema";

// `npm run db:backup` and `npm run db:restore` on the embedded database, as an operator runs them.
// The commands never see DATABASE_URL: they are about the embedded database.
const { DATABASE_URL: _ignored, ...embeddedEnv } = process.env;
const stackTraceLine = /^\s+at .+:\d+/m;

function npmRun(script: string, dataDir: string, args: string[] = []) {
  const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
    env: { ...embeddedEnv, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("close", (code) => resolve({ code, stdout, stderr })),
  );
}

// Each command starts its own process and opens PGlite (seconds each on a busy machine).
describe("db:backup and db:restore", { timeout: 180_000 }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "db-backup-"));
  const dataDir = path.join(root, "data");
  const backupFile = path.join(root, "copia.tar.gz");

  async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openEmbeddedDatabase>>["db"]) => Promise<T>): Promise<T> {
    const connection = await openEmbeddedDatabase({ dataDir });
    try {
      return await work(connection.db);
    } finally {
      await connection.close();
    }
  }
  const categoryNames = () =>
    withDatabase(async (db) => (await db.select({ name: categories.name }).from(categories)).map((row) => row.name).sort());

  beforeAll(async () => {
    // A site's data folder: a migrated database with one category an editor created.
    fs.mkdirSync(dataDir, { recursive: true });
    const snapshot = inject("pgliteSnapshot");
    const connection = snapshot
      ? await openEmbeddedDatabase({ dataDir, loadDataDir: new Blob([fs.readFileSync(snapshot)]) })
      : await openEmbeddedDatabase({ dataDir });
    if (!snapshot) await connection.migrate();
    await connection.db.insert(categories).values({ name: "Ensilaje", slug: "ensilaje" });
    await connection.close();
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("backs up, and a restore brings back the data changed since", async () => {
    const backup = await npmRun("db:backup", dataDir, [backupFile]);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backed up the embedded database at ${dataDir} to ${backupFile}`);
    expect(fs.statSync(backupFile).size).toBeGreaterThan(0);

    // After the backup an editor renames the category and adds another.
    await withDatabase(async (db) => {
      await db.update(categories).set({ name: "Ensilaje y forraje" }).where(eq(categories.slug, "ensilaje"));
      await db.insert(categories).values({ name: "Tambo", slug: "tambo" });
    });
    expect(await categoryNames()).toEqual(["Ensilaje y forraje", "Tambo"]);

    const restore = await npmRun("db:restore", dataDir, [backupFile]);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restored the embedded database at ${dataDir} from ${backupFile}`);
    expect(await categoryNames()).toEqual(["Ensilaje"]);

    // The replaced database is kept beside it, and the lock is free again.
    const kept = fs.readdirSync(dataDir).filter((name) => name.startsWith("pglite.before-restore-"));
    expect(kept).toHaveLength(1);
    expect(restore.stdout).toContain(kept[0]);
    expect(fs.existsSync(path.join(dataDir, "database.lock"))).toBe(false);
  });

  it("writes to DATA_DIR/backups when no file is named", async () => {
    const backup = await npmRun("db:backup", dataDir);
    expect(backup.code).toBe(0);
    const files = fs.readdirSync(path.join(dataDir, "backups"));
    expect(files).toEqual([expect.stringMatching(/^database-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/)]);
  });

  it("refuses both commands while the server holds the database, with the clear message", async () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      for (const [script, args] of [
        ["db:backup", [path.join(root, "otra.tar.gz")]],
        ["db:restore", [backupFile]],
      ] as const) {
        const result = await npmRun(script, dataDir, [...args]);
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`${script} failed: The embedded database at ${dataDir} is in use by process ${process.pid}`);
        expect(result.stderr).not.toMatch(stackTraceLine);
      }
      expect(fs.existsSync(path.join(root, "otra.tar.gz"))).toBe(false);
    } finally {
      lock.release();
    }
    expect(await categoryNames()).toEqual(["Ensilaje"]);
  });

  it("leaves the database untouched when the file is not a backup", async () => {
    const bogus = path.join(root, "no-es-copia.tar.gz");
    fs.writeFileSync(bogus, "esto no es una copia");
    await expect(restoreEmbeddedDatabase(dataDir, bogus)).rejects.toThrow(BackupError);
    await expect(restoreEmbeddedDatabase(dataDir, bogus)).rejects.toThrow(/is not a backup of the embedded database.*Nothing was changed/);
    expect(await categoryNames()).toEqual(["Ensilaje"]);
    expect(fs.existsSync(path.join(dataDir, "pglite.restoring"))).toBe(false);
  });
});
