import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { captureRenderedPages, type RenderedPage } from "../support/rendered-pages";
import { type RunningServer, startServer } from "../support/server";

// Every page of the sitemap, rendered by a fresh server on a freshly seeded database, must read
// exactly as recorded in fixtures/rendered-pages.json: the text of <main>, the title, description,
// canonical link, meta tags, JSON-LD, status and Cache-Control. It guards refactorings of the route
// table and the templates. When a page is meant to change, record it again with
// `npm run test:rendered-pages:update` and review the fixture's diff (docs/testing.md).

const fixture = new URL("./fixtures/rendered-pages.json", import.meta.url);
const updating = process.env.UPDATE_RENDERED_PAGES === "1";

describe("rendered public pages", () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    // A server of its own: other files change the shared server's products and articles.
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("match the recorded fixture, page by page", async () => {
    const pages = await captureRenderedPages(browser, server.url);
    expect(pages.length).toBeGreaterThan(40);
    if (updating) {
      writeFileSync(fixture, `${JSON.stringify(pages, null, 2)}\n`);
      return;
    }
    expect(existsSync(fixture), "tests/e2e/fixtures/rendered-pages.json is missing: npm run test:rendered-pages:update").toBe(true);
    const recorded = JSON.parse(readFileSync(fixture, "utf8")) as RenderedPage[];
    expect(pages.map((page) => page.path)).toEqual(recorded.map((page) => page.path));
    for (const [index, page] of pages.entries()) expect(page, page.path).toEqual(recorded[index]);
  }, 600_000);
});
