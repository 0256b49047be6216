import type { RouterContextProvider } from "react-router";
import { requestContextOf } from "../request-context";
import type { RateLimit } from "../security/rate-limit";
import { MemoryRateLimit } from "../security/memory-rate-limit";

/**
 * Searches per client, the results page and the header's suggestions counted together. Generous:
 * the suggestions ask about once per pause in typing (a word can be four or five requests), and
 * a farm, a plant or a rural carrier often puts many people behind one address. It stops a script
 * hammering the search, not a person: 300 in five minutes is one a second, sustained.
 *
 * Counted in this process's memory, like the statistics' beacon (../security/memory-rate-limit.ts):
 * a search then costs no write, and what the limit protects is this instance's time. Behind N
 * instances a client may make up to N times as many.
 */
export const SEARCH_RATE_LIMIT: RateLimit = { max: 300, windowSeconds: 5 * 60 };

const searchesPerClient = new MemoryRateLimit(SEARCH_RATE_LIMIT);

/** Counts one search of this request's client; false when the client is over SEARCH_RATE_LIMIT. */
export function withinSearchRateLimit(context: Pick<RouterContextProvider, "get">): boolean {
  // The socket's address, or the trusted proxy chain's (server.ts); unknown only on the dev server.
  const { clientIp } = requestContextOf(context);
  if (!clientIp) return true;
  return searchesPerClient.consume(clientIp);
}

/** Forgets every count (tests). */
export function resetSearchRateLimit(): void {
  searchesPerClient.reset();
}

/** The Retry-After header of an answer over the limit. */
export const SEARCH_RETRY_AFTER = { "Retry-After": String(SEARCH_RATE_LIMIT.windowSeconds) };
