import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminSite, adminSession, startSiteWithAdmin } from "../support/admin-site";
import { expectNoA11yViolations, viewports, waitForHydration, waitUntilFormIsOldEnough } from "../support/browser";
import { readMailbox } from "../support/mailbox";

// «Mi consulta» as a visitor uses it: three products from three kinds of pages without JavaScript,
// the list sent with quantities and a note, and the one lead it makes, in the admin's inbox and in
// both e-mails, until she asks that her data be erased; then with JavaScript, adding without
// leaving the page.

const admin = { email: "ventas-consulta@example.com", password: "clave-de-la-consulta-1" } as const;
const visitor = { nombre: "Marta Olivera", email: "marta.olivera@example.com" };

describe("the quote list «Mi consulta»", () => {
  let site: AdminSite;

  beforeAll(async () => {
    site = await startSiteWithAdmin(admin, { SMTP_URL: "" });
  });
  afterAll(async () => {
    await site?.stop();
  });

  /** Presses the first «Agregar a mi consulta» of `scope` and returns the product's name. */
  async function addFirst(page: Page, path: string): Promise<string> {
    await page.goto(path);
    const card = page.locator("article").filter({ has: page.getByRole("button", { name: /^Agregar a mi consulta/ }) });
    const name =
      (await card.count()) > 0 ? await card.first().getByRole("heading").first().innerText() : await page.locator("h1").innerText();
    await page
      .getByRole("button", { name: /^Agregar a mi consulta/ })
      .first()
      .click();
    await page.waitForURL(`**${path}`);
    // The one-time notice on the page it came back to, with the way to the list.
    const notice = page.getByRole("status").filter({ hasText: "Agregado a tu consulta" });
    await expect(notice.getByRole("link", { name: "Ver mi consulta" }).getAttribute("href")).resolves.toBe("/mi-consulta");
    return name.trim();
  }

  it("adds three products without JavaScript and sends them as one lead, listed in the inbox and both e-mails", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    const names = [
      await addFirst(page, "/redes-enfardar"),
      await addFirst(page, "/botas-bekina"),
      await addFirst(page, "/productos/innovent"),
    ];
    expect(names[2]).toBe("InnoVent");

    await page.getByRole("link", { name: "Mi consulta (3)" }).click();
    await page.waitForURL("**/mi-consulta");
    const rows = page.getByRole("listitem").filter({ has: page.getByRole("textbox", { name: "Cantidad" }) });
    await expect(rows.count()).resolves.toBe(3);
    for (const [index, name] of names.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole("heading").innerText()).resolves.toBe(name);
      await expect(row.locator("img").getAttribute("src")).resolves.toMatch(/\S/);
    }

    await rows.nth(0).getByRole("textbox", { name: "Cantidad" }).fill("1.000");
    await rows.nth(0).getByRole("textbox", { name: "Nota (opcional)" }).fill("Entrega en Florida");
    await rows.nth(1).getByRole("textbox", { name: "Cantidad" }).fill("4");
    await page.getByRole("textbox", { name: "Nombre *" }).fill(visitor.nombre);
    await page.getByRole("textbox", { name: "Email *" }).fill(visitor.email);
    await waitUntilFormIsOldEnough(page);
    await page.getByRole("button", { name: "Enviar consulta" }).click();
    await page.getByText("Gracias por contactarnos.").waitFor();
    await page.getByRole("heading", { name: "Tu consulta está vacía" }).waitFor();
    await expect(page.getByRole("link", { name: /^Mi consulta \(/ }).count()).resolves.toBe(0);
    await context.close();

    // One lead with the three products, in the admin's inbox.
    const staff = await site.browser.newContext({ baseURL: site.server.url, storageState: await adminSession(site, admin) });
    const inbox = await staff.newPage();
    await inbox.goto("/admin/messages");
    const leads = inbox.getByRole("article", { name: `Consulta de ${visitor.nombre}` });
    await expect(leads.count()).resolves.toBe(1);
    const items = leads.getByRole("region", { name: `Productos que consulta ${visitor.nombre}` }).getByRole("listitem");
    await expect(items.count()).resolves.toBe(3);
    await expect(items.nth(0).innerText()).resolves.toMatch(new RegExp(`^1\\.000 ×\\s+${names[0]}`));
    await expect(items.nth(0).innerText()).resolves.toContain("Nota: Entrega en Florida");
    await expect(items.nth(1).innerText()).resolves.toMatch(new RegExp(`^4 ×\\s+${names[1]}`));
    await expect(items.nth(2).innerText()).resolves.toMatch(/^1 ×\s+InnoVent/);
    await staff.close();

    // Both e-mails list the products with their quantities and links.
    const ours = () =>
      readMailbox(site.server.dataDir).filter((mail) => mail.subject.includes(visitor.nombre) || mail.to.includes(visitor.email));
    await expect.poll(() => ours().length, { timeout: 20_000 }).toBe(2);
    const mails = ours();
    const confirmation = mails.find((mail) => mail.to.includes(visitor.email))!;
    const notification = mails.find((mail) => mail !== confirmation)!;
    expect(notification.subject).toContain("3 productos");
    for (const mail of [notification, confirmation]) {
      expect(mail.body).toContain(`1.000 × ${names[0]}`);
      expect(mail.body).toContain(`4 × ${names[1]}`);
      expect(mail.body).toContain("1 × InnoVent");
      expect(mail.links).toContain(`${site.server.url}/productos/innovent`);
      expect(mail.links).toContain(`${site.server.url}/botas-bekina`);
      expect(mail.links.some((link) => link.startsWith(`${site.server.url}/producto`))).toBe(true);
    }
    expect(notification.body).toContain("Nota: Entrega en Florida");
    expect(confirmation.body).not.toContain("Entrega en Florida");

    // She asks that her data be erased (as /privacidad offers): an administrator does it from the
    // lead's page, without JavaScript too, after confirming.
    const office = await site.browser.newContext({
      baseURL: site.server.url,
      storageState: await adminSession(site, admin),
      javaScriptEnabled: false,
    });
    const lead = await office.newPage();
    await lead.goto("/admin/messages");
    await lead.getByRole("link", { name: `Ver consulta (consulta de ${visitor.nombre})` }).click();
    const erase = lead.getByRole("region", { name: "Si pide que borremos sus datos" });
    await expect(erase.innerText()).resolves.toContain(`esta consulta de ${visitor.email}`);
    await erase.getByText("Borrar sus datos", { exact: true }).click();
    const confirm = lead.getByRole("alertdialog", { name: "¿Borrar los datos de esta persona?" });
    await expect(confirm.innerText()).resolves.toContain("no se puede deshacer");
    await confirm.getByRole("button", { name: "Sí, borrar sus datos" }).click();
    await lead.waitForURL("**/admin/messages");
    await lead.getByText("Datos borrados").waitFor();
    await lead.goto("/admin/messages?estado=todos");
    await expect(lead.getByRole("article", { name: `Consulta de ${visitor.nombre}` }).count()).resolves.toBe(0);
    await office.close();
  });

  it("with JavaScript adds without leaving the page, says so in the live region, updates the header, and keeps the list on reload", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url });
    const page = await context.newPage();
    await page.goto("/productos/flexnet-pro");
    await waitForHydration(page);
    // Gone if the page were loaded again.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await page
      .getByRole("button", { name: /^Agregar a mi consulta/ })
      .first()
      .click();

    await page.getByRole("link", { name: "Mi consulta (1)" }).waitFor();
    await page
      .locator('[aria-live="polite"]', { hasText: "Agregaste FlexNet Pro a tu consulta. Tenés 1 producto." })
      .waitFor({ state: "attached" });
    await expect(page.getByRole("button", { name: /^En tu consulta/ }).count()).resolves.toBeGreaterThan(0);
    await expect(page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).resolves.toBe(true);

    await page.reload();
    await page.getByRole("link", { name: "Mi consulta (1)" }).click();
    await page.waitForURL("**/mi-consulta");
    await page.getByRole("heading", { name: "FlexNet Pro", level: 3 }).waitFor();
    await waitForHydration(page);
    await expectNoA11yViolations(page);
    // On a phone nothing spills sideways.
    await page.setViewportSize(viewports.mobile);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await context.close();
  });
});
