// HTTP policies applied by server.ts before a request reaches the app: the Content-Security-Policy
// with a fresh script nonce per response, the same-origin rule for mutating requests and the
// request body size limit. server.ts runs under Node's type stripping, so this module uses only
// erasable TypeScript and relative imports, and it imports nothing else from app/.
import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { NextFunction, Request, Response } from "express";

/** Request header through which server.ts hands the nonce to app/entry.server.tsx and root.tsx. */
export const NONCE_HEADER = "x-csp-nonce";

/** Video hosts an article may embed (the same list as app/.server/articles/sanitize.ts). */
const FRAME_HOSTS = ["https://www.youtube.com", "https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/** Non-upload bodies: forms, JSON, beacons. Far above any real form, far below harm. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * Admin forms carry image files (10 MB each, checked in app/.server/storage/images.ts). The admin
 * guard runs before any action reads its body, so strangers never get this allowance read.
 */
export const UPLOAD_BODY_LIMIT_BYTES = 64 * 1024 * 1024;

/** Up to this multiple of the limit, a refused body is drained instead of cutting the connection. */
const DRAIN_FACTOR = 8;

const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Scripts run only from this origin or with this response's nonce (React Router's inline
 * hydration and streaming scripts carry it); JSON-LD blocks are data and need nothing. Inline style
 * attributes are used by components, so styles allow 'unsafe-inline'. Article images may be hosted
 * elsewhere over HTTPS (the editor accepts such addresses); upload previews are blob: URLs.
 */
export function contentSecurityPolicy(nonce: string, { https }: { https: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${FRAME_HOSTS.join(" ")}`,
    "worker-src 'none'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Sets the CSP with a new nonce and hands the nonce to the app (a client's own value is dropped). */
export function cspNonce(publicUrl: string | undefined) {
  const https = publicUrl?.startsWith("https://") ?? false;
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = createNonce();
    req.headers[NONCE_HEADER] = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, { https }));
    next();
  };
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : "null";
  } catch {
    return "null";
  }
}

/**
 * Whether a mutating request comes from a page of this site. The browser names the page's origin
 * in Origin (or, in the rare cases it leaves that out, in Referer); it must be the site's public
 * origin or the very host the request was sent to. A request naming neither comes from a program
 * (curl, a server), not from a page another site could trick a visitor's browser into sending.
 */
export function isSameOriginRequest(headers: IncomingHttpHeaders, ownOrigin: string, publicOrigin: string | null): boolean {
  const origin = typeof headers.origin === "string" ? headers.origin : undefined;
  const claimed = origin !== undefined ? (origin === "null" ? "null" : originOf(origin)) : originOf(headers.referer);
  if (claimed === null) return true;
  return claimed === ownOrigin || claimed === publicOrigin;
}

/** What a refused request is told: a page for browsers, JSON for scripts. */
function refuse(req: Request, res: Response, status: number, message: string) {
  res.setHeader("Cache-Control", "no-store");
  if (req.accepts(["json", "html"]) === "html") {
    res
      .status(status)
      .type("html")
      .send(
        `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>No pudimos procesar el pedido</title></head><body><main><h1>No pudimos procesar el pedido</h1><p>${message}</p><p><a href="/">Volver al inicio</a></p></main></body></html>`,
      );
  } else {
    res.status(status).json({ success: false, error: message });
  }
}

export const CROSS_SITE_MESSAGE = "Este formulario solo se puede enviar desde el propio sitio.";
export const TOO_LARGE_MESSAGE = "Los datos enviados son demasiado grandes.";
export const LENGTH_REQUIRED_MESSAGE = "El pedido debe indicar su tamaño (Content-Length).";

/**
 * 403 for a POST, PUT, PATCH or DELETE sent by another site's page. Better Auth checks its own
 * endpoints too; this covers every route action, /api/contact and /api/events (sendBeacon sends Origin).
 */
export function sameOriginMutations(publicUrl: string | undefined) {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!MUTATING_METHODS.has(req.method)) return next();
    const ownOrigin = `${req.protocol}://${req.get("host") ?? ""}`;
    if (isSameOriginRequest(req.headers, ownOrigin, publicOrigin)) return next();
    refuse(req, res, 403, CROSS_SITE_MESSAGE);
  };
}

export function bodyLimitFor(pathname: string): number {
  return pathname.startsWith("/admin/") ? UPLOAD_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
}

/**
 * 413 before the app reads a body larger than the path allows. Browsers, sendBeacon and fetch
 * always state Content-Length; a streamed body without one is refused (411) rather than counted,
 * so nothing downstream can be made to buffer an unbounded upload.
 */
export function bodySizeLimit(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const declared = req.headers["content-length"];
  if (declared === undefined) {
    if (req.headers["transfer-encoding"] === undefined) return next();
    res.setHeader("Connection", "close");
    return refuse(req, res, 411, LENGTH_REQUIRED_MESSAGE);
  }
  const limit = bodyLimitFor(req.path);
  if (Number(declared) > limit) {
    // A body a few times the limit is read and discarded, so the client, still sending, gets to
    // read the answer; beyond that the connection is closed rather than spend the bandwidth.
    if (Number(declared) <= DRAIN_FACTOR * limit) req.resume();
    else res.setHeader("Connection", "close");
    return refuse(req, res, 413, TOO_LARGE_MESSAGE);
  }
  next();
}
