import { type APIRequestContext, type Browser, type BrowserContextOptions, type Page, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RENDERED_AT_FIELD } from "~/lib/contact-forms";
import { type AdminSite, adminSession, startSiteWithAdmin } from "../support/admin-site";
import { viewports, waitForHydration } from "../support/browser";

// The leads inbox as the sales team uses it: reply to a visitor by e-mail or WhatsApp, keep internal
// notes and an assignee (with and without JavaScript), and open the CSV in a spreadsheet. The
// colleague is an editor: editors read the messages, so they can take one (be its assignee) too.

const editor = { email: "consultas-admin@example.com", password: "clave-de-las-consultas-1", role: "editor" } as const;

describe("admin messages: replies, notes and CSV", () => {
  let site: AdminSite;
  let browser: Browser;
  let signedIn: BrowserContextOptions["storageState"];
  let visitor: APIRequestContext;

  beforeAll(async () => {
    site = await startSiteWithAdmin(editor, { SMTP_URL: "" });
    browser = site.browser;
    signedIn = await adminSession(site, editor);
    visitor = await request.newContext({ baseURL: site.server.url, extraHTTPHeaders: { origin: site.server.url } });
    const shownAt = String(Date.now() - 10_000);
    const sent: Record<string, string>[] = [
      {
        source: "inicio",
        nombre: "Ana",
        apellido: "Pérez",
        email: "ana@example.com",
        whatsapp: "099 123 456",
        mensaje: "Necesito redes para 40 rollos.",
      },
      { source: "contacto", nombre: "Bruno", email: "bruno@example.com", topic: "Redes & mallas", mensaje: "¿Tienen stock?" },
    ];
    for (const form of sent) {
      const response = await visitor.post("/api/contact", { form: { ...form, [RENDERED_AT_FIELD]: shownAt } });
      expect(await response.json()).toMatchObject({ success: true });
    }
  });
  afterAll(async () => {
    await visitor?.dispose();
    await site?.stop();
  });

  const lead = (page: Page, name: string) => page.getByRole("article", { name: `Consulta de ${name}` });

  for (const viewport of ["desktop", "mobile"] as const) {
    it(`offers reply links that say whom they answer, at ${viewports[viewport].width} px`, async () => {
      const context = await browser.newContext({ baseURL: site.server.url, storageState: signedIn, viewport: viewports[viewport] });
      const page = await context.newPage();
      await page.goto("/admin/messages");

      const ana = lead(page, "Ana Pérez");
      const anaMail = ana.getByRole("link", { name: "Responder por correo a Ana Pérez" });
      const anaChat = ana.getByRole("link", { name: /^Responder por WhatsApp a Ana Pérez/ });
      await expect(anaMail.isVisible()).resolves.toBe(true);
      await expect(anaChat.isVisible()).resolves.toBe(true);
      await expect(anaMail.getAttribute("href")).resolves.toBe(
        "mailto:ana@example.com?subject=Re%3A%20tu%20consulta%20a%20Campo%20%26%20Industria",
      );
      const chat = new URL((await anaChat.getAttribute("href"))!);
      expect(`${chat.origin}${chat.pathname}`).toBe("https://wa.me/59899123456");
      expect(chat.searchParams.get("text")).toMatch(/^Hola Ana,/);

      const bruno = lead(page, "Bruno");
      const brunoMail = bruno.getByRole("link", { name: "Responder por correo a Bruno" });
      expect(new URL((await brunoMail.getAttribute("href"))!).searchParams.get("subject")).toBe(
        "Re: tu consulta a Campo & Industria — Redes & mallas",
      );
      // Bruno left no phone: no WhatsApp link for him.
      await expect(bruno.getByRole("link", { name: /WhatsApp/ }).count()).resolves.toBe(0);
      // Nothing spills sideways on a phone.
      await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
      await context.close();
    });
  }

  it("saves a note and an assignee without JavaScript", async () => {
    const context = await browser.newContext({
      baseURL: site.server.url,
      storageState: signedIn,
      javaScriptEnabled: false,
      viewport: viewports.mobile,
    });
    const page = await context.newPage();
    await page.goto("/admin/messages");
    const ana = lead(page, "Ana Pérez");
    await ana.getByRole("textbox", { name: "Notas internas" }).fill("Llamar el lunes a las 9.");
    await ana.getByRole("combobox", { name: "Asignada a" }).selectOption({ label: "consultas-admin" });
    await ana.getByRole("button", { name: "Guardar notas (consulta de Ana Pérez)" }).click();
    await page.getByRole("status").filter({ hasText: "Notas guardadas" }).waitFor();

    await page.goto("/admin/messages");
    await expect(lead(page, "Ana Pérez").getByRole("textbox", { name: "Notas internas" }).inputValue()).resolves.toBe(
      "Llamar el lunes a las 9.",
    );
    await expect(lead(page, "Ana Pérez").getByText("Asignada a consultas-admin").isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("saves a note with JavaScript and confirms it with a toast", async () => {
    const context = await browser.newContext({ baseURL: site.server.url, storageState: signedIn, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto("/admin/messages");
    await waitForHydration(page);
    const bruno = lead(page, "Bruno");
    await bruno.getByRole("textbox", { name: "Notas internas" }).fill("Pasarle precio de la malla.");
    await bruno.getByRole("button", { name: "Guardar notas (consulta de Bruno)" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Notas guardadas" }).waitFor();

    await page.reload();
    await expect(lead(page, "Bruno").getByRole("textbox", { name: "Notas internas" }).inputValue()).resolves.toBe(
      "Pasarle precio de la malla.",
    );
    await expect(lead(page, "Bruno").getByRole("combobox", { name: "Asignada a" }).inputValue()).resolves.toBe("");
    await context.close();
  });

  it("downloads a CSV a spreadsheet opens: BOM, ISO dates, phone as written, notes and assignee", async () => {
    const context = await browser.newContext({ baseURL: site.server.url, storageState: signedIn, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto("/admin/messages?filtro=todos");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^consultas-\d{4}-\d{2}-\d{2}\.csv$/);
    // Read as a stream: the shared browser (tests/support/e2e-setup.ts) keeps the file on its side.
    const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(rows[0]).toMatch(/^"Fecha \(hora de Montevideo\)",.*"Teléfono \/ WhatsApp",.*"Asignada a","Notas internas"$/);
    const ana = rows.find((row) => row.includes('"ana@example.com"'))!;
    const [, date] = /^"(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})"/.exec(ana) ?? [];
    // Montevideo is UTC−3 all year: the written time is the moment it arrived, read in Montevideo.
    expect(Math.abs(Date.now() - new Date(`${date!.replace(" ", "T")}-03:00`).getTime())).toBeLessThan(10 * 60_000);
    expect(ana).toContain('"099 123 456"');
    expect(ana).toMatch(/"consultas-admin","Llamar el lunes a las 9\."$/);
    await context.close();
  });
});
