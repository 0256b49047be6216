import { type APIRequestContext, type Browser, type BrowserContextOptions, type Page, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RENDERED_AT_FIELD } from "~/lib/contact-forms";
import { type AdminSite, adminSession, startSiteWithAdmin } from "../support/admin-site";
import { viewports, waitForHydration } from "../support/browser";

// A lead's page as the sales team uses it: reply to a visitor by e-mail or WhatsApp, take it (be its
// owner) and add notes (with and without JavaScript), and open the CSV in a spreadsheet. The
// colleague is an editor: editors read the leads, so they can own one too. The stages are walked
// in tests/e2e/lead-pipeline.test.ts.

const editor = { email: "consultas-admin@example.com", password: "clave-de-las-consultas-1", role: "editor" } as const;

describe("admin messages: replies, owner, notes and CSV", () => {
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

  /** The lead's page, from its card's «Ver consulta». */
  async function openLead(page: Page, name: string): Promise<string> {
    await page.goto("/admin/messages");
    await lead(page, name)
      .getByRole("link", { name: `Ver consulta (consulta de ${name})` })
      .click();
    await page.getByRole("heading", { level: 1, name: `Consulta de ${name}` }).waitFor();
    return new URL(page.url()).pathname;
  }

  for (const viewport of ["desktop", "mobile"] as const) {
    it(`offers replies that say whom they answer, and WhatsApp only for a usable number, at ${viewports[viewport].width} px`, async () => {
      const context = await browser.newContext({ baseURL: site.server.url, storageState: signedIn, viewport: viewports[viewport] });
      const page = await context.newPage();
      const anaPath = await openLead(page, "Ana Pérez");
      await expect(page.getByRole("button", { name: "Responder por correo a Ana Pérez" }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole("button", { name: /^Responder por WhatsApp a Ana Pérez/ }).isVisible()).resolves.toBe(true);
      await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);

      // The reply answers with the mail program's address: subject and greeting ready.
      const mail = await context.request.post(`${anaPath}/responder`, {
        form: { channel: "correo", template: "" },
        maxRedirects: 0,
        headers: { origin: site.server.url },
      });
      expect(mail.status()).toBe(303);
      const mailto = mail.headers().location!;
      expect(mailto).toMatch(/^mailto:ana@example\.com\?subject=Re%3A%20tu%20consulta%20a%20Campo%20%26%20Industria&body=Hola%20Ana%2C/);
      const chat = await context.request.post(`${anaPath}/responder`, {
        form: { channel: "whatsapp", template: "" },
        maxRedirects: 0,
        headers: { origin: site.server.url },
      });
      const chatUrl = new URL(chat.headers().location!);
      expect(`${chatUrl.origin}${chatUrl.pathname}`).toBe("https://wa.me/59899123456");
      expect(chatUrl.searchParams.get("text")).toMatch(/^Hola Ana,/);

      await openLead(page, "Bruno");
      await expect(page.getByText("Redes & mallas").first().isVisible()).resolves.toBe(true);
      // Bruno left no phone: no WhatsApp for him.
      await expect(page.getByRole("button", { name: /WhatsApp/ }).count()).resolves.toBe(0);
      await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
      await context.close();
    });
  }

  it("takes a lead and adds a note without JavaScript", async () => {
    const context = await browser.newContext({
      baseURL: site.server.url,
      storageState: signedIn,
      javaScriptEnabled: false,
      viewport: viewports.mobile,
    });
    const page = await context.newPage();
    await openLead(page, "Ana Pérez");
    await page.getByRole("combobox", { name: "Responsable" }).selectOption({ label: "consultas-admin" });
    await page.getByRole("button", { name: "Guardar responsable y seguimiento" }).click();
    await page.getByRole("status").filter({ hasText: "Responsable y seguimiento guardados" }).waitFor();
    await page.getByRole("textbox", { name: "Agregar nota" }).fill("Llamar el lunes a las 9.");
    await page.getByRole("button", { name: "Agregar nota" }).click();
    await page.getByRole("status").filter({ hasText: "Nota agregada" }).waitFor();
    const timeline = page.getByRole("region", { name: "Historia" });
    await timeline.getByText("consultas-admin se hizo responsable de la consulta").waitFor();
    await timeline.getByText("Llamar el lunes a las 9.").waitFor();
    await page.goto("/admin/messages");
    await expect(lead(page, "Ana Pérez").getByText("Responsable: consultas-admin").isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("adds a note with JavaScript and confirms it with a toast", async () => {
    const context = await browser.newContext({ baseURL: site.server.url, storageState: signedIn, viewport: viewports.desktop });
    const page = await context.newPage();
    await openLead(page, "Bruno");
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Agregar nota" }).fill("Pasarle precio de la malla.");
    await page.getByRole("button", { name: "Agregar nota" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Nota agregada" }).waitFor();
    await page.getByRole("region", { name: "Historia" }).getByText("Pasarle precio de la malla.").waitFor();
    // A new, empty field for the next note.
    await expect(page.getByRole("textbox", { name: "Agregar nota" }).inputValue()).resolves.toBe("");
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
    // The catalogue export's format: semicolons, every cell quoted, one row per product asked for.
    expect(rows[0]).toMatch(
      /^"Fecha \(hora de Montevideo\)";.*"Teléfono \/ WhatsApp";.*"Responsable";"Seguimiento";"Notas";"Última nota";"Producto";"Cantidad";"Nota del producto"$/,
    );
    const ana = rows.find((row) => row.includes('"ana@example.com"'))!;
    const [, date] = /^"(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})"/.exec(ana) ?? [];
    // Montevideo is UTC−3 all year: the written time is the moment it arrived, read in Montevideo.
    expect(Math.abs(Date.now() - new Date(`${date!.replace(" ", "T")}-03:00`).getTime())).toBeLessThan(10 * 60_000);
    expect(ana).toContain('"099 123 456"');
    // Owner, follow-up day, how many notes and the last one; no products.
    expect(ana).toMatch(/;"consultas-admin";"[^"]*";"\d+";"Llamar el lunes a las 9\.";"";"";""$/);
    await context.close();
  });
});
