import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { seedArticles } from "~/.server/articles/seed-articles";
import { openEmbeddedDatabase } from "~/.server/db/client";
import { articles } from "~/.server/db/schema";
import { newsCopy } from "~/content/news";
import { type RunningServer, startServer } from "../support/server";

// The production server as an operator runs it: plain HTTP, no browser. The shared server answers
// the request-level checks; servers of their own (embedded database, own DATA_DIR) cover the lock,
// the operator commands and shutdown.

const LOCK_FILE = "database.lock";
const IMMUTABLE = "public, max-age=31536000, immutable";
// Servers and commands of these tests always use the embedded database, whatever the caller's DATABASE_URL.
const embedded = { DATABASE_URL: "" };
const stackTraceLine = /^\s+at .+:\d+/m;

function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

function npmRun(script: string, dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn("npm", ["run", "--silent", script], {
    env: { ...process.env, ...embedded, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}

describe("production server", () => {
  const base = inject("baseUrl");

  it("answers an unknown path with HTTP 404 and the not-found page linking home", async () => {
    const response = await fetch(`${base}/esta-pagina-no-existe`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Volver al inicio<\/a>/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("answers a malformed address with the not-found page, not a server error", async () => {
    const response = await fetch(`${base}/%E0%A4%A`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });

  it("shows a Spanish error page and never a stack trace when a request fails", async () => {
    // The home page accepts no form posts: the request fails inside the app.
    const response = await fetch(`${base}/`, { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(response.status).toBe(405);
    const html = await response.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("No pudimos procesar ese pedido");
    expect(html).toMatch(/href="\/"/);
    expect(html).not.toMatch(stackTraceLine);
    expect(html).not.toContain("node_modules");
  });

  it("reports health without naming the database, never cached", async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/\bno-store\b/);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("sends security headers on pages and assets and does not advertise the framework", async () => {
    for (const url of [`${base}/`, `${base}/favicon.svg`]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("serves built assets compressed and cached for a year as immutable; pages are not", async () => {
    const page = await fetch(`${base}/`);
    expect(page.headers.get("cache-control") ?? "").not.toContain("immutable");
    // The stylesheet's link and the scripts the page loads after its first paint.
    const assets = [...new Set([...(await page.text()).matchAll(/"(\/assets\/[\w.-]+\.(?:js|css))"/g)].map((match) => match[1]!))];
    expect(assets.length).toBeGreaterThan(0);

    let compressed = 0;
    for (const asset of assets) {
      const response = await fetch(`${base}${asset}`, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const body = await response.text();
      // Files under 1 KB are not worth compressing (the compression middleware's threshold).
      if (response.headers.get("content-encoding") === "gzip") compressed++;
      else expect(body.length, asset).toBeLessThan(1024);
    }
    expect(compressed).toBeGreaterThan(0);

    // Browsers that accept Brotli get the copy made at build time, with the same caching.
    const script = assets.find((asset) => asset.endsWith(".js") && asset.includes("framework"))!;
    const brotli = await fetch(`${base}${script}`, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(brotli.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(brotli.headers.get("x-content-type-options")).toBe("nosniff");
    expect(brotli.headers.get("vary")).toMatch(/Accept-Encoding/);
    // fetch decodes it: the same script as the gzip answer.
    const gzip = await fetch(`${base}${script}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await brotli.text()).toBe(await gzip.text());
  });

  it("keeps an idle connection open longer than a proxy's usual 60 s, and says so", async () => {
    // A proxy reusing a connection the instance is closing fails that request: the proxy closes first.
    const agent = new http.Agent({ keepAlive: true });
    const keepAlive = await new Promise<string | undefined>((resolve, reject) =>
      http
        .get(`${base}/healthz`, { agent }, (response) => {
          response.resume();
          resolve(response.headers["keep-alive"]?.toString());
        })
        .on("error", reject),
    ).finally(() => agent.destroy());
    expect(keepAlive).toBe("timeout=65");
  });

  it("echoes a caller's X-Request-Id and generates one otherwise", async () => {
    const echoed = await fetch(`${base}/healthz`, { headers: { "X-Request-Id": "lb-7f3a.42_x" } });
    expect(echoed.headers.get("x-request-id")).toBe("lb-7f3a.42_x");

    const generated = await fetch(`${base}/healthz`);
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    // An id that could forge log lines is replaced, not echoed.
    const unsafe = await fetch(`${base}/healthz`, { headers: { "X-Request-Id": 'x" injected="1' } });
    expect(unsafe.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("operating the server on the embedded database", () => {
  const dataDir = path.join(tempDir("site-ops-"), "data");
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ ...embedded, DATA_DIR: dataDir, PUBLIC_URL: "https://www.campo.example" });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it("locks its data folder while it runs", () => {
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
  });

  it("uses PUBLIC_URL for canonical links and enables HSTS on an https origin", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get("strict-transport-security")).toContain("max-age=31536000");
    expect(await response.text()).toContain('<link rel="canonical" href="https://www.campo.example/"/>');
  });

  it("logs each request as one JSON line carrying its request id", async () => {
    await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "ops-log-check" } });
    await vi.waitFor(() => {
      const entry = server.output.map((line) => JSON.parse(line)).find((line) => line.id === "ops-log-check");
      expect(entry).toMatchObject({ level: "info", msg: "request", method: "GET", path: "/healthz", status: 200 });
      expect(entry.time).toEqual(expect.any(String));
    });
    for (const line of server.output) expect(() => JSON.parse(line)).not.toThrow();
  });

  it("stops a second server on the same DATA_DIR with a clear message", async () => {
    const second = startServer({ ...embedded, DATA_DIR: dataDir });
    const error = await second.then(
      () => undefined,
      (reason: Error) => reason,
    );
    expect(error?.message).toMatch(/server exited with 1/);
    expect(error?.message).toContain(`is in use by process ${server.process.pid}`);
    expect(error?.message).not.toMatch(stackTraceLine);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("refuses db:migrate and db:seed while it runs, with the clear message and no stack trace", async () => {
    for (const script of ["db:migrate", "db:seed"]) {
      const result = await npmRun(script, dataDir);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(`is in use by process ${server.process.pid}`);
      expect(result.stderr).not.toMatch(stackTraceLine);
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("on SIGTERM finishes the request in flight, closes the database, releases the lock and exits 0", async () => {
    const response = await fetch(`${server.url}/`);
    const stopped = server.stop("SIGTERM");
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html.trimEnd()).toMatch(/<\/html>$/);

    expect(await stopped).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    expect(server.output.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
  });

  it("leaves a database that operator commands and the next server open normally, without bringing back deleted demo articles", async () => {
    // The company deleted every demo article (here straight in the database, while no server runs).
    const database = await openEmbeddedDatabase({ dataDir });
    try {
      await database.db.delete(articles);
    } finally {
      await database.close();
    }
    const seed = await npmRun("db:seed", dataDir);
    expect(seed.code).toBe(0);
    expect(seed.stdout).toContain("up to date");
    expect(seed.stdout).toContain("nothing inserted");

    const restarted = await startServer({ ...embedded, DATA_DIR: dataDir });
    expect((await fetch(`${restarted.url}/healthz`)).status).toBe(200);
    const news = await (await fetch(`${restarted.url}/noticias`)).text();
    expect(news).toContain(newsCopy.empty);
    for (const article of seedArticles) expect(news).not.toContain(`/noticias/${article.slug}`);
    expect(await restarted.stop("SIGINT")).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});

describe("operator commands on a fresh DATA_DIR", () => {
  const root = tempDir("site-fresh-");
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("db:migrate creates the database and applies the migrations, then has nothing to do", async () => {
    const dataDir = path.join(root, "migrate", "data");
    const first = await npmRun("db:migrate", dataDir);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Applied \d+ migrations? to the embedded database at .*: 0000_/);
    expect(first.stdout).toContain(dataDir);

    const second = await npmRun("db:migrate", dataDir);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain("up to date");
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it("db:seed migrates first, inserts the default categories, and inserts nothing the second time", async () => {
    const dataDir = path.join(root, "seed", "data");
    const first = await npmRun("db:seed", dataDir);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Applied \d+ migrations?/);
    expect(first.stdout).toMatch(/inserted \d+ categories/);

    const second = await npmRun("db:seed", dataDir);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain("up to date");
    expect(second.stdout).toContain("nothing inserted");
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});
