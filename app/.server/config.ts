import path from "node:path";

// Every setting the server reads from the environment, in one place (documented in .env.example).
export interface ServerConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, "") : undefined,
  };
}
