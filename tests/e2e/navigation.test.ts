import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { mainNavigation, navGroups } from "~/content/navigation";
import { defaultSite as site } from "~/lib/site-facts";
import { useBrowser } from "../support/browser";

const companyChat = `https://wa.me/${site.chat.e164.replace(/\D/g, "")}`;

// The header, mobile menu, chat links and footer of docs/requirements.md §2, as a visitor meets
// them on the home page.
describe("site navigation", () => {
  const visitor = useBrowser();

  const open = (viewport: "mobile" | "desktop" = "desktop") => visitor.open("/", { viewport });

  const desktopNav = (page: Page) => page.getByRole("navigation", { name: "Principal" });

  it("lists every header item with its address, and group titles link to their landing page", async () => {
    const { page, errors } = await open();
    const items = desktopNav(page).locator(":scope > ul > li");
    await expect(items.count()).resolves.toBe(mainNavigation.length);

    for (const [index, item] of mainNavigation.entries()) {
      const title = items.nth(index).getByRole("link", { name: item.label, exact: true }).first();
      await expect(title.isVisible()).resolves.toBe(true);
      await expect(title.getAttribute("href")).resolves.toBe(item.to);
      if (item.kind !== "group") continue;

      // The pages of a group are listed under its chevron button.
      const toggle = items.nth(index).getByRole("button", { name: `Ver páginas de ${item.label}` });
      await toggle.click();
      const list = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
      await list.waitFor({ state: "visible" });
      for (const link of item.links) {
        const entry = list.getByRole("link", { name: link.label, exact: true });
        await expect(entry.isVisible()).resolves.toBe(true);
        await expect(entry.getAttribute("href")).resolves.toBe(link.to);
      }
      await toggle.click();
      await list.waitFor({ state: "hidden" });
    }
    expect(errors).toEqual([]);
  });

  it("opens a desktop dropdown on hover and closes it when the pointer leaves", async () => {
    const { page, errors } = await open();
    const group = navGroups[1]!;
    const toggle = desktopNav(page).getByRole("button", { name: `Ver páginas de ${group.label}` });
    const list = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(list.isVisible()).resolves.toBe(false);

    await desktopNav(page).getByRole("link", { name: group.label, exact: true }).hover();
    await list.waitFor({ state: "visible" });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(list.getByRole("link", { name: group.links[0]!.label }).isVisible()).resolves.toBe(true);

    await page.mouse.move(640, 500);
    await list.waitFor({ state: "hidden" });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(errors).toEqual([]);
  });

  it("keeps a dropdown open when its chevron is pressed after hovering already opened it", async () => {
    const { page, errors } = await open();
    const group = navGroups[0]!;
    const toggle = desktopNav(page).getByRole("button", { name: `Ver páginas de ${group.label}` });
    const list = page.locator(`#${await toggle.getAttribute("aria-controls")}`);

    // A visitor moves to the chevron; the list opens on hover before the press lands.
    await toggle.hover();
    await list.waitFor({ state: "visible" });
    // React handles a click synchronously: the state after click() is the state the visitor sees.
    await toggle.click();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(list.isVisible()).resolves.toBe(true);
    // A second press closes it.
    await toggle.click();
    await list.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
  });

  it("opens a desktop dropdown from the keyboard and Escape closes it and returns focus", async () => {
    const { page, errors } = await open();
    const group = navGroups[0]!;
    const label = `Ver páginas de ${group.label}`;
    const toggle = desktopNav(page).getByRole("button", { name: label });

    let reached = false;
    for (let presses = 0; presses < 15 && !reached; presses++) {
      await page.keyboard.press("Tab");
      reached = await page.evaluate((name) => document.activeElement?.getAttribute("aria-label") === name, label);
    }
    expect(reached).toBe(true);

    await page.keyboard.press("Enter");
    const list = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await list.waitFor({ state: "visible" });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");

    // The list is reachable with Tab right after the button.
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(group.links[0]!.label);

    await page.keyboard.press("Escape");
    await list.waitFor({ state: "hidden" });
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe(label);
    expect(errors).toEqual([]);
  });

  it("on a 375 px phone, the hamburger opens a menu whose groups expand independently and a chosen link closes it", async () => {
    const { page, errors } = await open("mobile");
    await expect(desktopNav(page).isVisible()).resolves.toBe(false);
    const menu = page.getByRole("navigation", { name: "Menú móvil" });
    await expect(menu.isVisible()).resolves.toBe(false);
    // The menu and its groups are <details> disclosures: their <summary> says whether they are expanded.
    const toggle = page.locator("summary", { has: page.getByText("Abrir menú") });
    const isOpen = (summary: typeof toggle) => summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);

    await toggle.click();
    await menu.waitFor({ state: "visible" });
    await expect(isOpen(toggle)).resolves.toBe(true);
    await expect(toggle.evaluate((element) => (element as HTMLElement).innerText.trim())).resolves.toBe("Cerrar menú");

    const groupToggle = (label: string) => menu.locator("summary", { hasText: new RegExp(`^${label}$`) });
    const [forage, dairy, industry] = navGroups.map((group) => groupToggle(group.label));
    for (const summary of [forage!, dairy!, industry!]) await expect(isOpen(summary)).resolves.toBe(false);

    await forage!.click();
    await dairy!.click();
    await expect(isOpen(forage!)).resolves.toBe(true);
    await expect(isOpen(dairy!)).resolves.toBe(true);
    await expect(isOpen(industry!)).resolves.toBe(false);
    await expect(menu.getByRole("link", { name: navGroups[1]!.links[0]!.label }).isVisible()).resolves.toBe(true);

    await forage!.click();
    await expect(isOpen(forage!)).resolves.toBe(false);
    await expect(isOpen(dairy!)).resolves.toBe(true);
    await expect(menu.getByRole("link", { name: navGroups[0]!.links[0]!.label }).isVisible()).resolves.toBe(false);
    await industry!.click();
    await expect(menu.getByRole("link", { name: navGroups[2]!.links[0]!.label }).isVisible()).resolves.toBe(true);

    // The page it is on: the link closes the menu all the same.
    await menu.getByRole("link", { name: "Inicio", exact: true }).click();
    await menu.waitFor({ state: "hidden" });
    await expect(isOpen(toggle)).resolves.toBe(false);
    await expect(toggle.evaluate((element) => (element as HTMLElement).innerText.trim())).resolves.toBe("Abrir menú");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(errors).toEqual([]);
  });

  it("'Consultar' and the floating chat button open the company chat in a new tab", async () => {
    const { page, context, errors } = await open();
    // No network here: answer the chat site locally so the new tab has something to load.
    await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>chat</title>" }));

    const consultar = page.locator("header").getByRole("link", { name: "Consultar" });
    const floating = page.getByRole("link", { name: "Escribinos por WhatsApp (abre en una pestaña nueva)" });
    for (const link of [consultar, floating]) {
      await expect(link.isVisible()).resolves.toBe(true);
      expect(await link.getAttribute("href")).toMatch(new RegExp(`^${companyChat}(\\?|$)`));
      await expect(link.getAttribute("target")).resolves.toBe("_blank");
      expect((await link.getAttribute("rel"))?.split(" ").sort()).toEqual(["noopener", "noreferrer"]);

      const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
      await tab.waitForLoadState();
      expect(tab.url().startsWith(companyChat)).toBe(true);
      await tab.close();
      expect(new URL(page.url()).pathname).toBe("/");
    }
    expect(errors).toEqual([]);
  });

  it("shows the office phone, e-mail, the spec's footer links, the 2024 copyright and the years of experience", async () => {
    const { page, errors } = await open();
    const footer = page.locator("footer");

    const phone = footer.getByRole("link", { name: site.phone.display });
    await expect(phone.isVisible()).resolves.toBe(true);
    await expect(phone.getAttribute("href")).resolves.toBe(`tel:${site.phone.e164}`);
    const email = footer.getByRole("link", { name: site.email });
    await expect(email.isVisible()).resolves.toBe(true);
    await expect(email.getAttribute("href")).resolves.toBe(`mailto:${site.email}`);

    // docs/requirements.md §2 'Footer links', in its order; the anchors point at sections of the
    // home page.
    const hrefs = await footer
      .getByRole("navigation", { name: "Enlaces del pie" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/#inicio", "/#industria", "/#comercial", "/auth", "/#contacto", "/embalaje-cultivo", "/contacto"]);
    await expect(footer.getByRole("link", { name: "Acceso", exact: true }).getAttribute("href")).resolves.toBe("/auth");

    const text = await footer.innerText();
    expect(text).toMatch(/©\s*2024/);
    expect(text).toContain("más de 20 años");
    expect(errors).toEqual([]);
  });
});
