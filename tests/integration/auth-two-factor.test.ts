import { base32 } from "@better-auth/utils/base32";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAuth } from "~/.server/auth/auth";
import { users } from "~/.server/db/schema";
import { callHandler, cookieJar, createVerifiedUser, setUpAuthTest, signIn, type AuthTestContext } from "../support/auth";

/** The current code of the authenticator app that scanned this otpauth:// URI, from Better Auth's own TOTP. */
async function currentCode(totpURI: string): Promise<string> {
  const secret = new TextDecoder().decode(base32.decode(new URL(totpURI).searchParams.get("secret")!));
  const auth = await getAuth();
  return (await auth.api.generateTOTP({ body: { secret } })).code;
}

describe("two-factor authentication (TOTP) for administrators", () => {
  let test: AuthTestContext;
  const email = "editora@example.com";
  const password = "silo-de-maiz-99";
  let totpURI: string;
  let backupCodes: string[];

  beforeAll(async () => {
    test = await setUpAuthTest();
    await createVerifiedUser(email, password, { role: "admin" });
  });
  afterAll(() => test.dispose());

  it("enrols an authenticator: the password unlocks a QR URI and backup codes, a correct code switches it on", async () => {
    const cookie = await signIn(email, password, "192.0.2.1");
    const enable = await callHandler("/two-factor/enable", { body: { password }, cookie, ip: "192.0.2.1" });
    expect(enable.status).toBe(200);
    ({ totpURI, backupCodes } = await enable.json());
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(decodeURIComponent(totpURI)).toContain("Campo & Industria");
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);

    const wrong = await callHandler("/two-factor/verify-totp", { body: { code: "000000" }, cookie, ip: "192.0.2.1" });
    expect(wrong.status).toBe(401);
    const [pending] = await test.database.connection.db.select().from(users).where(eq(users.email, email));
    expect(pending?.twoFactorEnabled).toBe(false);

    const verified = await callHandler("/two-factor/verify-totp", { body: { code: await currentCode(totpURI) }, cookie, ip: "192.0.2.1" });
    expect(verified.status).toBe(200);
    const [enrolled] = await test.database.connection.db.select().from(users).where(eq(users.email, email));
    expect(enrolled?.twoFactorEnabled).toBe(true);
  });

  it("asks every later sign-in for the code before it creates a session", async () => {
    const signIn = await callHandler("/sign-in/email", { body: { email, password }, ip: "192.0.2.2" });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieJar(signIn);
    expect(pending).not.toContain("session_token");
    expect(await callHandler("/get-session", { cookie: pending }).then((r) => r.json())).toBeNull();

    const wrong = await callHandler("/two-factor/verify-totp", { body: { code: "123456" }, cookie: pending, ip: "192.0.2.2" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "INVALID_CODE" });

    const right = await callHandler("/two-factor/verify-totp", {
      body: { code: await currentCode(totpURI) },
      cookie: pending,
      ip: "192.0.2.2",
    });
    expect(right.status).toBe(200);
    const session = await callHandler("/get-session", { cookie: cookieJar(signIn, right) }).then((r) => r.json());
    expect(session.user.email).toBe(email);
  });

  it("accepts each backup code once instead of the app's code", async () => {
    const first = await callHandler("/sign-in/email", { body: { email, password }, ip: "192.0.2.3" });
    const used = await callHandler("/two-factor/verify-backup-code", {
      body: { code: backupCodes[0] },
      cookie: cookieJar(first),
      ip: "192.0.2.3",
    });
    expect(used.status).toBe(200);
    expect(cookieJar(first, used)).toContain("session_token");

    const second = await callHandler("/sign-in/email", { body: { email, password }, ip: "192.0.2.4" });
    const reused = await callHandler("/two-factor/verify-backup-code", {
      body: { code: backupCodes[0] },
      cookie: cookieJar(second),
      ip: "192.0.2.4",
    });
    expect(reused.status).toBe(401);
  });
});
