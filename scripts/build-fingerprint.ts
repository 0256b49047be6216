// A hash of everything `npm run build` turns into build/, written beside the build so that
// `npm start` can tell a build made from older sources (e.g. after `git pull`) and refuse it.
// `node scripts/build-fingerprint.ts` writes it; the build script runs that last.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What the build reads: the app, the server, the locked dependencies, the build settings and their plugins. */
export const BUILD_SOURCES = [
  "app",
  "public",
  "server.ts",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/vite",
];
export const FINGERPRINT_FILE = path.join("build", "source-fingerprint");

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => path.relative(root, path.join(item.parentPath, item.name)));
}

/** sha256 over the path and contents of every source file, in a stable order. */
export function sourceFingerprint(root: string): string {
  const hash = createHash("sha256");
  const files = BUILD_SOURCES.flatMap((entry) => filesUnder(root, entry)).sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join("/")}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

export type BuildState = "missing" | "fresh" | "stale" | "no-sources";

/** Whether build/ under root matches the sources beside it. Without app/ (a build-only deploy) nothing is compared. */
export function buildState(root: string): BuildState {
  if (!existsSync(path.join(root, "build/server/index.js"))) return "missing";
  if (!existsSync(path.join(root, "app"))) return "no-sources";
  const fingerprintFile = path.join(root, FINGERPRINT_FILE);
  if (!existsSync(fingerprintFile)) return "stale";
  return readFileSync(fingerprintFile, "utf8").trim() === sourceFingerprint(root) ? "fresh" : "stale";
}

export function writeFingerprint(root: string): void {
  writeFileSync(path.join(root, FINGERPRINT_FILE), `${sourceFingerprint(root)}\n`);
}

if (import.meta.main) writeFingerprint(process.cwd());
