import { rmSync } from "node:fs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { navGroups } from "~/content/navigation";
import { AMBIC_SUCCESS, contactToasts } from "~/lib/contact-forms";
import { adminCreate } from "../support/admin-create";
import { launchBrowser, openPage, type PageSession, waitUntilFormIsOldEnough } from "../support/browser";
import { newDataDir, type RunningServer, startServer } from "../support/server";

// The site with a keyboard only (Tab, Shift+Tab, Enter, Space, Escape, typing),
// for what the page tests do not already cover: the skip link, visible focus, the header dropdowns
// and the phone menu taken all the way to a page, the featured products carousel, the brands
// marquee's pause button, every public form filled in and sent, and reduced motion keeping the
// marquee and carousels still. (The hero's arrow keys and the specialists dialog are in
// home.test.ts; the contact modal's focus trap in contact.test.ts.)

const editor = { email: "teclado@example.com", password: "clave-solo-teclado-1" };
const inbox = "consultas@campo.example";

/** Presses Tab (or Shift+Tab) until `target` has focus; fails when it never does. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to a field and types into it, as a person with a keyboard does. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

describe("keyboard only", () => {
  let dataDir: string;
  let server: RunningServer;
  let browser: Browser;
  const sessions: PageSession[] = [];

  beforeAll(async () => {
    dataDir = newDataDir("e2e-keyboard-");
    const created = await adminCreate(["--email", editor.email], { DATA_DIR: dataDir, DATABASE_URL: undefined }, `${editor.password}\n`);
    expect(created.code, created.stderr).toBe(0);
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "", CONTACT_INBOX: inbox });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const session of sessions) await session.context.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function open(pagePath: string, options: Parameters<typeof openPage>[2] = {}) {
    const session = await openPage(browser, pagePath, { baseURL: server.url, ...options });
    sessions.push(session);
    return session;
  }

  it("the first Tab shows 'Saltar al contenido' and Enter moves focus to the main content", async () => {
    const { page, errors } = await open("/tambo");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Saltar al contenido" });
    await expect(skip.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0, "the skip link is on screen when focused").toBe(true);

    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("contenido");
    // The next Tab continues inside the content, past the header.
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest("main")))).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it("shows a visible outline on whatever has keyboard focus", async () => {
    const { page } = await open("/");
    const outlines: string[] = [];
    for (let presses = 0; presses < 8; presses++) {
      await page.keyboard.press("Tab");
      outlines.push(
        await page.evaluate(() => {
          const style = getComputedStyle(document.activeElement!);
          return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2
            ? "visible"
            : `${document.activeElement!.outerHTML.slice(0, 60)}: ${style.outline}`;
        }),
      );
    }
    expect(outlines).toEqual(Array(8).fill("visible"));
  });

  it("a header dropdown opens with Enter, its pages follow in Tab order, Enter goes there, and leaving it closes it", async () => {
    const { page, errors } = await open("/");
    const group = navGroups[1]!;
    const toggle = page.getByRole("navigation", { name: "Principal" }).getByRole("button", { name: `Ver páginas de ${group.label}` });
    const list = page.locator(`#${await toggle.getAttribute("aria-controls")}`);

    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    await list.waitFor({ state: "visible" });
    // Tab through all its pages and past the last: the list closes behind the focus.
    for (const link of group.links) {
      await page.keyboard.press("Tab");
      await expect(focusedText(page)).resolves.toBe(link.label);
    }
    await page.keyboard.press("Tab");
    await list.waitFor({ state: "hidden" });

    // Back in with Shift+Tab to the button, Space opens it again; Enter on a page opens that page.
    await tabTo(page, toggle, { backwards: true });
    await page.keyboard.press(" ");
    await list.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${group.links[0]!.to}`);
    await list.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
  });

  it("on a phone, the menu opens, expands a group and goes to a page with the keyboard; Escape closes it and returns focus", async () => {
    const { page, errors } = await open("/", { viewport: "mobile" });
    const opener = page.locator("summary", { has: page.getByText("Abrir menú") });
    const menu = page.getByRole("navigation", { name: "Menú móvil" });

    await tabTo(page, opener);
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    await expect(opener.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "visible" });
    const group = navGroups[2]!;
    const groupToggle = menu.locator("summary", { hasText: new RegExp(`^${group.label}$`) });
    await tabTo(page, groupToggle);
    await page.keyboard.press("Enter");
    await expect(groupToggle.evaluate((element) => (element.parentElement as HTMLDetailsElement).open)).resolves.toBe(true);
    const page2 = menu.getByRole("link", { name: group.links[1]!.label, exact: true });
    await tabTo(page, page2);
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${group.links[1]!.to}`);
    await menu.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
  });

  it("the featured products carousel pauses, moves on and back with the keyboard", async () => {
    const { page, errors } = await open("/");
    const section = page.locator("section").filter({ has: page.getByRole("heading", { name: "Productos destacados" }) });
    // The product aligned with the viewport's left edge ("" while the track moves between two).
    const firstInView = () =>
      section.locator("ul > li").evaluateAll((items) => {
        const viewport = items[0]!.closest("ul")!.parentElement!.getBoundingClientRect();
        const visible = items.find((item) => Math.abs(item.getBoundingClientRect().left - viewport.left) < 40);
        return visible?.querySelector("h3, h2")?.textContent?.trim() ?? "";
      });

    const pause = section.getByRole("button", { name: "Pausar el desplazamiento automático" });
    await tabTo(page, pause);
    await page.keyboard.press("Enter");
    await section.getByRole("button", { name: "Reanudar el desplazamiento automático" }).waitFor();
    await expect.poll(firstInView).not.toBe("");
    const start = await firstInView();

    await tabTo(page, section.getByRole("button", { name: "Productos siguientes" }));
    await page.keyboard.press("Enter");
    // One product per press: the next one to reach the edge is where the track comes to rest.
    await expect.poll(async () => ![start, ""].includes(await firstInView())).toBe(true);
    const second = await firstInView();
    await expect.poll(firstInView).toBe(second);

    await tabTo(page, section.getByRole("button", { name: "Productos anteriores" }), { backwards: true });
    await page.keyboard.press("Enter");
    await expect.poll(firstInView).toBe(start);

    // The cards' own buttons and links follow in the Tab order.
    await tabTo(page, section.getByRole("link", { name: /^Ver detalles de / }).first());
    expect(errors).toEqual([]);
  });

  it("the brands marquee stops with its pause switch from the keyboard, and starts again", async () => {
    const { page, errors } = await open("/");
    const offset = () =>
      page
        .locator('[data-testid="brands-marquee-viewport"] > div')
        .first()
        .evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41);
    const pause = page.getByRole("switch", { name: "Pausar desplazamiento" });
    await tabTo(page, pause);
    await page.keyboard.press("Space");
    await expect(pause.isChecked()).resolves.toBe(true);
    // Held still: the same offset two frames apart (the animation is paused, not just slow).
    const stopped = await offset();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await offset()).toBe(stopped);

    await page.keyboard.press("Space");
    await expect(pause.isChecked()).resolves.toBe(false);
    // The switch is outside the row (which holds still while focused inside): it moves again.
    await expect.poll(offset).not.toBe(stopped);
    expect(errors).toEqual([]);
  });

  it("with prefers-reduced-motion, the marquee and the featured carousel stay still", async () => {
    const { page, errors } = await open("/", { reducedMotion: true });
    const offset = () =>
      page
        .locator('[data-testid="brands-marquee-viewport"] > div')
        .first()
        .evaluate((track) => getComputedStyle(track).transform);
    const carouselTrack = () =>
      page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: "Productos destacados" }) })
        .locator("ul")
        .first()
        .evaluate((track) => getComputedStyle(track).transform);
    const before = [await offset(), await carouselTrack()];
    // Longer than the carousel's 3 s autoplay step.
    await page.waitForTimeout(3_500);
    expect([await offset(), await carouselTrack()]).toEqual(before);
    expect(before[0]).toBe("none");
    await expect(page.getByRole("switch", { name: "Pausar desplazamiento" }).isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
  });

  it("the contact page's form is filled in and sent with the keyboard", async () => {
    const { page, errors } = await open("/contacto");
    const form = page.locator("form").filter({ has: page.getByLabel("Empresa o establecimiento") });
    await typeInto(page, form.getByLabel("Nombre *"), "Marta");
    await typeInto(page, form.getByLabel("Email *"), "marta@example.com");
    await typeInto(page, form.getByLabel("Mensaje *"), "Consulta enviada solo con el teclado.");
    await waitUntilFormIsOldEnough(form);
    await tabTo(page, form.getByRole("button", { name: "Enviar mensaje" }));
    await page.keyboard.press("Enter");
    await page.locator("[data-sonner-toast]").filter({ hasText: contactToasts.success.title }).waitFor();
    expect(errors).toEqual([]);
  });

  it("the home page's form and the AMBIC form are sent with the keyboard", async () => {
    const home = await open("/");
    const homeForm = home.page.locator("#contacto form");
    for (const [label, value] of [
      ["Nombre", "Raúl"],
      ["Apellido", "Gómez"],
      ["Email", "raul@example.com"],
      ["WhatsApp", "099 123 456"],
      ["Mensaje", "Desde el inicio, con el teclado."],
    ]) {
      await typeInto(home.page, homeForm.getByLabel(label!), value!);
    }
    await waitUntilFormIsOldEnough(homeForm);
    await tabTo(home.page, homeForm.getByRole("button", { name: "Enviar mensaje" }));
    await home.page.keyboard.press("Enter");
    await home.page.locator("[data-sonner-toast]").filter({ hasText: contactToasts.success.title }).waitFor();

    const ambic = await open("/ambic");
    const form = ambic.page.locator("#consulta form");
    await typeInto(ambic.page, form.getByLabel("Nombre *"), "Sofía");
    await typeInto(ambic.page, form.getByLabel("Email *"), "sofia@example.com");
    await typeInto(ambic.page, form.getByLabel("Mensaje *"), "Consulta AMBIC con el teclado.");
    await waitUntilFormIsOldEnough(form);
    await tabTo(ambic.page, form.getByRole("button", { name: "Enviar consulta" }));
    await ambic.page.keyboard.press("Enter");
    await ambic.page.locator("[data-sonner-toast]").filter({ hasText: AMBIC_SUCCESS }).waitFor();
    expect([...home.errors, ...ambic.errors]).toEqual([]);
  });

  it("sign-in and the password reset request are done with the keyboard", async () => {
    const reset = await open("/auth/recuperar");
    await typeInto(reset.page, reset.page.getByLabel("Correo electrónico"), editor.email);
    await reset.page.keyboard.press("Enter");
    await reset.page.getByText("en unos minutos te llega el enlace").waitFor();

    const { page, errors } = await open("/auth");
    await typeInto(page, page.getByLabel("Correo electrónico"), editor.email);
    await typeInto(page, page.getByLabel("Contraseña"), editor.password);
    await tabTo(page, page.getByRole("button", { name: "Ingresar", exact: true }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/admin/articles");
    expect([...reset.errors, ...errors]).toEqual([]);
  });

  it("every field and button of every public form is in the Tab order", async () => {
    const problems: string[] = [];
    for (const formPage of ["/", "/contacto", "/ambic", "/auth", "/auth?modo=registro", "/auth/recuperar"]) {
      const { page } = await open(formPage);
      const controls = page.locator("main form").locator("input:not([type=hidden]), select, textarea, button");
      const reachable = () =>
        controls.evaluateAll((elements) =>
          elements
            // Not the spam trap: hidden from everyone (aria-hidden, out of the Tab order) on purpose.
            .filter(
              (element) =>
                element.getClientRects().length > 0 && !(element as HTMLInputElement).disabled && !element.closest("[aria-hidden=true]"),
            )
            .map((element) => element.outerHTML.slice(0, 80)),
        );
      // Every stop of the page's main content, and some: between the product cards' «Agregar a mi
      // consulta» forms and the contact form, the home page has links and carousel controls.
      const presses = (await page.locator("main").locator("a[href], input:not([type=hidden]), select, textarea, button").count()) + 15;
      // The walk starts at the first form (the home page has a hundred links before it).
      const reached = new Set<string>();
      await page
        .locator("main form")
        .first()
        .evaluate((form) => {
          form.setAttribute("tabindex", "-1");
          (form as HTMLElement).focus();
        });
      for (let press = 0; press < presses; press++) {
        await page.keyboard.press("Tab");
        const focused = await page.evaluate(() =>
          document.activeElement?.closest("main form") ? document.activeElement.outerHTML.slice(0, 80) : null,
        );
        if (focused) reached.add(focused);
      }
      // Read after the walk: a submit button that is disabled until the form is complete is skipped
      // by the browser, rightly, and only counts once the form's script has settled.
      const expected = await reachable();
      for (const control of expected) if (!reached.has(control)) problems.push(`${formPage}: ${control}`);
    }
    expect(problems).toEqual([]);
  });
});
