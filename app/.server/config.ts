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
  /** Where uploaded images are stored: a bucket when `bucket` is set, DATA_DIR/uploads otherwise. */
  uploads: UploadsConfig;
}

export interface UploadsConfig {
  /** UPLOADS_BUCKET: the S3-compatible bucket; unset keeps the files in DATA_DIR/uploads. */
  bucket: string | undefined;
  /** UPLOADS_PUBLIC_URL: the origin (CDN, bucket domain) pages link images to, without a trailing slash. */
  publicUrl: string | undefined;
  /** AWS_REGION */
  region: string | undefined;
  /** AWS_ENDPOINT_URL_S3: a non-AWS service (R2, MinIO, Garage, B2); addressed path-style. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

function readPublicUrl(value: string | undefined, name = "PUBLIC_URL"): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL such as https://www.example.com, got "${value}".`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`${name} must start with http:// or https://, got "${value}".`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

function readUploadsConfig(env: NodeJS.ProcessEnv): UploadsConfig {
  return {
    bucket: env.UPLOADS_BUCKET?.trim() || undefined,
    publicUrl: readPublicUrl(env.UPLOADS_PUBLIC_URL, "UPLOADS_PUBLIC_URL"),
    region: env.AWS_REGION?.trim() || undefined,
    endpoint: readPublicUrl(env.AWS_ENDPOINT_URL_S3, "AWS_ENDPOINT_URL_S3"),
    accessKeyId: env.AWS_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY || undefined,
  };
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

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: readPositiveInteger("DATABASE_POOL_SIZE", env.DATABASE_POOL_SIZE),
    publicUrl: readPublicUrl(env.PUBLIC_URL),
    adminEmail: env.ADMIN_EMAIL?.trim().toLowerCase() || undefined,
    adminRequire2fa: readAdminRequire2fa(env.ADMIN_REQUIRE_2FA, env.NODE_ENV),
    mailOutboxPollMs: readPositiveInteger("MAIL_OUTBOX_POLL_MS", env.MAIL_OUTBOX_POLL_MS),
    uploads: readUploadsConfig(env),
  };
}
