import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPostgresDatabase, type FreshPostgresDatabase, postgresAnswers } from "../support/postgres";
import { type RunningServer, startServer } from "../support/server";
import { DEMO_SEED_STEPS, MIGRATION_TAGS } from "../support/start-up-log";

// What an operator's Prometheus sees: /metrics with METRICS_TOKEN, and the not-found page for
// everyone else. One server, on a new PostgreSQL database where one answers (CI), so the pool's
// gauges and the start-up log of a server on PostgreSQL are checked too; else on the embedded one.

const TOKEN = "prometheus-scrape-token-0123456789abcdef";

/** Prometheus text as samples: `name{labels}` → value. */
function samples(text: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const space = line.lastIndexOf(" ");
    result.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return result;
}

/** Every value the label takes in the metric's samples. */
function labelValues(text: string, metric: string, label: string): Set<string> {
  const values = new Set<string>();
  for (const key of samples(text).keys()) {
    if (!key.startsWith(`${metric}{`)) continue;
    const value = new RegExp(`[{,]${label}="([^"]*)"`).exec(key)?.[1];
    if (value !== undefined) values.add(value);
  }
  return values;
}

function logLines(server: RunningServer): Array<Record<string, unknown>> {
  return server.output.filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("metrics", () => {
  let database: FreshPostgresDatabase | undefined;
  let server: RunningServer;

  beforeAll(async () => {
    database = postgresAnswers ? await createPostgresDatabase() : undefined;
    server = await startServer(
      {
        METRICS_TOKEN: TOKEN,
        DATABASE_URL: database?.url ?? "",
        // No secret, public URL or proxy setting, as a first try on PostgreSQL often is.
        BETTER_AUTH_SECRET: "",
        PUBLIC_URL: "",
        TRUST_PROXY: "",
        // A mail server that refuses every connection: the contact message's e-mails wait in the outbox.
        SMTP_URL: "smtp://127.0.0.1:9",
        // A new database: the start-up log below lists every migration and seed step.
      },
      { freshDatabase: true },
    );
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const scrape = (token = TOKEN) => fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });

  it("answers /metrics to the scraper's token only: without it, or with a wrong one, exactly as an unknown path", async () => {
    const unknown = await fetch(`${server.url}/no-existe-esta-pagina`);
    // The same page, byte for byte, but for the nonce of each answer and the path React Router names in it.
    const comparable = (html: string, path: string) => html.replace(/nonce="[^"]*"|'nonce-[^']*'/g, "").replaceAll(path, "{path}");
    const unknownHtml = comparable(await unknown.text(), "/no-existe-esta-pagina");
    for (const response of [await fetch(`${server.url}/metrics`), await scrape("not-the-token-but-long-enough-0123456789")]) {
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
      const html = await response.text();
      expect(html).toContain("Oops! Page not found");
      expect(html).not.toContain("http_requests_total");
      expect(comparable(html, "/metrics")).toBe(unknownHtml);
    }
    const scraped = await scrape();
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get("cache-control")).toBe("no-store");
    expect(await scraped.text()).toContain("# TYPE http_requests_total counter");
  });

  it("counts requests by route pattern and status, page-cache hits, the outbox, the analytics buffer and the pool", async () => {
    await fetch(`${server.url}/`).then((response) => response.arrayBuffer());
    const home = await fetch(`${server.url}/`);
    await home.arrayBuffer();
    expect(home.headers.get("x-cache")).toBe("HIT");
    const missingProduct = await fetch(`${server.url}/producto/${randomUUID()}`);
    expect(missingProduct.status).toBe(404);
    // Read to the end: an answer is counted once its last byte is sent.
    await missingProduct.arrayBuffer();
    const contact = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({
        source: "contacto",
        nombre: "Rosario",
        email: "rosario@example.com",
        mensaje: "Consulta por redes.",
        duracion: "5000",
      }),
    });
    expect(contact.status).toBe(200);
    await contact.arrayBuffer();

    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const values = samples(text);
    expect(values.get('http_requests_total{method="GET",route="/",status="200"}')).toBeGreaterThanOrEqual(2);
    expect(values.get('http_requests_total{method="GET",route="/producto/:id",status="404"}')).toBe(1);
    expect(values.get('http_requests_total{method="POST",route="/api/contact",status="200"}')).toBe(1);
    expect(values.get('http_request_duration_seconds_count{route="/"}')).toBeGreaterThanOrEqual(2);
    expect(values.get('site_page_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    const unsent = ["pending", "sending", "failed", "unconfirmed"].map((status) =>
      values.get(`site_mail_outbox_messages{status="${status}"}`),
    );
    expect(unsent.every((value) => value !== undefined)).toBe(true);
    // The notice to the company's inbox and the visitor's copy.
    expect(unsent.reduce((sum, value) => sum! + value!, 0)).toBe(2);
    expect(values.has("site_analytics_buffered_events")).toBe(true);
    expect(values.has("nodejs_eventloop_lag_seconds")).toBe(true);
    // PostgreSQL's pool; the embedded database has none.
    expect(values.has("site_database_pool_connections")).toBe(database !== undefined);
    if (database) expect(values.get("site_database_pool_connections")).toBeGreaterThanOrEqual(1);
  });

  it("makes no new series for random addresses", async () => {
    await (await fetch(`${server.url}/no-existe-esta-pagina`)).arrayBuffer();
    const before = await (await scrape()).text();
    const random = Array.from({ length: 4 }, () => randomBytes(6).toString("hex"));
    for (const word of random) {
      for (const path of [`/${word}`, `/${word}.php`, `/assets/${word}.js`, `/noticias/${word}/${word}`]) {
        await (await fetch(`${server.url}${path}`)).arrayBuffer();
      }
    }
    const after = await (await scrape()).text();
    expect(labelValues(after, "http_requests_total", "route")).toEqual(labelValues(before, "http_requests_total", "route").add("/metrics"));
    for (const word of random) expect(after).not.toContain(word);
  });

  it("says at start what it did: each migration, each seed step and, on PostgreSQL, the settings several instances need", async () => {
    // The log is written asynchronously: its last lines may follow "listening".
    await vi.waitFor(() => expect(logLines(server).some((line) => line.step === "content pages in the site search")).toBe(true));
    const lines = logLines(server);
    expect(lines.filter((line) => line.msg === "migration applied").map((line) => line.migration)).toEqual(MIGRATION_TAGS);
    expect(lines.filter((line) => line.msg === "seed step").map((line) => line.step)).toEqual(DEMO_SEED_STEPS);
    const warned = lines.filter((line) => line.level === "warn" && typeof line.setting === "string").map((line) => line.setting);
    expect(warned).toEqual(database ? ["BETTER_AUTH_SECRET", "PUBLIC_URL", "TRUST_PROXY"] : []);
  });
});
