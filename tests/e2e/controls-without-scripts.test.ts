import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contactPageCopy } from "~/content/contact";
import { specialists } from "~/content/specialists";
import { consultaMessage } from "~/lib/contact-links";
import { contactNotices } from "~/lib/notices";
import { baseUrl, useBrowser, waitForHydration, waitUntilFormIsOldEnough } from "../support/browser";

// Every control of a public page is a real link first: the contact modal's triggers lead to
// /contacto, pre-filled with what the visitor asked about, or to its specialists section. A press
// without JavaScript, or before the scripts have arrived, takes the visitor there; with scripts the
// same press opens the modal (home, catalog, contact and sector-page tests).

const contactForm = (page: Page) => page.locator("#formulario form");

async function expectPrefilledContactPage(page: Page, topic: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === "/contacto" && url.searchParams.get("consulta") === topic);
  await expect(page.getByText(`${contactPageCopy.consultaLabel} ${topic}`).isVisible()).resolves.toBe(true);
  await expect(contactForm(page).getByLabel("Mensaje *").inputValue()).resolves.toBe(consultaMessage(topic));
  await expect(contactForm(page).locator('input[name="topic"]').inputValue()).resolves.toBe(topic);
}

async function expectSpecialistsSection(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === "/contacto" && url.hash === "#especialistas");
  const section = page.locator("#especialistas");
  await expect(section.getByRole("heading", { name: "Nuestros Especialistas" }).isVisible()).resolves.toBe(true);
  for (const specialist of specialists) {
    const digits = specialist.phone.replace(/\D/g, "");
    await expect(section.getByRole("link", { name: `WhatsApp con ${specialist.name} (abre en una pestaña nueva)` }).getAttribute("href")).resolves.toMatch(
      new RegExp(`^https://wa\\.me/${digits}\\b`),
    );
    await expect(section.getByRole("link", { name: `Llamar a ${specialist.name} al ${specialist.phone}` }).getAttribute("href")).resolves.toBe(`tel:+${digits}`);
  }
}

describe("contact controls", () => {
  const { open, browser } = useBrowser();

  describe("without JavaScript", () => {
    it("'Consultar' on a product card leads to the contact form, pre-filled with the product", async () => {
      const { page } = await open("/redes-enfardar", { javaScript: false });
      const card = page.locator("#productos article").first();
      const name = (await card.getByRole("heading").first().textContent())!.trim();
      await card.getByRole("link", { name: "Consultar", exact: true }).click();
      await expectPrefilledContactPage(page, name);
    });

    it("'Más información' on a product page leads to the contact form, pre-filled with the product", async () => {
      const { page } = await open("/producto/silotrato", { javaScript: false });
      await page.getByRole("link", { name: "Más información" }).click();
      await expectPrefilledContactPage(page, "Silotrato");
    });

    it("a sector page's contact button leads to the contact form, pre-filled with its topic", async () => {
      const { page } = await open("/tambo", { javaScript: false });
      await page.getByRole("main").getByRole("link", { name: "Contactar Especialista", exact: true }).first().click();
      await expectPrefilledContactPage(page, "Calidad de leche y tambo");
    });

    it("the pre-filled form is sent without JavaScript", async () => {
      const { page } = await open("/producto/silotrato", { javaScript: false });
      await page.getByRole("link", { name: "Más información" }).click();
      const form = contactForm(page);
      await form.getByLabel("Nombre *").fill("Rosario");
      await form.getByLabel("Email *").fill("rosario@example.com");
      await waitUntilFormIsOldEnough(form);
      await form.getByRole("button", { name: contactPageCopy.submit }).click();
      await page.getByText(contactNotices.success.description).waitFor();
    });

    it("'Contactar Ahora' leads to the specialists, each with a chat and a phone link", async () => {
      const { page } = await open("/", { javaScript: false });
      await page.getByRole("link", { name: "Contactar Ahora" }).click();
      await expectSpecialistsSection(page);
    });

    it("shows what the address asks about as plain text, cut to a bounded length", async () => {
      const hostile = `<img src=x onerror="alert(1)">${"x".repeat(300)}`;
      const { page } = await open(`/contacto?consulta=${encodeURIComponent(hostile)}`, { javaScript: false });
      const message = await contactForm(page).getByLabel("Mensaje *").inputValue();
      expect(message.startsWith(consultaMessage('<img src=x onerror="alert(1)">').slice(0, -1))).toBe(true);
      expect(message.length).toBeLessThan(200);
      await expect(page.locator("main img[src=x]").count()).resolves.toBe(0);
    });
  });

  describe("pressed before the scripts arrive", () => {
    // Every script answers 3 seconds late, as on a slow rural connection: the press lands on the
    // server's HTML before React has hydrated it.
    async function openWithSlowScripts(path: string): Promise<Page> {
      const context = await browser().newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 }, locale: "es-UY" });
      await context.route(/\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        // The context may close while a script is still held back.
        await route.continue().catch(() => undefined);
      });
      const page = await context.newPage();
      await page.goto(path, { waitUntil: "commit" });
      return page;
    }

    it("'Consultar' on a product card still reaches the contact form", async () => {
      const page = await openWithSlowScripts("/redes-enfardar");
      const card = page.locator("#productos article").first();
      const name = (await card.getByRole("heading").first().textContent())!.trim();
      await card.getByRole("link", { name: "Consultar", exact: true }).click();
      await expectPrefilledContactPage(page, name);
      // The contact page then hydrates without complaint.
      await waitForHydration(page);
      await page.context().close();
    });

    it("'Contactar Ahora' still reaches the specialists", async () => {
      const page = await openWithSlowScripts("/");
      await page.getByRole("link", { name: "Contactar Ahora" }).click();
      await expectSpecialistsSection(page);
      await waitForHydration(page);
      await page.context().close();
    });
  });
});
