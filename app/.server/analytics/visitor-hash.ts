import { createHash, randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../db";
import { analyticsSalts } from "../db/schema";

// The daily visitor hash, as Plausible counts unique visitors without a cookie: sha256 of a salt
// that is random per Montevideo day, the visitor's address and user agent, and the site's host.
// Within a day the same browser gives the same hash, so it is counted once; the next day the salt
// is another, so the hashes of two days cannot be linked; once a day's salt is deleted (after
// the following day) nobody, us included, can tell whose a hash was. The address and the user
// agent themselves are never stored.

export interface VisitorInputs {
  clientIp: string;
  userAgent: string;
  /** The site's host, so two sites sharing a salt would not share visitors. */
  siteHost: string;
}

/** The hash of one visitor on the day of `salt` (hex; 128 bits are plenty to tell visitors apart). */
export function visitorHash(salt: string, { clientIp, userAgent, siteHost }: VisitorInputs): string {
  // "::ffff:203.0.113.7" is the same IPv4 visitor as "203.0.113.7" on a dual-stack socket.
  const address = clientIp.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  return createHash("sha256").update([salt, address, userAgent, siteHost.toLowerCase()].join("\n")).digest("hex").slice(0, 32);
}

/**
 * The salt of a Montevideo day, made on first use. One statement, so every instance on a shared
 * database gets the same salt even when two make it at once (the upsert keeps the first).
 */
export async function saltOfDay(db: Database, day: string): Promise<string> {
  const result = (await db.execute(sql`
    insert into analytics_salts (day, salt) values (${day}, ${randomBytes(32).toString("hex")})
    on conflict (day) do update set day = excluded.day
    returning salt`)) as unknown as { rows: { salt: string }[] };
  return result.rows[0]!.salt;
}

/** Deletes the salts of days before `oldestKept` (yesterday's and today's stay). */
export async function deleteOldSalts(db: Database, oldestKept: string): Promise<number> {
  const deleted = await db.delete(analyticsSalts).where(lt(analyticsSalts.day, oldestKept)).returning({ day: analyticsSalts.day });
  return deleted.length;
}
