import type { RateLimit } from "./rate-limit";

// A fixed-window counter per key in this process's memory, for the analytics beacon: a counter in
// the database would cost a write per page view, and the beacon exists so that a page view never
// waits on the database. Each instance counts on its own, so behind N instances a client
// may send up to N times the limit: for statistics that is enough to stop a flood of one client.

export class MemoryRateLimit {
  private windows = new Map<string, { start: number; count: number }>();
  private readonly limit: RateLimit;
  /** The most keys remembered; expired windows are dropped first when full. */
  private readonly maxKeys: number;

  constructor(limit: RateLimit, maxKeys = 50_000) {
    this.limit = limit;
    this.maxKeys = maxKeys;
  }

  /** Counts one request under `key` and tells whether it is within the limit. */
  consume(key: string, now = Date.now()): boolean {
    const windowMs = this.limit.windowSeconds * 1000;
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) {
      if (!window && this.windows.size >= this.maxKeys) this.prune(now - windowMs);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= this.limit.max;
  }

  private prune(expiredBefore: number): void {
    for (const [key, window] of this.windows) if (window.start <= expiredBefore) this.windows.delete(key);
    // Still full: a flood of new addresses; forget the oldest rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }

  /** Forgets every count (tests). */
  reset(): void {
    this.windows.clear();
  }
}
