import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contactPageCopy } from "~/content/contact";
import { specialistDefaults as specialists } from "~/content/specialists";
import { consultaMessage } from "~/lib/contact-links";
import { contactNotices } from "~/lib/notices";
import { baseUrl, holdBackScripts, useBrowser, waitForHydration, waitUntilFormIsOldEnough } from "../support/browser";
import { imageInView } from "../support/product-gallery";

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
    await expect(
      section.getByRole("link", { name: `WhatsApp con ${specialist.name} (abre en una pestaña nueva)` }).getAttribute("href"),
    ).resolves.toMatch(new RegExp(`^https://wa\\.me/${digits}\\b`));
    await expect(
      section.getByRole("link", { name: `Llamar a ${specialist.name} al ${specialist.phone}` }).getAttribute("href"),
    ).resolves.toBe(`tel:+${digits}`);
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
      await holdBackScripts(context, { forMs: 3000 });
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

describe("galleries and carousels without JavaScript", () => {
  const { open } = useBrowser();
  // (waitForFunction needs the page's own scripts; expect.poll asks from outside until it holds.)
  // Smooth scrolling and snapping take their time on a loaded machine.
  const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });

  it("a product's images are swiped in their strip, and each thumbnail opens its image at full size", async () => {
    const product = "Red TamaNet Edge to Edge 1,23 m x 3.000 m";
    const { page } = await open("/redes-enfardar", { javaScript: false });
    await page.getByRole("link", { name: `Ver detalles de ${product}` }).click();
    await page.getByRole("heading", { level: 1, name: product }).waitFor();
    await eventually(() => imageInView(page, product, 1)).toBe(true);

    // A sideways scroll (a swipe, a trackpad) snaps to the second image.
    const strip = page.getByRole("region", { name: `Imágenes de ${product}` });
    // The wheel goes to whatever is under the pointer: the strip must be on screen first.
    await strip.scrollIntoViewIfNeeded();
    const box = (await strip.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width * 0.75, 0);
    await eventually(() => imageInView(page, product, 2)).toBe(true);

    // The thumbnail is a link to the picture itself.
    const thumbnail = page.getByRole("link", { name: "Ver imagen 2 de 2" });
    const href = (await thumbnail.getAttribute("href"))!;
    await thumbnail.click();
    await page.waitForURL(`**${href}`);
    await expect(page.evaluate(() => document.contentType)).resolves.toMatch(/^image\//);
  });

  it("every featured product is reached by scrolling the strip sideways or by Tab", async () => {
    const { page } = await open("/", { javaScript: false, viewport: "mobile" });
    const section = page.locator("#destacados");
    const strip = section.locator("ul").first().locator("..");
    const cards = section.locator("article");
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    // How far card `index` sits from the strip's left edge (0 when it is the one shown).
    const offset = (index: number) =>
      cards
        .nth(index)
        .evaluate((card) =>
          Math.round(card.getBoundingClientRect().left - card.closest("ul")!.parentElement!.getBoundingClientRect().left),
        );
    await section.scrollIntoViewIfNeeded();
    await expect(offset(0)).resolves.toBe(0);

    const box = (await strip.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width * 0.75, 0);
    await eventually(() => offset(1)).toBe(0);

    // Tab reaches the last card's link and brings the card into view.
    const last = cards.nth(count - 1).getByRole("link", { name: /^Ver detalles de / });
    for (let presses = 0; presses < 60 && !(await last.evaluate((link) => link === document.activeElement)); presses++)
      await page.keyboard.press("Tab");
    await expect(last.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    await eventually(async () => {
      const [card, shown] = await Promise.all([cards.nth(count - 1).boundingBox(), strip.boundingBox()]);
      return Boolean(card && shown && card.x >= shown.x - 1 && card.x + card.width <= shown.x + shown.width + 1);
    }).toBe(true);
  });
});
