import path from "node:path";

// Every setting the server reads from the environment, in one place (documented in .env.example).
export interface ServerConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  /** A signed-in user with this (verified) e-mail address is an administrator. */
  adminEmail: string | undefined;
  /** Administrators must enrol a second factor before the admin area opens. */
  adminRequire2fa: boolean;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, "") : undefined,
    adminEmail: env.ADMIN_EMAIL?.trim().toLowerCase() || undefined,
    adminRequire2fa: /^(1|true|yes)$/i.test(env.ADMIN_REQUIRE_2FA?.trim() ?? ""),
  };
}
