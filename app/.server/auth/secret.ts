import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readServerConfig, type ServerConfig } from "../config";

// The secret that signs session cookies and encrypts two-factor secrets. BETTER_AUTH_SECRET wins;
// without it one is generated on first use and kept in DATA_DIR/auth-secret (owner-only), so a
// restart keeps everyone signed in. Several instances must share it: set BETTER_AUTH_SECRET there.

const MIN_LENGTH = 32;

/** The configured secret (its length is checked with the rest of the configuration), else the stored one. */
export function readAuthSecret(config: ServerConfig = readServerConfig()): string {
  if (config.betterAuthSecret) return config.betterAuthSecret;

  const { dataDir } = config;
  const file = path.join(dataDir, "auth-secret");
  if (!existsSync(file)) createSecretFile(dataDir, file);
  const stored = readFileSync(file, "utf8").trim();
  if (stored.length < MIN_LENGTH) throw new Error(`${file} holds no usable secret; delete it to generate a new one.`);
  return stored;
}

function createSecretFile(dataDir: string, file: string): void {
  mkdirSync(dataDir, { recursive: true });
  // Written aside and linked into place: of two processes starting at once, exactly one secret wins
  // and nobody reads a half-written file.
  const candidate = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(candidate, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
  try {
    linkSync(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(candidate, { force: true });
  }
}
