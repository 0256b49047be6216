import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAuth } from "~/.server/auth/auth";
import { sessions, users } from "~/.server/db/schema";
import {
  type AuthTestContext,
  callHandler,
  cookieJar,
  createVerifiedUser,
  lastMailTo,
  readMailbox,
  setUpAuthTest,
  TEST_ORIGIN,
} from "../support/auth";

describe("sign-up, e-mail verification and sign-in", () => {
  let test: AuthTestContext;
  beforeAll(async () => {
    test = await setUpAuthTest();
  });
  afterAll(() => test.dispose());

  const email = "productora@example.com";
  const password = "pasto-verde-2024";

  it("sends a Spanish confirmation e-mail whose link verifies the address and returns to /auth", async () => {
    const signUp = await callHandler("/sign-up/email", {
      body: { email, password, name: "productora", callbackURL: "/auth?verificado=1" },
    });
    expect(signUp.status).toBe(200);

    const mail = lastMailTo(test.dataDir, email);
    expect(mail.subject).toContain("Confirmá tu correo");
    const link = mail.links.find((url) => url.includes("/verify-email"));
    expect(link).toBeDefined();
    expect(link!.startsWith(`${TEST_ORIGIN}/api/auth/verify-email?token=`)).toBe(true);

    const refused = await callHandler("/sign-in/email", { body: { email, password } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });

    const verify = await callHandler(link!.slice(`${TEST_ORIGIN}/api/auth`.length));
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/auth?verificado=1");
    const [user] = await test.database.connection.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
    expect(user?.role).toBe("user");
  });

  it("signs in with a new database session each time, in an httpOnly SameSite cookie", async () => {
    const first = await callHandler("/sign-in/email", { body: { email, password } });
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith("better-auth.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const second = await callHandler("/sign-in/email", { body: { email, password } });
    expect(cookieJar(second)).not.toBe(cookieJar(first));
    const [user] = await test.database.connection.db.select().from(users).where(eq(users.email, email));
    const rows = await test.database.connection.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows).toHaveLength(2);

    const session = await callHandler("/get-session", { cookie: cookieJar(second) });
    expect((await session.json()).user.email).toBe(email);
  });

  it("refuses a wrong password with an error code the form translates", async () => {
    const response = await callHandler("/sign-in/email", { body: { email, password: "otra-cosa-123" }, ip: "198.51.100.2" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
  });
});

describe("password reset", () => {
  let test: AuthTestContext;
  const email = "tambero@example.com";
  const password = "ordeñe-temprano-1";
  beforeAll(async () => {
    test = await setUpAuthTest();
    await callHandler("/sign-up/email", { body: { email, password, name: "tambero" } });
    const link = lastMailTo(test.dataDir, email).links.find((url) => url.includes("/verify-email"))!;
    await callHandler(link.slice(`${TEST_ORIGIN}/api/auth`.length));
  });
  afterAll(() => test.dispose());

  it("mails a link to the reset page that sets a new password and ends every session", async () => {
    const signedIn = await callHandler("/sign-in/email", { body: { email, password } });
    expect(signedIn.status).toBe(200);

    const request = await callHandler("/request-password-reset", { body: { email, redirectTo: "/auth/restablecer" } });
    expect(request.status).toBe(200);
    const mail = lastMailTo(test.dataDir, email);
    expect(mail.subject).toContain("nueva contraseña");
    const link = new URL(mail.links.find((url) => url.includes("/auth/restablecer"))!);
    expect(link.origin).toBe(TEST_ORIGIN);
    const token = link.searchParams.get("token")!;

    const reset = await callHandler("/reset-password", { body: { token, newPassword: "nueva-clave-segura" } });
    expect(reset.status).toBe(200);
    expect(await callHandler("/get-session", { cookie: cookieJar(signedIn) }).then((r) => r.json())).toBeNull();
    expect((await callHandler("/sign-in/email", { body: { email, password } })).status).toBe(401);
    expect((await callHandler("/sign-in/email", { body: { email, password: "nueva-clave-segura" } })).status).toBe(200);

    const reused = await callHandler("/reset-password", { body: { token, newPassword: "otra-clave-segura" }, ip: "198.51.100.9" });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("never puts a forged Host into an e-mail link", async () => {
    const auth = await getAuth();
    const forged = (path: string, body: Record<string, unknown>) =>
      auth.handler(
        new Request(`http://evil.example/api/auth${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-client-ip": "198.51.100.30" },
          body: JSON.stringify(body),
        }),
      );
    const before = readMailbox(test.dataDir).length;
    await forged("/request-password-reset", { email });
    expect(readMailbox(test.dataDir)).toHaveLength(before + 1);
    const reset = lastMailTo(test.dataDir, email);
    expect(reset.subject).toContain("nueva contraseña");
    expect(reset.links.some((url) => url.startsWith("http://localhost:3000/auth/restablecer?token="))).toBe(true);
    expect(reset.links.every((url) => !url.includes("evil.example"))).toBe(true);
    // Signing up again with a taken address answers like a new sign-up and tells the owner instead.
    const again = await forged("/sign-up/email", { email, password: "otra-clave-cualquiera", name: "x" });
    expect(again.status).toBe(200);
    const notice = lastMailTo(test.dataDir, email);
    expect(notice.subject).toContain("Ya tenés una cuenta");
    expect(notice.links.some((url) => url.endsWith("/auth/recuperar"))).toBe(true);
    expect(notice.links.every((url) => !url.includes("evil.example"))).toBe(true);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const response = await callHandler("/request-password-reset", { body: { email: "nadie@example.com" }, ip: "198.51.100.3" });
    expect(response.status).toBe(200);
    expect(() => lastMailTo(test.dataDir, "nadie@example.com")).toThrow();
  });

  it("rejects passwords shorter than 8 or longer than 128 characters", async () => {
    const short = await callHandler("/sign-up/email", {
      body: { email: "corta@example.com", password: "1234567", name: "x" },
      ip: "198.51.100.4",
    });
    expect(await short.json()).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
    const long = await callHandler("/sign-up/email", {
      body: { email: "larga@example.com", password: "x".repeat(129), name: "x" },
      ip: "198.51.100.4",
    });
    expect(await long.json()).toMatchObject({ code: "PASSWORD_TOO_LONG" });
    const longest = await callHandler("/sign-up/email", {
      body: { email: "justa@example.com", password: "x".repeat(128), name: "x" },
      ip: "198.51.100.4",
    });
    expect(longest.status).toBe(200);
  });
});

describe("cookies on an https site (PUBLIC_URL)", () => {
  let test: AuthTestContext;
  const origin = "https://www.campo.example";
  beforeAll(async () => {
    test = await setUpAuthTest({ PUBLIC_URL: origin });
    await createVerifiedUser("segura@example.com", "clave-segura-123");
  });
  afterAll(() => test.dispose());

  it("uses __Secure- prefixed, Secure, httpOnly, SameSite session cookies and mails links to PUBLIC_URL", async () => {
    const signIn = await callHandler("/sign-in/email", { body: { email: "segura@example.com", password: "clave-segura-123" }, origin });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((line) => line.startsWith("__Secure-better-auth.session_token="));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await callHandler("/get-session", { cookie: cookieJar(signIn), origin }).then((r) => r.json())).user.email).toBe(
      "segura@example.com",
    );

    // A page of another origin cannot use the handler.
    const foreign = await callHandler("/sign-in/email", {
      body: { email: "segura@example.com", password: "clave-segura-123" },
      ip: "198.51.100.31",
    });
    expect(foreign.status).toBe(403);

    await callHandler("/request-password-reset", { body: { email: "segura@example.com" }, origin, ip: "198.51.100.32" });
    expect(lastMailTo(test.dataDir, "segura@example.com").links.some((url) => url.startsWith(`${origin}/auth/restablecer?token=`))).toBe(
      true,
    );
  });
});
