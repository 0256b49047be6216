import path from "node:path";

// Every setting the server reads from the environment, in one place (documented in .env.example).
export interface ServerConfig {
  /** Absolute path of the folder for the embedded database, uploads and mail files. */
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number | undefined;
  /** Canonical origin without a trailing slash, e.g. "https://www.example.com". */
  publicUrl: string | undefined;
  /** A signed-in user with this (verified) e-mail address is an administrator. */
  adminEmail: string | undefined;
  /** Administrators must enrol a second factor before the admin area opens (on by default in production). */
  adminRequire2fa: boolean;
  /** How often the mail outbox worker looks for due e-mails (default 30 s; tests shorten it). */
  mailOutboxPollMs: number | undefined;
  /** LOG_LEVEL: the least severe level written (default "info"; "silent" writes nothing). */
  logLevel: LogLevel;
  /** NODE_ENV is "production": JSON logs, two-factor for administrators by default. */
  production: boolean;
}

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

function readPublicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL such as https://www.example.com, got "${value}".`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`PUBLIC_URL must start with http:// or https://, got "${value}".`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

/** ADMIN_REQUIRE_2FA: on unless set to false in production, off unless set to true elsewhere. */
function readAdminRequire2fa(value: string | undefined, nodeEnv: string | undefined): boolean {
  const setting = value?.trim().toLowerCase();
  if (!setting) return nodeEnv === "production";
  if (["1", "true", "yes"].includes(setting)) return true;
  if (["0", "false", "no"].includes(setting)) return false;
  throw new ConfigError(`ADMIN_REQUIRE_2FA must be true or false, got "${value}".`);
}

function readPositiveInteger(name: string, value: string | undefined): number | undefined {
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new ConfigError(`${name} must be a positive whole number, got "${value}".`);
  return number;
}

function readLogLevel(value: string | undefined): LogLevel {
  const level = value?.trim().toLowerCase();
  if (!level) return "info";
  if ((LOG_LEVELS as readonly string[]).includes(level)) return level as LogLevel;
  throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${value}".`);
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: readPositiveInteger("DATABASE_POOL_SIZE", env.DATABASE_POOL_SIZE),
    publicUrl: readPublicUrl(env.PUBLIC_URL),
    adminEmail: env.ADMIN_EMAIL?.trim().toLowerCase() || undefined,
    adminRequire2fa: readAdminRequire2fa(env.ADMIN_REQUIRE_2FA, env.NODE_ENV),
    mailOutboxPollMs: readPositiveInteger("MAIL_OUTBOX_POLL_MS", env.MAIL_OUTBOX_POLL_MS),
    logLevel: readLogLevel(env.LOG_LEVEL),
    production: env.NODE_ENV === "production",
  };
}
