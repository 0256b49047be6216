import { rmSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { adminCreate } from "./admin-create";
import { launchBrowser, waitForHydration } from "./browser";
import { newDataDir, type RunningServer, type StartOptions, startServer } from "./server";

export interface Editor {
  email: string;
  password: string;
  /** The account's role (admin:create --role); administrator when left out. */
  role?: "admin" | "editor";
}

export interface AdminSite {
  server: RunningServer;
  browser: Browser;
  /** Closes the browser, stops the server and removes its data. */
  stop(): Promise<void>;
}

/**
 * The built server on an embedded database of its own (a copy of the run's prepared one: migrated and
 * seeded, as a new database is after the first start), with one administrator created by
 * `npm run admin:create` as an operator would, and a browser to visit it.
 */
export async function startSiteWithAdmin(editor: Editor, env: Record<string, string> = {}, options: StartOptions = {}): Promise<AdminSite> {
  const dataDir = newDataDir("e2e-site-");
  const created = await adminCreate(
    ["--email", editor.email, "--role", editor.role ?? "admin"],
    { DATA_DIR: dataDir, DATABASE_URL: undefined },
    `${editor.password}\n`,
  );
  if (created.code !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
  const [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir, DATABASE_URL: "", ...env }, options), launchBrowser()]);
  return {
    server,
    browser,
    async stop() {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in on /auth as an editor does, and waits for the admin area to be ready. */
export async function signInThroughForm(page: Page, editor: Editor): Promise<void> {
  await page.goto("/auth");
  await waitForHydration(page);
  await page.getByLabel("Correo electrónico").fill(editor.email);
  await page.getByLabel("Contraseña").fill(editor.password);
  await page.getByRole("button", { name: "Ingresar", exact: true }).click();
  await page.waitForURL("**/admin/articles");
  await waitForHydration(page);
}

/** The administrator's session after a sign-in through /auth, for new browser contexts. */
export async function adminSession(site: AdminSite, editor: Editor): Promise<Awaited<ReturnType<BrowserContext["storageState"]>>> {
  const context = await site.browser.newContext({ baseURL: site.server.url });
  await signInThroughForm(await context.newPage(), editor);
  const state = await context.storageState();
  await context.close();
  return state;
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

export interface SignedInAdminSite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The administrator's session, for `browser.newContext({ storageState })`. */
  readonly signedIn: StorageState;
}

/**
 * The site of startSiteWithAdmin for the tests of the calling describe block: started, and the
 * administrator signed in, before its first test; stopped after its last. Read its parts inside tests.
 */
export function useAdminSite(editor: Editor, env: Record<string, string> = {}): SignedInAdminSite {
  let site: AdminSite | undefined;
  let session: StorageState | undefined;
  beforeAll(async () => {
    site = await startSiteWithAdmin(editor, env);
    session = await adminSession(site, editor);
  });
  afterAll(() => site?.stop());
  const ready = () => {
    if (!site || !session) throw new Error("useAdminSite: the site is read before its beforeAll hook ran");
    return { site, session };
  };
  return {
    get server() {
      return ready().site.server;
    },
    get browser() {
      return ready().site.browser;
    },
    get signedIn() {
      return ready().session;
    },
  };
}
