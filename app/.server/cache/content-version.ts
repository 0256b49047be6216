import { sql } from "drizzle-orm";
import { getConnection } from "../db";
import type { Database } from "../db/client";

// The version of everything public pages show, kept in the database so that every instance sees
// a write made through any other one (docs/decisions/007-html-cache.md).

const PUBLIC_CONTENT = "public";

/**
 * Marks public content as changed. Call it after every write to products, categories or articles
 * (inside the write's transaction when there is one); cached pages of every instance become stale.
 */
export async function bumpContentVersion(db: Database): Promise<void> {
  await db.execute(sql`
    insert into content_versions (id, version) values (${PUBLIC_CONTENT}, 1)
    on conflict (id) do update set version = content_versions.version + 1, updated_at = now()`);
  forgetEmbeddedVersion();
}

/**
 * The embedded database belongs to this one process (docs/decisions/002), so its version changes
 * only through bumpContentVersion() here: the value read is kept until the next bump, which saves
 * a query per page view. PGlite runs one statement at a time, so a read issued after a bump waits
 * for the bump's transaction and sees its outcome. `bumps` keeps a read that began before a bump
 * from storing its older value after it. With PostgreSQL other instances write too: always read.
 */
let embeddedVersion: number | undefined;
let bumps = 0;

function forgetEmbeddedVersion() {
  bumps++;
  embeddedVersion = undefined;
}

async function queryContentVersion(): Promise<number> {
  const bumpsBefore = bumps;
  const { db, kind } = await getConnection();
  const result = (await db.execute(sql`select version from content_versions where id = ${PUBLIC_CONTENT}`)) as unknown as {
    rows: { version: string | number }[];
  };
  const version = Number(result.rows[0]?.version ?? 0);
  if (kind === "embedded" && bumps === bumpsBefore) embeddedVersion = version;
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
export function readContentVersion(): Promise<number> {
  if (embeddedVersion !== undefined) return Promise.resolve(embeddedVersion);
  if (!inFlight) {
    inFlight = queryContentVersion().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }
  queued ??= inFlight
    .catch(() => undefined)
    .then(() => {
      queued = undefined;
      return readContentVersion();
    });
  return queued;
}
