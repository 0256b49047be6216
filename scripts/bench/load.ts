import autocannon from "autocannon";

export interface LoadResult {
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Loads the given paths in turn on every connection for `seconds`. */
export async function loadTest(origin: string, paths: readonly string[], connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
