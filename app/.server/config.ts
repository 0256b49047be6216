import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { siteDefaults as site } from "../content/site.ts";
import { isSingleEmailAddress } from "../lib/email-address.ts";

// The whole environment, validated once with zod into one typed, frozen object: server.ts, the app
// and the scripts read settings only through readServerConfig(). Each variable is documented in
// .env.example and the README's configuration table (tests/unit/config-docs.test.ts keeps the three
// in step). Runs under plain Node type stripping too (server.ts, scripts/): erasable TypeScript
// and relative imports with their .ts extension only.

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface UploadsConfig {
  /** S3-compatible bucket for uploads; unset keeps them under DATA_DIR/uploads. */
  bucket: string | undefined;
  /** Origin (and path) a CDN or the bucket serves the files from, without a trailing slash. */
  publicUrl: string | undefined;
  region: string | undefined;
  /** Custom S3 endpoint (R2, MinIO, Garage, B2...). */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export interface ServerConfig {
  /** NODE_ENV is "production" (the default of npm start). */
  production: boolean;
  port: number;
  /** Interface to listen on; undefined listens on all. */
  host: string | undefined;
  /** Express "trust proxy" value as written; see expressTrustProxy(). */
  trustProxy: string | undefined;
  /** Absolute path of the folder for the embedded database, uploads and mail files. */
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number | undefined;
  /** Canonical origin without a trailing slash, e.g. "https://www.example.com". */
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** One address that receives contact messages; undefined uses the company's public address. */
  contactInbox: string | undefined;
  /** A signed-in user with this (verified) e-mail address is an administrator. */
  adminEmail: string | undefined;
  /** Administrators must enrol a second factor before the admin area opens (on by default in production). */
  adminRequire2fa: boolean;
  /** At least 32 characters; undefined means one generated under DATA_DIR. */
  betterAuthSecret: string | undefined;
  /** How often the mail outbox worker looks for due e-mails (default 30 s; tests shorten it). */
  mailOutboxPollMs: number | undefined;
  logLevel: LogLevel;
  /**
   * The share of 2xx answers from the page cache that get a log line (1: all, 0.05: one in twenty,
   * 0: none). Every other answer is always logged.
   */
  logSampleHits: number;
  /**
   * Seconds a stopping instance keeps serving after SIGTERM, with /readyz answering 503, before its
   * port closes: long enough for the load balancer's health check to take it out.
   */
  drainSeconds: number;
  uploads: UploadsConfig;
  /** Bearer token that opens /metrics (Prometheus); undefined keeps /metrics a not-found page. */
  metricsToken: string | undefined;
  /** How many versions of each record its history keeps (app/.server/history; default 50). */
  historyVersionsKept: number;
  /** Days a deleted article or product waits in «Papelera» before the sweep deletes it for good. */
  trashDays: number;
}

/** A wrong environment: one line per problem, each naming the variable and what it expects. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join("\n"));
    this.name = "ConfigError";
    this.problems = problems;
  }
}

const BETTER_AUTH_SECRET_MIN_LENGTH = 32;
const METRICS_TOKEN_MIN_LENGTH = 24;

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The URL without its query, fragment or trailing slash. */
function withoutTrailingSlash(value: string): string {
  const url = new URL(value);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

const wholeNumber = (min: number, max: number, expected: string) =>
  z
    .string()
    .regex(/^\d+$/, { error: expected })
    .transform(Number)
    .refine((number) => number >= min && number <= max, { error: expected });

const httpUrl = (example: string) =>
  z
    .string()
    .refine((value) => isUrl(value, ["http:", "https:"]), { error: `must be an absolute http(s) URL such as ${example}` })
    .transform(withoutTrailingSlash);

const emailAddress = z.string().refine(isSingleEmailAddress, { error: "must be exactly one e-mail address, such as ventas@example.com" });

const TRUST_PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];
function isTrustProxyValue(value: string): boolean {
  if (/^(\d+|true|false)$/.test(value)) return true;
  return value.split(",").every((part) => {
    const [address = "", mask, ...rest] = part.trim().split("/");
    if (TRUST_PROXY_NAMES.includes(address)) return mask === undefined;
    return rest.length === 0 && isIP(address) !== 0 && (mask === undefined || /^\d{1,3}$/.test(mask));
  });
}

const BOOLEAN_WORDS: Record<string, boolean> = { "1": true, true: true, yes: true, "0": false, false: false, no: false };

// Every variable, as the environment holds it. Empty values count as unset (see readEnvironment).
const environmentSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"], { error: "must be production, development or test" }).optional(),
    PORT: wholeNumber(0, 65_535, "must be a port number from 0 to 65535").default(3000),
    HOST: z.string().optional(),
    TRUST_PROXY: z
      .string()
      .refine(isTrustProxyValue, {
        error: "must be a number of proxies (e.g. 1), true, false, or a list of addresses/subnets or loopback, linklocal, uniquelocal",
      })
      .optional(),
    DATA_DIR: z
      .string()
      .default("./data")
      .transform((value) => path.resolve(value)),
    DATABASE_URL: z
      .string()
      .refine((value) => isUrl(value, ["postgres:", "postgresql:"]), {
        error: "must be a PostgreSQL URL such as postgres://user:password@host:5432/database",
      })
      .optional(),
    DATABASE_POOL_SIZE: wholeNumber(1, 10_000, "must be a positive whole number").optional(),
    PUBLIC_URL: httpUrl("https://www.example.com").optional(),
    SMTP_URL: z
      .string()
      .refine((value) => isUrl(value, ["smtp:", "smtps:"]), {
        error: "must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465",
      })
      .optional(),
    MAIL_FROM: z.string().default(`"${site.name}" <no-responder@${site.email.split("@")[1]}>`),
    CONTACT_INBOX: emailAddress.optional(),
    ADMIN_EMAIL: emailAddress.optional(),
    ADMIN_REQUIRE_2FA: z
      .string()
      .transform((value) => value.toLowerCase())
      .refine((value) => value in BOOLEAN_WORDS, { error: "must be true or false" })
      .transform((value) => BOOLEAN_WORDS[value]!)
      .optional(),
    BETTER_AUTH_SECRET: z
      .string()
      .min(BETTER_AUTH_SECRET_MIN_LENGTH, {
        error: `must be at least ${BETTER_AUTH_SECRET_MIN_LENGTH} characters long (try: openssl rand -base64 32)`,
      })
      .optional(),
    MAIL_OUTBOX_POLL_MS: wholeNumber(1, 86_400_000, "must be a positive whole number of milliseconds").optional(),
    LOG_LEVEL: z
      .string()
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }))
      .default("info"),
    LOG_SAMPLE_HITS: z
      .string()
      .regex(/^(?:0|1|0?\.\d+|1\.0*)$/, { error: "must be a number from 0 to 1, such as 1, 0.1 or 0" })
      .transform(Number)
      .default(1),
    DRAIN_SECONDS: wholeNumber(0, 3_600, "must be a whole number of seconds from 0 to 3600").default(10),
    UPLOADS_BUCKET: z.string().optional(),
    UPLOADS_PUBLIC_URL: httpUrl("https://cdn.example.com/uploads").optional(),
    AWS_REGION: z.string().optional(),
    AWS_ENDPOINT_URL_S3: z
      .string()
      .refine((value) => isUrl(value, ["http:", "https:"]), { error: "must be an absolute http(s) URL such as https://s3.example.com" })
      .optional(),
    AWS_ACCESS_KEY_ID: z.string().optional(),
    AWS_SECRET_ACCESS_KEY: z.string().optional(),
    METRICS_TOKEN: z
      .string()
      .min(METRICS_TOKEN_MIN_LENGTH, { error: `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long (try: openssl rand -hex 32)` })
      .optional(),
    HISTORY_VERSIONS_KEPT: wholeNumber(1, 10_000, "must be a whole number of versions from 1 to 10000").default(50),
    TRASH_DAYS: wholeNumber(1, 3_650, "must be a whole number of days from 1 to 3650").default(30),
  })
  // One key without the other would be ignored in silence (the SDK then looks for a role instead).
  .superRefine((env, context) => {
    if (Boolean(env.AWS_ACCESS_KEY_ID) === Boolean(env.AWS_SECRET_ACCESS_KEY)) return;
    const [missing, given] = env.AWS_ACCESS_KEY_ID
      ? ["AWS_SECRET_ACCESS_KEY", "AWS_ACCESS_KEY_ID"]
      : ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"];
    context.addIssue({
      code: "custom",
      path: [missing],
      message: `must be set too when ${given} is (or leave both unset to use the machine's role)`,
    });
  });

/** The names of every variable the configuration reads, in documentation order. */
export const CONFIG_VARIABLES = Object.keys(environmentSchema.shape) as (keyof typeof environmentSchema.shape)[];

/** The known variables, trimmed, with empty values left out so their defaults apply. */
function readEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of CONFIG_VARIABLES) {
    const value = env[name]?.trim();
    if (value) values[name] = value;
  }
  return values;
}

/** Variables whose value is never echoed in an error: it may carry a password or a key. */
const MAY_HOLD_SECRETS = /SECRET|KEY|TOKEN|DATABASE_URL|SMTP_URL/;

function parseEnvironment(values: Record<string, string>): ServerConfig {
  const parsed = environmentSchema.safeParse(values);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const got = values[name];
        return `${name} ${issue.message}${got === undefined || MAY_HOLD_SECRETS.test(name) ? "" : `, got "${got}"`}.`;
      }),
    );
  }
  const env = parsed.data;
  const production = env.NODE_ENV === "production";
  const config: ServerConfig = {
    production,
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    publicUrl: env.PUBLIC_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactInbox: env.CONTACT_INBOX,
    adminEmail: env.ADMIN_EMAIL?.toLowerCase(),
    // On unless switched off in production, off unless switched on elsewhere.
    adminRequire2fa: env.ADMIN_REQUIRE_2FA ?? production,
    betterAuthSecret: env.BETTER_AUTH_SECRET,
    mailOutboxPollMs: env.MAIL_OUTBOX_POLL_MS,
    logLevel: env.LOG_LEVEL,
    logSampleHits: env.LOG_SAMPLE_HITS,
    drainSeconds: env.DRAIN_SECONDS,
    uploads: Object.freeze({
      bucket: env.UPLOADS_BUCKET,
      publicUrl: env.UPLOADS_PUBLIC_URL,
      region: env.AWS_REGION,
      endpoint: env.AWS_ENDPOINT_URL_S3,
      accessKeyId: env.AWS_ACCESS_KEY_ID,
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
    }),
    metricsToken: env.METRICS_TOKEN,
    historyVersionsKept: env.HISTORY_VERSIONS_KEPT,
    trashDays: env.TRASH_DAYS,
  };
  return Object.freeze(config);
}

let cached: { key: string; config: ServerConfig } | undefined;

/**
 * The validated configuration; throws ConfigError listing every wrong variable. Without an argument
 * it reads process.env once and returns the same frozen object until one of its variables changes
 * (only tests change process.env at run time); with an explicit env it parses that, uncached.
 */
export function readServerConfig(env?: NodeJS.ProcessEnv): ServerConfig {
  if (env) return parseEnvironment(readEnvironment(env));
  const values = readEnvironment(process.env);
  const key = JSON.stringify(values);
  if (cached?.key !== key) cached = { key, config: parseEnvironment(values) };
  return cached.config;
}

/**
 * The environment for a child process this one starts (the server the benchmark or a test runs, a
 * helper process): this process's environment with `overrides` on top; an override set to
 * undefined leaves that variable out.
 */
export function childProcessEnvironment(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...overrides };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  return env;
}

// Variables of the developer tooling (the benchmark, the browser tests), never of the site: kept out
// of the site's schema, its .env.example and its README table, but validated the same way.
const toolingSchema = z.object({
  CHROMIUM_PATH: z.string().default("/usr/bin/chromium"),
  CHROMIUM_HEADLESS_SHELL_PATH: z.string().default("/usr/bin/chromium-headless-shell"),
});

export interface ToolingConfig {
  /** The Chromium binary Lighthouse drives, and the browser tests where there is no headless shell (Debian's by default). */
  chromiumPath: string;
  /**
   * The same Chromium's headless shell (Debian's chromium-headless-shell), which the browser tests
   * drive when it is installed: the same engine without the desktop browser around it, a third
   * less work per test (docs/decisions/032-browser-tests-on-the-headless-shell.md).
   */
  headlessShellPath: string;
}

/** The tooling's settings; empty values count as unset, as for the site's. */
export function readToolingConfig(env: NodeJS.ProcessEnv = process.env): ToolingConfig {
  const { CHROMIUM_PATH, CHROMIUM_HEADLESS_SHELL_PATH } = toolingSchema.parse({
    CHROMIUM_PATH: env.CHROMIUM_PATH?.trim() || undefined,
    CHROMIUM_HEADLESS_SHELL_PATH: env.CHROMIUM_HEADLESS_SHELL_PATH?.trim() || undefined,
  });
  return { chromiumPath: CHROMIUM_PATH, headlessShellPath: CHROMIUM_HEADLESS_SHELL_PATH };
}

/** TRUST_PROXY as Express wants it: a hop count as a number, true/false as booleans, else the list. */
export function expressTrustProxy(value: string | undefined): number | boolean | string | undefined {
  if (value === undefined) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === "true" || value === "false") return value === "true";
  return value;
}
