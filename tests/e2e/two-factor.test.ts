import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { request } from "playwright-core";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../support/browser";
import { lastMailTo, readMailbox } from "../support/mailbox";
import { type RunningServer, startServer } from "../support/server";

// ADMIN_REQUIRE_2FA=true: an administrator must enrol an authenticator app before the admin area
// opens, and from then on every sign-in asks for its code.

const admin = { email: "jefa@example.com", password: "clave-de-la-jefa-1" };

const mailsTo = (dataDir: string, address: string) => readMailbox(dataDir).filter((mail) => mail.to.includes(address));

/** What the authenticator app shows for the key printed on the enrolment page. */
function codeFor(manualKey: string): Promise<string> {
  return createOTP(base32.decode(manualKey.replace(/\s+/g, ""))).totp();
}

describe("two-factor authentication for administrators", () => {
  let server: RunningServer;
  let browser: Browser;
  let manualKey: string;

  beforeAll(async () => {
    // Behind a (loopback) proxy, so a test can stand for another visitor's address with X-Forwarded-For.
    server = await startServer({ ADMIN_EMAIL: admin.email, ADMIN_REQUIRE_2FA: "true", DATABASE_URL: "", TRUST_PROXY: "loopback" });
    browser = await launchBrowser();
    const api = await request.newContext({ baseURL: server.url });
    await api.post("/auth?modo=registro", { form: { intent: "sign-up", ...admin } });
    const link = lastMailTo(server.dataDir, admin.email).links.find((url) => url.includes("/api/auth/verify-email"))!;
    await api.get(link);
    await api.dispose();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("holds the admin area closed until the administrator enrols an authenticator, without JavaScript too", async () => {
    const { page, context } = await openPage(browser, "/auth", { baseURL: server.url, javaScript: false });
    await page.getByLabel("Correo electrónico").fill(admin.email);
    await page.getByLabel("Contraseña").fill(admin.password);
    await page.getByRole("button", { name: "Ingresar", exact: true }).click();
    await page.waitForURL("**/admin/seguridad");
    await page.getByText("activá primero la verificación en dos pasos").waitFor();
    await page.goto("/admin/products");
    expect(new URL(page.url()).pathname).toBe("/admin/seguridad");

    await page.getByLabel("Tu contraseña").fill(admin.password);
    await page.getByRole("button", { name: "Empezar" }).click();
    await page.getByRole("img", { name: /Código QR/ }).waitFor();
    manualKey = (await page.locator("p.font-mono").textContent())!.trim();
    expect(await page.getByRole("list", { name: "Códigos de respaldo" }).getByRole("listitem").count()).toBeGreaterThanOrEqual(8);

    await page.getByLabel("Código de 6 dígitos").fill("000000");
    await page.getByRole("button", { name: "Activar verificación en dos pasos" }).click();
    await page.getByText("El código no es correcto.", { exact: true }).waitFor();
    // The QR code and the backup codes stay on screen after a mistyped code.
    await page.getByRole("img", { name: /Código QR/ }).waitFor();
    await page.getByRole("list", { name: "Códigos de respaldo" }).waitFor();

    await page.getByLabel("Código de 6 dígitos").fill(await codeFor(manualKey));
    await page.getByRole("button", { name: "Activar verificación en dos pasos" }).click();
    // Enrolment replaced the session; the redirect brought the new cookie, which opens the admin area.
    await page.getByText("Verificación en dos pasos activada").first().waitFor();
    await page.getByRole("link", { name: "Productos" }).click();
    await page.waitForURL("**/admin/products");
    await page.getByRole("button", { name: "Salir", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await context.close();
  });

  it("asks every later sign-in for the authenticator's code", async () => {
    const { page, context } = await openPage(browser, "/auth?redirectTo=%2Fadmin%2Fusuarios", { baseURL: server.url });
    await page.getByLabel("Correo electrónico").fill(admin.email);
    await page.getByLabel("Contraseña").fill(admin.password);
    await page.getByRole("button", { name: "Ingresar", exact: true }).click();
    await page.waitForURL("**/auth/verificacion**");

    await page.getByLabel("Código").fill("123456");
    await page.getByRole("button", { name: "Verificar" }).click();
    await page.getByText("El código no es correcto. Revisá la app y probá de nuevo.").waitFor();

    await page.getByLabel("Código").fill(await codeFor(manualKey));
    await page.getByRole("button", { name: "Verificar" }).click();
    await page.waitForURL("**/admin/usuarios");
    await page.getByText("Ingreso exitoso").waitFor();
    await page.getByText("Dos pasos activada").first().waitFor();

    // A colleague invited now learns, in the e-mail and on the page of its link, that signing in
    // will also need an authenticator app, and which ones.
    const colleague = "nueva-colega@example.com";
    await page.getByLabel("Correo electrónico").fill(colleague);
    await page.getByRole("button", { name: "Enviar invitación" }).click();
    await page.getByText("Invitación enviada").first().waitFor();
    await expect.poll(() => mailsTo(server.dataDir, colleague).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const invitation = lastMailTo(server.dataDir, colleague);
    expect(invitation.body).toContain(
      "vas a necesitar, además de la contraseña, una aplicación de autenticación en tu celular (Google Authenticator",
    );
    await page.goto(invitation.links.find((url) => url.includes("/auth/restablecer?token="))!);
    await page.getByRole("heading", { name: "Te damos la bienvenida: elegí tu contraseña" }).waitFor();
    await page.getByText(/^Para entrar vas a necesitar, además de la contraseña, una aplicación de autenticación/).waitFor();
    await context.close();
  });

  it("takes the authenticator's code without JavaScript: an empty or wrong code is refused on the page, the right one signs in", async () => {
    // Another visitor's address: the per-IP limit on codes, which the tests above used up, stays out of the way.
    const context = await browser.newContext({
      baseURL: server.url,
      javaScriptEnabled: false,
      locale: "es-UY",
      extraHTTPHeaders: { "x-forwarded-for": "203.0.113.40" },
    });
    const page = await context.newPage();
    await page.goto("/auth?redirectTo=%2Fadmin%2Fproducts");
    await page.getByLabel("Correo electrónico").fill(admin.email);
    await page.getByLabel("Contraseña").fill(admin.password);
    await page.getByRole("button", { name: "Ingresar", exact: true }).click();
    await page.waitForURL("**/auth/verificacion**");

    await page.getByRole("button", { name: "Verificar" }).click();
    await page.getByText("Ingresá el código.").waitFor();
    await expect(page.getByLabel("Código").getAttribute("aria-invalid")).resolves.toBe("true");
    await page.getByLabel("Código").fill("123456");
    await page.getByRole("button", { name: "Verificar" }).click();
    await page.getByText("El código no es correcto. Revisá la app y probá de nuevo.").waitFor();

    await page.getByLabel("Código").fill(await codeFor(manualKey));
    await page.getByRole("button", { name: "Verificar" }).click();
    await page.waitForURL("**/admin/products");
    await page.getByText("Ingreso exitoso").waitFor();
    await context.close();
  });

  it("keeps the code step on this site whatever redirectTo says, without JavaScript too", async () => {
    for (const [index, hostile] of ["/\t\\other-host/phish", "/\t/evil.example/"].entries()) {
      // Another visitor's address each time: the per-IP limits on sign-in and codes stay out of the way.
      const api = await request.newContext({
        baseURL: server.url,
        extraHTTPHeaders: { origin: server.url, "x-forwarded-for": `203.0.113.${10 + index}` },
      });
      const query = `?redirectTo=${encodeURIComponent(hostile)}`;
      const signIn = await api.post(`/auth${query}`, { form: { intent: "sign-in", ...admin, redirectTo: hostile }, maxRedirects: 0 });
      expect(signIn.status()).toBe(302);
      expect(new URL(signIn.headers().location!, server.url).pathname).toBe("/auth/verificacion");

      const page = await api.get(`/auth/verificacion${query}`);
      expect(page.status()).toBe(200);
      const verified = await api.post(`/auth/verificacion${query}`, {
        form: { code: await codeFor(manualKey), redirectTo: hostile },
        maxRedirects: 0,
      });
      expect(verified.status(), JSON.stringify(hostile)).toBe(302);
      expect(new URL(verified.headers().location!, server.url).origin, JSON.stringify(hostile)).toBe(server.url);
      await api.dispose();
    }
  });
});
