import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db";
import { signInAddresses, signInFailures, signInPasses, signInUnlockLinks, twoFactors } from "../db/schema";

// The per-account half of brute-force protection (the per-IP half is Better Auth's rate limit),
// built so that a stranger cannot use it to keep the owner out (docs/decisions/028-sign-in-lock-out.md):
// - each (e-mail, client address) pair earns a growing wait after a few wrong passwords, which holds
//   back only that address;
// - wrong passwords from all addresses together reach a ceiling that guards the account: then only
//   addresses the account signed in from before, and browsers the owner unlocked through the one
//   e-mail sent about it, may still try.
// Everything is counted per typed address whether or not an account has it, so no answer tells
// more than the sign-in form does. A password reset lifts it all.

export const SIGN_IN_PROTECTION = {
  /** Wrong passwords an address may make before it has to wait. */
  freeFailuresPerAddress: 5,
  /** The first wait; each further wrong password doubles it, up to the cap. */
  firstDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
  /** An address's wrong passwords are forgotten this long after its last one. */
  addressMemorySeconds: 24 * 60 * 60,
  /** Wrong passwords from all addresses within the window that guard the account. */
  accountCeiling: 20,
  accountWindowSeconds: 60 * 60,
  guardSeconds: 24 * 60 * 60,
  /** At most one e-mail to the owner in this time, however often the ceiling is reached. */
  alertIntervalSeconds: 24 * 60 * 60,
  unlockLinkSeconds: 24 * 60 * 60,
  /** How long a browser unlocked through the e-mail keeps its pass. */
  passSeconds: 30 * 24 * 60 * 60,
  /** An address the account signed in from within this time may still try while it is guarded. */
  knownAddressSeconds: 90 * 24 * 60 * 60,
} as const;

/** Better Auth's own lock on wrong two-factor codes (the password was right, so no stranger reaches it). */
export const TWO_FACTOR_LOCKOUT = { maxFailures: 10, lockSeconds: 15 * 60 } as const;

/** Error codes of a refused sign-in; errors.ts holds their Spanish messages. */
export const SIGN_IN_DELAYED_CODE = "SIGN_IN_DELAYED";
export const SIGN_IN_LOCKED_CODE = "SIGN_IN_LOCKED";
export type SignInRefusal = typeof SIGN_IN_DELAYED_CODE | typeof SIGN_IN_LOCKED_CODE;

/** The cookie that carries an unlocked browser's pass (with the __Secure- prefix over HTTPS). */
export const SIGN_IN_PASS_COOKIE = "ingreso-desbloqueado";

export function lockoutKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Who is trying: the typed address, where from, and the browser's pass if it has one. */
export interface SignInAttempt {
  email: string;
  clientAddress: string;
  passToken?: string | null;
}

function timestamp(date: Date) {
  return sql`${date.toISOString()}::timestamptz`;
}

function secondsAfter(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/** Only a hash of a link or pass token is stored: a copy of the database unlocks nothing. */
function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The wait after an address's n-th wrong password in a row (0 while it has failures to spare). */
export function delaySecondsAfter(failures: number): number {
  const { freeFailuresPerAddress, firstDelaySeconds, maxDelaySeconds } = SIGN_IN_PROTECTION;
  if (failures < freeFailuresPerAddress) return 0;
  return Math.min(firstDelaySeconds * 2 ** Math.min(failures - freeFailuresPerAddress, 30), maxDelaySeconds);
}

async function hasValidPass(db: Database, email: string, passToken: string | null | undefined, now: Date): Promise<boolean> {
  if (!passToken) return false;
  const [pass] = await db
    .select({ email: signInPasses.email })
    .from(signInPasses)
    .where(
      and(eq(signInPasses.tokenHash, tokenHash(passToken)), eq(signInPasses.email, lockoutKey(email)), gt(signInPasses.expiresAt, now)),
    );
  return Boolean(pass);
}

/** Why this attempt may not even check its password right now, or null when it may. */
export async function signInRefusal(db: Database, attempt: SignInAttempt, now = new Date()): Promise<SignInRefusal | null> {
  const email = lockoutKey(attempt.email);
  const [[address], [account]] = await Promise.all([
    db
      .select()
      .from(signInAddresses)
      .where(and(eq(signInAddresses.email, email), eq(signInAddresses.clientAddress, attempt.clientAddress))),
    db.select({ lockedUntil: signInFailures.lockedUntil }).from(signInFailures).where(eq(signInFailures.email, email)),
  ]);
  const delayed = Boolean(address?.delayedUntil && address.delayedUntil > now);
  const guarded = Boolean(account?.lockedUntil && account.lockedUntil > now);
  if (!delayed && !guarded) return null;
  // The owner unlocked this browser through the e-mail: neither wait applies to it.
  if (await hasValidPass(db, email, attempt.passToken, now)) return null;
  if (delayed) return SIGN_IN_DELAYED_CODE;
  const known = address?.lastSucceededAt && address.lastSucceededAt > secondsAfter(now, -SIGN_IN_PROTECTION.knownAddressSeconds);
  return known ? null : SIGN_IN_LOCKED_CODE;
}

/**
 * Counts one wrong password for the address and for the account. Returns true for the one failure
 * that should e-mail the owner: the account is guarded and nobody was told within the interval
 * (decided in one statement, so instances failing at once send one e-mail between them).
 */
export async function recordFailedSignIn(db: Database, attempt: SignInAttempt, now = new Date()): Promise<boolean> {
  const email = lockoutKey(attempt.email);
  const p = SIGN_IN_PROTECTION;
  const addressForgotten = secondsAfter(now, -p.addressMemorySeconds);
  const windowStart = secondsAfter(now, -p.accountWindowSeconds);
  const alertedLongAgo = secondsAfter(now, -p.alertIntervalSeconds);
  // Rows that count for nothing any more: keep the tables small.
  await Promise.all([
    db
      .delete(signInAddresses)
      .where(
        and(
          or(isNull(signInAddresses.lastFailedAt), lte(signInAddresses.lastFailedAt, addressForgotten)),
          or(isNull(signInAddresses.lastSucceededAt), lte(signInAddresses.lastSucceededAt, secondsAfter(now, -p.knownAddressSeconds))),
        ),
      ),
    db
      .delete(signInFailures)
      .where(
        and(
          lte(signInFailures.windowStartedAt, windowStart),
          or(isNull(signInFailures.lockedUntil), lte(signInFailures.lockedUntil, now)),
          or(isNull(signInFailures.alertedAt), lte(signInFailures.alertedAt, alertedLongAgo)),
        ),
      ),
  ]);

  // One statement each, so failures arriving at once on several instances all count.
  const addressStartsOver = sql`(${signInAddresses.lastFailedAt} is null or ${signInAddresses.lastFailedAt} <= ${timestamp(addressForgotten)})`;
  const failures = sql`case when ${addressStartsOver} then 1 else ${signInAddresses.failedAttempts} + 1 end`;
  const delay = sql`least(${p.firstDelaySeconds} * power(2, least(greatest(${failures} - ${p.freeFailuresPerAddress}, 0), 30)), ${p.maxDelaySeconds})`;
  await db
    .insert(signInAddresses)
    .values({
      email,
      clientAddress: attempt.clientAddress,
      failedAttempts: 1,
      lastFailedAt: now,
      delayedUntil: delaySecondsAfter(1) > 0 ? secondsAfter(now, delaySecondsAfter(1)) : null,
    })
    .onConflictDoUpdate({
      target: [signInAddresses.email, signInAddresses.clientAddress],
      set: {
        failedAttempts: failures,
        lastFailedAt: now,
        delayedUntil: sql`case when ${failures} >= ${p.freeFailuresPerAddress} then ${timestamp(now)} + make_interval(secs => ${delay}) else null end`,
      },
    });

  const accountStartsOver = sql`(${signInFailures.windowStartedAt} <= ${timestamp(windowStart)} or ${signInFailures.lockedUntil} <= ${timestamp(now)})`;
  const guardEnd = secondsAfter(now, p.guardSeconds);
  await db
    .insert(signInFailures)
    .values({ email, failedAttempts: 1, windowStartedAt: now, lockedUntil: p.accountCeiling <= 1 ? guardEnd : null })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failedAttempts: sql`case when ${accountStartsOver} then 1 else ${signInFailures.failedAttempts} + 1 end`,
        windowStartedAt: sql`case when ${accountStartsOver} then ${timestamp(now)} else ${signInFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${accountStartsOver} then null when ${signInFailures.failedAttempts} + 1 >= ${p.accountCeiling} then ${timestamp(guardEnd)} else ${signInFailures.lockedUntil} end`,
      },
    });

  const alerted = await db
    .update(signInFailures)
    .set({ alertedAt: now })
    .where(
      and(
        eq(signInFailures.email, email),
        gt(signInFailures.lockedUntil, now),
        or(isNull(signInFailures.alertedAt), lte(signInFailures.alertedAt, alertedLongAgo)),
      ),
    )
    .returning({ email: signInFailures.email });
  return alerted.length > 0;
}

/** A right password from this address: its count starts over, and it becomes a known address. */
export async function recordSuccessfulSignIn(db: Database, attempt: SignInAttempt, now = new Date()): Promise<void> {
  const row = { failedAttempts: 0, lastFailedAt: null, delayedUntil: null, lastSucceededAt: now };
  await db
    .insert(signInAddresses)
    .values({ email: lockoutKey(attempt.email), clientAddress: attempt.clientAddress, ...row })
    .onConflictDoUpdate({ target: [signInAddresses.email, signInAddresses.clientAddress], set: row });
}

/** A single-use link for the owner's e-mail; only its hash is stored. */
export async function createUnlockLink(db: Database, email: string, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(signInUnlockLinks).values({
    tokenHash: tokenHash(token),
    email: lockoutKey(email),
    expiresAt: secondsAfter(now, SIGN_IN_PROTECTION.unlockLinkSeconds),
  });
  return token;
}

/** Whether a link can still be used (the page shows its button only then); uses nothing up. */
export async function isUnlockLinkValid(db: Database, token: string, now = new Date()): Promise<boolean> {
  const [link] = await db
    .select({ email: signInUnlockLinks.email })
    .from(signInUnlockLinks)
    .where(and(eq(signInUnlockLinks.tokenHash, tokenHash(token)), isNull(signInUnlockLinks.usedAt), gt(signInUnlockLinks.expiresAt, now)));
  return Boolean(link);
}

/**
 * Uses an unlock link up (once: one statement marks it, so a second use finds nothing) and returns
 * the pass for the browser that opened it, valid for that link's account alone; null when the
 * link is unknown, used or expired.
 */
export async function redeemUnlockLink(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ passToken: string; email: string } | null> {
  const [link] = await db
    .update(signInUnlockLinks)
    .set({ usedAt: now })
    .where(and(eq(signInUnlockLinks.tokenHash, tokenHash(token)), isNull(signInUnlockLinks.usedAt), gt(signInUnlockLinks.expiresAt, now)))
    .returning({ email: signInUnlockLinks.email });
  if (!link) return null;
  const passToken = newToken();
  await db.delete(signInPasses).where(lte(signInPasses.expiresAt, now));
  await db
    .insert(signInPasses)
    .values({ tokenHash: tokenHash(passToken), email: link.email, expiresAt: secondsAfter(now, SIGN_IN_PROTECTION.passSeconds) });
  return { passToken, email: link.email };
}

/** A password reset: every count, wait and guard on the address is lifted. */
export async function clearFailedSignIns(db: Database, email: string): Promise<void> {
  const key = lockoutKey(email);
  await Promise.all([
    db.delete(signInFailures).where(eq(signInFailures.email, key)),
    db.update(signInAddresses).set({ failedAttempts: 0, lastFailedAt: null, delayedUntil: null }).where(eq(signInAddresses.email, key)),
  ]);
}

/** A password reset also lifts Better Auth's own lock on wrong two-factor codes for the account. */
export async function clearTwoFactorLock(db: Database, userId: string): Promise<void> {
  await db.update(twoFactors).set({ failedVerificationCount: 0, lockedUntil: null }).where(eq(twoFactors.userId, userId));
}
