// One log line per request (pino-http), written when the response finishes: the request id, method,
// path, status, duration in ms and, when the app read a session, the user id. Nothing else of the
// request is logged: no headers (cookies, authorization), no query string (reset tokens travel
// there), no body. server.ts imports this module under Node's type stripping (erasable TypeScript,
// relative imports only).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "./logger.ts";

/** The load balancer's health check (app/routes/resources/readyz.ts). */
const READINESS_PATH = "/readyz";

/** A load balancer's id is kept when it is short and harmless in a log line; otherwise a new UUID. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
}

/** The path without its query string, as the client sent it (mounted middleware rewrites req.url). */
function pathOf(req: IncomingMessage & { originalUrl?: string }): string {
  const url = req.originalUrl ?? req.url ?? "/";
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Express middleware: gives each request its id (echoed in X-Request-Id) and `req.log`, a child
 * logger carrying that id, and logs the finished request through that same child, so bindings the
 * app adds during the request (the user id) appear on the request's line.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const id = requestIdFor(req.headers["x-request-id"]);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customAttributeKeys: { reqId: "id" },
    // req.log and the final line carry only the id; the fields below are chosen one by one.
    quietReqLogger: true,
    quietResLogger: true,
    // A stopping instance's readiness 503 is the answer it means to give (a failed dependency logs
    // its own error line), so a rolling deploy writes no error lines.
    customLogLevel: (req, res, error) =>
      error || (res.statusCode >= 500 && !(res.statusCode === 503 && pathOf(req) === READINESS_PATH)) ? "error" : "info",
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request",
    customSuccessObject: (req: IncomingMessage, res: ServerResponse, val: { responseTime: number }) => ({
      method: req.method,
      path: pathOf(req),
      status: res.statusCode,
      ms: val.responseTime,
    }),
    customErrorObject: (req: IncomingMessage, res: ServerResponse, error: Error, val: { responseTime: number }) => ({
      method: req.method,
      path: pathOf(req),
      status: res.statusCode,
      ms: val.responseTime,
      // pino-http reports a 5xx without a thrown error as "failed with status code 500".
      error: error.message,
    }),
  });
}
