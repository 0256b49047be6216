import { type APIRequestContext, type Browser, type BrowserContextOptions, type Page, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadsInboxCopy } from "~/admin/content/leads-inbox";
import { RENDERED_AT_FIELD } from "~/lib/contact-forms";
import { montevideoDate } from "~/lib/montevideo-time";
import { type AdminSite, adminSession, startSiteWithAdmin } from "../support/admin-site";
import { viewports, waitForHydration } from "../support/browser";

// The pipeline as a salesperson works it, signed in as an EDITOR (editors read the leads, so they
// own them too): a lead arrives from the site, the editor takes it and finds it in «Mis consultas»,
// moves it through the stages, sets a follow-up day that has passed («Vencidas»), adds a note,
// replies by WhatsApp from a template, is refused «Perdida» without a reason, and reads it all in
// the lead's timeline; then the board on a phone, and a stage change without JavaScript.

const editor = { email: "ventas-pipeline@example.com", password: "clave-de-ventas-pipeline-1", role: "editor" } as const;
const who = "ventas-pipeline";
const name = "Carla Suárez";

describe("the lead pipeline, as an editor", () => {
  let site: AdminSite;
  let browser: Browser;
  let signedIn: BrowserContextOptions["storageState"];
  let visitor: APIRequestContext;

  beforeAll(async () => {
    site = await startSiteWithAdmin(editor, { SMTP_URL: "" });
    browser = site.browser;
    signedIn = await adminSession(site, editor);
    visitor = await request.newContext({ baseURL: site.server.url, extraHTTPHeaders: { origin: site.server.url } });
    const response = await visitor.post("/api/contact", {
      form: {
        source: "inicio",
        nombre: "Carla",
        apellido: "Suárez",
        email: "carla@example.com",
        whatsapp: "099 555 444",
        mensaje: "Necesito botas para 6 personas del tambo.",
        topic: "Botas Bekina",
        pagina: "/botas-bekina",
        [RENDERED_AT_FIELD]: String(Date.now() - 10_000),
      },
    });
    expect(await response.json()).toMatchObject({ success: true });
  });
  afterAll(async () => {
    await visitor?.dispose();
    await site?.stop();
  });

  const card = (page: Page) => page.getByRole("article", { name: `Consulta de ${name}` });
  const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).waitFor();
  const stageSelect = (page: Page) => page.getByRole("combobox", { name: "Etapa", exact: true });

  it("takes a lead, moves it through the stages, follows it up, notes, replies and reads its timeline", async () => {
    const context = await browser.newContext({ baseURL: site.server.url, storageState: signedIn, viewport: viewports.desktop });
    const page = await context.newPage();

    // A template to reply with.
    await page.goto("/admin/messages/plantillas");
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Nombre" }).fill("Stock y envío");
    await page.getByRole("textbox", { name: "Texto" }).fill("Hola {nombre}, te escribe {responsable}. Sobre {productos}: hay stock.");
    await page.getByRole("button", { name: "Crear plantilla" }).click();
    await toast(page, "Plantilla creada");

    // The lead arrived: «Nueva», nobody owns it.
    await page.goto("/admin/messages");
    await waitForHydration(page);
    await page
      .getByRole("region", { name: "Nueva (1)" })
      .getByRole("article", { name: `Consulta de ${name}` })
      .waitFor();
    await expect(card(page).getByText(leadsInboxCopy.nobody).isVisible()).resolves.toBe(true);

    // From the card: Nueva → En curso.
    await card(page)
      .getByRole("combobox", { name: `Etapa de la consulta de ${name}` })
      .selectOption({ label: "En curso" });
    await card(page)
      .getByRole("button", { name: /Cambiar etapa/ })
      .click();
    await toast(page, "Etapa cambiada");
    await page
      .getByRole("region", { name: "En curso (1)" })
      .getByRole("article", { name: `Consulta de ${name}` })
      .waitFor();

    // The editor takes it.
    await card(page)
      .getByRole("link", { name: `Ver consulta (consulta de ${name})` })
      .click();
    await page.getByRole("heading", { level: 1, name: `Consulta de ${name}` }).waitFor();
    const leadPath = new URL(page.url()).pathname;
    await waitForHydration(page);
    await page.getByRole("combobox", { name: "Responsable" }).selectOption({ label: who });
    await page.getByRole("button", { name: "Guardar responsable y seguimiento" }).click();
    await toast(page, "Responsable y seguimiento guardados");
    await page.goto("/admin/messages?estado=mias");
    await card(page).getByText(`Responsable: ${who}`).waitFor();

    // On the lead's page, a note begun.
    await page.goto(leadPath);
    await waitForHydration(page);
    const noteField = page.getByRole("textbox", { name: "Agregar nota" });
    const note = "Pidió talles 40 a 44.\nLlamar después de las 18.";
    await noteField.fill(note);
    // A note half typed is not lost by leaving the page: the safety net asks first.
    await page.getByRole("link", { name: "Volver a las consultas" }).click();
    await page.getByRole("alertdialog", { name: "¿Salir sin guardar?" }).getByRole("button", { name: "Seguir editando" }).click();
    expect(new URL(page.url()).pathname).toBe(leadPath);

    // En curso → Cotizada meanwhile: the note being typed is still there after the stage is saved.
    await stageSelect(page).selectOption({ label: "Cotizada" });
    await page.getByRole("button", { name: "Guardar etapa" }).click();
    await toast(page, "Etapa cambiada");
    await page.getByRole("region", { name: "Historia" }).getByText(`${who} pasó la consulta a Cotizada`).waitFor();
    await expect(noteField.inputValue()).resolves.toBe(note);

    // The note added: the field is empty for the next one.
    await page.getByRole("button", { name: "Agregar nota" }).click();
    await toast(page, "Nota agregada");
    await expect.poll(() => noteField.inputValue()).toBe("");

    // A follow-up day that has passed: «Vencidas» shows it.
    const past = montevideoDate(new Date(Date.now() - 3 * 24 * 60 * 60 * 1000));
    await page.getByRole("textbox", { name: "Seguimiento" }).fill(past);
    await page.getByRole("button", { name: "Guardar responsable y seguimiento" }).click();
    await toast(page, "Responsable y seguimiento guardados");
    await page.goto("/admin/messages?estado=vencidos");
    await card(page).getByText(leadsInboxCopy.followUp.overdue(past)).waitFor();

    // A reply by WhatsApp from the template: the answer is the chat's address with the text filled in.
    await page.goto(leadPath);
    await waitForHydration(page);
    const templateId = await page
      .getByRole("combobox", { name: "Plantilla" })
      .locator("option", { hasText: "Stock y envío" })
      .getAttribute("value");
    const reply = await context.request.post(`${leadPath}/responder`, {
      form: { channel: "whatsapp", template: templateId! },
      maxRedirects: 0,
      headers: { origin: site.server.url },
    });
    expect(reply.status()).toBe(303);
    const chat = new URL(reply.headers().location!);
    expect(`${chat.origin}${chat.pathname}`).toBe("https://wa.me/59899555444");
    expect(chat.searchParams.get("text")).toBe(`Hola Carla, te escribe ${who}. Sobre Botas Bekina: hay stock.`);

    // «Perdida» needs a reason.
    await page.reload();
    await waitForHydration(page);
    await stageSelect(page).selectOption({ label: "Perdida" });
    await page.getByRole("button", { name: "Guardar etapa" }).click();
    await page.getByText(leadsInboxCopy.stageForm.lostReasonMissing).waitFor();
    await expect(stageSelect(page).inputValue()).resolves.toBe("perdida");
    await page.getByRole("textbox", { name: "Motivo (si se perdió)" }).fill("Compró a otro proveedor");
    await page.getByRole("button", { name: "Guardar etapa" }).click();
    await toast(page, "Etapa cambiada");

    // The timeline, oldest first.
    const timeline = page.getByRole("region", { name: "Historia" });
    await timeline.getByText(`${who} pasó la consulta a Perdida: Compró a otro proveedor`).waitFor();
    const lines = await timeline.locator("ol > li > p:first-child").allInnerTexts();
    expect(lines).toEqual([
      "Recibida · Formulario de inicio desde /botas-bekina",
      `${who} pasó la consulta a En curso`,
      `${who} se hizo responsable de la consulta`,
      `${who} pasó la consulta a Cotizada`,
      `${who} agregó una nota`,
      `${who} fijó el seguimiento para el ${past.slice(8, 10)}/${past.slice(5, 7)}/${past.slice(0, 4)}`,
      `${who} abrió una respuesta por WhatsApp con la plantilla "Stock y envío"`,
      `${who} pasó la consulta a Perdida: Compró a otro proveedor`,
    ]);
    await expect(timeline.getByText("Llamar después de las 18.").isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("shows the board on a phone without sideways scrolling, and changes a stage without JavaScript", async () => {
    const context = await browser.newContext({
      baseURL: site.server.url,
      storageState: signedIn,
      javaScriptEnabled: false,
      viewport: viewports.mobile,
    });
    const page = await context.newPage();
    await page.goto("/admin/messages?estado=cerrados");
    await page
      .getByRole("region", { name: "Perdida (1)" })
      .getByRole("article", { name: `Consulta de ${name}` })
      .waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await card(page)
      .getByRole("combobox", { name: `Etapa de la consulta de ${name}` })
      .selectOption({ label: "Ganada" });
    await card(page)
      .getByRole("button", { name: /Cambiar etapa/ })
      .click();
    await page.getByRole("status").filter({ hasText: "Etapa cambiada" }).waitFor();
    expect(new URL(page.url()).searchParams.get("estado")).toBe("cerrados");
    await page
      .getByRole("region", { name: "Ganada (1)" })
      .getByRole("article", { name: `Consulta de ${name}` })
      .waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await context.close();
  });
});
