import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSignInLocked, recordFailedSignIn, SIGN_IN_LOCKOUT } from "~/.server/auth/account-lockout";
import { authErrorMessage } from "~/.server/auth/errors";
import { signInFailures } from "~/.server/db/schema";
import { callHandler, createVerifiedUser, lastMailTo, setUpAuthTest, type AuthTestContext } from "../support/auth";

// Per-account brute-force protection: guesses spread over many addresses (each under the per-IP
// limit) still lock the account, for every address, until the lock runs out or a password reset.

describe("per-account lock on failed sign-ins", () => {
  let test: AuthTestContext;
  const owner = { email: "duena@example.com", password: "la-clave-de-la-duena" };
  const neighbour = { email: "vecino@example.com", password: "la-clave-del-vecino" };
  beforeAll(async () => {
    test = await setUpAuthTest();
    await createVerifiedUser(owner.email, owner.password, { role: "admin" });
    await createVerifiedUser(neighbour.email, neighbour.password);
  });
  afterAll(() => test.dispose());

  const signIn = (email: string, password: string, ip: string) => callHandler("/sign-in/email", { body: { email, password }, ip });

  it("locks an account after wrong passwords from many IPs, even for the right password, and says how to lift it", async () => {
    for (let i = 0; i < SIGN_IN_LOCKOUT.maxFailures; i++) {
      const guess = await signIn(owner.email, `adivinando-${i}-xyz`, `203.0.113.${100 + i}`);
      expect(guess.status).toBe(401);
    }
    const refused = await signIn(owner.email, owner.password, "198.51.100.77");
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body).toMatchObject({ code: "SIGN_IN_LOCKED" });
    expect(body).not.toHaveProperty("token");
    expect(authErrorMessage(body.code, 429)).toMatch(/¿Olvidaste tu contraseña\?/);
    // The same address in other case is the same account.
    expect((await signIn(owner.email.toUpperCase(), owner.password, "198.51.100.78")).status).toBe(429);

    // Another account is not affected.
    expect((await signIn(neighbour.email, neighbour.password, "198.51.100.79")).status).toBe(200);
  });

  it("answers the same for an address without an account, so the lock reveals nobody", async () => {
    const stranger = "nadie@example.com";
    for (let i = 0; i < SIGN_IN_LOCKOUT.maxFailures; i++) {
      expect((await signIn(stranger, `adivinando-${i}-xyz`, `203.0.113.${150 + i}`)).status).toBe(401);
    }
    const refused = await signIn(stranger, "cualquier-cosa-123", "198.51.100.80");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "SIGN_IN_LOCKED" });
  });

  it("is lifted at once by a password reset", async () => {
    const requested = await callHandler("/request-password-reset", { body: { email: owner.email, redirectTo: "/auth/restablecer" }, ip: "198.51.100.81" });
    expect(requested.status).toBe(200);
    const link = new URL(lastMailTo(test.dataDir, owner.email).links.find((url) => url.includes("/auth/restablecer"))!);
    const reset = await callHandler("/reset-password", { body: { token: link.searchParams.get("token"), newPassword: "una-clave-nueva-larga" }, ip: "198.51.100.82" });
    expect(reset.status).toBe(200);
    expect((await signIn(owner.email, "una-clave-nueva-larga", "198.51.100.83")).status).toBe(200);
    const rows = await test.database.connection.db.select().from(signInFailures).where(eq(signInFailures.email, owner.email));
    expect(rows).toEqual([]);
  });

  it("counts within a window and ends the lock when its time is over", async () => {
    const { db } = test.database.connection;
    const email = "reloj@example.com";
    const start = new Date("2026-01-01T10:00:00Z");
    const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
    // Failures spread wider than the window never add up to a lock.
    for (let i = 0; i < SIGN_IN_LOCKOUT.maxFailures; i++) await recordFailedSignIn(db, email, minutes(i * 2));
    expect(await isSignInLocked(db, email, minutes(18))).toBe(false);
    // Within the window they do, and the lock lasts its time.
    const burst = minutes(60);
    for (let i = 0; i < SIGN_IN_LOCKOUT.maxFailures; i++) await recordFailedSignIn(db, email, burst);
    expect(await isSignInLocked(db, email, burst)).toBe(true);
    const over = new Date(burst.getTime() + SIGN_IN_LOCKOUT.lockSeconds * 1000);
    expect(await isSignInLocked(db, email, over)).toBe(false);
    // After the lock, counting starts over.
    await recordFailedSignIn(db, email, over);
    expect(await isSignInLocked(db, email, over)).toBe(false);
  });
});
