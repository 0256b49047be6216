import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { delaySecondsAfter, recordFailedSignIn, SIGN_IN_PROTECTION, signInRefusal } from "~/.server/auth/account-lockout";
import { authErrorMessage } from "~/.server/auth/errors";
import { mailOutbox, signInAddresses, signInFailures, signInUnlockLinks } from "~/.server/db/schema";
import { action as unlockAction, loader as unlockLoader } from "~/routes/auth/auth.desbloquear";
import { callHandler, cookieJar, createVerifiedUser, lastMailTo, setUpAuthTest, TEST_ORIGIN, type AuthTestContext } from "../support/auth";
import { routeContext } from "../support/route-context";

// Brute-force protection that a stranger cannot turn against the owner: each client address earns
// its own growing wait; guesses from many addresses guard the account, e-mail the owner once, and
// the owner unlocks a browser with the e-mail's single-use link (docs/decisions/028-sign-in-lock-out.md).

// Every checked guess hashes a password, about 120 in this file. Better Auth's scrypt costs (N=16384,
// r=16) take 0.1 s to 2 s a hash on a loaded two-core machine, and were most of this file's minutes;
// what is checked here is who gets refused when, not the cost of the hash. So the instance built
// for this file hashes with the same scrypt at a low cost (its supported emailAndPassword.password
// option): salted, and a wrong password still fails. Every other file uses Better Auth's own.
vi.mock("better-auth", async (importOriginal) => {
  const actual = await importOriginal<typeof import("better-auth")>();
  const { randomBytes, scrypt } = await import("node:crypto");
  const derive = (password: string, salt: string) =>
    new Promise<string>((resolve, reject) =>
      scrypt(password.normalize("NFKC"), salt, 64, { N: 1024, r: 8, p: 1 }, (error, key) =>
        error ? reject(error) : resolve(key.toString("hex")),
      ),
    );
  const password = {
    async hash(plain: string) {
      const salt = randomBytes(16).toString("hex");
      return `${salt}:${await derive(plain, salt)}`;
    },
    async verify({ hash, password: plain }: { hash: string; password: string }) {
      const [salt, key] = hash.split(":");
      return (await derive(plain, salt!)) === key;
    },
  };
  return {
    ...actual,
    betterAuth: ((options: Parameters<typeof actual.betterAuth>[0]) =>
      actual.betterAuth({ ...options, emailAndPassword: { ...options.emailAndPassword!, password } })) as typeof actual.betterAuth,
  };
});

// Dozens of sign-ins a test, each a few database round trips: generous on a loaded machine.
const SLOW = 180_000;

describe("sign-in protection per account and client address", () => {
  let test: AuthTestContext;
  const owner = { email: "duena@example.com", password: "la-clave-de-la-duena" };
  const neighbour = { email: "vecino@example.com", password: "la-clave-del-vecino" };
  const office = "198.51.100.10";
  let clock = Date.now();

  beforeAll(async () => {
    test = await setUpAuthTest();
    await createVerifiedUser(owner.email, owner.password, { role: "admin" });
    await createVerifiedUser(neighbour.email, neighbour.password);
    // Only Date is under the test's control: waits are passed by moving it, never by sleeping.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(clock);
  });
  afterEach(() => {
    // Each test starts well after the last one: Better Auth's per-IP counters and the waits are over.
    clock += 2 * SIGN_IN_PROTECTION.guardSeconds * 1000;
    vi.setSystemTime(clock);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await test.dispose();
  });

  const later = (seconds: number) => {
    clock += seconds * 1000;
    vi.setSystemTime(clock);
  };
  const signIn = (email: string, password: string, ip: string, cookie?: string) =>
    callHandler("/sign-in/email", { body: { email, password }, ip, cookie });
  const codeOf = async (response: Response) => ((await response.json()) as { code?: string }).code;
  // A refusal comes back as data(…, { status }), a success is thrown as a redirect Response.
  const statusOf = (result: unknown) => (result instanceof Response ? result.status : (result as { init: { status: number } }).init.status);
  const alertsTo = async (email: string) =>
    (await test.database.connection.db.select().from(mailOutbox)).filter((mail) => mail.kind === "sign-in-alert" && mail.to === email);

  it(
    "never stops the owner at another address, however long a stranger guesses from one",
    async () => {
      const stranger = "203.0.113.5";
      const answers: number[] = [];
      for (let guess = 0; guess < 50; guess++) {
        // A patient stranger: just over Better Auth's per-IP minute between guesses.
        later(61);
        answers.push((await signIn(owner.email, `adivinando-${guess}-xyz`, stranger)).status);
        if (guess % 10 === 9) {
          const ownerSignIn = await signIn(owner.email, owner.password, office);
          expect(ownerSignIn.status).toBe(200);
        }
      }
      // The first few guesses are checked, then the stranger's own waits grow and refuse most.
      expect(answers.slice(0, SIGN_IN_PROTECTION.freeFailuresPerAddress)).toEqual(
        Array(SIGN_IN_PROTECTION.freeFailuresPerAddress).fill(401),
      );
      expect(answers.filter((status) => status === 401).length).toBeLessThan(SIGN_IN_PROTECTION.accountCeiling);
      expect(answers.filter((status) => status === 429).length).toBeGreaterThan(30);
      const refused = await signIn(owner.email, owner.password, stranger);
      expect(refused.status).toBe(429);
      expect(await codeOf(refused)).toBe("SIGN_IN_DELAYED");
      expect(await alertsTo(owner.email)).toEqual([]);
    },
    SLOW,
  );

  it(
    "makes one address wait longer after each wrong password, the right password included, while others sign in",
    async () => {
      const guesser = "203.0.113.6";
      for (let guess = 0; guess < SIGN_IN_PROTECTION.freeFailuresPerAddress; guess++) {
        later(61);
        expect((await signIn(neighbour.email, `adivinando-${guess}-xyz`, guesser)).status).toBe(401);
      }
      // The first wait (a minute) is over: one more guess, which doubles the wait.
      later(61);
      expect((await signIn(neighbour.email, "otra-clave-mala", guesser)).status).toBe(401);
      later(61);
      const waiting = await signIn(neighbour.email, neighbour.password, guesser);
      expect(waiting.status).toBe(429);
      const body = (await waiting.json()) as { code: string; token?: string };
      expect(body.code).toBe("SIGN_IN_DELAYED");
      expect(body).not.toHaveProperty("token");
      expect(authErrorMessage(body.code, 429)).toMatch(/esperá unos minutos/);
      expect((await signIn(neighbour.email, neighbour.password, "198.51.100.20")).status).toBe(200);
      // Once the second wait (two minutes) is over, the right password works from there too.
      later(61);
      expect((await signIn(neighbour.email, neighbour.password, guesser)).status).toBe(200);
    },
    SLOW,
  );

  it(
    "grows the wait 1, 2, 4, 8 minutes and caps it, per address",
    async () => {
      const { db } = test.database.connection;
      const attempt = { email: "reloj@example.com", clientAddress: "192.0.2.50" };
      const start = new Date("2026-01-01T10:00:00Z");
      let now = start;
      const waits: number[] = [];
      for (let failure = 1; failure <= 10; failure++) {
        await recordFailedSignIn(db, attempt, now);
        const [row] = await db
          .select()
          .from(signInAddresses)
          .where(and(eq(signInAddresses.email, attempt.email), eq(signInAddresses.clientAddress, attempt.clientAddress)));
        const wait = row!.delayedUntil ? (row!.delayedUntil.getTime() - now.getTime()) / 1000 : 0;
        waits.push(wait);
        expect(wait).toBe(delaySecondsAfter(failure));
        expect(await signInRefusal(db, attempt, now)).toBe(wait > 0 ? "SIGN_IN_DELAYED" : null);
        expect(await signInRefusal(db, { ...attempt, clientAddress: "192.0.2.51" }, now)).toBeNull();
        now = new Date(now.getTime() + (wait + 1) * 1000);
      }
      expect(waits).toEqual([0, 0, 0, 0, 60, 120, 240, 480, 900, 900]);
      // A day after the last wrong password the address starts afresh.
      now = new Date(now.getTime() + SIGN_IN_PROTECTION.addressMemorySeconds * 1000);
      await recordFailedSignIn(db, attempt, now);
      expect(await signInRefusal(db, attempt, now)).toBeNull();
    },
    SLOW,
  );

  it(
    "guards the account against guesses from many addresses, e-mails the owner once, and the link unlocks one browser once",
    async () => {
      const { db } = test.database.connection;
      // The owner has signed in from the office before.
      expect((await signIn(owner.email, owner.password, office)).status).toBe(200);
      for (let guess = 0; guess < SIGN_IN_PROTECTION.accountCeiling; guess++) {
        expect((await signIn(owner.email, `adivinando-${guess}-xyz`, `203.0.113.${100 + guess}`)).status).toBe(401);
      }
      // Guesses from new addresses are now refused without checking the password, even the right one.
      for (let guess = 0; guess < 5; guess++) {
        const refused = await signIn(owner.email, owner.password, `192.0.2.${10 + guess}`);
        expect(refused.status).toBe(429);
        expect(await codeOf(refused)).toBe("SIGN_IN_LOCKED");
      }
      // The owner at the office signs in as always.
      expect((await signIn(owner.email, owner.password, office)).status).toBe(200);

      // One e-mail, however many refusals followed, with the single-use link; the token is stored hashed.
      const alerts = await alertsTo(owner.email);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.subject).toMatch(/intentos fallidos/);
      expect(alerts[0]!.text).toMatch(/cambiá tu contraseña/);
      const link = new URL(/https?:\/\/\S+\/auth\/desbloquear\?token=\S+/.exec(alerts[0]!.text)![0]);
      const token = link.searchParams.get("token")!;
      const [stored] = await db.select().from(signInUnlockLinks).where(eq(signInUnlockLinks.email, owner.email));
      expect(stored!.tokenHash).not.toContain(token);
      expect(JSON.stringify(await db.select().from(signInUnlockLinks))).not.toContain(token);

      // The neighbour's account is guarded too; its own e-mail goes to the neighbour alone.
      for (let guess = 0; guess < SIGN_IN_PROTECTION.accountCeiling; guess++) {
        expect((await signIn(neighbour.email, `adivinando-${guess}-xyz`, `203.0.114.${100 + guess}`)).status).toBe(401);
      }
      expect(await alertsTo(neighbour.email)).toHaveLength(1);

      // Opening the link shows a button; pressing it gives this browser a pass.
      const context = routeContext({ db, clientIp: "192.0.2.77" });
      const page = await unlockLoader({ request: new Request(link), params: {}, context } as never);
      expect(page.token).toBe(token);
      const unlock = () =>
        unlockAction({
          request: new Request(`${TEST_ORIGIN}/auth/desbloquear`, { method: "POST", body: new URLSearchParams({ token }) }),
          params: {},
          context,
        } as never).catch((thrown: unknown) => thrown);
      const unlocked = (await unlock()) as Response;
      expect(unlocked.status).toBe(302);
      expect(unlocked.headers.get("location")).toBe("/auth");
      const pass = cookieJar(unlocked);
      expect(pass).toMatch(/ingreso-desbloqueado=/);
      expect((await signIn(owner.email, owner.password, "192.0.2.77", pass)).status).toBe(200);
      // The pass is for the owner's account only: the guarded neighbour stays guarded for that browser.
      const foreign = await signIn(neighbour.email, neighbour.password, "192.0.2.78", pass);
      expect(foreign.status).toBe(429);
      expect(await codeOf(foreign)).toBe("SIGN_IN_LOCKED");
      // Without the pass, the guard still holds for that address.
      expect(await codeOf(await signIn(owner.email, owner.password, "192.0.2.79"))).toBe("SIGN_IN_LOCKED");

      // The link is used up: the page shows no button, and pressing it again gives nothing.
      expect((await unlockLoader({ request: new Request(link), params: {}, context } as never)).token).toBeNull();
      const reused = await unlock();
      expect(statusOf(reused)).toBe(400);
      expect(reused).not.toBeInstanceOf(Response);
      // A made-up token does nothing either.
      const madeUp = await unlockAction({
        request: new Request(`${TEST_ORIGIN}/auth/desbloquear`, { method: "POST", body: new URLSearchParams({ token: `${token}x` }) }),
        params: {},
        context,
      } as never).catch((thrown: unknown) => thrown);
      expect(statusOf(madeUp)).toBe(400);

      // Another round of guesses the same day sends no second e-mail.
      later(SIGN_IN_PROTECTION.accountWindowSeconds + 1);
      expect(await alertsTo(owner.email)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    "answers the same for an address without an account, so no refusal reveals who is registered",
    async () => {
      const nobody = "nadie@example.com";
      for (let guess = 0; guess < SIGN_IN_PROTECTION.accountCeiling; guess++) {
        expect((await signIn(nobody, `adivinando-${guess}-xyz`, `203.0.113.${150 + guess}`)).status).toBe(401);
      }
      const refused = await signIn(nobody, "cualquier-cosa-123", "198.51.100.80");
      expect(refused.status).toBe(429);
      expect(await codeOf(refused)).toBe("SIGN_IN_LOCKED");
      expect(await test.database.connection.db.select().from(mailOutbox).where(eq(mailOutbox.to, nobody))).toEqual([]);
    },
    SLOW,
  );

  it(
    "is lifted at once by a password reset",
    async () => {
      for (let guess = 0; guess < SIGN_IN_PROTECTION.accountCeiling; guess++) {
        await signIn(owner.email, `adivinando-${guess}-xyz`, `203.0.115.${100 + guess}`);
      }
      expect(await codeOf(await signIn(owner.email, owner.password, "198.51.100.81"))).toBe("SIGN_IN_LOCKED");
      const requested = await callHandler("/request-password-reset", {
        body: { email: owner.email, redirectTo: "/auth/restablecer" },
        ip: "198.51.100.81",
      });
      expect(requested.status).toBe(200);
      const link = new URL(lastMailTo(test.dataDir, owner.email).links.find((url) => url.includes("/auth/restablecer"))!);
      const reset = await callHandler("/reset-password", {
        body: { token: link.searchParams.get("token"), newPassword: "una-clave-nueva-larga" },
        ip: "198.51.100.82",
      });
      expect(reset.status).toBe(200);
      expect((await signIn(owner.email, "una-clave-nueva-larga", "198.51.100.83")).status).toBe(200);
      expect(await test.database.connection.db.select().from(signInFailures).where(eq(signInFailures.email, owner.email))).toEqual([]);
    },
    SLOW,
  );
});
