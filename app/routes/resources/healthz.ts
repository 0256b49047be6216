import { checkDependencies } from "~/.server/health/dependency-checks";
import { healthAnswer } from "~/.server/health/health-answer";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import type { Route } from "./+types/healthz";

// Liveness and uptime checks: 200 while the process runs and the database and the uploads store
// answer, 503 naming the one that failed otherwise. Stays 200 while a stopping instance drains
// (/readyz is the one that turns 503 then). docs/operations.md "Deploying to two or more instances".
export async function loader({ context }: Route.LoaderArgs) {
  return healthAnswer(await checkDependencies(() => databaseOf(context)), requestContextOf(context).log);
}
