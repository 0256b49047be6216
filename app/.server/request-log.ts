// One log line per request, written when the response finishes: the request id, method, path,
// status, duration in ms and, when the app read a session, the user id. Nothing else of the request
// is logged: no headers (cookies, authorization), no query string (reset tokens travel there), no
// body. The line is built from those values directly and written to the logger's own output: no
// per-request child logger, no redaction pass over fields chosen one by one. Request lines are
// written together, one write at most every 100 ms, instead of one system call per request (the
// largest single cost of a cached page; docs/performance.md, "Where a request's time goes"); the
// other log lines are written at once. server.ts imports this module under Node's type stripping
// (erasable TypeScript, relative imports only).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino } from "pino";
import type { Logger } from "./logger.ts";

/** How long request lines wait to be written together, and how much of them is written at once anyway. */
const BATCH_MS = 100;
const BATCH_BYTES = 64 * 1024;

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
 * A 5xx is an error, but for a stopping instance's readiness 503: that is the answer it means to
 * give (a failed dependency logs its own error line), so a rolling deploy writes no error lines.
 */
function levelOf(path: string, status: number): "error" | "info" {
  return status >= 500 && !(status === 503 && path === READINESS_PATH) ? "error" : "info";
}

declare module "http" {
  interface IncomingMessage {
    /** This request's id, for requests that reach Express (createRequestLog's middleware). */
    id?: string;
    /** A logger whose lines carry the request id; made on first use. */
    log: Logger;
  }
}

type LoggedRequest = IncomingMessage & { originalUrl?: string };

export interface RequestLogSettings {
  /** The share of 2xx page-cache answers that get a line (LOG_SAMPLE_HITS); others always do. */
  sampleHits: number;
}

export interface RequestLog {
  /**
   * Express middleware for every request that reaches the app: `req.id` (echoed in X-Request-Id)
   * and `req.log`, a child logger carrying that id made on first use, whose bindings (the user id
   * the session adds) appear on the request's line.
   */
  middleware(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  /** The same id and line for an answer the page cache gives before Express (server.ts). */
  pageCacheAnswer(req: IncomingMessage, res: ServerResponse): void;
}

export function createRequestLog(logger: Logger, { sampleHits }: RequestLogSettings): RequestLog {
  // pino's own output (standard output, or the stream a test hands it): lines written here land
  // between the logger's other lines, in the same format.
  const output = (logger as unknown as Record<symbol, { write(line: string): void }>)[pino.symbols.streamSym]!;
  const time = pino.stdTimeFunctions.isoTime;
  let batch = "";
  let timer: NodeJS.Timeout | undefined;

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    if (!batch) return;
    output.write(batch);
    batch = "";
  }
  // Whatever way the process ends, its last lines are written (pino's output writes synchronously).
  process.once("exit", flush);

  function writeLine(level: "error" | "info", fields: string, bindings: string): void {
    if (!logger.isLevelEnabled(level)) return;
    batch += `{"level":"${level}"${time()}${bindings}${fields},"msg":"request"}\n`;
    if (batch.length >= BATCH_BYTES) flush();
    else timer ??= setTimeout(flush, BATCH_MS).unref();
  }

  function begin(req: LoggedRequest, res: ServerResponse): { id: string; started: bigint } {
    const id = requestIdFor(req.headers["x-request-id"]);
    res.setHeader("X-Request-Id", id);
    return { id, started: process.hrtime.bigint() };
  }

  function fieldsOf(req: LoggedRequest, res: ServerResponse, path: string, started: bigint, extra = ""): string {
    const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e3) / 1e3;
    return `,"method":${JSON.stringify(req.method)},"path":${JSON.stringify(path)},"status":${res.statusCode},"ms":${ms}${extra}`;
  }

  return {
    middleware(req: LoggedRequest, res, next) {
      const { id, started } = begin(req, res);
      let child: Logger | undefined;
      req.id = id;
      Object.defineProperty(req, "log", { configurable: true, enumerable: true, get: () => (child ??= logger.child({ id })) });
      const path = pathOf(req);
      res.once("finish", () => {
        const fields = fieldsOf(req, res, path, started);
        const level = levelOf(path, res.statusCode);
        // A child's bindings (the id, then what the app added) come first, as pino writes them.
        const bindings = child ? (child as unknown as { bindings(): Record<string, unknown> }).bindings() : { id };
        writeLine(level, fields, `,${JSON.stringify(bindings).slice(1, -1)}`);
      });
      // An aborted request never finishes: its line says so.
      res.once("close", () => {
        if (res.writableFinished) return;
        writeLine("info", fieldsOf(req, res, path, started, ',"aborted":true'), `,"id":${JSON.stringify(id)}`);
      });
      next();
    },
    pageCacheAnswer(req, res) {
      const { id, started } = begin(req, res);
      const path = pathOf(req);
      res.once("finish", () => {
        if (res.statusCode < 300 && sampleHits < 1 && Math.random() >= sampleHits) return;
        writeLine(levelOf(path, res.statusCode), fieldsOf(req, res, path, started, ',"cache":"hit"'), `,"id":${JSON.stringify(id)}`);
      });
    },
  };
}
