import { type APIRequestContext, type Browser, type Page, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ambicCatalogueUrl } from "~/content/ambic";
import { specialistDefaults as specialists } from "~/content/specialists";
import { AMBIC_SUCCESS, contactToasts } from "~/lib/contact-forms";
import { expectNoA11yViolations, launchBrowser, openPage, type PageSession, waitUntilFormIsOldEnough } from "../support/browser";
import { readMailbox } from "../support/mailbox";
import { signUpAndSignIn } from "../support/accounts-over-http";
import { type RunningServer, startServer } from "../support/server";

// Every contact form of the site, with and without JavaScript, the contact modal's keyboard
// behaviour, and the leads inbox that shows what arrived.

const adminEmail = "ventas-admin@example.com";
const password = "una-clave-bastante-larga";
const inbox = "consultas@campo.example";

async function waitForMail(server: RunningServer, to: string, containing: string) {
  for (let i = 0; i < 100; i++) {
    const mail = readMailbox(server.dataDir).find((message) => message.to.includes(to) && message.body.includes(containing));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} containing ${containing}`);
}

describe("contact", () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: APIRequestContext;
  const sessions: PageSession[] = [];

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL: adminEmail, CONTACT_INBOX: inbox, DATABASE_URL: "", SMTP_URL: "" });
    browser = await launchBrowser();
    admin = await request.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
    await signUpAndSignIn(server, admin, adminEmail, password);
  });
  afterAll(async () => {
    for (const session of sessions) await session.context.close();
    await browser?.close();
    await admin?.dispose();
    await server?.stop();
  });

  async function open(path: string, options: Parameters<typeof openPage>[2] = {}) {
    const session = await openPage(browser, path, { baseURL: server.url, ...options });
    sessions.push(session);
    return session;
  }

  const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

  it("home form: disabled until complete, 'Enviando...', success toast, cleared, both e-mails delivered", async () => {
    const { page, errors } = await open("/");
    const form = page.locator("#contacto form");
    const submit = form.getByRole("button", { name: "Enviar mensaje" });
    await expect(form.getByLabel("Email").getAttribute("type")).resolves.toBe("email");
    const whatsapp = form.getByLabel("WhatsApp");
    await expect(whatsapp.getAttribute("type")).resolves.toBe("tel");
    await expect(whatsapp.getAttribute("placeholder")).resolves.toBe("+598 99 123 456");

    // Enabled in the server's HTML (the form works without JavaScript); disabled once hydrated.
    await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('#contacto form button[type="submit"]')?.disabled === true);
    await form.getByLabel("Nombre").fill("Ana");
    await form.getByLabel("Apellido").fill("Suárez");
    await form.getByLabel("Email").fill("ana.e2e@example.com");
    await whatsapp.fill("+598 99 123 456");
    await expect(submit.isDisabled()).resolves.toBe(true);
    await form.getByLabel("Mensaje").fill("Necesito redes para enfardar, 40 rollos.");
    await expect(submit.isDisabled()).resolves.toBe(false);

    await waitUntilFormIsOldEnough(form);
    // Hold the answer so the sending state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    await form.getByRole("button", { name: "Enviando..." }).waitFor();
    await expect(form.getByRole("button", { name: "Enviando..." }).isDisabled()).resolves.toBe(true);
    release();

    await toast(page, contactToasts.success.title).waitFor();
    await expect(toast(page, contactToasts.success.description).isVisible()).resolves.toBe(true);
    await expect(form.getByLabel("Nombre").inputValue()).resolves.toBe("");
    await expect(form.getByLabel("Mensaje").inputValue()).resolves.toBe("");

    const notification = await waitForMail(server, inbox, "40 rollos");
    expect(notification.body).toContain("Reply-To: ana.e2e@example.com");
    await waitForMail(server, "ana.e2e@example.com", "Recibimos tu consulta");
    expect(errors).toEqual([]);
  });

  it("home form: a failed answer shows the destructive 'Error' toast and keeps what was typed", async () => {
    const { page } = await open("/");
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false}' }),
    );
    const form = page.locator("#contacto form");
    for (const [label, value] of [
      ["Nombre", "Ana"],
      ["Apellido", "Suárez"],
      ["Email", "ana@example.com"],
      ["WhatsApp", "099"],
      ["Mensaje", "Hola"],
    ]) {
      await form.getByLabel(label!).fill(value!);
    }
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await toast(page, contactToasts.error.description).waitFor();
    await expect(toast(page, "Error").getAttribute("data-type")).resolves.toBe("error");
    await expect(form.getByLabel("Nombre").inputValue()).resolves.toBe("Ana");
  });

  it("home form works without JavaScript: the page answers at #contacto", async () => {
    const { page } = await open("/", { javaScript: false });
    const form = page.locator("#contacto form");
    await form.getByLabel("Nombre").fill("Bruno");
    await form.getByLabel("Apellido").fill("Pérez");
    await form.getByLabel("Email").fill("bruno.nojs@example.com");
    await form.getByLabel("WhatsApp").fill("098 111 222");
    await form.getByLabel("Mensaje").fill("Consulta sin JavaScript sobre hilos.");
    await waitUntilFormIsOldEnough(form);
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await page.waitForURL((url) => url.hash === "#contacto");
    await expect(page.locator("#contacto").getByRole("status").innerText()).resolves.toContain(contactToasts.success.description);
    await waitForMail(server, inbox, "Consulta sin JavaScript sobre hilos.");
  });

  it("/contacto shows the office and channels, and its form works with and without JavaScript", async () => {
    const { page, errors } = await open("/contacto");
    await expect(page.locator("h1").innerText()).resolves.toBe("Contacto");
    await expect(page.getByText("Montevideo").first().isVisible()).resolves.toBe(true);
    await expect(
      page
        .locator("main")
        .getByRole("link", { name: /Escribinos por WhatsApp/ })
        .getAttribute("target"),
    ).resolves.toBe("_blank");
    const form = page.locator("form").filter({ has: page.getByLabel("Empresa o establecimiento") });
    await form.getByLabel("Nombre *").fill("Carla");
    await form.getByLabel("Email *").fill("carla@example.com");
    await form.getByLabel("Mensaje *").fill("Pedido de cotización de film stretch.");
    await waitUntilFormIsOldEnough(form);
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await toast(page, contactToasts.success.title).waitFor();
    await waitForMail(server, inbox, "Pedido de cotización de film stretch.");
    expect(errors).toEqual([]);

    const plain = await open("/contacto", { javaScript: false });
    const plainForm = plain.page.locator("form").filter({ has: plain.page.getByLabel("Empresa o establecimiento") });
    await plainForm.getByLabel("Nombre *").fill("Darío");
    await plainForm.getByLabel("Email *").fill("dario@example.com");
    await plainForm.getByLabel("Mensaje *").fill("Sin JavaScript desde la página de contacto.");
    await waitUntilFormIsOldEnough(plainForm);
    await plainForm.getByRole("button", { name: "Enviar mensaje" }).click();
    await plain.page.getByText(contactToasts.success.description).waitFor();
  });

  it("AMBIC page: facts, external catalogue, and a form validated on submit and on change", async () => {
    const { page, errors } = await open("/ambic");
    for (const fact of ["ISO 9001:2015", "ISO 14001:2015", "1978", "+45", "+60", "80%"]) {
      await expect(page.getByText(fact, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    const catalogue = page.getByRole("link", { name: /catálogo AMBIC/ });
    await expect(catalogue.getAttribute("href")).resolves.toBe(ambicCatalogueUrl);
    await expect(catalogue.getAttribute("target")).resolves.toBe("_blank");
    await expect(catalogue.innerText()).resolves.toMatch(/sitio externo/);

    const form = page.locator("#consulta form");
    await form.getByRole("button", { name: "Enviar consulta" }).click();
    // The rules load on the form's first focus or send: the messages follow that load.
    for (const message of ["El nombre es requerido", "El email es requerido", "El mensaje es requerido"]) {
      await form.getByText(message).waitFor();
    }
    await expect(form.getByLabel("Nombre *").getAttribute("aria-invalid")).resolves.toBe("true");
    const border = (label: string) => form.getByLabel(label).evaluate((input) => getComputedStyle(input).borderColor);
    expect(await border("Nombre *")).not.toBe(await border("Teléfono"));
    await expect(form.getByLabel("Nombre *").evaluate((input) => input.classList.contains("border-red-600"))).resolves.toBe(true);

    await form.getByLabel("Nombre *").fill("Elena");
    await expect(form.getByText("El nombre es requerido").count()).resolves.toBe(0);
    await form.getByLabel("Email *").fill("elena arroba");
    await expect(form.getByText("Email inválido").isVisible()).resolves.toBe(true);
    await form.getByLabel("Email *").fill("elena@example.com");
    await form.getByLabel("Mensaje *").fill("Quiero el espumador de dipping.");
    await waitUntilFormIsOldEnough(form);
    await form.getByRole("button", { name: "Enviar consulta" }).click();
    await toast(page, AMBIC_SUCCESS).waitFor();
    await expect(form.getByLabel("Nombre *").inputValue()).resolves.toBe("");
    await waitForMail(server, inbox, "Quiero el espumador de dipping.");
    expect(errors).toEqual([]);
  });

  it("AMBIC form works without JavaScript", async () => {
    const { page } = await open("/ambic", { javaScript: false });
    const form = page.locator("#consulta form");
    await form.getByRole("button", { name: "Enviar consulta" }).click();
    await page.getByText("El nombre es requerido").waitFor();
    await form.getByLabel("Nombre *").fill("Fabián");
    await form.getByLabel("Email *").fill("fabian@example.com");
    await form.getByLabel("Mensaje *").fill("AMBIC sin JavaScript.");
    await waitUntilFormIsOldEnough(form);
    await form.getByRole("button", { name: "Enviar consulta" }).click();
    await page.getByText(AMBIC_SUCCESS).waitFor();
  });

  it("the contact modal offers the specialists and the form, traps focus, closes with Escape and restores focus", async () => {
    const { page, errors } = await open("/ambic");
    // The hero's button; the product cards further down have their own.
    const trigger = page.locator("main > section").first().getByRole("link", { name: "Consultar", exact: true });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Nuestros Especialistas" });
    await dialog.waitFor();
    await expect(dialog.getByRole("listitem").count()).resolves.toBe(specialists.length);
    await expect(dialog.getByRole("heading", { name: "¿Preferís que te escribamos?" }).isVisible()).resolves.toBe(true);

    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      await expect(page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).resolves.toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Radix gives the focus back once the dialog has gone.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Consultar");

    await trigger.click();
    await dialog.getByLabel("Nombre *").fill("Gabriel");
    await dialog.getByLabel("Email *").fill("gabriel@example.com");
    await dialog.getByLabel("Mensaje *").fill("Consulta desde el modal.");
    await waitUntilFormIsOldEnough(dialog);
    await dialog.getByRole("button", { name: "Enviar consulta" }).click();
    await toast(page, contactToasts.success.title).waitFor();
    const notification = await waitForMail(server, inbox, "Consulta desde el modal.");
    expect(notification.body).toContain("Tema: AMBIC");
    expect(errors).toEqual([]);
  });

  it("the leads pipeline lists every message, closes one with its stage and exports CSV", async () => {
    const context = await browser.newContext({ baseURL: server.url, storageState: await admin.storageState() });
    const page = await context.newPage();
    await page.goto("/admin/messages");
    await expect(page.locator("h1").innerText()).resolves.toBe("Consultas");
    // The order (newest first) is checked in tests/integration; here, what the editor sees and does.
    const gabriel = page.locator("main li article").filter({ has: page.getByRole("heading", { name: "Gabriel", exact: true }) });
    await expect(gabriel.count()).resolves.toBe(1);
    await expect(page.getByText("Consulta desde el modal.").isVisible()).resolves.toBe(true);
    await expect(page.getByText("Necesito redes para enfardar, 40 rollos.").isVisible()).resolves.toBe(true);
    await expectNoA11yViolations(page);

    await gabriel.getByRole("combobox", { name: "Etapa de la consulta de Gabriel" }).selectOption({ label: "Ganada" });
    await gabriel.getByRole("button", { name: /Cambiar etapa/ }).click();
    await page.waitForFunction(() => !document.body.innerText.includes("Consulta desde el modal."));
    await page.getByRole("link", { name: "Cerradas" }).click();
    await page.getByText("Consulta desde el modal.").waitFor();

    const csv = await admin.get("/admin/messages.csv?filtro=todos");
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain("Gabriel");
    expect(text).toContain("Necesito redes para enfardar, 40 rollos.");
    await context.close();
  });
});
