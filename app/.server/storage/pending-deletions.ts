import { eq, sql } from "drizzle-orm";
import type { Database } from "../db";
import { queryRows } from "../db/client";
import { pendingUploadDeletions } from "../db/schema";

// Images whose removal the store refused, kept until the sweep (upload-sweep.ts) removes them.

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** Remembers the URL for a later try; recording the same URL again is harmless. */
export async function recordPendingUploadDeletion(db: Database, url: string, error: unknown): Promise<void> {
  await db
    .insert(pendingUploadDeletions)
    .values({ url, lastError: describe(error) })
    .onConflictDoUpdate({ target: pendingUploadDeletions.url, set: { lastError: describe(error) } });
}

/**
 * Claims up to `limit` due URLs for `leaseMs`: their next attempt moves a lease ahead, so another
 * instance skips them now, and they come back by themselves if this one stops mid-sweep.
 */
export async function claimPendingUploadDeletions(db: Database, limit: number, leaseMs: number): Promise<string[]> {
  const rows = await queryRows<{ url: string }>(
    db,
    sql`
    update ${pendingUploadDeletions}
    set next_attempt_at = now() + (${leaseMs} * interval '1 millisecond')
    where url in (
      select url from ${pendingUploadDeletions}
      where next_attempt_at <= now()
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning url`,
  );
  return rows.map((row) => row.url);
}

export async function settlePendingUploadDeletion(db: Database, url: string): Promise<void> {
  await db.delete(pendingUploadDeletions).where(eq(pendingUploadDeletions.url, url));
}

/** Another try later, further apart each time (1, 2, 4 … minutes, at most a day). */
export async function postponePendingUploadDeletion(db: Database, url: string, error: unknown): Promise<void> {
  await db
    .update(pendingUploadDeletions)
    .set({
      attempts: sql`${pendingUploadDeletions.attempts} + 1`,
      lastError: describe(error),
      nextAttemptAt: sql`now() + least(power(2, ${pendingUploadDeletions.attempts}) * interval '1 minute', interval '1 day')`,
    })
    .where(eq(pendingUploadDeletions.url, url));
}

export async function listPendingUploadDeletions(db: Database) {
  return db.select().from(pendingUploadDeletions).orderBy(pendingUploadDeletions.createdAt);
}
