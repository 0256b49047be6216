// Production HTTP server. Runs directly under the pinned Node 24 (type stripping), so it uses
// only erasable TypeScript; from app/ it imports only the modules that run unbundled (the
// configuration, the HTTP policies, the logger and the request log). The app arrives through the build.
import { readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Duplex } from "node:stream";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { errorMessage, logger } from "./app/.server/logger.ts";
import { createRequestLog } from "./app/.server/request-log.ts";
import type { ServerRequestFacts } from "./app/.server/request-context.ts";
import {
  bodySizeLimit,
  cspNonce,
  cspNonceOf,
  methodNotAllowedResponse,
  sameOriginMutations,
  servedMethodsOnly,
  unambiguousPaths,
  withCountedBody,
} from "./app/.server/security/http-policies.ts";
import { expressTrustProxy, readServerConfig } from "./app/.server/config.ts";

interface AppBuild extends ServerBuild {
  entry: ServerBuild["entry"] & {
    module: ServerBuild["entry"]["module"] & {
      prepareServer(): Promise<{ database: string }>;
      beginShutdown(): void;
      closeServer(): Promise<void>;
      createPublicPageCache(): express.RequestHandler & {
        answerHit(
          req: http.IncomingMessage,
          res: http.ServerResponse,
          onAnswer: (req: http.IncomingMessage, res: http.ServerResponse) => void,
        ): boolean | Promise<boolean>;
      };
      createRequestContext(facts: ServerRequestFacts): RouterContextProvider;
      createUploadsHandler(): express.RequestHandler;
      createMetrics(): { countRequests: express.RequestHandler; serveMetrics: express.RequestHandler } | null;
      labelRequestRoute(res: http.ServerResponse, route: string): void;
    };
  };
}

const buildDir = path.resolve("build");
const SHUTDOWN_GRACE_MS = 10_000;
/** How long an idle connection stays open: longer than a proxy's usual 60 s, so the proxy closes first. */
const KEEP_ALIVE_MS = 65_000;

/**
 * Site-wide headers a page may set for itself (the password-reset page's Referrer-Policy, say).
 * React Router's adapter appends a page's headers to these, and a second value would be sent.
 */
const PAGE_OWN_HEADERS = new Set(["referrer-policy", "x-frame-options", "cross-origin-opener-policy", "permissions-policy"]);

/** The headers every page and answer of the app carries (not the fingerprinted assets). */
function siteHeaders(publicUrl: string | undefined): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
  ];
  if (publicUrl?.startsWith("https://")) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

function securityHeaders(headers: [string, string][]) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const append = res.append.bind(res);
    res.append = (field: string, value?: string | string[]) => {
      if (PAGE_OWN_HEADERS.has(field.toLowerCase())) res.removeHeader(field);
      return append(field, value);
    };
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

const ASSET_TYPES: Record<string, string> = { ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };

/**
 * Sends the Brotli copy that `npm run build` wrote beside a script or stylesheet
 * (scripts/precompress-assets.ts) to a browser that accepts it. Only names listed at start-up
 * are served, so a request path is never turned into a file path.
 */
function precompressedAssets(dir: string, cacheHeaders: Record<string, string>) {
  const brotli = new Set(
    readdirSync(dir)
      .filter((name) => name.endsWith(".br"))
      .map((name) => `/${name.slice(0, -3)}`),
  );
  return (req: Request, res: Response, next: NextFunction) => {
    const type = ASSET_TYPES[path.extname(req.path)];
    if ((req.method !== "GET" && req.method !== "HEAD") || !type || !brotli.has(req.path)) return next();
    res.setHeader("Vary", "Accept-Encoding");
    if (!/\bbr\b/.test(req.get("accept-encoding") ?? "")) return next();
    res.sendFile(`${req.path.slice(1)}.br`, {
      root: dir,
      headers: { ...cacheHeaders, "Content-Type": type, "Content-Encoding": "br" },
      etag: false,
      lastModified: false,
    });
  };
}

function httpStatusOf(error: unknown): number {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const code = status ?? statusCode;
  return typeof code === "number" && code >= 400 && code < 600 ? code : 500;
}

function fallbackErrorPage(status: number): string {
  const [title, body] =
    status < 500
      ? ["No pudimos procesar el pedido", "La dirección o los datos enviados no son válidos."]
      : ["Algo salió mal", "Ocurrió un error inesperado. Probá de nuevo en unos minutos."];
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${body}</p><p><a href="/">Volver al inicio</a></p></main></body></html>`;
}

// What Express knows about a request, handed to the app as React Router's context: the request id
// and its logger (pino-http), the client address from the socket or the TRUST_PROXY chain (never a
// header the client sent), and the CSP nonce. The build makes the context (its keys live there).
function loadContext(build: AppBuild) {
  return (req: Request, res: Response): RouterContextProvider =>
    build.entry.module.createRequestContext({
      requestId: String(req.id),
      log: req.log,
      clientIp: req.ip ?? null,
      nonce: cspNonceOf(res),
      reportRoute: (route) => build.entry.module.labelRequestRoute(res, route),
    });
}

export async function startServer() {
  // Validated before anything else: a wrong setting stops the start with a ConfigError.
  const { port, host, publicUrl, trustProxy, uploads, drainSeconds, logSampleHits } = readServerConfig();
  const build = (await import(path.join(buildDir, "server/index.js"))) as AppBuild;
  const { database } = await build.entry.module.prepareServer();

  const requestLog = createRequestLog(logger, { sampleHits: logSampleHits });
  const headers = siteHeaders(publicUrl);
  const app = express();
  app.disable("x-powered-by");
  if (trustProxy !== undefined) app.set("trust proxy", expressTrustProxy(trustProxy));
  const compress = compression();
  // Prometheus metrics, only with METRICS_TOKEN (docs/decisions/026-metrics-with-prom-client.md):
  // every answer is counted and timed from here, the static assets' too.
  const metrics = build.entry.module.createMetrics();
  if (metrics) app.use(metrics.countRequests);

  // Fingerprinted scripts and styles never change: cached for a year, answered first and with no
  // per-request headers. A page loads a dozen of them, and document-only headers (CSP, frame and
  // permission policies, request id) would add about 1 KB to each on a slow rural connection.
  // A name that is not a built file falls through to the app's not-found page.
  const assetsDir = path.join(buildDir, "client/assets");
  app.use(
    "/assets",
    (_req: Request, res: Response, next: NextFunction) => {
      res.setHeader("X-Content-Type-Options", "nosniff");
      next();
    },
    precompressedAssets(assetsDir, { "Cache-Control": "public, max-age=31536000, immutable" }),
    compress,
    express.static(assetsDir, {
      immutable: true,
      maxAge: "1y",
      etag: false,
      lastModified: false,
      index: false,
      redirect: false,
    }),
  );

  app.use(requestLog.middleware, securityHeaders(headers), compress);
  // Security policies (app/.server/security/http-policies.ts): paths that resolve to another route
  // than they name (400) and methods the site does not serve (405) are refused before anything else
  // looks at them; then CSP with a per-request nonce, same-origin mutations, declared body sizes.
  app.use(
    unambiguousPaths,
    servedMethodsOnly,
    cspNonce(publicUrl, { imageOrigin: uploads.publicUrl }),
    sameOriginMutations(publicUrl),
    bodySizeLimit,
  );
  // GET /metrics with the token; without it, the not-found page as for any unknown path.
  if (metrics) app.use(metrics.serveMetrics);

  // The files of public/ (favicon, images) all have an extension and page paths never do: a page
  // view skips the file-system lookup, which costs a trip to the thread pool on every request.
  const publicFiles = express.static(path.join(buildDir, "client"), { maxAge: "1d", index: false, redirect: false });
  app.use((req: Request, res: Response, next: NextFunction) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  // Uploaded images get a new random name on every upload, so they are cached for a year; they
  // come from DATA_DIR/uploads or the bucket (app/.server/storage/serve-uploads.ts).
  app.use("/uploads", build.entry.module.createUploadsHandler());

  // Public page cache: Cache-Control on every app answer, and anonymous public HTML kept in memory
  // until the content version in the database changes. After compression and security headers.
  const pageCache = build.entry.module.createPublicPageCache();
  app.use(pageCache);

  // Mounted without a path pattern: a pattern would make Express decode the path itself and fail
  // on malformed escapes before React Router can answer with its not-found page. The app reads the
  // body through a counter that cuts it at the route's limit, whatever Content-Length said.
  const handleRequest = createRequestHandler({ build, mode: "production", getLoadContext: loadContext(build) });
  app.use((req: Request, res: Response, next: NextFunction) => handleRequest(withCountedBody(req, res), res, next));

  // Last resort when the app itself could not answer: a plain Spanish page, never a stack trace.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = httpStatusOf(error);
    req.log[status >= 500 ? "error" : "warn"]({ path: req.path, status, error: errorMessage(error) }, "unhandled error");
    if (res.headersSent) return res.end();
    res.status(status).type("html").send(fallbackErrorPage(status));
  });

  // The fast path: a kept page for an anonymous visitor is answered before Express, with the same
  // headers and bytes the full path gives it (the page cache's answerHit); the rest goes to Express.
  const answerKeptPage = (req: http.IncomingMessage, res: http.ServerResponse) => {
    metrics?.countRequests(req as Request, res as Response, () => {});
    requestLog.pageCacheAnswer(req, res);
    for (const [name, value] of headers) res.setHeader(name, value);
  };
  let stopping = false;
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    // During shutdown a finished response closes its connection: otherwise a keep-alive client would
    // hold the shutdown open until its idle timeout. Set before anything answers, fast path included.
    if (stopping) res.shouldKeepAlive = false;
    res.once("finish", () => {
      if (stopping) req.socket.end();
    });
    const answered = pageCache.answerHit(req, res, answerKeptPage);
    if (answered === false) app(req, res);
    else if (answered !== true)
      answered.then(
        (hit) => hit || app(req, res),
        () => app(req, res),
      );
  };
  const server = http.createServer(handle);
  // A balancer or reverse proxy reuses idle connections to the instance. Node's default of 5 s closes
  // them first, and a request sent just as one closes fails (a 502 at nginx, a reset at a client).
  // Keeping them longer than the usual proxy idle timeout (60 s) makes the proxy the side that closes.
  // Headers still have to arrive within headersTimeout, kept just above by convention.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  // CONNECT (a proxy tunnel) never reaches Express: Node hands it over with the bare socket.
  server.on("connect", (req: http.IncomingMessage, socket: Duplex) => {
    logger.info({ method: req.method, path: req.url, status: 405 }, "request");
    socket.on("error", () => socket.destroy());
    socket.end(methodNotAllowedResponse());
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen({ port, host }, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    // The port is taken or not allowed: release the database before the caller exits.
    await build.entry.module.closeServer();
    throw error;
  }
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  logger.info({ port: actualPort, database, url: `http://localhost:${actualPort}` }, "listening");

  // At the first signal /readyz turns 503 (beginShutdown) while the port stays open for
  // DRAIN_SECONDS, so a load balancer's health check takes the instance out before anything is
  // refused; then the port closes and the requests in flight finish. A second signal skips the
  // rest of the drain. docs/decisions/029-readiness-drain-and-bucket-check.md
  let drain: NodeJS.Timeout | undefined;
  const closePort = () => {
    clearTimeout(drain);
    drain = undefined;
    logger.info("closing the port");
    const force = setTimeout(() => {
      logger.warn("forcing close of open connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting, let in-flight requests finish, then release the database.
    server.close(async () => {
      clearTimeout(force);
      try {
        await build.entry.module.closeServer();
        logger.info("stopped");
        process.exit(0);
      } catch (error) {
        logger.error({ error: errorMessage(error) }, "database did not close cleanly");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  const shutdown = (signal: string) => {
    if (stopping) {
      if (drain) closePort();
      return;
    }
    stopping = true;
    logger.info({ signal, drainSeconds }, "shutting down");
    // Readiness answers 503 from now on; the mail worker takes no new e-mail while requests drain,
    // and the one it is sending finishes.
    build.entry.module.beginShutdown();
    if (drainSeconds === 0) closePort();
    else drain = setTimeout(closePort, drainSeconds * 1000);
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}
