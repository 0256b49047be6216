import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { navGroups } from "~/content/navigation";
import { baseUrl, holdBackScripts, useBrowser, waitForHydration } from "../support/browser";

// Every control of a public page works before the scripts arrive and without them: the phone menu
// is a <details> disclosure, the header's lists open on hover or when the focus is inside them.

/** Presses Tab until `target` has focus; fails when it never does. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

describe("navigation without JavaScript", () => {
  const { open } = useBrowser();

  it("on a phone, the menu opens, a group expands and a link goes to its page", async () => {
    const { page, errors } = await open("/", { javaScript: false, viewport: "mobile" });
    const menu = page.getByRole("navigation", { name: "Menú móvil" });
    const opener = page.locator("summary", { hasText: "Abrir menú" });
    const group = navGroups[1]!;
    const link = menu.getByRole("link", { name: group.links[0]!.label, exact: true });

    await expect(menu.isVisible()).resolves.toBe(false);
    await opener.click();
    await menu.waitFor({ state: "visible" });
    await expect(link.isVisible()).resolves.toBe(false);

    await menu.locator("summary", { hasText: group.label }).click();
    await link.waitFor({ state: "visible" });
    await expect(menu.getByRole("link", { name: navGroups[0]!.links[0]!.label, exact: true }).isVisible()).resolves.toBe(false);
    await link.click();
    await page.waitForURL(`**${group.links[0]!.to}`);
    await expect(page.getByRole("navigation", { name: "Menú móvil" }).isVisible()).resolves.toBe(false);

    // The keyboard works too: Tab to the toggle, Enter opens the menu, a second Enter closes it.
    await tabTo(page, page.locator("summary", { hasText: "Abrir menú" }));
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "visible" });
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
  });

  it("on a desktop, Tab reaches a header group's pages and Enter opens one", async () => {
    const { page, errors } = await open("/", { javaScript: false });
    const nav = page.getByRole("navigation", { name: "Principal" });
    const group = navGroups[1]!;
    const list = page.locator(`#menu-${group.to.slice(1)}`);
    await expect(list.isVisible()).resolves.toBe(false);

    await tabTo(page, nav.getByRole("link", { name: group.label, exact: true }));
    await list.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe(`Ver páginas de ${group.label}`);
    for (const link of group.links) {
      await page.keyboard.press("Tab");
      await expect(focusedText(page)).resolves.toBe(link.label);
    }
    // Past the last page the list closes behind the focus.
    await page.keyboard.press("Tab");
    await list.waitFor({ state: "hidden" });

    // Back in (the hidden pages are skipped, so Shift+Tab lands on the group's button) and on to a page.
    await page.keyboard.press("Shift+Tab");
    await list.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    await expect(focusedText(page)).resolves.toBe(group.links[0]!.label);
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${group.links[0]!.to}`);
    expect(errors).toEqual([]);
  });

  it("on a desktop, hovering a header group shows its pages and a click opens one", async () => {
    const { page, errors } = await open("/", { javaScript: false });
    const nav = page.getByRole("navigation", { name: "Principal" });
    const group = navGroups[0]!;
    const list = page.locator(`#menu-${group.to.slice(1)}`);

    await nav.getByRole("link", { name: group.label, exact: true }).hover();
    await list.waitFor({ state: "visible" });
    await list.getByRole("link", { name: group.links[0]!.label, exact: true }).click();
    await page.waitForURL(`**${group.links[0]!.to}`);
    expect(errors).toEqual([]);
  });
});

describe("navigation while the scripts arrive", () => {
  const { browser } = useBrowser();

  it("the focus inside a header list stays there, and the list stays open, when the page becomes interactive", async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 }, locale: "es-UY" });
    // The scripts are held back until the focus is inside the list, as on a slow connection.
    const releaseScripts = await holdBackScripts(context);
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const group = navGroups[1]!;
    const nav = page.getByRole("navigation", { name: "Principal" });
    const list = page.locator(`#menu-${group.to.slice(1)}`);
    const target = list.getByRole("link", { name: group.links[0]!.label, exact: true, includeHidden: true });
    await tabTo(page, target);

    releaseScripts();
    await waitForHydration(page);
    // Interactive: the group's button now says whether its list is open.
    const toggle = nav.getByRole("button", { name: `Ver páginas de ${group.label}` });
    await expect.poll(() => toggle.getAttribute("aria-expanded"), { timeout: 5000 }).toBe("true");
    await expect(target.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(list.isVisible()).resolves.toBe(true);

    // From there the keyboard goes on as usual: Escape closes the list and returns to its button.
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "hidden" });
    await expect(toggle.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await context.close();
  });
});

describe("the home hero while the scripts arrive", () => {
  const { browser } = useBrowser();

  it("keeps the slide a visitor scrolled to before the scripts arrived, and the arrows go on from there", async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: { width: 375, height: 812 }, locale: "es-UY" });
    const releaseScripts = await holdBackScripts(context);
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const left = (number: number) =>
      page.locator(`#inicio [aria-label="${number} de 2"]`).evaluate((element) => Math.round(element.getBoundingClientRect().left));
    await page.mouse.move(180, 300);
    await page.mouse.wheel(300, 0);
    await expect.poll(() => left(2), { timeout: 5000 }).toBe(0);

    releaseScripts();
    await waitForHydration(page);
    const slide2 = page.locator('#inicio [aria-label="2 de 2"]');
    // Once interactive, the slide shown stays, and it is the one that is not inert.
    await expect.poll(() => slide2.evaluate((element) => (element as HTMLElement).inert), { timeout: 5000 }).toBe(false);
    await expect
      .poll(() => page.locator('#inicio [aria-label="1 de 2"]').evaluate((element) => (element as HTMLElement).inert), { timeout: 5000 })
      .toBe(true);
    await expect(left(2)).resolves.toBe(0);
    // The carousel loops: the next slide after the second is the first.
    await page.getByRole("button", { name: "Diapositiva siguiente" }).click();
    await expect.poll(() => left(1), { timeout: 5000 }).toBe(0);
    await context.close();
  });
});

describe("home hero without JavaScript", () => {
  const { open } = useBrowser();

  it("shows slide 1, and slide 2 is reached by scrolling the hero sideways or by Tab", async () => {
    const { page, errors } = await open("/", { javaScript: false, viewport: "mobile" });
    const slide = (number: number) => page.locator(`#inicio [aria-roledescription="diapositiva"][aria-label="${number} de 2"]`);
    // (waitForFunction needs the page's own scripts; expect.poll asks from outside until it holds.)
    const inView = (number: number, on = page) =>
      expect
        .poll(
          () => on.locator(`#inicio [aria-label="${number} de 2"]`).evaluate((element) => Math.round(element.getBoundingClientRect().left)),
          { timeout: 5000 },
        )
        .toBe(0);
    await inView(1);
    await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);

    // A sideways scroll (a swipe, a trackpad) snaps to slide 2.
    await page.mouse.move(180, 300);
    await page.mouse.wheel(300, 0);
    await inView(2);
    await expect(slide(2).getByRole("heading", { name: "Higiene y desinfeccion" }).isVisible()).resolves.toBe(true);

    // From the top of a fresh page, Tab brings slide 2's link into view and Enter follows it.
    const fresh = await open("/", { javaScript: false, viewport: "mobile" });
    const link = fresh.page.locator("#inicio").getByRole("link", { name: "Conocé las soluciones" });
    await tabTo(fresh.page, link);
    await inView(2, fresh.page);
    await fresh.page.keyboard.press("Enter");
    await fresh.page.waitForURL("**/higiene-desinfeccion");
    // The cue below stays a plain link to the sector tiles.
    await expect(
      page
        .locator("#inicio")
        .getByRole("link", { name: /SCROLL/ })
        .getAttribute("href"),
    ).resolves.toBe("#servicios");
    expect([...errors, ...fresh.errors]).toEqual([]);
  });
});
