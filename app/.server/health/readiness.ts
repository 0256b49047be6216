// Whether this instance wants new traffic. It stops wanting it at SIGTERM (beginShutdown in
// entry.server.tsx), while server.ts keeps serving for DRAIN_SECONDS so a load balancer's health
// check sees /readyz answer 503 and stops sending requests before the port closes. Process-wide
// state, not per request: it is the process that is stopping.

let draining = false;

export function stopTakingTraffic(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}
