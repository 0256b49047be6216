import { randomUUID } from "node:crypto";
import { createContext, type MiddlewareFunction, RouterContextProvider } from "react-router";
import { readServerConfig, type ServerConfig } from "./config";
import { type Database, getDb } from "./db";
import { type Logger, logger } from "./logger";

// What every loader, action and middleware learns about its request through React Router's context
// (docs/decisions/012-logging-and-request-context.md): server.ts builds it in getLoadContext from
// what Express knows (the id, the logger, the socket or proxy address, the CSP nonce); the dev
// server, which has no server.ts, gets the same shape from the root middleware.

/** What server.ts knows about a request before the app sees it. */
export interface ServerRequestFacts {
  requestId: string;
  /** A child of the site's logger carrying the request id; its bindings reach the request's log line. */
  log: Logger;
  /** The client's address from the socket, or from the TRUST_PROXY chain; null when unknown. */
  clientIp: string | null;
  /** The nonce of this response's Content-Security-Policy; undefined when no CSP is sent (dev server). */
  nonce: string | undefined;
  /** Tells the request metrics which route answered (its pattern); absent in the dev server. */
  reportRoute?: (route: string) => void;
}

export interface RequestContext extends ServerRequestFacts {
  config: ServerConfig;
  /** The configured database, opened on first use (never at import time: the build imports this). */
  db: () => Promise<Database>;
}

const requestContextKey = createContext<RequestContext | null>(null);

type ContextReader = Pick<RouterContextProvider, "get">;

/**
 * Builds the context React Router hands to this request's middleware, loaders and actions. The
 * database is the process's configured one (opened by prepareServer before the port opens); tests
 * hand the database they opened.
 */
export function createRequestContext(facts: ServerRequestFacts, db: () => Promise<Database> = getDb): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContextKey, { ...facts, config: readServerConfig(), db });
  return context;
}

export function requestContextOf(context: ContextReader): RequestContext {
  const value = context.get(requestContextKey);
  if (!value) throw new Error("The request context is missing: the app runs behind server.ts or the dev server's root middleware.");
  return value;
}

/** The database a loader, action or middleware works on: domain functions take it as their first argument. */
export function databaseOf(context: ContextReader): Promise<Database> {
  return requestContextOf(context).db();
}

/** The request context when there is one (error handlers run even when a request never got it). */
export function optionalRequestContextOf(context: ContextReader | undefined): RequestContext | null {
  try {
    return context?.get(requestContextKey) ?? null;
  } catch {
    return null;
  }
}

/**
 * The dev server (`npm run dev`) runs without server.ts: no CSP nonce, no request id header, and no
 * trusted client address. The root middleware gives such a request the same context shape.
 */
export const requestContextMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  if (!context.get(requestContextKey)) {
    const requestId = randomUUID();
    context.set(requestContextKey, {
      requestId,
      log: logger.child({ id: requestId }),
      clientIp: null,
      nonce: undefined,
      config: readServerConfig(),
      db: getDb,
    });
  }
  return next();
};
