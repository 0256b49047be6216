import { describe, expect, it } from "vitest";
import { useAdminSite } from "../support/admin-site";
import { expectNoA11yViolations, viewports, visitorUserAgent, waitForHydration } from "../support/browser";

// "Búsquedas" (/admin/busquedas): what visitors search for on /buscar shows up in the admin, the
// most searched with their count and results, what found nothing in a list of its own, at 1280 px
// with JavaScript and at 375 px without, where nothing runs off the side of the phone.

const editor = { email: "busquedas@example.com", password: "clave-de-busquedas-1" };

// A word the site has (a listing, a product) and one it surely has not, and what must never be kept.
const found = "inoculante";
const missing = "xyzzyplugh";
const phone = "099 318 452";

describe("recorded searches in the admin", () => {
  const site = useAdminSite(editor);

  /** A visitor's full search from a phone's browser, as the header field or a shared link asks for it. */
  async function search(query: string): Promise<void> {
    const response = await fetch(new URL(`/buscar?q=${encodeURIComponent(query)}`, site.server.url), {
      headers: { accept: "text/html", "user-agent": visitorUserAgent },
    });
    expect(response.status, query).toBe(200);
    await response.arrayBuffer();
  }

  it("counts what visitors searched and shows apart what found nothing, at 1280 px", async () => {
    await search(found);
    await search("Inoculante");
    await search(`  INOCULÁNTE `);
    await search(missing);
    await search(phone);

    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto("/admin/articles");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: /administración/i })
      .getByRole("link", { name: "Búsquedas" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Búsquedas" }).waitFor();
    await page.getByText(/nunca quién lo buscó/).waitFor();

    const popular = page.getByRole("table", { name: /Lo más buscado/ });
    const foundRow = popular.getByRole("row").filter({ has: page.getByRole("rowheader", { name: found, exact: true }) });
    // Three searches, however they were typed; the latest found something.
    await expect(foundRow.getByRole("cell").first().innerText()).resolves.toBe("3");
    expect(Number(await foundRow.getByRole("cell").nth(1).innerText())).toBeGreaterThan(0);
    expect(await foundRow.getByRole("link", { name: found }).getAttribute("href")).toBe(`/buscar?q=${found}`);
    await popular.getByRole("rowheader", { name: missing }).waitFor();

    const unanswered = page.getByRole("table", { name: /sin resultados/ });
    const missingRow = unanswered.getByRole("row").filter({ has: page.getByRole("rowheader", { name: missing }) });
    await expect(missingRow.getByRole("cell").first().innerText()).resolves.toBe("1");
    expect(await unanswered.getByRole("rowheader", { name: found }).count()).toBe(0);
    // Nothing that looks like a phone number is kept.
    expect(await page.getByText(/318/).count()).toBe(0);

    // The period is a link; the searches of today are in the last 7 days too.
    await page.getByRole("navigation", { name: "Período" }).getByRole("link", { name: "Últimos 7 días" }).click();
    await page.waitForURL((url) => url.searchParams.get("dias") === "7");
    await page
      .getByRole("table", { name: "Lo más buscado en los últimos 7 días" })
      .getByRole("rowheader", { name: found, exact: true })
      .waitFor();
    await expectNoA11yViolations(page);

    // A query opens the public results page, as the visitor saw it.
    await page.getByRole("link", { name: missing }).first().click();
    await page.waitForURL((url) => url.pathname === "/buscar" && url.searchParams.get("q") === missing);
    await context.close();
  });

  it("reads on a 375 px phone without JavaScript, nothing running off the side", async () => {
    // The searches of its own, and a long one without spaces, which must wrap inside its cell.
    await search(found);
    await search(missing);
    await search("desinfectanteparaequiposdeordeñeyparatanquesdefrío");
    const context = await site.browser.newContext({
      baseURL: site.server.url,
      storageState: site.signedIn,
      viewport: viewports.mobile,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto("/admin/busquedas?dias=90");
    await page.getByRole("heading", { level: 1, name: "Búsquedas" }).waitFor();
    await page
      .getByRole("table", { name: /Lo más buscado/ })
      .getByRole("rowheader", { name: found, exact: true })
      .waitFor();
    await page
      .getByRole("table", { name: /sin resultados/ })
      .getByRole("rowheader", { name: missing })
      .waitFor();
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      // Nor inside a table's own scrolling box.
      tables: Math.max(...[...document.querySelectorAll('[role="region"]')].map((box) => box.scrollWidth - box.clientWidth)),
    }));
    // (Accessibility is checked with scripts above, and at both widths by the a11y sweep: axe runs as a script.)
    expect(overflow).toEqual({ page: 0, tables: 0 });
    await context.close();
  });
});
