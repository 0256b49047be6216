import { readServerConfig, type ServerConfig } from "../config";
import { type Logger, logger } from "../logger";
import { type Database, type DatabaseConnection, openEmbeddedDatabase, openPostgresDatabase } from "./client";
import { seedDatabase } from "./seed";
import { indexContentPages } from "../search/content-documents";

export type { Database, DatabaseConnection };

/** Opens the configured database as it is: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. */
export function openDatabase(config: ServerConfig = readServerConfig()): Promise<DatabaseConnection> {
  return config.databaseUrl
    ? openPostgresDatabase(config.databaseUrl, { poolSize: config.databasePoolSize })
    : openEmbeddedDatabase({ dataDir: config.dataDir });
}

/**
 * Opens the configured database, brings its schema up to date, seeds an empty one and puts the
 * content pages of this code in the site search (a no-op when the index already holds them).
 */
export async function openConfiguredDatabase(config: ServerConfig = readServerConfig(), log: Logger = logger): Promise<DatabaseConnection> {
  const connection = await openDatabase(config);
  try {
    await prepareDatabase(connection, log);
    return connection;
  } catch (error) {
    await connection.close().catch(() => {});
    throw error;
  }
}

/**
 * What the server's start does to its database (openConfiguredDatabase), saying what it did: one
 * line per migration applied and per seed step that wrote something (docs/operations.md, "What the
 * start-up log says").
 */
export async function prepareDatabase(connection: DatabaseConnection, log: Logger = logger): Promise<void> {
  // Of instances starting together on one PostgreSQL, only the one that applied a migration
  // (under the migration lock) reports it.
  const { applied } = await connection.migrate();
  for (const migration of applied) log.info({ migration }, "migration applied");
  await seedDatabase(connection.db, log);
  const { written, removed } = await indexContentPages(connection.db);
  if (written + removed > 0) log.info({ step: "content pages in the site search", written, removed }, "seed step");
}

// Opened on first use, never at import time: the build imports server modules without a database.
let connectionPromise: Promise<DatabaseConnection> | undefined;

export function getConnection(): Promise<DatabaseConnection> {
  connectionPromise ??= openConfiguredDatabase().catch((error) => {
    connectionPromise = undefined;
    throw error;
  });
  return connectionPromise;
}

export async function getDb(): Promise<Database> {
  return (await getConnection()).db;
}

/** Lets tests run domain code against a database they opened (and close) themselves. */
export function setConnection(connection: DatabaseConnection | undefined): void {
  connectionPromise = connection && Promise.resolve(connection);
}

export async function closeDatabase(): Promise<void> {
  const pending = connectionPromise;
  connectionPromise = undefined;
  if (pending) await (await pending.catch(() => undefined))?.close();
}
