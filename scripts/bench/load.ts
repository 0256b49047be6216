import autocannon from "autocannon";

export interface LoadResult {
  connections: number;
  /** Answers received in the whole run. */
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  /**
   * Each request from an address of its own (X-Forwarded-For, which a server started with
   * TRUST_PROXY=loopback believes), so that per-client rate limits see many visitors, not one.
   */
  manyClients?: boolean;
  /** Sent with every request, besides the browser's Accept-Encoding. */
  headers?: Record<string, string>;
}

let nextClient = 0;
/** A documentation-range address (198.18.0.0/15, for benchmarks) per request. */
function benchmarkClientAddress(): string {
  nextClient = (nextClient + 1) % 65_536;
  return `198.18.${nextClient >> 8}.${nextClient & 255}`;
}

/** What a browser sends: the site and the baseline answer with their Brotli copies. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };

/** Loads the given paths in turn on every connection for `seconds`. */
export async function loadTest(
  origin: string,
  paths: readonly string[],
  connections: number,
  seconds: number,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: { ...BROWSER_HEADERS, ...options.headers },
    requests: paths.map((path) => ({
      method: "GET",
      path,
      ...(options.manyClients
        ? {
            setupRequest: (request: autocannon.Request) => ({
              ...request,
              headers: { ...BROWSER_HEADERS, ...options.headers, ...request.headers, "x-forwarded-for": benchmarkClientAddress() },
            }),
          }
        : {}),
    })),
  });
  return {
    connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
