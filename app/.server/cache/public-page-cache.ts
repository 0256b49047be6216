import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompress, constants as zlib, gzipSync } from "node:zlib";
import { cacheControlFor, isAnonymousPublicRequest, isStorableInServer } from "./cache-policy";
import {
  type ContentVersionSource,
  knownPublicContentState,
  type PublicContentState,
  readPublicContentState,
} from "./read-content-version";
import { pageCacheLookups, pageCachePages } from "../metrics/registry";
import { labelRequestRoute, requestRouteOf } from "../metrics/route-label";

// The production server's middleware for public pages (docs/decisions/007-html-cache.md):
// 1. every answer of the app gets a Cache-Control: public for anonymous 200s, private otherwise;
// 2. anonymous public HTML is kept in memory, keyed by host and URL and tagged with the content
//    version from the database, and served again while that version stands and the next
//    scheduled article's publication date has not come (read-content-version.ts).
// It runs after compression (it captures uncompressed bytes and serves its own compressed copies) and after
// the middleware that sets the Content-Security-Policy: a kept page is sent byte for byte as it was
// rendered, with a policy that allows its inline scripts by their SHA-256 hashes instead of a nonce.
// 3. `answerHit`, server.ts's fast path, serves a kept page before Express runs at all.

const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;
/** A safety net only: a write that forgot to bump the version shows within this time. */
const MAX_AGE_MS = 10 * 60 * 1000;
/** Bigger pages are not worth holding. */
const MAX_PAGE_BYTES = 1024 * 1024;

interface CachedPage {
  version: number;
  /** When the next scheduled article goes public: the page no longer shows everything from then on. */
  freshUntil: number | null;
  storedAt: number;
  body: Buffer;
  gzip?: Buffer;
  /** Made once per kept page at Brotli's best quality, off the event loop; gzip until it is ready. */
  brotli?: Buffer;
  headers: Record<string, string | number | readonly string[] | undefined>;
  /** The policy the page is served with: its own inline scripts allowed by hash, no nonce. */
  csp: string | undefined;
  /** The route that rendered it, for the request metrics of the answers it serves. */
  route: string | undefined;
}

type Next = (error?: unknown) => void;

// Bound once: the counter does not look its labels up again on every answer.
const countedHits = pageCacheLookups.labels({ result: "hit" });
const countedMisses = pageCacheLookups.labels({ result: "miss" });

/** Whether a request declares a body: such a GET goes the full way, through the body size limits. */
function declaresBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

const keyOf = (req: IncomingMessage) => `${req.headers.host ?? ""}${req.url ?? "/"}`;

function nonceOf(csp: unknown): string | undefined {
  return typeof csp === "string" ? /'nonce-([^']+)'/.exec(csp)?.[1] : undefined;
}

/**
 * The page's Content-Security-Policy with its nonce replaced by the SHA-256 hashes of the inline
 * scripts that carried that nonce. A nonce must not be replayed to other visitors, and rewriting it
 * on every hit would change the bytes (and cost a compression per response); hashes allow exactly
 * those scripts, whoever receives the page. JSON-LD blocks carry no nonce and are never run.
 */
export function policyWithScriptHashes(csp: string, html: string): string {
  const nonce = nonceOf(csp);
  if (!nonce) return csp;
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!attributes!.includes(`nonce="${nonce}"`)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content!, "utf8").digest("base64")}'`);
  }
  return csp.replace(` 'nonce-${nonce}'`, hashes.size ? ` ${[...hashes].join(" ")}` : "");
}

/** `connection` resolves to the process's database, whose content version keys the kept pages. */
export function createPublicPageCache(connection: () => Promise<ContentVersionSource>, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const pages = new Map<string, CachedPage>();
  let bytes = 0;

  function forget(key: string) {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.body.length + (page.gzip?.length ?? 0) + (page.brotli?.length ?? 0);
    pages.delete(key);
    pageCachePages.set(pages.size);
  }

  function remember(key: string, page: CachedPage) {
    forget(key);
    pages.set(key, page);
    bytes += page.body.length;
    for (const oldest of pages.keys()) {
      if (pages.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
      forget(oldest);
    }
    pageCachePages.set(pages.size);
    compressWithBrotli(key, page);
  }

  // The best quality takes about 100 ms for a large page, in the thread pool: worth it once per
  // content version, since a page that fits the first round trip of a new connection (about 14 KB)
  // paints a round trip sooner on a slow phone. gzip is used until it is ready.
  function compressWithBrotli(key: string, page: CachedPage) {
    const params = { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length };
    brotliCompress(page.body, { params }, (error, compressed) => {
      if (error || pages.get(key) !== page) return;
      page.brotli = compressed;
      bytes += compressed.length;
    });
  }

  function serve(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
    countedHits.inc();
    if (page.route) labelRequestRoute(res, page.route);
    for (const name in page.headers) {
      const value = page.headers[name];
      if (value !== undefined) res.setHeader(name, value);
    }
    if (page.csp) res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("X-Cache", "HIT");
    if (req.method === "HEAD") return void res.end();
    const acceptEncoding = String(req.headers["accept-encoding"] ?? "");
    if (page.brotli && /\bbr\b/.test(acceptEncoding)) {
      res.setHeader("Content-Encoding", "br");
      res.setHeader("Content-Length", page.brotli.length);
      return void res.end(page.brotli);
    }
    if (/\bgzip\b/.test(acceptEncoding)) {
      if (!page.gzip) {
        page.gzip = gzipSync(page.body);
        bytes += page.gzip.length;
      }
      res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Content-Length", page.gzip.length);
      return void res.end(page.gzip);
    }
    res.setHeader("Content-Length", page.body.length);
    res.end(page.body);
  }

  /** Sets Cache-Control when the app's headers go out, and optionally collects the body. */
  function watch(
    res: ServerResponse,
    anonymousPublic: boolean,
    collect?: (page: Omit<CachedPage, "version" | "freshUntil" | "storedAt">) => void,
  ) {
    const writeHead = res.writeHead;
    let storable = false;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      if (typeof args[0] === "number") res.statusCode = args[0];
      const cacheControl = cacheControlFor(anonymousPublic, {
        status: res.statusCode,
        setsCookie: res.hasHeader("set-cookie"),
        cacheControl: res.getHeader("cache-control")?.toString(),
      });
      res.setHeader("Cache-Control", cacheControl);
      if (anonymousPublic) res.setHeader("Vary", "Cookie, Accept-Encoding");
      storable = Boolean(collect) && isStorableInServer(cacheControl, res.getHeader("content-type")?.toString());
      return writeHead.apply(this, args as Parameters<ServerResponse["writeHead"]>);
    } as ServerResponse["writeHead"];
    if (!collect) return;

    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    const write = res.write;
    const end = res.end;
    // The first chunk arrives before the headers are written, so everything is kept until then.
    const keep = (chunk: unknown, encoding: unknown) => {
      if (tooBig || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      tooBig = size > MAX_PAGE_BYTES;
      if (tooBig) chunks.length = 0;
      else chunks.push(buffer);
    };
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return write.apply(this, [chunk, ...rest] as Parameters<ServerResponse["write"]>);
    } as ServerResponse["write"];
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return end.apply(this, [chunk, ...rest] as Parameters<ServerResponse["end"]>);
    } as ServerResponse["end"];
    res.once("finish", () => {
      if (!storable || tooBig) return;
      const body = Buffer.concat(chunks);
      const csp = res.getHeader("content-security-policy");
      collect({
        body,
        headers: {
          "content-type": res.getHeader("content-type"),
          "cache-control": res.getHeader("cache-control"),
          vary: res.getHeader("vary"),
        },
        csp: typeof csp === "string" ? policyWithScriptHashes(csp, body.toString("utf8")) : undefined,
        route: requestRouteOf(res),
      });
    });
  }

  /**
   * The kept page for `key` if it may be served now: kept at the current content version, before
   * the next scheduled article, within the safety-net age, and with the kind of policy the server
   * now sets (a page kept without one is not served where a policy is set, or the reverse).
   */
  function freshPage(key: string, { version }: PublicContentState, withPolicy: boolean): CachedPage | undefined {
    const page = pages.get(key);
    if (!page || page.version !== version || Boolean(page.csp) !== withPolicy) return undefined;
    const scheduledStillAhead = page.freshUntil === null || now() < page.freshUntil;
    return scheduledStillAhead && now() - page.storedAt < MAX_AGE_MS ? page : undefined;
  }

  function middleware(req: IncomingMessage, res: ServerResponse, next: Next) {
    const anonymousPublic = isAnonymousPublicRequest(req);
    if (!anonymousPublic) {
      watch(res, false);
      return next();
    }
    const key = keyOf(req);
    connection()
      .then(readPublicContentState)
      .then(
        (state) => {
          const page = freshPage(key, state, res.hasHeader("content-security-policy"));
          if (page) return serve(req, res, page);
          forget(key);
          countedMisses.inc();
          res.setHeader("X-Cache", "MISS");
          watch(
            res,
            true,
            req.method === "GET"
              ? (rendered) => remember(key, { ...rendered, version: state.version, freshUntil: state.freshUntil, storedAt: now() })
              : undefined,
          );
          next();
        },
        // The database is unreachable: let the app answer (it knows how to say so).
        () => {
          watch(res, true);
          next();
        },
      );
  }

  /**
   * server.ts's fast path: answers a plain anonymous GET or HEAD of a kept page before Express, the
   * request context, the policies and the request logger's middleware run. Such a page was stored
   * from a request for the same URL that passed every policy, and it carries its own hash-based
   * policy, so nothing is left to compute per request; `onAnswer` adds what the server adds to
   * every answer (the request id, the site's headers, the log line, the metrics). Resolves false
   * when the request must take the full path: anything else, or a page to render afresh. Without
   * waiting on the embedded database; on PostgreSQL after the shared read of the content version.
   */
  function answerHit(
    req: IncomingMessage,
    res: ServerResponse,
    onAnswer: (req: IncomingMessage, res: ServerResponse) => void,
  ): boolean | Promise<boolean> {
    if (!isAnonymousPublicRequest(req) || declaresBody(req)) return false;
    const key = keyOf(req);
    if (!pages.has(key)) return false;
    const serveIfFresh = (state: PublicContentState) => {
      // server.ts always sets a policy, so only pages kept with one are served here.
      const page = freshPage(key, state, true);
      if (!page) return false;
      onAnswer(req, res);
      serve(req, res, page);
      return true;
    };
    const known = knownPublicContentState();
    if (known) return serveIfFresh(known);
    return connection()
      .then(readPublicContentState)
      .then(serveIfFresh, () => false);
  }

  return Object.assign(middleware, { answerHit, size: () => pages.size });
}
