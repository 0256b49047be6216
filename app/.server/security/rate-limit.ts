// How many requests a key may make in a fixed window, for the site's own public endpoints (the
// statistics' beacon, the site search), counted in memory by ./memory-rate-limit.ts. Sign-in and
// the other account forms are limited by Better Auth, in the rate_limits table.

export interface RateLimit {
  max: number;
  windowSeconds: number;
}
