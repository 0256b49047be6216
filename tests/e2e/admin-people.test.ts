import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminSite, adminSession, signInThroughForm, startSiteWithAdmin } from "../support/admin-site";
import { expectNoA11yViolations, viewports, waitForHydration } from "../support/browser";
import { readMailbox } from "../support/mailbox";
import type { RunningServer } from "../support/server";

// Usuarios y permisos: an administrator invites a colleague as an editor; the colleague chooses a
// password from the e-mailed link, signs in and finds only the editor's sections (403 on Usuarios and
// Ajustes); the administrator makes them an administrator and then removes them. The invitation and
// the removal also work without JavaScript.

const owner = { email: "personas-duena@example.com", password: "clave-de-la-duena-1" };

describe("colleagues and roles", () => {
  let site: AdminSite;
  let server: RunningServer;
  let browser: Browser;
  let signedIn: BrowserContextOptions["storageState"];

  beforeAll(async () => {
    site = await startSiteWithAdmin(owner);
    ({ server, browser } = site);
    signedIn = await adminSession(site, owner);
  });
  afterAll(() => site?.stop());

  async function ownerPage(javaScriptEnabled = true): Promise<Page> {
    const context = await browser.newContext({
      baseURL: server.url,
      storageState: signedIn,
      viewport: viewports.desktop,
      javaScriptEnabled,
    });
    const page = await context.newPage();
    await page.goto("/admin/usuarios");
    if (javaScriptEnabled) await waitForHydration(page);
    return page;
  }

  const cardOf = (page: Page, email: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: email, exact: true }) });

  /** The link of the invitation e-mailed to `email`, once the mail outbox has delivered it. */
  async function invitationLink(email: string): Promise<string> {
    await expect
      .poll(() => readMailbox(server.dataDir).filter((mail) => mail.to.includes(email)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const mail = readMailbox(server.dataDir)
      .filter((message) => message.to.includes(email))
      .at(-1)!;
    expect(mail.subject).toBe("Te invitaron a la administración de Campo & Industria");
    expect(mail.body).toContain("con el rol «Editor»");
    // This site asks for no code at sign-in (ADMIN_REQUIRE_2FA=false): no app to install.
    expect(mail.body).not.toContain("aplicación de autenticación");
    return mail.links.find((link) => link.includes("/auth/restablecer?token="))!;
  }

  it("an administrator invites an editor, who sets a password, signs in and sees only the editor's sections; then changes the role and removes them", async () => {
    const colleague = { email: "colega-editora@example.com", password: "clave-de-la-colega-1" };
    const admin = await ownerPage();
    await admin.getByLabel("Correo electrónico").fill(colleague.email);
    await expect(admin.getByLabel("Rol", { exact: true }).inputValue()).resolves.toBe("editor");
    await admin.getByRole("button", { name: "Enviar invitación" }).click();
    await admin.getByText("Invitación enviada").first().waitFor();
    await cardOf(admin, colleague.email).getByText("Invitación pendiente").waitFor();
    // One's own account can be neither removed nor demoted from here.
    const ownCard = cardOf(admin, owner.email);
    await ownCard.getByText("Es tu cuenta").waitFor();
    expect(await ownCard.getByRole("link", { name: /^Quitar/ }).count()).toBe(0);
    await expectNoA11yViolations(admin);

    // The colleague opens the e-mailed link and chooses a password.
    const link = await invitationLink(colleague.email);
    const colleagueContext = await browser.newContext({ baseURL: server.url, viewport: viewports.desktop });
    const page = await colleagueContext.newPage();
    await page.goto(link);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Te damos la bienvenida: elegí tu contraseña" }).waitFor();
    await page.getByLabel("Contraseña", { exact: true }).fill(colleague.password);
    await page.getByLabel("Repetí la contraseña").fill(colleague.password);
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.getByText("Contraseña actualizada").first().waitFor();

    // Signed in, the editor's menu lists only what an editor may open.
    await signInThroughForm(page, colleague);
    const menu = page.locator("aside").getByRole("navigation", { name: "Secciones de administración" });
    await menu.getByRole("link", { name: "Artículos" }).waitFor();
    await expect(menu.getByRole("link").allTextContents()).resolves.toEqual([
      "Artículos",
      "Productos",
      "Categorías",
      "Listados estáticos",
      "Medios",
      "Papelera",
      "Consultas",
      "Búsquedas",
      "Redirecciones",
      "Páginas no encontradas",
      "Seguridad",
    ]);
    for (const path of ["/admin/usuarios", "/admin/ajustes", "/admin/actividad"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await page.getByText("Tu cuenta no tiene permiso para hacer esto.").waitFor();
      expect(await page.getByText(owner.email).count(), path).toBe(0);
      await expectNoA11yViolations(page);
    }
    expect((await page.goto("/admin/seguridad"))?.status()).toBe(200);

    // The administrator makes the colleague an administrator: Usuarios opens for them.
    await admin.reload();
    await waitForHydration(admin);
    const card = cardOf(admin, colleague.email);
    await card.getByText("Correo confirmado").waitFor();
    await card.getByLabel(`Rol de ${colleague.email}`).selectOption("admin");
    await card.getByRole("button", { name: /^Cambiar rol/ }).click();
    await admin.getByText("Rol cambiado").first().waitFor();
    expect((await page.goto("/admin/usuarios"))?.status()).toBe(200);
    await page.getByRole("heading", { name: "Usuarios", level: 1 }).waitFor();

    // And removes them, after confirming in the page.
    await card.getByRole("link", { name: /^Quitar/ }).click();
    const question = admin.getByRole("alertdialog", { name: `¿Quitar la cuenta de ${colleague.email}?` });
    await question.waitFor();
    // The one confirmation (decision 030) puts the focus on the harmless choice; the question names the dialog.
    await expect(question.getByRole("link", { name: "Cancelar" }).evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    await expectNoA11yViolations(admin);
    await admin.getByRole("button", { name: "Sí, quitar la cuenta" }).click();
    await admin.getByText("Cuenta quitada").first().waitFor();
    await admin.getByRole("heading", { name: colleague.email, exact: true }).waitFor({ state: "detached" });

    // Their session went with the account.
    await page.goto("/admin/articles");
    expect(new URL(page.url()).pathname).toBe("/auth");
    await colleagueContext.close();
    await admin.context().close();
  });

  it("invites and removes without JavaScript: plain forms, the errors and the confirmation in the page", async () => {
    const colleague = "sin-scripts@example.com";
    const admin = await ownerPage(false);
    await admin.getByLabel("Correo electrónico").fill("esto no es un correo");
    await admin.getByRole("button", { name: "Enviar invitación" }).click();
    await admin.getByText("Ese correo no parece válido").waitFor();
    await expect(admin.getByLabel("Correo electrónico").inputValue()).resolves.toBe("esto no es un correo");

    await admin.getByLabel("Correo electrónico").fill(colleague);
    await admin.getByRole("button", { name: "Enviar invitación" }).click();
    await admin.getByRole("status").getByText("Invitación enviada").waitFor();
    await cardOf(admin, colleague).getByText("Invitación pendiente").waitFor();
    await invitationLink(colleague);

    await cardOf(admin, colleague)
      .getByRole("link", { name: /^Quitar/ })
      .click();
    await admin.getByRole("alertdialog", { name: `¿Quitar la cuenta de ${colleague}?` }).waitFor();
    await admin.getByRole("button", { name: "Sí, quitar la cuenta" }).click();
    await admin.getByRole("status").getByText("Cuenta quitada").waitFor();
    // The page streams: count the cards once all of them have arrived.
    await admin.waitForLoadState("load");
    expect(await admin.getByRole("heading", { name: colleague, exact: true }).count()).toBe(0);
    await admin.context().close();
  });
});
