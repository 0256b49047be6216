// Production HTTP server. Runs directly under the pinned Node 24 (type stripping), so it uses
// only erasable TypeScript and imports nothing from app/: the app arrives through the build.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";

interface AppBuild extends ServerBuild {
  entry: ServerBuild["entry"] & {
    module: ServerBuild["entry"]["module"] & {
      prepareServer(): Promise<{ database: string }>;
      closeServer(): Promise<void>;
    };
  };
}

const buildDir = path.resolve("build");
const port = process.env.PORT ? Number(process.env.PORT) : 3000;
const host = process.env.HOST || undefined;
const publicUrl = process.env.PUBLIC_URL;
const SHUTDOWN_GRACE_MS = 10_000;

function log(level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === "error" ? process.stderr : process.stdout).write(`${line}\n`);
}

function securityHeaders(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  res.setHeader("Content-Security-Policy", "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'");
  if (publicUrl?.startsWith("https://")) {
    res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  next();
}

function requestLog(req: Request, res: Response, next: NextFunction) {
  const incoming = req.get("x-request-id");
  const id = incoming && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
  const started = process.hrtime.bigint();
  res.setHeader("X-Request-Id", id);
  res.on("finish", () => {
    log(res.statusCode >= 500 ? "error" : "info", "request", {
      id,
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
    });
  });
  next();
}

// Rate limits and session records key on the client address. The app reads it from this one
// header, set here from the socket (or the TRUST_PROXY chain), never from what a client sent.
function clientIp(req: Request, _res: Response, next: NextFunction) {
  delete req.headers["x-client-ip"];
  if (req.ip) req.headers["x-client-ip"] = req.ip;
  next();
}

export async function startServer() {
  const build = (await import(path.join(buildDir, "server/index.js"))) as AppBuild;
  const { database } = await build.entry.module.prepareServer();

  const app = express();
  app.disable("x-powered-by");
  if (process.env.TRUST_PROXY) app.set("trust proxy", process.env.TRUST_PROXY);
  app.use(requestLog, securityHeaders, clientIp, compression());

  // Fingerprinted assets never change: cache them for a year.
  app.use(
    "/assets",
    express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }),
  );
  app.use(express.static(path.join(buildDir, "client"), { maxAge: "1d", index: false, redirect: false }));

  app.all("/{*path}", createRequestHandler({ build, mode: "production" }));

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    log("error", "unhandled error", { path: req.path, error: error instanceof Error ? error.message : String(error) });
    if (res.headersSent) return res.end();
    res.status(500).type("text/plain; charset=utf-8").send("Ocurrió un error inesperado. Probá de nuevo en unos minutos.");
  });

  const onListening = () => {
    const address = server.address();
    const actualPort = typeof address === "object" && address ? address.port : port;
    log("info", "listening", { port: actualPort, database, url: `http://localhost:${actualPort}` });
  };
  const server = host ? app.listen(port, host, onListening) : app.listen(port, onListening);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutting down", { signal });
    const force = setTimeout(() => {
      log("warn", "forcing close of open connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting, let in-flight requests finish, then release the database.
    server.close(async () => {
      clearTimeout(force);
      try {
        await build.entry.module.closeServer();
      } finally {
        log("info", "stopped");
        process.exit(0);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}
