import { readServerConfig } from "../config";
import { type Database, type DatabaseConnection, openEmbeddedDatabase, openPostgresDatabase } from "./client";
import { seedDatabase } from "./seed";

export type { Database, DatabaseConnection };

/** Opens the configured database, brings its schema up to date and seeds an empty one. */
export async function openConfiguredDatabase(): Promise<DatabaseConnection> {
  const config = readServerConfig();
  const connection = config.databaseUrl
    ? await openPostgresDatabase(config.databaseUrl)
    : await openEmbeddedDatabase({ dataDir: config.dataDir });
  try {
    await connection.migrate();
    await seedDatabase(connection.db);
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

/** Lets tests run domain code against a database they opened themselves. */
export function useConnection(connection: DatabaseConnection): void {
  connectionPromise = Promise.resolve(connection);
}

export async function closeDatabase(): Promise<void> {
  const pending = connectionPromise;
  connectionPromise = undefined;
  if (pending) await (await pending.catch(() => undefined))?.close();
}
