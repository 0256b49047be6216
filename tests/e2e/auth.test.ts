import { rmSync } from "node:fs";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCreate } from "../support/admin-create";
import { launchBrowser, openPage, viewports, waitForHydration } from "../support/browser";
import { authNotices } from "~/lib/notices";
import { lastMailTo, readMailbox } from "../support/mailbox";
import { newDataDir, type RunningServer, startServer } from "../support/server";

// Accounts end to end, on a server of their own: the operator's admin:create, sign-up with the
// confirmation e-mail, sign-in with and without JavaScript, sign-out, and the pages' accessibility.

const editor = { email: "editora@example.com", password: "clave-de-la-editora" };
const owner = { email: "jefa@example.com", password: "clave-de-la-jefa-1" };

async function signInWith(page: Page, account: { email: string; password: string }) {
  await page.getByLabel("Correo electrónico").fill(account.email);
  await page.getByLabel("Contraseña").fill(account.password);
  await page.getByRole("button", { name: "Ingresar", exact: true }).click();
}

describe("accounts and the admin area", () => {
  let dataDir: string;
  let server: RunningServer;
  let browser: Browser;
  let ownerState: BrowserContextOptions["storageState"];

  beforeAll(async () => {
    dataDir = newDataDir("e2e-auth-");
    // The operator creates an editor before the site starts (the embedded database is locked while it runs).
    const created = await adminCreate(["--email", editor.email], { DATA_DIR: dataDir, DATABASE_URL: undefined }, `${editor.password}\n`);
    expect(created.code, created.stderr).toBe(0);
    server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: owner.email, DATABASE_URL: "" });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lets an editor created with admin:create sign in, land on /admin/articles and sign out", async () => {
    const { page, context, errors } = await openPage(browser, "/auth", { baseURL: server.url });
    await signInWith(page, editor);
    await page.waitForURL("**/admin/articles");
    await page.getByText("Ingreso exitoso").waitFor();
    await page.getByRole("heading", { name: "Artículos", level: 1 }).waitFor();
    await page.getByRole("heading", { name: "Artículos guardados" }).waitFor();

    // The server's log: one line for the sign-in and the user id on the admin's requests, never
    // the password or the session cookie.
    const session = (await context.cookies()).find((cookie) => cookie.name.includes("session_token"));
    expect(session?.value).toBeTruthy();
    const lines = server.output.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "request", method: "POST", path: expect.stringMatching(/^\/auth/), id: expect.any(String) }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "request", path: expect.stringMatching(/^\/admin\/articles/), userId: expect.any(String) }),
    );
    for (const line of server.output) {
      expect(line).not.toContain(editor.password);
      expect(line).not.toContain(session!.value);
    }

    await page.getByRole("link", { name: "Productos" }).click();
    await page.waitForURL("**/admin/products");
    await page.getByRole("heading", { name: "Productos", level: 1 }).waitFor();

    await page.getByRole("button", { name: "Salir", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.getByText("Cerraste sesión").waitFor();
    await page.goto("/admin/articles");
    expect(new URL(page.url()).pathname).toBe("/auth");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/admin/articles");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("signs up a visitor, confirms the address from the stored e-mail, and opens the admin area to ADMIN_EMAIL", async () => {
    const { page, context, errors } = await openPage(browser, "/auth", { baseURL: server.url });
    await page.getByRole("link", { name: "Crear cuenta" }).click();
    await page.getByRole("heading", { name: "Creá tu cuenta" }).waitFor();
    await page.getByLabel("Correo electrónico").fill(owner.email);
    await page.getByLabel("Contraseña").fill(owner.password);
    await page.getByRole("button", { name: "Crear cuenta", exact: true }).click();
    await page.getByText("Registro iniciado").waitFor();
    await page.getByRole("heading", { name: "Revisá tu correo" }).waitFor();

    const mail = lastMailTo(server.dataDir, owner.email);
    expect(mail.subject).toContain("Confirmá tu correo");
    const link = mail.links.find((url) => url.includes("/api/auth/verify-email"));
    expect(link?.startsWith(server.url)).toBe(true);
    await page.goto(link!);
    expect(new URL(page.url()).pathname).toBe("/auth");
    await page.getByText("Correo confirmado").waitFor();

    await signInWith(page, owner);
    await page.waitForURL("**/admin/articles");
    await page.getByText("Ingreso exitoso").waitFor();
    // A signed-in administrator who opens /auth goes straight back to the admin area.
    await page.goto("/auth");
    expect(new URL(page.url()).pathname).toBe("/admin/articles");
    expect(errors).toEqual([]);
    ownerState = await context.storageState();
    await context.close();
  });

  // Their accessibility is checked by tests/e2e/a11y-sweep.test.ts, with the account pages.
  it.each(["mobile", "desktop"] as const)("keeps the owner on each admin page they open (%s)", async (viewport) => {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: viewports[viewport],
      storageState: ownerState,
      locale: "es-UY",
    });
    const page = await context.newPage();
    for (const adminPath of ["/admin/articles", "/admin/products", "/admin/usuarios", "/admin/seguridad"]) {
      await page.goto(adminPath);
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe(adminPath);
    }
    await context.close();
  });

  it("works without JavaScript, and an administrator can end that session from /admin/usuarios", async () => {
    const { page, context } = await openPage(browser, "/auth", { baseURL: server.url, javaScript: false });
    await page.getByRole("button", { name: "Ingresar", exact: true }).click();
    await page.getByText("Ingresá tu correo electrónico.").waitFor();
    await page.getByText("Ingresá tu contraseña.").waitFor();

    await signInWith(page, { email: editor.email, password: "no-es-la-clave" });
    await page.getByText("El correo o la contraseña no son correctos.").waitFor();
    // The refused page keeps the address typed, never the password.
    await expect(page.getByLabel("Correo electrónico").inputValue()).resolves.toBe(editor.email);
    await expect(page.getByLabel("Contraseña").inputValue()).resolves.toBe("");

    await signInWith(page, editor);
    await page.waitForURL("**/admin/articles");
    await page.getByText("Ingreso exitoso").waitFor();

    const admin = await browser.newContext({ baseURL: server.url, storageState: ownerState, locale: "es-UY" });
    const adminPage = await admin.newPage();
    await adminPage.goto("/admin/usuarios");
    await waitForHydration(adminPage);
    const ownCard = adminPage.getByRole("listitem").filter({ has: adminPage.getByRole("heading", { name: owner.email }) });
    await ownCard.getByText("(esta sesión)").waitFor();
    const editorCard = adminPage.getByRole("listitem").filter({ has: adminPage.getByRole("heading", { name: editor.email }) });
    // Its role, as the card's role picker shows it (the badge says the same).
    await expect(editorCard.getByLabel(`Rol de ${editor.email}`).inputValue()).resolves.toBe("admin");
    await editorCard.getByRole("button", { name: /^Cerrar la sesión de/ }).click();
    await adminPage.getByText("Sesión cerrada").waitFor();
    await editorCard.getByText("Sin sesiones abiertas.").waitFor();

    await page.goto("/admin/articles");
    expect(new URL(page.url()).pathname).toBe("/auth");
    await context.close();

    await adminPage.getByRole("button", { name: "Cerrar sesión en todos los dispositivos" }).click();
    await adminPage.waitForURL((url) => url.pathname === "/auth");
    await adminPage.getByText("Cerraste sesión en todos tus dispositivos").waitFor();
    await admin.close();
  });

  it("resets a forgotten password without JavaScript, from the request to the e-mailed link's form", async () => {
    const { page, context } = await openPage(browser, "/auth", { baseURL: server.url, javaScript: false });
    await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
    await page.waitForURL("**/auth/recuperar");
    const email = page.getByLabel("Correo electrónico");
    await email.fill(editor.email.replace("@", " "));
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await page.getByText("Ingresá un correo electrónico válido.").waitFor();
    await expect(email.inputValue()).resolves.toBe(editor.email.replace("@", " "));

    const mailsBefore = readMailbox(server.dataDir).filter((mail) => mail.to.includes(editor.email)).length;
    await email.fill(editor.email);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await page.getByText(authNotices.resetLinkSent.description).waitFor();
    await expect
      .poll(() => readMailbox(server.dataDir).filter((mail) => mail.to.includes(editor.email)).length)
      .toBeGreaterThan(mailsBefore);
    const link = lastMailTo(server.dataDir, editor.email).links.find((url) => url.includes("/auth/restablecer?token="))!;
    expect(link.startsWith(server.url)).toBe(true);

    // The token in the address reaches no other site's Referer, and the page's own form still posts.
    // The page's own policy replaces the site-wide one: a single value.
    const response = await page.goto(link);
    expect(response?.headers()["referrer-policy"]).toBe("same-origin");
    await page.getByRole("heading", { name: "Elegí una nueva contraseña" }).waitFor();
    const newPassword = "otra-clave-de-la-editora";
    await page.getByLabel("Nueva contraseña").fill(newPassword);
    await page.getByLabel("Repetí la contraseña").fill(`${newPassword}!`);
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await page.getByText(authNotices.invalidForm.description!).waitFor();
    await page.getByText("Las contraseñas no coinciden.").waitFor();
    await expect(page.getByLabel("Repetí la contraseña").getAttribute("aria-invalid")).resolves.toBe("true");

    await page.getByLabel("Nueva contraseña").fill(newPassword);
    await page.getByLabel("Repetí la contraseña").fill(newPassword);
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await page.waitForURL((url) => url.pathname === "/auth" && url.search === "");
    await page.getByText(authNotices.passwordReset.description!).waitFor();

    await signInWith(page, { email: editor.email, password: newPassword });
    await page.waitForURL("**/admin/articles");
    await page.getByText("Ingreso exitoso").waitFor();
    await context.close();
  });
});
