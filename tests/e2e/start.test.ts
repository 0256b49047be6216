import { type ChildProcess, spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startCommand } from "../../scripts/start-command.ts";
import { FINGERPRINT_FILE } from "../../scripts/build-fingerprint.ts";
import { type AdminSite, adminSession, startSiteWithAdmin } from "../support/admin-site";
import { waitForHydration } from "../support/browser";

// `npm start` as a newcomer meets it on a fresh clone: production mode without being told, the
// settings of a .env file (the real environment winning), a build that must match the sources,
// and a wrong setting explained in one line per problem. Each case runs in a project folder of its
// own (links to this one's sources and build) so its .env or stale build touches no other test.

const projectRoot = path.resolve(".");
const LINKED = [
  "app",
  "public",
  "scripts",
  "node_modules",
  "server.ts",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];
const folders: string[] = [];

/** A project folder that shares this one's sources and build, with its own build fingerprint and .env. */
function projectFolder({ fingerprint, envFile }: { fingerprint?: string; envFile?: string }): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "start-project-"));
  folders.push(folder);
  for (const name of LINKED) symlinkSync(path.join(projectRoot, name), path.join(folder, name));
  mkdirSync(path.join(folder, "build"));
  for (const name of ["client", "server"]) symlinkSync(path.join(projectRoot, "build", name), path.join(folder, "build", name));
  if (fingerprint === undefined) copyFileSync(path.join(projectRoot, FINGERPRINT_FILE), path.join(folder, FINGERPRINT_FILE));
  else writeFileSync(path.join(folder, FINGERPRINT_FILE), fingerprint);
  if (envFile !== undefined) writeFileSync(path.join(folder, ".env"), envFile);
  return folder;
}

/** Runs the start command to its end (for starts that must refuse) and returns its exit code and output lines. */
async function startUntilExit(cwd: string, env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  const { NODE_ENV: _testMode, ...inherited } = process.env;
  const start = startCommand(inherited);
  const child: ChildProcess = spawn(process.execPath, start.args, {
    cwd,
    env: { ...inherited, ...start.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: path.join(cwd, "data"), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  const lines = output.split("\n").filter(Boolean);
  return { code, lines };
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("npm start", () => {
  it("stops on wrong settings with one line per problem, naming the variable and what it expects", async () => {
    const { code, lines } = await startUntilExit(projectFolder({}), { PORT: "abc", PUBLIC_URL: "ftp://x" });
    expect(code).toBe(1);
    expect(lines).toEqual([
      "The server did not start: fix these settings (environment or .env; see .env.example).",
      'PORT must be a port number from 0 to 65535, got "abc".',
      'PUBLIC_URL must be an absolute http(s) URL such as https://www.example.com, got "ftp://x".',
    ]);
  });

  it("refuses a build made from other sources and says which command to run", async () => {
    const { code, lines } = await startUntilExit(projectFolder({ fingerprint: "0".repeat(64) }), {});
    expect(code).toBe(1);
    expect(lines).toEqual([
      "The build in build/ is older than the sources (app/, public/, server.ts or the dependencies changed since).",
      "Run `npm run build`, then `npm start` again.",
    ]);
  });

  describe("with a .env file and no NODE_ENV", () => {
    const editor = { email: "recien-llegado@example.com", password: "clave-del-recien-llegado-1" };
    let site: AdminSite | undefined;
    afterEach(() => site?.stop());

    it("runs in production mode with the .env settings, and the real environment wins over the file", async () => {
      // Without .env, production would require two-factor enrolment before the products page, and
      // port 1 is not open to this user: the server starting and the page opening show both rules.
      const cwd = projectFolder({ envFile: "ADMIN_REQUIRE_2FA=false\nPORT=1\n" });
      site = await startSiteWithAdmin(editor, { PORT: "0" }, { cwd, newcomerDefaults: true });
      expect(new URL(site.server.url).port).not.toBe("1");

      const context = await site.browser.newContext({ baseURL: site.server.url, storageState: await adminSession(site, editor) });
      const page = await context.newPage();
      const browserLog: string[] = [];
      page.on("console", (message) => browserLog.push(message.text()));
      await page.goto("/admin/products");
      await waitForHydration(page);
      await page.getByRole("heading", { name: "Productos", level: 1 }).waitFor();
      // The development-only sample product is not offered, and React runs its production build.
      expect(await page.getByRole("button", { name: "Crear producto de muestra" }).count()).toBe(0);
      expect(browserLog.filter((text) => /React DevTools|development build/i.test(text))).toEqual([]);
      expect(site.server.output.filter((line) => /Warning:|development build/i.test(line))).toEqual([]);
      await context.close();
    });
  });
});
