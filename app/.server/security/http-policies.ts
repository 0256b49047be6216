// HTTP policies applied by server.ts before a request reaches the app: unambiguous paths, the
// methods the site serves, the Content-Security-Policy with a fresh script nonce per response, the
// same-origin rule for mutating requests and the request body size limits. server.ts runs under
// Node's type stripping, so this module uses only erasable TypeScript and relative imports with
// their extension, and from app/ it imports only the UUID pattern, the image upload rules and the
// product import's limits.
import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import type { IncomingHttpHeaders } from "node:http";
import { finished, Readable, Transform } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { MAX_IMAGE_MEGABYTES } from "../../lib/image-upload-rules.ts";
import { UUID_PATTERN } from "../../lib/is-uuid.ts";
import { PRODUCT_IMPORT_BODY_LIMIT_BYTES } from "../../admin/lib/product-import.ts";

/** The nonce of a response's CSP, set by cspNonce(); server.ts hands it to the app's request context. */
export function cspNonceOf(res: Response): string | undefined {
  const nonce: unknown = res.locals.cspNonce;
  return typeof nonce === "string" ? nonce : undefined;
}

/** Video hosts an article may embed (the same list as app/.server/articles/sanitize.ts). */
const FRAME_HOSTS = ["https://www.youtube.com", "https://www.youtube-nocookie.com", "https://player.vimeo.com"];

const MEGABYTE = 1024 * 1024;

/** Bodies outside the admin area: forms, JSON, beacons. Far above any real form, far below harm. */
export const BODY_LIMIT_BYTES = MEGABYTE;

/**
 * Admin forms without files (settings, categories, colleagues, lists): each field has its maximum
 * length, and all of them filled to it, with every character written as three bytes and
 * percent-encoded, still take a fraction of this.
 */
const ADMIN_FORM_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * The text fields of one form together (UTF-8 bytes), whatever its body limit: the forms that carry
 * photos have room for the photos, not for that much text (app/.server/security/form-body.ts refuses
 * more with 413). It holds the longest article (ARTICLE_CONTENT_MAX_LENGTH characters, about 600 KB
 * when every one is accented) several times over, so an article somewhat over its maximum still
 * reaches the form and gets the form's own message.
 */
export const FORM_TEXT_LIMIT_BYTES = 2 * MEGABYTE;

/** One photo at the size the upload pipeline accepts (app/lib/image-upload-rules.ts). */
const PHOTO_BYTES = MAX_IMAGE_MEGABYTES * MEGABYTE;

/** Multipart framing: part headers and boundaries, generously. */
const FRAMING_BYTES = 64 * 1024;

/** The upload endpoints take one image per request. */
const IMAGE_UPLOAD_BODY_LIMIT_BYTES = PHOTO_BYTES + FRAMING_BYTES;

/** The article form: its text and one cover photo. */
const ARTICLE_FORM_BODY_LIMIT_BYTES = FORM_TEXT_LIMIT_BYTES + PHOTO_BYTES + FRAMING_BYTES;

/**
 * The product and static listing forms take photos in their file fields without JavaScript (with
 * it, each photo goes to an upload endpoint on its own): this many full-size photos per save.
 */
export const PHOTOS_PER_FORM = 4;
const PHOTO_FORM_BODY_LIMIT_BYTES = FORM_TEXT_LIMIT_BYTES + PHOTOS_PER_FORM * PHOTO_BYTES + FRAMING_BYTES;

/**
 * An admin route, matched exactly as its path is written; React Router's data requests (the
 * hydrated forms) add ".data" to it. Any other spelling of these paths gets the next rule's limit.
 */
const adminRoute = (path: string) => new RegExp(`^/admin/${path}(?:\\.data)?$`, "i");
const EDITED_RECORD = `(?:nuevo|${UUID_PATTERN})`;

/**
 * The largest body each route accepts, first match wins. The allowances above BODY_LIMIT_BYTES are
 * admin routes whose guard runs before their action reads the body (app/.server/security/input.ts
 * leaves those bodies alone), so strangers never get them read.
 */
const BODY_LIMITS: ReadonlyArray<readonly [RegExp, number]> = [
  [adminRoute("(?:products|articles)/imagenes"), IMAGE_UPLOAD_BODY_LIMIT_BYTES],
  [adminRoute(`articles/${EDITED_RECORD}`), ARTICLE_FORM_BODY_LIMIT_BYTES],
  [adminRoute(`products/${EDITED_RECORD}`), PHOTO_FORM_BODY_LIMIT_BYTES],
  [adminRoute("listados"), PHOTO_FORM_BODY_LIMIT_BYTES],
  // The product spreadsheet import: its own allowance, app/admin/lib/product-import.ts.
  [adminRoute("products/importar"), PRODUCT_IMPORT_BODY_LIMIT_BYTES],
  [/^\/admin(?:\/|\.data$|$)/i, ADMIN_FORM_BODY_LIMIT_BYTES],
];

/** A refused or unread body is read and thrown away up to this multiple of its limit, then the connection is closed. */
const DRAIN_FACTOR = 8;

/** The methods the site serves: pages and files (GET, HEAD) and forms (POST). */
export const SERVED_METHODS = ["GET", "HEAD", "POST"] as const;
const SERVED = new Set<string>(SERVED_METHODS);

const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Scripts run only from this origin or with this response's nonce (React Router's inline
 * hydration and streaming scripts carry it); JSON-LD blocks are data and need nothing. Inline style
 * attributes are used by components, so styles allow 'unsafe-inline'. Articles stored before images
 * had to be uploaded may show images hosted elsewhere over HTTPS; upload previews are blob: URLs.
 */
export function contentSecurityPolicy(nonce: string, { https, imageOrigin }: { https: boolean; imageOrigin?: string }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    // Uploaded images come from UPLOADS_PUBLIC_URL's origin when set (https: already covers most).
    `img-src 'self'${imageOrigin ? ` ${imageOrigin}` : ""} data: blob: https:`,
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

/**
 * Sets the CSP with a new nonce, kept with the response for the app (see cspNonceOf).
 * `imageOrigin`: the origin of UPLOADS_PUBLIC_URL, where pages link uploaded images.
 */
export function cspNonce(publicUrl: string | undefined, { imageOrigin }: { imageOrigin?: string } = {}) {
  const https = publicUrl?.startsWith("https://") ?? false;
  const imageSource = originOf(imageOrigin) ?? undefined;
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(nonce, { https, imageOrigin: imageSource === "null" ? undefined : imageSource }),
    );
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
export const INVALID_PATH_MESSAGE = "La dirección pedida no es válida.";
export const METHOD_NOT_ALLOWED_MESSAGE = "Método no permitido.";

const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * Whether a raw request path holds a dot-segment ("." or "..", also spelt with %2e), an encoded
 * slash (%2f, %5c) or a backslash (which URL parsers read as "/"). React Router resolves
 * such a path to another route than the one its text names, so every policy that looks at the
 * path could be fooled; no link of the site makes one (ids are UUIDs, slugs are plain words).
 */
export function isAmbiguousPath(pathname: string): boolean {
  return /\\|%2f|%5c/i.test(pathname) || pathname.split("/").some((segment) => DOT_SEGMENT.test(segment));
}

/** 400 for an ambiguous path (isAmbiguousPath), before anything else reads the path. */
export function unambiguousPaths(req: Request, res: Response, next: NextFunction) {
  if (!isAmbiguousPath(req.path)) return next();
  refuseBeforeBody(req, res, 400, INVALID_PATH_MESSAGE);
}

/** 405 with `Allow` for TRACE, OPTIONS, PUT, WebDAV and every other method the site does not serve. */
export function servedMethodsOnly(req: Request, res: Response, next: NextFunction) {
  if (SERVED.has(req.method)) return next();
  res.setHeader("Allow", SERVED_METHODS.join(", "));
  refuseBeforeBody(req, res, 405, METHOD_NOT_ALLOWED_MESSAGE);
}

/**
 * The same 405 as raw HTTP, for CONNECT: Node hands that method to the server's "connect" event
 * with the bare socket instead of to Express.
 */
export function methodNotAllowedResponse(): string {
  const body = METHOD_NOT_ALLOWED_MESSAGE;
  return [
    "HTTP/1.1 405 Method Not Allowed",
    `Allow: ${SERVED_METHODS.join(", ")}`,
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

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

/**
 * The path React Router routes a request target to: it resolves the target the same way (dot-segments
 * removed, see @react-router/express), so limits and checks are decided on the route that will answer.
 */
export function requestPathname(target: string): string {
  return new URL(`http://localhost${target}`).pathname;
}

/** The largest body the route at this resolved path accepts. */
export function bodyLimitFor(pathname: string): number {
  return BODY_LIMITS.find(([route]) => route.test(pathname))?.[1] ?? BODY_LIMIT_BYTES;
}

function limitOf(req: Request): number {
  return bodyLimitFor(requestPathname(req.originalUrl));
}

/**
 * Reads and throws away what is left of a body nobody will read, so that the client, still sending,
 * gets to read the answer; past `DRAIN_FACTOR` times the limit the connection is closed instead.
 */
function discardBody(req: Request, limit: number, alreadyReceived = 0) {
  let received = alreadyReceived;
  req.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received > DRAIN_FACTOR * limit) req.socket.destroy();
  });
  req.resume();
}

/** Answers before the app runs, and disposes of the request body the app will never read. */
function refuseBeforeBody(req: Request, res: Response, status: number, message: string) {
  const declared = Number(req.headers["content-length"] ?? 0);
  // A body declared far too large is not worth receiving: the connection closes after the answer.
  if (declared > DRAIN_FACTOR * BODY_LIMIT_BYTES) res.setHeader("Connection", "close");
  else discardBody(req, BODY_LIMIT_BYTES);
  refuse(req, res, status, message);
}

/**
 * 413 before the app runs for a body whose Content-Length is over the route's limit. A body
 * without a length (chunked) or one that turns out longer is cut by withCountedBody.
 */
export function bodySizeLimit(req: Request, res: Response, next: NextFunction) {
  const declared = req.headers["content-length"];
  if (declared === undefined || req.method === "GET" || req.method === "HEAD") return next();
  const limit = limitOf(req);
  if (Number(declared) <= limit) return next();
  if (Number(declared) > DRAIN_FACTOR * limit) res.setHeader("Connection", "close");
  else discardBody(req, limit);
  refuse(req, res, 413, TOO_LARGE_MESSAGE);
}

/**
 * What the app's read of a cut body fails with. It has the shape of React Router's error responses
 * (isRouteErrorResponse), so the app treats it as the client's 413, not as a server fault to log;
 * the 413 itself was already sent by withCountedBody.
 */
class BodyTooLargeError extends Error {
  readonly status = 413;
  readonly statusText = "Payload Too Large";
  readonly internal = true;
  readonly data = TOO_LARGE_MESSAGE;
  constructor() {
    super(TOO_LARGE_MESSAGE);
  }
}

/** Every member of a readable stream: what @react-router/express reads the body through. */
const STREAM_MEMBERS = new Set<PropertyKey>([...Reflect.ownKeys(Readable.prototype), ...Reflect.ownKeys(EventEmitter.prototype)]);
STREAM_MEMBERS.delete("constructor");

/**
 * The request as React Router's adapter must be handed it: the same request, whose body stream is
 * the request's bytes passed through a counter. The adapter builds the Fetch Request's body from
 * the Node stream it is given (createReadableStreamFromReadable), so the counter sits between the
 * socket and everything the app reads; nothing is buffered beyond the stream's usual 16 KB.
 *
 * Past the route's limit the app's read fails (so a cut body is never taken for a whole one), the
 * client gets 413 and the rest of the body is discarded or the connection closed (discardBody). A
 * body left unread when the answer is sent (a refused upload) is disposed of the same way. Chunked
 * bodies are therefore accepted: they are counted like any other.
 */
export function withCountedBody(req: Request, res: Response): Request {
  if (req.method === "GET" || req.method === "HEAD") return req;
  const limit = limitOf(req);
  let received = 0;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limit) callback(new BodyTooLargeError());
      else callback(null, chunk);
    },
  });
  let disposed = false;
  const disposeOfRest = () => {
    if (disposed || req.complete) return;
    disposed = true;
    req.unpipe(body);
    discardBody(req, limit, received);
  };
  body.on("error", (error) => {
    if (!(error instanceof BodyTooLargeError)) return;
    disposeOfRest();
    if (!res.headersSent) refuse(req, res, 413, TOO_LARGE_MESSAGE);
  });
  res.once("finish", () => {
    disposeOfRest();
    body.destroy();
  });
  // A client that goes away mid-body must fail the app's read, not end it early.
  finished(req, (error) => {
    if (error && !disposed) body.destroy(error);
  });
  req.pipe(body);
  return new Proxy(req, {
    get(target, property) {
      if (!STREAM_MEMBERS.has(property)) return Reflect.get(target, property, target);
      const value: unknown = Reflect.get(body, property, body);
      return typeof value === "function" ? value.bind(body) : value;
    },
  });
}
