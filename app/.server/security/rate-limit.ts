import { sql } from "drizzle-orm";
import type { Database } from "../db";

// A fixed-window counter per key for the site's own public endpoints, kept in the rate_limits table
// Better Auth already uses for its counters, so every instance on a shared database counts together.
// Keys carry a prefix ("events:…") that Better Auth's own keys (which begin with an address) never do.

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Counts one request under `key` and tells whether it is within the limit. One upsert, so two
 * instances counting at once cannot both read the old value.
 */
export async function consumeRateLimit(db: Database, key: string, { max, windowSeconds }: RateLimit): Promise<boolean> {
  const now = Date.now();
  const windowStart = now - windowSeconds * 1000;
  // last_request holds the start of the current window for these keys.
  const result = (await db.execute(sql`
    insert into rate_limits (key, count, last_request) values (${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${windowStart} then ${now} else rate_limits.last_request end
    returning count`)) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0) <= max;
}
