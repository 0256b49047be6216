import type { DatabaseConnection } from "../app/.server/db/index.ts";

// The frame every operator command shares: it prints what it did, and a failure is one line with
// the reason (e.g. the embedded database is locked by the running server), never a stack trace.
export async function runOperatorCommand(name: string, command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

export function describeDatabase(connection: DatabaseConnection): string {
  return connection.kind === "embedded"
    ? `the embedded database at ${connection.location}`
    : `the PostgreSQL database ${connection.location}`;
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Brings the schema up to date and says what that took. */
export async function migrateAndReport(connection: DatabaseConnection): Promise<void> {
  const { applied, total } = await connection.migrate();
  const target = describeDatabase(connection);
  if (applied.length === 0) {
    console.log(`Schema of ${target} is up to date (${plural(total, "migration", "migrations")}); nothing to apply.`);
  } else {
    console.log(`Applied ${plural(applied.length, "migration", "migrations")} to ${target}: ${applied.join(", ")}.`);
  }
}
