// `npm start`: builds first when there is no build, then runs the production server in this process
// (so SIGTERM reaches it directly).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/server/index.js")) {
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { startServer } = await import("../server.ts");
const { errorMessage, logger } = await import("../app/.server/logger.ts");
try {
  await startServer();
} catch (error) {
  logger.fatal({ error: errorMessage(error) }, "server failed to start");
  process.exit(1);
}
