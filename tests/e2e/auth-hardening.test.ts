import { type APIRequestContext, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMailbox } from "../support/mailbox";
import { signUpAndConfirm } from "../support/accounts-over-http";
import { type RunningServer, startServer } from "../support/server";

// The sign-in pages under hostile requests: a redirectTo that tries to leave the site, bodies that
// are not forms, and Better Auth's own HTTP API, which the site's pages never call from a browser.

const adminEmail = "blindada@example.com";
const strangerEmail = "curioso@example.com";
const password = "una-clave-bastante-larga";

const hostileRedirects = [
  "/\t\\other-host/phish",
  "/\t/evil.example/",
  "//evil.example/",
  "/\\evil.example",
  "/.//evil.example",
  "/admin/%2e%2e/%2e%2e//evil.example",
  "https://evil.example/",
  "/admin\r\nSet-Cookie: x=1",
  "/admin\nx",
  "/admin\vx",
  "/admin/⚠",
];

const authRoutes = [
  "/auth",
  "/auth/recuperar",
  "/auth/verificacion",
  "/auth/restablecer?token=x",
  "/auth/desbloquear?token=x",
  "/auth/salir",
];

/** Where a Location header sends a browser, resolved the way a browser does it. */
function landsOn(location: string | undefined, base: string): string {
  return new URL(location ?? "", base).origin;
}

describe("sign-in under hostile requests", () => {
  let server: RunningServer;
  let anonymous: APIRequestContext;
  let admin: APIRequestContext;
  let stranger: APIRequestContext;

  beforeAll(async () => {
    // Two-factor required: the administrator has not enrolled yet.
    // Behind a proxy on loopback (TRUST_PROXY): X-Forwarded-For plays visitors at other addresses.
    server = await startServer({
      ADMIN_EMAIL: adminEmail,
      ADMIN_REQUIRE_2FA: "true",
      DATABASE_URL: "",
      TRUST_PROXY: "loopback",
      MAIL_OUTBOX_POLL_MS: "200",
    });
    const context = () => request.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
    [anonymous, admin, stranger] = await Promise.all([context(), context(), context()]);
    await signUpAndConfirm(server, admin, adminEmail, password);
    await signUpAndConfirm(server, stranger, strangerEmail, password);
  });
  afterAll(async () => {
    await Promise.all([anonymous?.dispose(), admin?.dispose(), stranger?.dispose()]);
    await server?.stop();
  });

  it("keeps the no-JavaScript sign-in on this site whatever redirectTo says", async () => {
    for (const redirectTo of hostileRedirects) {
      const query = `/auth?redirectTo=${encodeURIComponent(redirectTo)}`;
      const signIn = await admin.post(query, { form: { intent: "sign-in", email: adminEmail, password, redirectTo }, maxRedirects: 0 });
      expect(signIn.status(), `POST ${JSON.stringify(redirectTo)}`).toBe(302);
      expect(landsOn(signIn.headers().location, server.url), `POST ${JSON.stringify(redirectTo)}`).toBe(server.url);

      // Signed in already: the page itself redirects.
      const page = await admin.get(query, { maxRedirects: 0 });
      expect(page.status(), `GET ${JSON.stringify(redirectTo)}`).toBeLessThan(500);
      if (page.status() === 302) expect(landsOn(page.headers().location, server.url), `GET ${JSON.stringify(redirectTo)}`).toBe(server.url);
    }
  });

  it("refuses bodies that are not forms on every sign-in route with a Spanish 4xx", async () => {
    const unstoredEmail = "no-guardar@example.com";
    const mailsBefore = readMailbox(server.dataDir).length;
    const bodies = [
      { label: "JSON", contentType: "application/json", body: JSON.stringify({ intent: "sign-up", email: unstoredEmail, password }) },
      { label: "text", contentType: "text/plain", body: `intent=sign-up&email=${unstoredEmail}&password=${password}` },
      {
        label: "broken multipart",
        contentType: "multipart/form-data; boundary=cortado",
        body: '--cortado\r\nContent-Disposition: form-data; name="email"\r\n\r\nx',
      },
      { label: "multipart without boundary", contentType: "multipart/form-data", body: "email=x" },
    ];
    for (const path of authRoutes) {
      for (const { label, contentType, body } of bodies) {
        for (const accept of ["text/html", "application/json"]) {
          const response = await anonymous.post(path, { headers: { "content-type": contentType, accept }, data: body, maxRedirects: 0 });
          const what = `${label} (${accept}) → POST ${path}`;
          expect(response.status(), what).toBeGreaterThanOrEqual(400);
          expect(response.status(), what).toBeLessThan(500);
          const text = await response.text();
          expect(text, what).toMatch(/formulario/);
          if (accept === "application/json") {
            expect(JSON.parse(text), what).toMatchObject({ success: false });
            if (!label.includes("multipart")) expect(response.headers().accept, what).toContain("application/x-www-form-urlencoded");
          }
        }
      }
    }
    // Nothing was signed up, so nothing was mailed.
    expect(readMailbox(server.dataDir)).toHaveLength(mailsBefore);
  });

  it("exposes none of Better Auth's admin or session endpoints over HTTP, to anyone", async () => {
    const endpoints = [
      { method: "GET", path: "/api/auth/admin/list-users" },
      { method: "POST", path: "/api/auth/admin/list-user-sessions", data: { userId: "00000000-0000-4000-8000-000000000000" } },
      { method: "POST", path: "/api/auth/admin/set-role", data: { userId: "00000000-0000-4000-8000-000000000000", role: "admin" } },
      { method: "POST", path: "/api/auth/admin/create-user", data: { email: "intrusa@example.com", password, name: "x", role: "admin" } },
      {
        method: "POST",
        path: "/api/auth/admin/set-user-password",
        data: { userId: "00000000-0000-4000-8000-000000000000", newPassword: password },
      },
      { method: "GET", path: "/api/auth/list-sessions" },
      { method: "GET", path: "/api/auth/get-session" },
      { method: "POST", path: "/api/auth/sign-in/email", data: { email: adminEmail, password } },
    ];
    for (const { method, path, data } of endpoints) {
      for (const [who, api] of [
        ["anonymous", anonymous],
        ["admin without 2FA", admin],
        ["stranger", stranger],
      ] as const) {
        const response = method === "GET" ? await api.get(path) : await api.post(path, { data });
        expect(response.status(), `${who} ${method} ${path}`).toBe(404);
      }
    }
  });

  it("pauses sign-in from new addresses after guesses from many, and the owner's e-mailed link unlocks their browser once", async () => {
    const owner = "duena-pausada@example.com";
    const ownerBrowser = await request.newContext({
      baseURL: server.url,
      extraHTTPHeaders: { origin: server.url, "x-forwarded-for": "192.0.2.44" },
    });
    try {
      await signUpAndConfirm(server, ownerBrowser, owner, password);
      const signIn = (api: APIRequestContext, secret: string, from?: string) =>
        api.post("/auth", {
          form: { intent: "sign-in", email: owner, password: secret },
          headers: from ? { "x-forwarded-for": from } : {},
          maxRedirects: 0,
        });
      // Guesses from twenty addresses, each far below its own limits.
      for (let guess = 0; guess < 20; guess++)
        expect((await signIn(anonymous, `adivinando-${guess}-xyz`, `203.0.113.${guess + 1}`)).status()).toBe(401);
      const paused = await signIn(ownerBrowser, password);
      expect(paused.status()).toBe(429);
      expect(await paused.text()).toContain("pausamos el ingreso con este correo desde equipos nuevos");

      // One e-mail, delivered by the outbox, in Spanish, with the link.
      await expect
        .poll(
          () => readMailbox(server.dataDir).filter((mail) => mail.to.includes(owner) && mail.subject.includes("intentos fallidos")).length,
          { timeout: 20_000 },
        )
        .toBe(1);
      const alert = readMailbox(server.dataDir).find((mail) => mail.to.includes(owner) && mail.subject.includes("intentos fallidos"))!;
      expect(alert.body).toContain("cambiá tu contraseña");
      const link = alert.links.find((url) => url.startsWith(`${server.url}/auth/desbloquear?token=`))!;
      const token = new URL(link).searchParams.get("token")!;

      const page = await ownerBrowser.get(link);
      expect(page.status()).toBe(200);
      expect(page.headers()["referrer-policy"]).toBe("same-origin");
      expect(await page.text()).toContain("Desbloquear el ingreso");
      const unlocked = await ownerBrowser.post("/auth/desbloquear", { form: { token }, maxRedirects: 0 });
      expect(unlocked.status()).toBe(302);
      expect(unlocked.headers()["set-cookie"]).toMatch(/ingreso-desbloqueado=[^;]+;.*HttpOnly/i);
      const signedIn = await signIn(ownerBrowser, password);
      expect(signedIn.status()).toBe(302);

      // Used once: neither the stranger nor the owner can use it again.
      const reused = await anonymous.post("/auth/desbloquear", { form: { token }, maxRedirects: 0 });
      expect(reused.status()).toBe(400);
      expect(await reused.text()).toContain("El enlace no es válido o ya se usó");
      expect(reused.headers()["set-cookie"] ?? "").not.toMatch(/ingreso-desbloqueado/);
      expect((await signIn(anonymous, password, "192.0.2.45")).status()).toBe(429);
    } finally {
      await ownerBrowser.dispose();
    }
  });
});
