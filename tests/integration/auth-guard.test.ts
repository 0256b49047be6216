import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { requireAdmin } from "~/.server/auth/guard";
import { adminMiddleware } from "~/.server/auth/middleware";
import { SESSION_ABSOLUTE_TIMEOUT_SECONDS } from "~/.server/auth/policy";
import { getSignedIn } from "~/.server/auth/session";
import { sessions } from "~/.server/db/schema";
import { routeContext } from "../support/route-context";
import { callHandler, createVerifiedUser, setUpAuthTest, signIn, TEST_ORIGIN, type AuthTestContext } from "../support/auth";

function adminRequest(path: string, options: { cookie?: string; method?: string; origin?: string; accept?: string } = {}): Request {
  // What a browser sends when it navigates to a page.
  const headers = new Headers({ accept: options.accept ?? "text/html,application/xhtml+xml,*/*;q=0.8" });
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.origin) headers.set("origin", options.origin);
  return new Request(new URL(path, TEST_ORIGIN), { method: options.method ?? "GET", headers });
}

/** The guard as the admin layout's middleware runs it: on a fresh request context. */
function guard(request: Request, options?: Parameters<typeof requireAdmin>[1]) {
  return requireAdmin({ request, context: routeContext() }, options);
}

function sessionOf(request: Request) {
  return getSignedIn(routeContext(), request);
}

async function outcome(promise: Promise<unknown>): Promise<{ status: number; location?: string | null } | "allowed"> {
  try {
    await promise;
    return "allowed";
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get("location") };
  }
}

describe("admin guard with real sessions", () => {
  let test: AuthTestContext;
  const password = "clave-de-prueba-1";
  let stranger: string;
  let editor: string;
  let promoted: string;

  beforeAll(async () => {
    test = await setUpAuthTest({ ADMIN_EMAIL: "Editor@Example.com" });
    await createVerifiedUser("extrano@example.com", password);
    await createVerifiedUser("editor@example.com", password);
    await createVerifiedUser("promovida@example.com", password, { role: "admin" });
    stranger = await signIn("extrano@example.com", password);
    editor = await signIn("editor@example.com", password);
    promoted = await signIn("promovida@example.com", password);
  });
  afterAll(() => test.dispose());
  afterEach(() => {
    delete process.env.ADMIN_REQUIRE_2FA;
  });

  it("sends anonymous visitors of a page to /auth, remembering where they were going", async () => {
    expect(await outcome(guard(adminRequest("/admin/products?pagina=2")))).toEqual({
      status: 302,
      location: "/auth?redirectTo=%2Fadmin%2Fproducts%3Fpagina%3D2",
    });
  });

  it("answers 401 to anonymous actions and 403 to signed-in users without the right", async () => {
    expect(await outcome(guard(adminRequest("/admin/usuarios", { method: "POST" })))).toMatchObject({ status: 401 });
    expect(await outcome(guard(adminRequest("/admin/usuarios", { method: "POST", cookie: stranger })))).toMatchObject({ status: 403 });
    expect(await outcome(guard(adminRequest("/admin/articles", { cookie: stranger })))).toEqual({ status: 302, location: "/auth" });
  });

  it("answers 401/403 rather than a redirect to a script or resource-route request", async () => {
    expect(await outcome(guard(adminRequest("/admin/export.csv", { accept: "*/*" })))).toMatchObject({ status: 401 });
    expect(await outcome(guard(adminRequest("/admin/export.csv", { accept: "*/*", cookie: stranger })))).toMatchObject({ status: 403 });
    expect(await outcome(guard(adminRequest("/admin/articles.data?_routes=routes%2Fadmin.articles", { accept: "*/*" })))).toEqual({
      status: 302,
      location: "/auth?redirectTo=%2Fadmin%2Farticles",
    });
  });

  it("lets in the ADMIN_EMAIL address (any letter case) and users holding the role admin", async () => {
    expect(await outcome(guard(adminRequest("/admin/articles", { cookie: editor })))).toBe("allowed");
    expect(await outcome(guard(adminRequest("/admin/articles", { cookie: promoted, method: "POST", origin: TEST_ORIGIN })))).toBe(
      "allowed",
    );
  });

  it("refuses an administrator's action submitted from another site", async () => {
    expect(
      await outcome(guard(adminRequest("/admin/usuarios", { cookie: promoted, method: "POST", origin: "https://evil.example" }))),
    ).toMatchObject({ status: 403 });
  });

  it("with ADMIN_REQUIRE_2FA=true opens only the enrolment page until the administrator enrols", async () => {
    process.env.ADMIN_REQUIRE_2FA = "true";
    expect(await outcome(guard(adminRequest("/admin/articles", { cookie: editor })))).toEqual({
      status: 302,
      location: "/admin/seguridad",
    });
    expect(await outcome(guard(adminRequest("/admin/seguridad", { cookie: editor }), { allowWithoutTwoFactor: true }))).toBe("allowed");
    expect(await outcome(guard(adminRequest("/admin/usuarios", { cookie: editor, method: "POST" })))).toMatchObject({ status: 403 });
  });

  it("ends a session after the absolute timeout, however active it was", async () => {
    const cookie = await signIn("extrano@example.com", password, "198.51.100.60");
    const signedIn = await sessionOf(adminRequest("/auth", { cookie }));
    expect(signedIn).not.toBeNull();
    const { db } = test.database.connection;
    const old = new Date(Date.now() - SESSION_ABSOLUTE_TIMEOUT_SECONDS * 1000 - 60_000);
    await db.update(sessions).set({ createdAt: old }).where(eq(sessions.id, signedIn!.session.id));

    expect(await sessionOf(adminRequest("/auth", { cookie }))).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.id, signedIn!.session.id))).toEqual([]);
  });

  it("never refreshes a session past its absolute limit", async () => {
    const cookie = await signIn("extrano@example.com", password, "198.51.100.61");
    const signedIn = await sessionOf(adminRequest("/auth", { cookie }));
    const { db } = test.database.connection;
    // Created almost a week ago and due for a refresh: the refresh may only extend it to the week's end.
    const createdAt = new Date(Date.now() - SESSION_ABSOLUTE_TIMEOUT_SECONDS * 1000 + 30 * 60_000);
    await db
      .update(sessions)
      .set({ createdAt, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, signedIn!.session.id));

    const refreshed = await sessionOf(adminRequest("/auth", { cookie }));
    expect(refreshed).not.toBeNull();
    const [row] = await db.select().from(sessions).where(eq(sessions.id, signedIn!.session.id));
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(createdAt.getTime() + SESSION_ABSOLUTE_TIMEOUT_SECONDS * 1000);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
  });

  it("ends an idle session and signs out of every device at once", async () => {
    const idle = await signIn("extrano@example.com", password, "198.51.100.62");
    const session = await sessionOf(adminRequest("/auth", { cookie: idle }));
    const { db } = test.database.connection;
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session!.session.id));
    expect(await sessionOf(adminRequest("/auth", { cookie: idle }))).toBeNull();

    const laptop = await signIn("promovida@example.com", password, "198.51.100.63");
    const phone = await signIn("promovida@example.com", password, "198.51.100.64");
    const revoke = await callHandler("/revoke-sessions", { method: "POST", body: {}, cookie: laptop });
    expect(revoke.status).toBe(200);
    expect(await sessionOf(adminRequest("/auth", { cookie: phone }))).toBeNull();
    expect(await sessionOf(adminRequest("/auth", { cookie: promoted }))).toBeNull();
  });

  it("puts the refreshed session cookie on admin responses, unless the route set a new session itself", async () => {
    const cookie = await signIn("promovida@example.com", password, "198.51.100.65");
    const { db } = test.database.connection;
    const due = async () => {
      const signedIn = await sessionOf(adminRequest("/admin/articles", { cookie }));
      // An expiry this close means the session was last used long ago: the next use extends it.
      await db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + 60_000) })
        .where(eq(sessions.id, signedIn!.session.id));
    };
    const run = (next: () => Promise<Response>) =>
      (adminMiddleware as unknown as (args: { request: Request; context: unknown }, next: () => Promise<Response>) => Promise<Response>)(
        { request: adminRequest("/admin/articles", { cookie }), context: routeContext() },
        next,
      );

    await due();
    const refreshed = await run(async () => new Response("ok"));
    const sessionCookie = refreshed.headers.getSetCookie().find((line) => line.startsWith("better-auth.session_token="));
    expect(sessionCookie).toMatch(/Max-Age=28800/);

    await due();
    const rotated = await run(
      async () => new Response("ok", { headers: { "Set-Cookie": "better-auth.session_token=nueva; Path=/; HttpOnly" } }),
    );
    expect(rotated.headers.getSetCookie().filter((line) => line.startsWith("better-auth.session_token="))).toEqual([
      "better-auth.session_token=nueva; Path=/; HttpOnly",
    ]);
  });
});
