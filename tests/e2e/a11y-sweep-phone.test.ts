import { describe, expect, it } from "vitest";
import { sitemapPaths, sweep, unlistedPublicPaths } from "../support/a11y-sweep";
import { baseUrl, useBrowser, viewports } from "../support/browser";

// The accessibility sweep's public pages at phone width (the rest: a11y-sweep.test.ts): axe-core on
// every page a visitor can reach, every URL of the sitemap and the pages it leaves out. Read only,
// so on the run's shared server. Any moderate, serious or critical violation fails, page by page.

describe("accessibility sweep, public pages on a phone", () => {
  const visitor = useBrowser();

  it(`every public page has no violation at ${viewports.mobile.width} px`, { timeout: 900_000 }, async () => {
    const paths = await sitemapPaths(baseUrl());
    expect(paths.length).toBeGreaterThan(40);
    const context = await visitor.browser().newContext({ baseURL: baseUrl(), viewport: viewports.mobile, locale: "es-UY" });
    const page = await context.newPage();
    const problems = await sweep(page, [...paths, ...unlistedPublicPaths]);
    await context.close();
    expect(problems).toEqual([]);
  });
});
