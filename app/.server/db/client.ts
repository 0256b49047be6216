import { readFileSync } from "node:fs";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { acquireDataDirLock } from "./lock";
import * as schema from "./schema";
import { logger } from "../logger";

// One module hides which database runs: PGlite under DATA_DIR by default, PostgreSQL when
// DATABASE_URL is set. Drivers are imported lazily so a process only loads the one it uses.

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface MigrationReport {
  /** Tags of the migrations this run applied, oldest first; empty when the schema was up to date. */
  applied: string[];
  /** Migrations the database has now. */
  total: number;
}

export interface DatabaseConnection {
  kind: "embedded" | "postgres";
  /** Where the data lives, for operators' messages; never includes credentials. */
  location: string;
  db: Database;
  migrate(): Promise<MigrationReport>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections now, for the metrics; PGlite has one in-process connection and no pool. */
  poolStats?(): DatabasePoolStats;
}

export interface DatabasePoolStats {
  /** Connections open (idle or in use). */
  total: number;
  idle: number;
  /** Queries waiting for a connection because all are in use. */
  waiting: number;
}

// Resolved from the project root (npm scripts and the server run there), so the same path works
// in development, tests and the production build.
const migrationsFolder = path.resolve("app/.server/db/migrations");

// Both drivers return { rows } from execute(); the shared Database type leaves the result untyped.
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** A trivial query: resolves when the database answers. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

async function countAppliedMigrations(db: Database): Promise<number> {
  // drizzle-orm's migrator keeps its journal in drizzle.__drizzle_migrations, created on first run.
  const [table] = await queryRows<{ name: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (!table?.name) return 0;
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row?.n ?? 0;
}

/** Runs the migrator and reports which migrations of the journal it applied. */
async function migrateWithReport(db: Database, run: () => Promise<void>): Promise<MigrationReport> {
  const before = await countAppliedMigrations(db);
  await run();
  const total = await countAppliedMigrations(db);
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return { applied: journal.entries.slice(before, total).map((entry) => entry.tag), total };
}

/**
 * The PostgreSQL extensions the schema uses (site search: unaccent, pg_trgm), which PGlite ships
 * as separate modules to load with the database.
 */
export async function embeddedExtensions() {
  const [{ unaccent }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite/contrib/unaccent"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  return { unaccent, pg_trgm };
}

export interface EmbeddedOptions {
  /** Folder for the data files; omitted means in memory (tests). */
  dataDir?: string;
  /** A tarball from PGlite's dumpDataDir() to start from (tests start from a migrated copy). */
  loadDataDir?: Blob;
}

export async function openEmbeddedDatabase(options: EmbeddedOptions = {}): Promise<DatabaseConnection> {
  const lock = options.dataDir ? acquireDataDirLock(options.dataDir) : undefined;
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create({
      dataDir: options.dataDir ? path.join(options.dataDir, "pglite") : undefined,
      loadDataDir: options.loadDataDir,
      extensions: await embeddedExtensions(),
      // PostgreSQL's default 128 MB of shared buffers is far more than a catalogue of this size
      // uses, and PGlite keeps it in the server's own memory: 16 MB saves about 110 MB of RSS.
      startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
    });
    const db = drizzle({ client, schema }) as unknown as Database;
    return {
      kind: "embedded",
      location: options.dataDir ? path.resolve(options.dataDir) : "memory",
      db,
      async migrate() {
        const { migrate } = await import("drizzle-orm/pglite/migrator");
        return migrateWithReport(db, () => migrate(db as never, { migrationsFolder }));
      },
      ping: () => pingDatabase(db),
      async close() {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

// Several instances may start at once against one PostgreSQL: an advisory lock serialises migrations.
const MIGRATION_LOCK_KEY = 73_910_231;

/** host:port/database of a connection string, leaving out user and password. */
export function describePostgresUrl(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
  } catch {
    return "the server named by DATABASE_URL";
  }
}

export interface PostgresOptions {
  /** Connections per instance; the server's max_connections is shared by every instance. */
  poolSize?: number;
}

/**
 * The name the site's connections (and its operator commands') carry in pg_stat_activity and in
 * PostgreSQL's log lines that show %a, so a DBA can tell them from others; an application_name in
 * DATABASE_URL wins.
 */
const APPLICATION_NAME = "campo-industria-web";

export async function openPostgresDatabase(connectionString: string, options: PostgresOptions = {}): Promise<DatabaseConnection> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // Keep-alive probes notice a connection the network dropped silently; a broken client is discarded
  // and the next query opens a new one, so the site recovers by itself when the database returns.
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    application_name: APPLICATION_NAME,
  });
  // A client losing its connection (database restart, network cut) must not crash the process. The
  // pool listens on idle clients only; a client checked out for a transaction is idle between its
  // statements, and an 'error' with no listener there would end the process. Its next statement
  // fails instead, and the pool discards it on release.
  pool.on("error", (error) => logger.error({ error: error.message }, "database pool error"));
  pool.on("connect", (client) => client.on("error", (error) => logger.warn({ error: error.message }, "database connection lost")));
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return {
    kind: "postgres",
    location: describePostgresUrl(connectionString),
    db,
    async migrate() {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        const locked = drizzle({ client, schema }) as unknown as Database;
        return await migrateWithReport(locked, () => migrate(locked as never, { migrationsFolder }));
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: () => pingDatabase(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await pool.end();
    },
  };
}
