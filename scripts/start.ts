// `npm start`: checks the configuration, builds first when there is no build (or, in a production
// install without the build tools, says how to make one), refuses a build made from older sources,
// then runs the production server in this process (so SIGTERM reaches it directly). Settings come
// from the environment and ./.env (the environment wins).
import "./load-env-file.ts";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ConfigError, readServerConfig } from "../app/.server/config.ts";
import { buildState } from "./build-fingerprint.ts";

function stop(lines: string[]): never {
  process.stderr.write(`${lines.join("\n")}\n`);
  process.exit(1);
}

try {
  readServerConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  stop(["The server did not start: fix these settings (environment or .env; see .env.example).", ...error.problems]);
}

const state = buildState(process.cwd());
if (state === "missing" && !existsSync("node_modules/@react-router/dev/package.json")) {
  // A production install (`npm ci --omit=dev`) has no build tools: the build is made beforehand.
  stop([
    "There is no build in build/, and this install cannot make one: it has no development dependencies (npm ci --omit=dev).",
    'Build where they are installed (`npm ci && npm run build`) and copy build/ here, or build the image (README, "Deploying").',
  ]);
} else if (state === "missing") {
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else if (state === "stale") {
  // Not rebuilt here: another instance may be serving this build/, and a deploy builds once.
  stop([
    "The build in build/ is older than the sources (app/, public/, server.ts or the dependencies changed since).",
    "Run `npm run build`, then `npm start` again.",
  ]);
}

const { startServer } = await import("../server.ts");
const { errorMessage, logger } = await import("../app/.server/logger.ts");
try {
  await startServer();
} catch (error) {
  logger.fatal({ error: errorMessage(error) }, "server failed to start");
  process.exit(1);
}
