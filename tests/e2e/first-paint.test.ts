import { describe, expect, it } from "vitest";
import { baseUrl, useBrowser, waitForHydration } from "../support/browser";

// Page scripts load after the first paint (docs/decisions/009-scripts-after-first-paint.md): the
// document asks for no script while it is parsed; once the browser has painted, the same modules
// are preloaded and run, and the page hydrates as before.

interface LoadRecord {
  /** Scripts the browser had requested when the first contentful paint was reported. */
  scriptsAtFirstPaint: string[] | null;
  scripts: string[];
}

describe("first paint before scripts", () => {
  const { browser } = useBrowser();

  async function load(path: string, { twice = false } = {}) {
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: { width: 375, height: 812 } });
    await context.addInitScript(() => {
      const scripts = () =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".js"))
          .map((entry) => entry.name);
      const record = { scriptsAtFirstPaint: null as string[] | null, scripts };
      (window as unknown as { __load: typeof record }).__load = record;
      new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length) record.scriptsAtFirstPaint ??= scripts();
      }).observe({ type: "paint" });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // The second visit gets the page from the server's HTML cache, whose policy allows scripts by hash.
    if (twice) await (await fetch(baseUrl() + path)).arrayBuffer();
    const response = await page.goto(path);
    const html = await response!.text();
    await waitForHydration(page);
    const record = await page.evaluate(() => {
      const { scriptsAtFirstPaint, scripts } = (
        window as unknown as { __load: { scriptsAtFirstPaint: string[] | null; scripts: () => string[] } }
      ).__load;
      return { scriptsAtFirstPaint, scripts: scripts() } satisfies LoadRecord;
    });
    return { page, context, html, record, errors };
  }

  for (const path of ["/", "/redes-enfardar", "/productos/flexnet-pro"]) {
    it(`${path} paints before it fetches any script, then hydrates`, async () => {
      const { page, context, html, record, errors } = await load(path, { twice: path === "/" });
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).toContain('type="text/plain" id="hydration-modules"');
      expect(record.scriptsAtFirstPaint).toEqual([]);
      expect(record.scripts.some((url) => /\/assets\/entry\.client-[\w-]+\.js$/.test(url))).toBe(true);
      // Hydrated: the phone menu (a <details>, which opens without scripts) closes on Escape.
      const menu = page.getByRole("navigation", { name: "Menú móvil" });
      await page.locator("summary", { hasText: "Abrir menú" }).click();
      await menu.waitFor({ state: "visible" });
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
