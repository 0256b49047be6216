import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { collectDefaultMetrics, Gauge } from "prom-client";
import { bufferedAnalyticsEvents } from "../analytics/buffer";
import { readServerConfig } from "../config";
import type { DatabaseConnection } from "../db";
import { outboxBacklog } from "../leads/outbox";
import { metricsRegistry } from "./registry";
import { countRequests } from "./requests";
import { labelRequestRoute } from "./route-label";

// /metrics in Prometheus's text format, for a scraper that sends `Authorization: Bearer
// <METRICS_TOKEN>`; to anyone else, and to everyone without METRICS_TOKEN, it is the site's
// not-found page like any unknown path (docs/decisions/026-metrics-with-prom-client.md).

const METRICS_PATH = "/metrics";

const outboxMessages = new Gauge({
  name: "site_mail_outbox_messages",
  help: "E-mails in the outbox (shared by every instance) not delivered yet, by status: pending, sending, failed (given up after the last attempt), unconfirmed (cut off mid-send).",
  labelNames: ["status"] as const,
  registers: [metricsRegistry],
});
const outboxOldestAge = new Gauge({
  name: "site_mail_outbox_oldest_message_age_seconds",
  help: "Seconds since the oldest undelivered e-mail of each status was queued; 0 when there is none.",
  labelNames: ["status"] as const,
  registers: [metricsRegistry],
});
const analyticsBuffered = new Gauge({
  name: "site_analytics_buffered_events",
  help: "Page views and events waiting in this instance's memory to be written to the database (every few seconds).",
  registers: [metricsRegistry],
});

// The pool's gauges exist only on PostgreSQL: PGlite is one connection inside the process.
let poolGauges: ReturnType<typeof createPoolGauges> | undefined;

function createPoolGauges() {
  return {
    total: new Gauge({
      name: "site_database_pool_connections",
      help: "PostgreSQL connections this instance's pool holds open, idle or in use.",
      registers: [metricsRegistry],
    }),
    idle: new Gauge({
      name: "site_database_pool_idle_connections",
      help: "PostgreSQL connections of the pool waiting for a query.",
      registers: [metricsRegistry],
    }),
    waiting: new Gauge({
      name: "site_database_pool_waiting_queries",
      help: "Queries waiting for a connection because every connection of the pool is in use.",
      registers: [metricsRegistry],
    }),
  };
}

/** Reads what lives in memory, the pool and the database now; the outbox series are left out when the database does not answer. */
async function readAtScrape(connection: DatabaseConnection): Promise<void> {
  analyticsBuffered.set(bufferedAnalyticsEvents());
  const pool = connection.poolStats?.();
  if (pool) {
    poolGauges ??= createPoolGauges();
    poolGauges.total.set(pool.total);
    poolGauges.idle.set(pool.idle);
    poolGauges.waiting.set(pool.waiting);
  }
  try {
    for (const { status, messages, oldestAgeSeconds } of await outboxBacklog(connection.db)) {
      outboxMessages.set({ status }, messages);
      outboxOldestAge.set({ status }, oldestAgeSeconds);
    }
  } catch {
    outboxMessages.reset();
    outboxOldestAge.reset();
  }
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** Whether the request carries the token; compared in constant time (digests of equal length). */
function carriesToken(req: IncomingMessage, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "");
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}

export interface SiteMetrics {
  /** Counts and times every answer; mounted first. */
  countRequests: typeof countRequests;
  /** Answers GET /metrics to the scraper; passes anything else on. */
  serveMetrics(req: IncomingMessage & { path?: string }, res: ServerResponse, next: (error?: unknown) => void): void;
}

let defaultMetricsStarted = false;

/**
 * The metrics middleware when METRICS_TOKEN is set, else null: without a scraper nothing is
 * measured, and /metrics stays the not-found page. `connection` resolves to the server's database.
 */
export function createMetrics(connection: () => Promise<DatabaseConnection>, token = readServerConfig().metricsToken): SiteMetrics | null {
  if (!token) return null;
  const expected = digest(token);
  // The process's CPU, memory, event loop lag, garbage collection and handles, read at each scrape.
  if (!defaultMetricsStarted) collectDefaultMetrics({ register: metricsRegistry });
  defaultMetricsStarted = true;
  return {
    countRequests,
    serveMetrics(req, res, next) {
      const path = req.path ?? req.url;
      if (path !== METRICS_PATH || (req.method !== "GET" && req.method !== "HEAD") || !carriesToken(req, expected)) return next();
      labelRequestRoute(res, METRICS_PATH);
      connection()
        .then(readAtScrape)
        .then(() => metricsRegistry.metrics())
        .then(
          (text) => {
            res.statusCode = 200;
            res.setHeader("Content-Type", metricsRegistry.contentType);
            res.setHeader("Cache-Control", "no-store");
            res.end(req.method === "HEAD" ? undefined : text);
          },
          (error: unknown) => next(error),
        );
    },
  };
}
