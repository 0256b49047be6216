import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminPagePaths, adminPagesToVisit } from "../support/admin-pages";
import { useAdminSite } from "../support/admin-site";
import { viewports, waitForHydration } from "../support/browser";

// The admin has a frame of its own (docs/features.md 'Admin'): a top bar, the sections beside the
// page on a wide screen and in a menu on a phone, and none of the public header, footer or chat
// button. Every admin page, read from the route table so a new one is checked too, fits a 375 px
// phone without the page scrolling sideways (a wide table scrolls inside its own box).

const editor = { email: "maquetacion-del-admin@example.com", password: "clave-del-marco-1" };

/** How far the page reaches past the window's right edge, and the outermost elements that do. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const extra = document.documentElement.scrollWidth - window.innerWidth;
    if (extra <= 0) return null;
    const pastTheEdge = (element: Element) => element.getBoundingClientRect().right > window.innerWidth + 1;
    // What a box that scrolls by itself holds does not widen the page.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) if (getComputedStyle(box).overflowX !== "visible") return true;
      return false;
    };
    const culprits = [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => pastTheEdge(element) && !clipped(element))
      .filter((element) => !(element.parentElement && pastTheEdge(element.parentElement)))
      .slice(0, 3)
      .map((element) => `<${element.localName} class="${element.className}">`);
    return `${extra} px wider than the window: ${culprits.join(", ")}`;
  });
}

describe("the admin layout", () => {
  const site = useAdminSite(editor);

  it("finds the admin pages in the route table", () => {
    expect(adminPagePaths()).toEqual(
      expect.arrayContaining([
        "/admin",
        "/admin/articles",
        "/admin/products",
        "/admin/products/:id",
        "/admin/messages",
        "/admin/usuarios",
        "/admin/seguridad",
        "/admin/analytics",
        "/admin/busquedas",
      ]),
    );
  });

  for (const viewport of ["mobile", "desktop"] as const) {
    it(
      `shows every admin page in the admin frame only, without sideways scrolling, at ${viewports[viewport].width} px`,
      { timeout: 180_000 },
      async () => {
        const context = await site.browser.newContext({
          baseURL: site.server.url,
          storageState: site.signedIn,
          viewport: viewports[viewport],
          locale: "es-UY",
        });
        const page = await context.newPage();
        const problems: string[] = [];
        for (const path of await adminPagesToVisit(page)) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBeLessThan(400);
          expect(new URL(page.url()).pathname, path).toMatch(/^\/admin\//);
          await waitForHydration(page);
          const overflow = await sidewaysOverflow(page);
          if (overflow) problems.push(`${path}: ${overflow}`);

          // None of the public frame…
          expect(await page.getByRole("navigation", { name: "Principal" }).count(), path).toBe(0);
          expect(await page.getByRole("contentinfo").count(), path).toBe(0);
          expect(await page.getByRole("link", { name: "Consultar" }).count(), path).toBe(0);
          expect(await page.getByRole("link", { name: /WhatsApp/ }).count(), path).toBe(0);
          // …and the admin's: the top bar, one main region, the sections beside the page or in the menu.
          const topBar = page.getByRole("banner");
          expect(await topBar.getByRole("link", { name: "Ver el sitio" }).getAttribute("href"), path).toBe("/");
          expect(await topBar.getByRole("button", { name: "Salir" }).isVisible(), path).toBe(true);
          expect(await page.getByRole("main").count(), path).toBe(1);
          const sections = page.getByRole("navigation", { name: "Secciones de administración" });
          if (viewport === "desktop") {
            expect(await sections.isVisible(), path).toBe(true);
            expect(await topBar.getByText(editor.email).isVisible(), path).toBe(true);
          } else {
            expect(await sections.count(), path).toBe(0);
            expect(await page.getByText("Menú", { exact: true }).isVisible(), path).toBe(true);
          }
        }
        await context.close();
        expect(problems).toEqual([]);
      },
    );
  }

  it("takes the editor to another section from the side column on a wide screen", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto("/admin/articles");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Secciones de administración" }).getByRole("link", { name: "Productos" }).click();
    await page.getByRole("heading", { name: "Productos", level: 1 }).waitFor();
    expect(await page.getByRole("link", { name: "Productos" }).getAttribute("aria-current")).toBe("page");
    await context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`opens the phone menu and follows a section link ${javaScriptEnabled ? "with" : "without"} JavaScript`, async () => {
      const context = await site.browser.newContext({
        baseURL: site.server.url,
        storageState: site.signedIn,
        viewport: viewports.mobile,
        javaScriptEnabled,
      });
      const page = await context.newPage();
      await page.goto("/admin/articles");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByText("Menú", { exact: true }).click();
      const sections = page.getByRole("navigation", { name: "Secciones de administración" });
      await sections.waitFor();
      await page.getByRole("group").getByText(editor.email).waitFor();
      await sections.getByRole("link", { name: "Consultas" }).click();
      await page.waitForURL((url) => url.pathname === "/admin/messages");
      await page.getByRole("heading", { level: 1 }).waitFor();
      // On the new page the menu is closed again.
      await expect.poll(() => sections.count()).toBe(0);
      await context.close();
    });
  }

  it("signs out with the top bar's Salir", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, viewport: viewports.mobile });
    const page = await context.newPage();
    await page.goto("/admin/products");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: "Salir" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.goto("/admin/products");
    await page.waitForURL((url) => url.pathname === "/auth");
    await context.close();
  });
});
