import { sql } from "drizzle-orm";
import type { DatabaseConnection } from "../db";
import { contentVersionBumps, PUBLIC_CONTENT } from "./content-version";

/**
 * The embedded database belongs to this one process (docs/decisions/002), so its version changes
 * only through bumpContentVersion(): the value read is kept until the next bump, which saves a
 * query per page view. PGlite runs one statement at a time, so a read issued after a bump waits
 * for the bump's transaction and sees its outcome. The bump count taken before a read keeps a
 * read that began before a bump from being kept after it. With PostgreSQL other instances write
 * too: always read.
 */
let embedded: { version: number; bumps: number } | undefined;

/** The process's database, and which kind it is. */
export type ContentVersionSource = Pick<DatabaseConnection, "db" | "kind">;

async function queryContentVersion({ db, kind }: ContentVersionSource): Promise<number> {
  const bumpsBefore = contentVersionBumps();
  const result = (await db.execute(sql`select version from content_versions where id = ${PUBLIC_CONTENT}`)) as unknown as {
    rows: { version: string | number }[];
  };
  const version = Number(result.rows[0]?.version ?? 0);
  if (kind === "embedded" && contentVersionBumps() === bumpsBefore) embedded = { version, bumps: bumpsBefore };
  return version;
}

let inFlight: Promise<number> | undefined;
let queued: Promise<number> | undefined;

/**
 * The current content version, read from the database no earlier than this call. Concurrent callers
 * share reads: a caller arriving while a read is running waits for the next one (the running read
 * may predate a write that finished before the caller arrived), so under load there is at most one
 * read in flight and one queued, whatever the number of requests.
 */
export function readContentVersion(connection: ContentVersionSource): Promise<number> {
  if (embedded && embedded.bumps === contentVersionBumps()) return Promise.resolve(embedded.version);
  if (!inFlight) {
    inFlight = queryContentVersion(connection).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }
  queued ??= inFlight
    .catch(() => undefined)
    .then(() => {
      queued = undefined;
      return readContentVersion(connection);
    });
  return queued;
}
