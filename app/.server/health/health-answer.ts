import type { Logger } from "../logger";
import type { DependencyReport } from "./dependency-checks";

const headers = { "Cache-Control": "no-store" };

/**
 * 200 `{"status":"ok"}` when every dependency answered, else 503 naming the ones that did not
 * (`{"status":"error","failed":["uploads"]}`); why goes to the log, never into the answer.
 */
export function healthAnswer(report: DependencyReport, log: Logger): Response {
  if (report.failed.length === 0) return Response.json({ status: "ok" }, { headers });
  log.error({ failed: report.failed, reasons: report.reasons }, "health check failed");
  return Response.json({ status: "error", failed: report.failed }, { status: 503, headers });
}

/** 503 `{"status":"draining"}`: the instance is stopping and wants no new requests. */
export function drainingAnswer(): Response {
  return Response.json({ status: "draining" }, { status: 503, headers });
}
