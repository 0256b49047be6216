import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations, launchBrowser, openPage } from "../support/browser";

describe("site shell", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("renders the home page with header, footer and chat button and no accessibility faults", async () => {
    const { page, context, errors } = await openPage(browser, "/");
    await expect(page.locator("header").getByRole("link", { name: "Consultar" }).getAttribute("target")).resolves.toBe("_blank");
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
