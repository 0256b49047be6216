import http from "node:http";
import type { AddressInfo } from "node:net";

// A small round-robin load balancer for the end-to-end tests, behaving as the usual ones do: it asks
// each backend's health check path every `intervalMs`, takes a backend out after two failed checks
// in a row (a 503, a refusal or no answer within 5 s, the usual default) and back after one 200, adds X-Forwarded-For, and never retries: a request whose backend refused or
// dropped it gets 502. One connection per request: reusing an idle one races the backend's
// keep-alive timeout, which real balancers cover with a retry this one must not make.

export interface TestBalancer {
  url: string;
  /** Whether the balancer currently sends requests to this backend (its last health check was 200). */
  inRotation(backend: string): boolean;
  /** Requests each backend answered through the balancer. */
  answeredBy(backend: string): number;
  /** Requests a backend refused or dropped (each answered 502): "backend: error". */
  failures: string[];
  close(): Promise<void>;
}

export interface BalancerOptions {
  healthPath: string;
  intervalMs: number;
}

export async function startBalancer(backends: string[], { healthPath, intervalMs }: BalancerOptions): Promise<TestBalancer> {
  const healthy = new Set<string>();
  const failedChecks = new Map<string, number>();
  const FAILURES_BEFORE_OUT = 2;
  const answered = new Map<string, number>(backends.map((backend) => [backend, 0]));
  const failures: string[] = [];
  const agent = new http.Agent({ keepAlive: false });

  async function checkHealth(backend: string): Promise<void> {
    try {
      // A generous timeout: on a loaded test machine (CI's two cores also run a browser test
      // beside this one) a slow answer is not a dead instance.
      const response = await fetch(`${backend}${healthPath}`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return passed(backend);
    } catch {
      // Refused, dropped or too slow: a failed check like a 503.
    }
    failed(backend);
  }
  function passed(backend: string) {
    failedChecks.set(backend, 0);
    healthy.add(backend);
  }
  function failed(backend: string) {
    const failures = (failedChecks.get(backend) ?? 0) + 1;
    failedChecks.set(backend, failures);
    if (failures >= FAILURES_BEFORE_OUT) healthy.delete(backend);
  }
  const checkAll = () => Promise.all(backends.map(checkHealth));
  await checkAll();
  let checking = false;
  const checks = setInterval(() => {
    // One round at a time, as a balancer with a check timeout shorter than its interval.
    if (checking) return;
    checking = true;
    void checkAll().finally(() => (checking = false));
  }, intervalMs);

  let turn = 0;
  const nextBackend = (): string | undefined => {
    const candidates = backends.filter((backend) => healthy.has(backend));
    return candidates.length === 0 ? undefined : candidates[turn++ % candidates.length];
  };

  const server = http.createServer((req, res) => {
    const backend = nextBackend();
    if (!backend) {
      res.writeHead(503).end();
      return;
    }
    const target = new URL(req.url ?? "/", backend);
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      target,
      { method: req.method, headers: { ...req.headers, "x-forwarded-for": forwardedFor }, agent },
      (answer) => {
        answered.set(backend, (answered.get(backend) ?? 0) + 1);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      failures.push(`${backend}: ${error.code ?? error.message}`);
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    inRotation: (backend) => healthy.has(backend),
    answeredBy: (backend) => answered.get(backend) ?? 0,
    failures,
    async close() {
      clearInterval(checks);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
