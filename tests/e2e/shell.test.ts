import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../support/browser";

describe("site shell", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  // Its accessibility: tests/e2e/a11y-sweep.test.ts.
  it("renders the home page with header, footer and chat button", async () => {
    const { page, context, errors } = await openPage(browser, "/");
    await expect(page.locator("header").getByRole("link", { name: "Consultar" }).getAttribute("target")).resolves.toBe("_blank");
    expect(errors).toEqual([]);
    await context.close();
  });
});
