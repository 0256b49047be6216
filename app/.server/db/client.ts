import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { acquireDataDirLock } from "./lock";
import * as schema from "./schema";

// One module hides which database runs: PGlite under DATA_DIR by default, PostgreSQL when
// DATABASE_URL is set. Drivers are imported lazily so a process only loads the one it uses.

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConnection {
  kind: "embedded" | "postgres";
  db: Database;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

// Resolved from the project root (npm scripts and the server run there), so the same path works
// in development, tests and the production build.
const migrationsFolder = path.resolve("app/.server/db/migrations");

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
    });
    const db = drizzle({ client, schema }) as unknown as Database;
    return {
      kind: "embedded",
      db,
      async migrate() {
        const { migrate } = await import("drizzle-orm/pglite/migrator");
        await migrate(db as never, { migrationsFolder });
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
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

export async function openPostgresDatabase(connectionString: string): Promise<DatabaseConnection> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({
    connectionString,
    max: Number(process.env.DATABASE_POOL_SIZE) || 10,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", (error) => console.error(JSON.stringify({ level: "error", msg: "database pool error", error: error.message })));
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return {
    kind: "postgres",
    db,
    async migrate() {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migrate(drizzle({ client, schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}
