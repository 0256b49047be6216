import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type {
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
  RouterContextProvider,
  ServerInstrumentation,
} from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { closeAnalyticsBuffers } from "./.server/analytics/buffer";
import { closeRecordedSearchBuffers } from "./.server/search/recorded-searches";
import { closeMissingPageBuffers } from "./.server/redirects/missing-pages";
import { redirectForMissingPage } from "./.server/redirects/not-found";
import { startAnalyticsMaintenance, stopAnalyticsMaintenance } from "./.server/analytics/rollup";
import { createPublicPageCache as createPageCache } from "./.server/cache/public-page-cache";
import { startProductImports, stopProductImports } from "./.server/catalog/products-import";
import { closeDatabase, getConnection } from "./.server/db";
import { startMailWorker, stopMailWorker } from "./.server/leads/worker";
import { scriptsAfterFirstPaint } from "./.server/render/scripts-after-first-paint";
import { logger } from "./.server/logger";
import { readServerConfig } from "./.server/config";
import { createMetrics as createSiteMetrics } from "./.server/metrics/endpoint";
import { routeReporting } from "./.server/metrics/requests";
import { warnAboutSeveralInstances } from "./.server/several-instances";
import { optionalRequestContextOf } from "./.server/request-context";
import { startUploadSweep, stopUploadSweep } from "./.server/storage/upload-sweep";
import { startTrashSweep, stopTrashSweep } from "./.server/trash/trash-sweep";
import { startQuoteListSweep, stopQuoteListSweep } from "./.server/quotes/sweep";
import { getUploadStore } from "./.server/storage";
import { stopTakingTraffic } from "./.server/health/readiness";

// server.ts mounts it in front of the React Router handler (docs/decisions/007-html-cache.md); it
// reads the content version from the database prepareServer opened.
export const createPublicPageCache = () => createPageCache(getConnection);
// server.ts builds each request's context with it: the context keys live in the build, so the
// provider must be made here (docs/decisions/012-logging-and-request-context.md).
export { createRequestContext } from "./.server/request-context";
// server.ts mounts it at /uploads: the folder or the bucket, whichever the configuration names.
export { createUploadsHandler } from "./.server/storage/serve-uploads";
// server.ts mounts the request counter and /metrics when METRICS_TOKEN is set, and labels each
// answer with the route React Router reports (docs/decisions/026-metrics-with-prom-client.md).
export const createMetrics = () => createSiteMetrics(getConnection);
export { labelRequestRoute } from "./.server/metrics/route-label";
export const instrumentations: ServerInstrumentation[] = [routeReporting];

const UPLOADS_START_CHECK_TIMEOUT_MS = 10_000;

// The server's lifecycle hooks travel with the build so server.ts needs no app code:
// prepare warns of settings several instances on PostgreSQL would lack, opens, migrates and seeds the database before the port opens and starts the mail
// outbox worker, the upload sweep, the analytics rollups and the product imports' sweep; beginShutdown (at the signal, while
// requests drain) turns /readyz to 503 and stops them from starting more work; close waits until they have settled, writes
// the page views still waiting in memory, then releases the database.
export async function prepareServer(): Promise<{ database: string }> {
  warnAboutSeveralInstances(readServerConfig(), logger);
  // A bucket that cannot be used stops the start with one line naming the setting to fix, before
  // the database is touched (docs/decisions/029-readiness-drain-and-bucket-check.md).
  await getUploadStore().check(UPLOADS_START_CHECK_TIMEOUT_MS);
  const connection = await getConnection();
  startMailWorker(connection.db);
  startUploadSweep(connection.db);
  startTrashSweep(connection.db);
  startQuoteListSweep(connection.db);
  startAnalyticsMaintenance(connection.db);
  startProductImports(connection.db);
  return { database: connection.kind };
}

let workerStopped: Promise<void> | undefined;

export function beginShutdown(): void {
  // /readyz answers 503 from now on, while server.ts keeps serving for the drain period.
  stopTakingTraffic();
  workerStopped ??= Promise.all([
    stopMailWorker(),
    stopUploadSweep(),
    stopTrashSweep(),
    stopQuoteListSweep(),
    stopAnalyticsMaintenance(),
    stopProductImports(),
  ]).then(() => undefined);
}

export async function closeServer(): Promise<void> {
  beginShutdown();
  await workerStopped;
  // After the requests drained (server.ts closes first): their page views are all in the buffer.
  await Promise.all([closeAnalyticsBuffers(), closeRecordedSearchBuffers(), closeMissingPageBuffers()]);
  await closeDatabase();
}

function describe(error: unknown): { err: unknown } | { error: string } {
  return isRouteErrorResponse(error) ? { error: `${error.status} ${error.statusText}` } : { err: error };
}

/** The request's own logger (its line carries the request id), or the site's outside a request. */
function requestLog(context: Readonly<RouterContextProvider> | undefined) {
  return optionalRequestContextOf(context)?.log ?? logger;
}

// Errors are logged with the request id. A 4xx response (an unknown path, a wrong method) is an
// answer, not a fault, so it is not logged as an error.
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // A 5xx response React Router made from a thrown error keeps that error: log the original.
  const cause = isRouteErrorResponse(error) && "error" in error && error.error instanceof Error ? error.error : error;
  requestLog(context).error({ ...describe(cause), path: new URL(request.url).pathname }, "request failed");
};

// Every answer that would be 404, a page or a client-side navigation's data, first asks whether
// its address has moved: a redirect answers 301 instead, and a page nobody moved is counted for
// «Páginas no encontradas» (app/.server/redirects/not-found.ts). Other answers pay nothing.
export const handleDataRequest: HandleDataRequestFunction = async (response, { request, context }) =>
  response.status === 404 ? ((await redirectForMissingPage(request, context)) ?? response) : response;

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (responseStatusCode === 404) {
    const moved = await redirectForMissingPage(request, loadContext);
    if (moved) return moved;
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // React's and React Router's inline scripts carry the nonce of this response's CSP.
    const nonce = optionalRequestContextOf(loadContext)?.nonce;

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        if (import.meta.env.DEV) {
          // The development server's scripts stay as Vite needs them for hot reloading.
          pipe(body);
        } else {
          const document = scriptsAfterFirstPaint();
          pipe(document);
          document.pipe(body);
        }
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell reach handleError through onShellError; later ones only surface here.
        if (shellRendered) {
          requestLog(loadContext).error({ ...describe(error), path: new URL(request.url).pathname }, "render failed");
        }
      },
    });
  });
}
