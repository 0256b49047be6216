import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

// The version of everything public pages show, kept in the database so that every instance sees
// a write made through any other one (docs/decisions/007-html-cache.md). Writing it needs only the
// writer's database, so the seed (run while the database opens) can bump it; reading it through
// the configured connection is ./read-content-version.ts.

export const PUBLIC_CONTENT = "public";

let bumpCount = 0;

/** How many bumps this process has made: a version read before the latest bump is stale. */
export function contentVersionBumps(): number {
  return bumpCount;
}

/**
 * Marks public content as changed. Call it after every write to products, categories or articles
 * (inside the write's transaction when there is one); cached pages of every instance become stale.
 */
export async function bumpContentVersion(db: Database): Promise<void> {
  await db.execute(sql`
    insert into content_versions (id, version) values (${PUBLIC_CONTENT}, 1)
    on conflict (id) do update set version = content_versions.version + 1, updated_at = now()`);
  bumpCount++;
}
