import { Counter, Gauge, Histogram, Registry } from "prom-client";

// The process's metrics, in one registry that /metrics serves (docs/decisions/026-metrics-with-prom-client.md).
// Counted where things happen (the request counter, the page cache); what lives in the database or a
// pool is read when Prometheus scrapes (./endpoint.ts). Every label takes values from a fixed set:
// a route pattern of the route table, never a path a visitor typed, so random URLs make no new series.

export const metricsRegistry = new Registry();

export const httpRequests = new Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by method, route (the route table's pattern, or static asset, public file, upload, not found, no route) and status.",
  labelNames: ["method", "route", "status"] as const,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to the last byte of its answer handed to the system, by route.",
  labelNames: ["route"] as const,
  // From a page kept in memory (about a millisecond) to a slow rendering on a busy machine.
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const pageCacheLookups = new Counter({
  name: "site_page_cache_lookups_total",
  help: "Anonymous public page requests looked up in this instance's page cache: hit (served from memory) or miss (rendered).",
  labelNames: ["result"] as const,
  registers: [metricsRegistry],
});

export const pageCachePages = new Gauge({
  name: "site_page_cache_pages",
  help: "Pages this instance's page cache holds.",
  registers: [metricsRegistry],
});

export const followUpReminderChecks = new Counter({
  name: "site_follow_up_reminder_checks_total",
  help: "Times this instance's mail worker looked for leads whose follow-up reminder is due (every poll), by result: done or failed.",
  labelNames: ["result"] as const,
  registers: [metricsRegistry],
});

export const followUpRemindersQueued = new Counter({
  name: "site_follow_up_reminders_queued_total",
  help: "Follow-up reminder e-mails this instance claimed and queued in the outbox (one per lead and follow-up day across all instances).",
  registers: [metricsRegistry],
});
