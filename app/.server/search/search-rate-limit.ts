import type { RouterContextProvider } from "react-router";
import { databaseOf, requestContextOf } from "../request-context";
import { consumeRateLimit, type RateLimit } from "../security/rate-limit";

/**
 * Searches per client, the results page and the header's suggestions counted together. Generous:
 * the suggestions ask about once per pause in typing (a word can be four or five requests), and
 * a farm, a plant or a rural carrier often puts many people behind one address. It stops a script
 * hammering the search, not a person: 300 in five minutes is one a second, sustained.
 */
export const SEARCH_RATE_LIMIT: RateLimit = { max: 300, windowSeconds: 5 * 60 };

/** Counts one search of this request's client; false when the client is over SEARCH_RATE_LIMIT. */
export async function withinSearchRateLimit(context: Pick<RouterContextProvider, "get">): Promise<boolean> {
  // The socket's address, or the trusted proxy chain's (server.ts); unknown only on the dev server.
  const { clientIp } = requestContextOf(context);
  if (!clientIp) return true;
  return consumeRateLimit(await databaseOf(context), `search:${clientIp}`, SEARCH_RATE_LIMIT);
}

/** The Retry-After header of an answer over the limit. */
export const SEARCH_RETRY_AFTER = { "Retry-After": String(SEARCH_RATE_LIMIT.windowSeconds) };
