import { sql } from "drizzle-orm";
import type { DatabaseConnection } from "../db";
import { contentVersionBumps, PUBLIC_CONTENT } from "./content-version";

/**
 * What keys the public page cache: the content version, and the moment the next scheduled article
 * goes public (`freshUntil`, ms since the epoch; null when none is scheduled). Nobody writes at
 * that moment, so the version alone would keep serving pages without the article; a page kept
 * before `freshUntil` is stale from then on, on every instance, since each instance reads the same
 * date from the database and compares it with its own clock.
 */
export interface PublicContentState {
  version: number;
  freshUntil: number | null;
}

/**
 * The embedded database belongs to this one process (docs/decisions/002), so its version changes
 * only through bumpContentVersion(): the value read is kept until the next bump, which saves a
 * query per page view. PGlite runs one statement at a time, so a read issued after a bump waits
 * for the bump's transaction and sees its outcome. The bump count taken before a read keeps a
 * read that began before a bump from being kept after it. With PostgreSQL other instances write
 * too: always read.
 */
let embedded: { state: PublicContentState; bumps: number } | undefined;

/** The process's database, and which kind it is. */
export type ContentVersionSource = Pick<DatabaseConnection, "db" | "kind">;

async function queryContentState({ db, kind }: ContentVersionSource): Promise<PublicContentState> {
  const bumpsBefore = contentVersionBumps();
  // One round trip: the version, and the earliest publication date still ahead (the predicate of
  // isPublicAt in app/.server/articles/queries.ts, turned around; articles_published_idx serves it).
  const result = (await db.execute(sql`
    select (select version from content_versions where id = ${PUBLIC_CONTENT}) as version,
           (select min(published_at) from articles where is_published and published_at > ${new Date().toISOString()}::timestamptz) as next_at`)) as unknown as {
    rows: { version: string | number | null; next_at: Date | string | null }[];
  };
  const version = Number(result.rows[0]?.version ?? 0);
  const nextAt = result.rows[0]?.next_at;
  const state = { version, freshUntil: nextAt ? new Date(nextAt).getTime() : null };
  if (kind === "embedded" && contentVersionBumps() === bumpsBefore) embedded = { state, bumps: bumpsBefore };
  return state;
}

/**
 * The embedded database's kept state while it holds (no bump since, its `freshUntil` not reached),
 * without waiting: the page cache's fast path answers in the same tick. Undefined otherwise.
 */
export function knownPublicContentState(): PublicContentState | undefined {
  if (!embedded || embedded.bumps !== contentVersionBumps()) return undefined;
  return embedded.state.freshUntil === null || Date.now() < embedded.state.freshUntil ? embedded.state : undefined;
}

let inFlight: Promise<PublicContentState> | undefined;
let queued: Promise<PublicContentState> | undefined;

/**
 * The current content version, read from the database no earlier than this call. Concurrent callers
 * share reads: a caller arriving while a read is running waits for the next one (the running read
 * may predate a write that finished before the caller arrived), so under load there is at most one
 * read in flight and one queued, whatever the number of requests. The embedded database's kept
 * state also ends at its `freshUntil`.
 */
export function readPublicContentState(connection: ContentVersionSource): Promise<PublicContentState> {
  const known = knownPublicContentState();
  if (known) return Promise.resolve(known);
  if (!inFlight) {
    inFlight = queryContentState(connection).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }
  queued ??= inFlight
    .catch(() => undefined)
    .then(() => {
      queued = undefined;
      return readPublicContentState(connection);
    });
  return queued;
}

/** The current content version alone (see readPublicContentState). */
export async function readContentVersion(connection: ContentVersionSource): Promise<number> {
  return (await readPublicContentState(connection)).version;
}
