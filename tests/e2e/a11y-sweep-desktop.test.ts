import { describe, expect, it } from "vitest";
import { routeModuleOf, sitemapPaths, sweep, unlistedPublicPaths } from "../support/a11y-sweep";
import { baseUrl, useBrowser, viewports } from "../support/browser";

// The accessibility sweep's public pages at desktop width (the rest: a11y-sweep.test.ts): the first
// page of each route module and the pages the sitemap leaves out. What the width changes is the
// template (the header's menu, the grids, the footer's columns); pages of one module differ in
// their content only, which the phone pass (a11y-sweep-phone.test.ts) reads on every page. Read
// only, so on the run's shared server. Any moderate, serious or critical violation fails.

describe("accessibility sweep, public pages on a desktop", () => {
  const visitor = useBrowser();

  it(
    `a page of each route module, and the pages the sitemap leaves out, have no violation at ${viewports.desktop.width} px`,
    { timeout: 900_000 },
    async () => {
      const paths = await sitemapPaths(baseUrl());
      const firstOfEachModule = new Map<string, string>();
      for (const path of paths) {
        const module = routeModuleOf(path);
        if (!firstOfEachModule.has(module)) firstOfEachModule.set(module, path);
      }
      // Many pages share a module (products, articles, sector pages): the sample is much smaller.
      expect(firstOfEachModule.size).toBeGreaterThan(8);
      expect(firstOfEachModule.size).toBeLessThan(paths.length);
      const context = await visitor.browser().newContext({ baseURL: baseUrl(), viewport: viewports.desktop, locale: "es-UY" });
      const page = await context.newPage();
      const problems = await sweep(page, [...new Set([...firstOfEachModule.values(), ...unlistedPublicPaths])]);
      await context.close();
      expect(problems).toEqual([]);
    },
  );
});
