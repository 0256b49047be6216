import { checkDependencies } from "~/.server/health/dependency-checks";
import { drainingAnswer, healthAnswer } from "~/.server/health/health-answer";
import { isDraining } from "~/.server/health/readiness";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import type { Route } from "./+types/readyz";

// The load balancer's health check: whether to send this instance requests. As /healthz, and 503
// from SIGTERM on, while the instance still serves for DRAIN_SECONDS before its port closes.
// (Before start-up has finished the port is not open yet.) docs/decisions/029-readiness-drain-and-bucket-check.md
export async function loader({ context }: Route.LoaderArgs) {
  if (isDraining()) return drainingAnswer();
  return healthAnswer(await checkDependencies(() => databaseOf(context)), requestContextOf(context).log);
}
