import { pingDatabase } from "~/.server/db/client";
import { errorMessage } from "~/.server/logger";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import type { Route } from "./+types/healthz";

// Load balancers and uptime checks: 200 when the database answers, 503 otherwise. The answer says
// nothing more (which database the site runs on is no one else's business); the reason for a 503
// goes to the log.
export async function loader({ context }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "no-store" };
  try {
    await pingDatabase(await databaseOf(context));
    return Response.json({ status: "ok" }, { headers });
  } catch (error) {
    requestContextOf(context).log.error({ error: errorMessage(error) }, "health check failed");
    return Response.json({ status: "error" }, { status: 503, headers });
  }
}
