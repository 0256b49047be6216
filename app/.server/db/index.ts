import { readServerConfig, type ServerConfig } from "../config";
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
export async function openConfiguredDatabase(config: ServerConfig = readServerConfig()): Promise<DatabaseConnection> {
  const connection = await openDatabase(config);
  try {
    await connection.migrate();
    await seedDatabase(connection.db);
    await indexContentPages(connection.db);
    return connection;
  } catch (error) {
    await connection.close().catch(() => {});
    throw error;
  }
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
