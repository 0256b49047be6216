import { data, type MiddlewareFunction } from "react-router";
import { databaseOf } from "../request-context";
import { type Database, pingDatabase } from "./client";

// A page whose data cannot load because the database is unreachable answers 503 with the friendly
// "Volvemos en unos minutos" page (app/components/layout/error-page.tsx) instead of a 500. Loaders
// stay unaware of outages: this middleware looks only at responses that already failed, so a
// healthy request never pays for the check. Lists that swallow a failed read
// (docs/requirements.md §8) answer 200 and are left alone; JSON answers (the contact function) keep
// their own error shape.

const PING_TIMEOUT_MS = 3_000;
/** Seconds a client or load balancer should wait before asking again. */
const RETRY_AFTER_SECONDS = "30";

/** True when the database (still opening, or open) answers a trivial query within a few seconds. */
export async function isDatabaseReachable(database: Database | Promise<Database>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
  const ping = Promise.resolve(database)
    .then(pingDatabase)
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const isJson = (response: Response) => (response.headers.get("content-type") ?? "").includes("application/json");

/** Turns a failed page into the 503 page when the database is what failed. */
const answerUnavailableWhenDatabaseIsDown: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  if (response.status < 500 || response.status === 503 || isJson(response)) return response;
  if (await isDatabaseReachable(databaseOf(context))) return response;
  // Thrown after next(): React Router renders the root error boundary again with this status.
  throw data("Servicio no disponible", { status: 503 });
};

/** A 503 page tells clients and caches when to ask again, and is never stored by a cache. */
const markUnavailable: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  if (response.status === 503 && !isJson(response)) {
    response.headers.set("Retry-After", RETRY_AFTER_SECONDS);
    response.headers.set("Cache-Control", "no-store");
  }
  return response;
};

// Outermost first: the re-rendered 503 page comes back through markUnavailable's next().
export const databaseOutageMiddleware: MiddlewareFunction<Response>[] = [markUnavailable, answerUnavailableWhenDatabaseIsDown];
