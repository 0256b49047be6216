import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteSettingsMessages } from "~/admin/lib/site-settings-form";
import { useAdminSite } from "../support/admin-site";
import { viewports, waitForHydration } from "../support/browser";

// "Ajustes del sitio" (docs/features.md): an editor changes the company's facts and specialists at
// /admin/ajustes, at 1280 px and at 375 px, with and without JavaScript, and the public pages (even
// ones already in the page cache) show the new values at once.

const editor = { email: "ajustes-del-sitio@example.com", password: "clave-de-ajustes-1" };

describe("site settings", () => {
  const site = useAdminSite(editor);

  async function editorPage(viewport: { width: number; height: number }, javaScriptEnabled = true): Promise<Page> {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, viewport, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/admin/ajustes");
    if (javaScriptEnabled) await waitForHydration(page);
    return page;
  }

  /** What an anonymous visitor sees (the page cache serves such visitors). */
  async function visitor(): Promise<Page> {
    const context = await site.browser.newContext({ baseURL: site.server.url, viewport: viewports.desktop });
    return context.newPage();
  }

  async function expectPublicValues(phone: string, specialistName: string) {
    const page = await visitor();
    await page.goto("/contacto");
    await expect(page.getByRole("contentinfo").getByText(phone).count()).resolves.toBe(1);
    await expect(page.locator("main").getByText(phone).count()).resolves.toBeGreaterThan(0);
    await expect(page.locator("main").getByRole("heading", { name: specialistName }).count()).resolves.toBe(1);
    await page.goto("/ambic");
    await waitForHydration(page);
    await page.locator("main > section").first().getByRole("link", { name: "Consultar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Nuestros Especialistas" });
    await dialog.getByRole("heading", { name: specialistName }).waitFor();
    await page.context().close();
  }

  async function save(page: Page) {
    await page.getByRole("button", { name: "Guardar ajustes" }).click();
    await page.getByText("Ajustes guardados").first().waitFor();
  }

  it("an editor changes the phone and a specialist's name at 1280 px, and cached public pages show them", async () => {
    // Pages already kept in the cache before the edit.
    const warm = await visitor();
    await warm.goto("/contacto");
    await warm.goto("/contacto");
    await warm.context().close();

    const page = await editorPage(viewports.desktop);
    await page.getByLabel("Teléfono", { exact: true }).fill("+598 2900 1111");
    await page.getByRole("group", { name: "Especialista 1" }).getByLabel("Nombre").fill("Ana Escritorio");
    await save(page);
    await expect(page.getByLabel("Teléfono", { exact: true }).inputValue()).resolves.toBe("+598 2900 1111");
    await page.context().close();
    await expectPublicValues("+598 2900 1111", "Ana Escritorio");
  });

  it("works at 375 px, rows move with JavaScript, leaving with unsaved changes asks first, and after saving it does not", async () => {
    const page = await editorPage(viewports.mobile);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await page.getByLabel("Teléfono", { exact: true }).fill("+598 2900 2222");
    await page.getByRole("group", { name: "Especialista 2" }).getByLabel("Nombre").fill("Ana Teléfono");
    // Specialist 2 becomes the first: the move keeps what was typed.
    await page.getByRole("button", { name: "Subir a Lucía Fernández" }).click();
    await expect(page.getByRole("group", { name: "Especialista 1" }).getByLabel("Nombre").inputValue()).resolves.toBe("Ana Teléfono");
    await expect(page.getByRole("group", { name: "Especialista 2" }).getByLabel("Nombre").inputValue()).resolves.toBe("Ana Escritorio");

    // The admin navigation (in the phone menu) would lose the changes: a dialog asks first.
    await page.getByText("Menú").click();
    await page.getByRole("link", { name: "Productos" }).first().click();
    const ask = page.getByRole("alertdialog", { name: "¿Salir sin guardar?" });
    await ask.waitFor();
    await ask.getByRole("button", { name: "Seguir editando" }).click();
    await ask.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/admin/ajustes");

    await save(page);
    // Saved, nothing is unsaved any more: leaving asks nothing. (The phone menu may still be open.)
    const products = page.getByRole("link", { name: "Productos" }).first();
    if (!(await products.isVisible())) await page.getByText("Menú").click();
    await products.click();
    await page.waitForURL((url) => url.pathname === "/admin/products");
    await expect(ask.count()).resolves.toBe(0);
    await page.context().close();
    await expectPublicValues("+598 2900 2222", "Ana Teléfono");
  });

  it("a bad e-mail shows its message and keeps what was typed", async () => {
    const page = await editorPage(viewports.desktop);
    await page.getByLabel("Correo electrónico").fill("info@campo");
    await page.getByLabel("Horario de atención").fill("Lunes a sábado de 8:00 a 17:00");
    await page.getByRole("button", { name: "Guardar ajustes" }).click();
    await page.getByText(siteSettingsMessages.email).waitFor();
    await expect(page.getByLabel("Correo electrónico").inputValue()).resolves.toBe("info@campo");
    await expect(page.getByLabel("Correo electrónico").getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(page.getByLabel("Horario de atención").inputValue()).resolves.toBe("Lunes a sábado de 8:00 a 17:00");
    await page.context().close();
    // Nothing was saved.
    const check = await visitor();
    await check.goto("/contacto");
    await expect(check.getByText("Lunes a sábado de 8:00 a 17:00").count()).resolves.toBe(0);
    await check.context().close();
  });

  it("works without JavaScript: rows are added and moved by the server, a refusal answers 400, a save publishes", async () => {
    const page = await editorPage(viewports.mobile, false);
    await page.getByLabel("Teléfono", { exact: true }).fill("+598 2900 3333");
    await page.getByRole("button", { name: "Agregar especialista" }).click();
    const added = page.getByRole("group", { name: "Especialista 4" });
    // What was typed before the round trip is still there.
    await expect(page.getByLabel("Teléfono", { exact: true }).inputValue()).resolves.toBe("+598 2900 3333");
    await added.getByLabel("Nombre").fill("Bruno Sin Scripts");
    await added.getByLabel("Área").fill("Industria");
    await added.getByLabel("Profesión o cargo").fill("Técnico en tratamiento de agua");
    await added.getByLabel("Teléfono (WhatsApp)").fill("+598 99 111 222");
    await added.getByRole("button", { name: "Subir a Especialista 4" }).click();
    await expect(page.getByRole("group", { name: "Especialista 3" }).getByLabel("Nombre").inputValue()).resolves.toBe("Bruno Sin Scripts");

    await page.getByLabel("Correo electrónico").fill("no-es-un-correo");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Guardar ajustes" }).click();
    expect((await refused).status()).toBe(400);
    await page.getByText(siteSettingsMessages.email).waitFor();
    await expect(page.getByRole("group", { name: "Especialista 3" }).getByLabel("Nombre").inputValue()).resolves.toBe("Bruno Sin Scripts");

    await page.getByLabel("Correo electrónico").fill("ventas@campoindustria.com.uy");
    await page.getByRole("button", { name: "Guardar ajustes" }).click();
    await page.getByText("Ajustes guardados").first().waitFor();
    await page.context().close();
    await expectPublicValues("+598 2900 3333", "Bruno Sin Scripts");
  });
});
