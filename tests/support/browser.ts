import { existsSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import {
  type Browser,
  type BrowserContext,
  chromium,
  type LaunchOptions as ChromiumLaunchOptions,
  type Locator,
  type Page,
} from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { readToolingConfig } from "~/.server/config";
import { MIN_FILL_MS } from "~/.server/leads/spam";
import { RENDERED_AT_FIELD } from "~/lib/contact-form-fields";

// Debian's Chromium driven by playwright-core; no browser download. The flags keep it off the network.
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function baseUrl(): string {
  return inject("baseUrl");
}

/** This worker's Chromium (tests/support/e2e-setup.ts starts one per worker; VITEST_POOL_ID counts from 1). */
function sharedBrowserEndpoint(): string | undefined {
  let endpoints: string[];
  try {
    endpoints = inject("browserEndpoints");
  } catch {
    // Outside a test worker nothing is provided.
    return undefined;
  }
  if (!endpoints?.length) return undefined;
  const worker = Math.max(1, Number(process.env.VITEST_POOL_ID) || 1);
  return endpoints[(worker - 1) % endpoints.length];
}

export interface LaunchOptions {
  /**
   * The browser's language ("en-US", "es-UY"), as a person's browser would have it: Chromium's
   * `--lang` (which sets its interface language where its locale files are installed, Debian's
   * chromium-l10n) and every context's locale (navigator.language, Accept-Language, Intl's default)
   * unless a context asks for another.
   */
  language?: string;
}

/**
 * The binary: Chromium's headless shell where it is installed (as Playwright's own Chromium runs
 * headless tests), the whole browser otherwise. Same engine, same flags; the shell leaves out the
 * desktop browser's parts, which a page load in a test pays for (docs/decisions/032).
 */
function testChromiumPath(): string {
  const { headlessShellPath, chromiumPath } = readToolingConfig();
  return existsSync(headlessShellPath) ? headlessShellPath : chromiumPath;
}

/** How Chromium starts: headless, off the network, in the given interface language if any. */
export function browserLaunchOptions({ language }: LaunchOptions = {}): ChromiumLaunchOptions {
  return {
    executablePath: testChromiumPath(),
    headless: true,
    args: language ? [...CHROMIUM_ARGS, `--lang=${language}`] : CHROMIUM_ARGS,
    // Chromium on Linux reads its interface language from LANGUAGE too.
    ...(language ? { env: { ...process.env, LANGUAGE: language.replace("-", "_") } } : {}),
  };
}

/**
 * A browser for a test file: its worker's Chromium (started once by tests/support/e2e-setup.ts;
 * closing this browser closes only the contexts this file made), or, for a language of its own (an
 * interface language is a launch setting), a Chromium of its own.
 */
export async function launchBrowser({ language }: LaunchOptions = {}): Promise<Browser> {
  const endpoint = language ? undefined : sharedBrowserEndpoint();
  const browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch(browserLaunchOptions({ language }));
  const newContext = browser.newContext.bind(browser);
  // Each context is a visitor of its own, as each person's phone is: the site takes a limited number
  // of analytics reports from one address and browser (EVENTS_RATE_LIMIT), and every test's pages share
  // 127.0.0.1 and Chromium's user agent, so on the run's shared server a fast run would reach that
  // limit and its pages would see 429s. The browser's own user agent, with a visitor number.
  const probe = await newContext();
  const ownUserAgent = await (await probe.newPage()).evaluate(() => navigator.userAgent);
  await probe.close();
  let visitors = 0;
  // Every page of every context reports to the watch below, however the test opened it.
  browser.newContext = async (options = {}) => {
    const context = await newContext({
      ...(language ? { locale: language } : {}),
      userAgent: `${ownUserAgent} visitante/${++visitors}`,
      ...options,
    });
    context.on("page", watchForBrowserErrors);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    watchForBrowserErrors(page);
    return page;
  };
  return browser;
}

// A console error or an uncaught exception in any page fails the test that was running
// (tests/support/e2e-each.ts), unless the test declared it expects one with allowBrowserErrors.
const browserErrors: string[] = [];
let expectedBrowserErrors: RegExp[] = [];

// Chromium also logs every HTTP error status it receives; a refused form (400), a not-found page
// (404) or a faked failure (500) is what those tests check through what the page shows, not a fault.
const httpErrorStatus = /^Failed to load resource: the server responded with a status of [45]\d\d\b/;

function watchForBrowserErrors(page: Page): void {
  page.on("console", (message) => {
    if (message.type() === "error" && !httpErrorStatus.test(message.text())) {
      browserErrors.push(`console error on ${page.url()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => browserErrors.push(`uncaught exception on ${page.url()}: ${error.message}`));
}

/** Declares browser errors the running test provokes on purpose (a failed upload, a 404 image). */
export function allowBrowserErrors(...patterns: RegExp[]): void {
  expectedBrowserErrors.push(...patterns);
}

/** The browser errors seen since the last call that no allowBrowserErrors pattern expected. */
export function takeUnexpectedBrowserErrors(): string[] {
  const unexpected = browserErrors.filter((line) => !expectedBrowserErrors.some((pattern) => pattern.test(line)));
  browserErrors.length = 0;
  expectedBrowserErrors = [];
  return unexpected;
}

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * A visitor's user agent for tests whose page views must be counted. Headless Chromium names itself
 * "HeadlessChrome", which isbot rightly takes for a robot (and the analytics leave out): this is the
 * same browser with a screen, on an Android phone.
 */
export const visitorUserAgent =
  "Mozilla/5.0 (Linux; Android 14; SM-A146M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

export async function openPage(
  browser: Browser,
  path: string,
  options: { viewport?: keyof typeof viewports; javaScript?: boolean; reducedMotion?: boolean; baseURL?: string } = {},
): Promise<PageSession> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    viewport: viewports[options.viewport ?? "desktop"],
    javaScriptEnabled: options.javaScript ?? true,
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
    locale: "es-UY",
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(path);
  if (options.javaScript ?? true) await waitForHydration(page);
  return { context, page, errors };
}

/**
 * Holds back every script the context asks for, as on a slow connection, so a test sees the
 * server's HTML before hydration. Scripts go on when the returned function is called or, with
 * `forMs`, each that long after it was asked for.
 */
export async function holdBackScripts(context: BrowserContext, { forMs }: { forMs?: number } = {}): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\.js$/, async (route) => {
    await (forMs === undefined ? released : new Promise((resolve) => setTimeout(resolve, forMs)));
    // The context may close while a script is still held back.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * Waits until React has hydrated every element it renders: React keeps its fiber on each element it
 * owns, so none may be missing one. (The router's modules on window arrive before React has hydrated
 * anything, so a click then could land on markup with no handler yet.) Left out: scripts, stylesheets
 * and templates (the server adds some itself), the inside of HTML React inserts as a whole (an
 * article's body) and the article editor's text (ProseMirror draws it), whose elements never get a fiber.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.readyState !== "complete") return false;
    const keyOf = (element: Element, prefix: string) => Object.keys(element).find((key) => key.startsWith(prefix));
    const insertedAsHtml = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const props = keyOf(parent, "__reactProps$");
        if (props)
          return Boolean((parent as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[props]?.dangerouslySetInnerHTML);
      }
      return false;
    };
    const elements = [...document.body.querySelectorAll("*")].filter(
      (element) => !["SCRIPT", "LINK", "STYLE", "TEMPLATE"].includes(element.tagName),
    );
    return (
      elements.length > 0 &&
      elements.every(
        (element) =>
          keyOf(element, "__reactFiber$") !== undefined || insertedAsHtml(element) || element.closest('[contenteditable="true"]') !== null,
      )
    );
  });
}

/** Waits for running CSS animations and transitions (not endless ones such as a marquee) to end. */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The impacts that fail a page: every one but "minor" (moderate, serious, critical). */
const failingImpacts = new Set(["moderate", "serious", "critical"]);

/**
 * axe-core's moderate, serious and critical violations on the settled page, one line each
 * ('rule (impact): help (targets)').
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  await waitForAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ""))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
}

/** Runs axe-core on the settled page and fails on any moderate, serious or critical violation. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  expect(await a11yViolations(page)).toEqual([]);
}

/**
 * The usual set-up of an end-to-end file: one browser for the file, closed after it, and `open`
 * for a page in a fresh context (closed with the browser).
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const sessions: PageSession[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const session of sessions) await session.context.close();
    await browser?.close();
  });
  return {
    browser: () => browser!,
    async open(path: string, options: Parameters<typeof openPage>[2] = {}): Promise<PageSession> {
      const session = await openPage(browser!, path, options);
      sessions.push(session);
      return session;
    },
  };
}

/**
 * Resolves once the server's spam timer would accept the contact form inside `scope`: MIN_FILL_MS
 * after the moment the form records it was shown (a person takes longer; a test types faster). Read
 * from the form itself, so it works with and without JavaScript and never waits longer than needed.
 */
export async function waitUntilFormIsOldEnough(scope: Page | Locator): Promise<void> {
  const shownAt = Number(await scope.locator(`input[name="${RENDERED_AT_FIELD}"]`).first().inputValue());
  expect(shownAt).toBeGreaterThan(0);
  const remaining = shownAt + MIN_FILL_MS + 50 - Date.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
