import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitemapPaths, sweep } from "../support/a11y-sweep";
import { adminPagePaths, adminPagesToVisit } from "../support/admin-pages";
import { type AdminSite, adminSession, startSiteWithAdmin } from "../support/admin-site";
import { a11yViolations, viewports, waitForHydration, waitUntilFormIsOldEnough } from "../support/browser";
import { type RunningServer } from "../support/server";

// The accessibility sweep (axe-core; any moderate, serious or critical violation fails, listed page
// by page), the one place that checks whole pages: every admin page as an administrator sees it at
// both widths, the states a visit opens on the home page (the second slide, the specialists dialog)
// and the toasts, on a site of its own. The public pages, read only, are swept on the run's shared
// server: a11y-sweep-phone.test.ts and a11y-sweep-desktop.test.ts. A route added later is swept
// without touching these files. Other files check the states only their flows reach.

const editor = { email: "accesible@example.com", password: "clave-del-barrido-1" };

describe("accessibility sweep", () => {
  let site: AdminSite;
  let server: RunningServer;
  let browser: Browser;
  let signedIn: BrowserContextOptions["storageState"];

  beforeAll(async () => {
    site = await startSiteWithAdmin(editor, { SMTP_URL: "" });
    ({ server, browser } = site);
    signedIn = await adminSession(site, editor);
  });
  afterAll(() => site?.stop());

  async function newContext(viewport: keyof typeof viewports, options: BrowserContextOptions = {}): Promise<BrowserContext> {
    return browser.newContext({ baseURL: server.url, viewport: viewports[viewport], locale: "es-UY", ...options });
  }

  it("finds the public pages in the sitemap and the admin pages in the route table", async () => {
    expect((await sitemapPaths(server.url)).length).toBeGreaterThan(40);
    expect(adminPagePaths()).toEqual(
      expect.arrayContaining(["/admin/articles", "/admin/products", "/admin/products/:id", "/admin/busquedas"]),
    );
  });

  it("every admin page has no violation, at both widths", { timeout: 300_000 }, async () => {
    const problems: string[] = [];
    for (const viewport of ["mobile", "desktop"] as const) {
      const context = await newContext(viewport, { storageState: signedIn });
      const page = await context.newPage();
      const paths = await adminPagesToVisit(page);
      problems.push(...(await sweep(page, paths)).map((line) => `${viewports[viewport].width} px ${line}`));
      await context.close();
    }
    expect(problems).toEqual([]);
  });

  it("the home page's second slide and its specialists dialog have no violation, at both widths", async () => {
    const problems: string[] = [];
    for (const viewport of ["mobile", "desktop"] as const) {
      const context = await newContext(viewport);
      const page = await context.newPage();
      await page.goto("/");
      await waitForHydration(page);
      // The arrows work once the carousel runs; the second slide is shown when it fills the hero.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLButtonElement>('#inicio button[aria-controls="hero-diapositivas"]')].every(
          (button) => !button.disabled,
        ),
      );
      const slideShown = (label: string) =>
        page.waitForFunction((label) => {
          const shown = document.querySelector<HTMLElement>(`[aria-roledescription="diapositiva"][aria-label="${label}"]`);
          const hero = document.getElementById("inicio");
          return Boolean(
            shown && hero && !shown.inert && Math.abs(shown.getBoundingClientRect().left - hero.getBoundingClientRect().left) < 1,
          );
        }, label);
      await page.getByRole("button", { name: "Diapositiva siguiente" }).click();
      await slideShown("2 de 2");
      problems.push(...(await a11yViolations(page)).map((line) => `${viewports[viewport].width} px, second slide: ${line}`));

      // 'Contactar Ahora' is on the first slide.
      await page.getByRole("button", { name: "Diapositiva anterior" }).click();
      await slideShown("1 de 2");
      await page.getByRole("link", { name: "Contactar Ahora" }).click();
      await page.getByRole("dialog").waitFor({ state: "visible" });
      problems.push(...(await a11yViolations(page)).map((line) => `${viewports[viewport].width} px, specialists dialog: ${line}`));
      await context.close();
    }
    expect(problems).toEqual([]);
  });

  it("error and success toasts are readable (colour contrast AA included)", async () => {
    const context = await newContext("desktop");
    const page = await context.newPage();
    const problems: string[] = [];
    await page.goto("/");
    await waitForHydration(page);
    const form = page.locator("#contacto form");
    for (const [label, value] of [
      ["Nombre", "Lucía"],
      ["Apellido", "Pérez"],
      ["Email", "lucia@example.com"],
      ["WhatsApp", "099 123 456"],
      ["Mensaje", "Plazos de entrega de film stretch."],
    ]) {
      await form.getByLabel(label!).fill(value!);
    }
    await waitUntilFormIsOldEnough(form);

    // A failed answer shows the error toast; hovered, a toast stays until axe has read it.
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false}' }),
    );
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await page.locator("[data-sonner-toast][data-type='error']").hover();
    problems.push(...(await a11yViolations(page)));

    await page.unroute("**/api/contact");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await page.locator("[data-sonner-toast][data-type='success']").hover();
    problems.push(...(await a11yViolations(page)));
    await context.close();
    expect(problems).toEqual([]);
  });
});
