import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

// The test's side of ./server-clock.ts: the environment that loads the shifted clock into the
// server under test, and the call that moves it forward.

export interface ServerClock {
  /** The server's environment additions. */
  env: Record<string, string>;
  /** Moves the server's clock `ms` ahead of the real time (from then on). */
  advance(pid: number, ms: number): void;
  dispose(): void;
}

export function serverClock(): ServerClock {
  const dir = mkdtempSync(path.join(os.tmpdir(), "server-clock-"));
  const file = path.join(dir, "offset");
  writeFileSync(file, "0");
  const preload = pathToFileURL(path.join(import.meta.dirname, "server-clock.ts")).href;
  return {
    env: { TEST_CLOCK_FILE: file, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${preload}`.trim() },
    advance(pid, ms) {
      writeFileSync(file, String(ms));
      process.kill(pid, "SIGUSR2");
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
