import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db";
import { signInFailures, twoFactors } from "../db/schema";

// The per-account half of brute-force protection (the per-IP half is Better Auth's rate limit):
// too many wrong passwords for one e-mail address, from any number of IPs, lock signing in with it
// for a while, even with the right password. Counted per address whether or not an account has it,
// so a lock tells nothing the sign-in form does not. A password reset lifts it at once.

export const SIGN_IN_LOCKOUT = {
  maxFailures: 10,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
} as const;

/** Better Auth's error code for a locked sign-in; errors.ts holds its Spanish message. */
export const SIGN_IN_LOCKED_CODE = "SIGN_IN_LOCKED";

export function lockoutKey(email: string): string {
  return email.trim().toLowerCase();
}

function timestamp(date: Date) {
  return sql`${date.toISOString()}::timestamptz`;
}

/** Whether signing in with this address is locked right now. */
export async function isSignInLocked(db: Database, email: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ email: signInFailures.email })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, lockoutKey(email)), gt(signInFailures.lockedUntil, now)));
  return Boolean(row);
}

/** Counts one wrong password; the failure that reaches the limit within the window starts the lock. */
export async function recordFailedSignIn(db: Database, email: string, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - SIGN_IN_LOCKOUT.windowSeconds * 1000);
  const lockEnd = new Date(now.getTime() + SIGN_IN_LOCKOUT.lockSeconds * 1000);
  // Rows whose window and lock are both over count for nothing: keep the table small.
  await db
    .delete(signInFailures)
    .where(and(lte(signInFailures.windowStartedAt, windowStart), or(isNull(signInFailures.lockedUntil), lte(signInFailures.lockedUntil, now))));
  const startsOver = sql`(${signInFailures.windowStartedAt} <= ${timestamp(windowStart)} or ${signInFailures.lockedUntil} <= ${timestamp(now)})`;
  await db
    .insert(signInFailures)
    .values({ email: lockoutKey(email), failedAttempts: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: signInFailures.email,
      // One statement, so failures arriving at once on several instances all count.
      set: {
        failedAttempts: sql`case when ${startsOver} then 1 else ${signInFailures.failedAttempts} + 1 end`,
        windowStartedAt: sql`case when ${startsOver} then ${timestamp(now)} else ${signInFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${startsOver} then null when ${signInFailures.failedAttempts} + 1 >= ${SIGN_IN_LOCKOUT.maxFailures} then ${timestamp(lockEnd)} else ${signInFailures.lockedUntil} end`,
      },
    });
}

/** A successful sign-in or password reset: the count starts over and any lock is lifted. */
export async function clearFailedSignIns(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, lockoutKey(email)));
}

/** A password reset also lifts Better Auth's own lock on wrong two-factor codes for the account. */
export async function clearTwoFactorLock(db: Database, userId: string): Promise<void> {
  await db.update(twoFactors).set({ failedVerificationCount: 0, lockedUntil: null }).where(eq(twoFactors.userId, userId));
}
