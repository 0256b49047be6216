import { MemoryRateLimit } from "../security/memory-rate-limit";

/**
 * How many reports POST /api/events takes from one address: a visitor sends one page view per page
 * and an event per tile or specialist pressed; generous because rural carriers put many phones
 * behind one address. Counted in memory (../security/memory-rate-limit.ts says why).
 */
export const EVENTS_RATE_LIMIT = { max: 120, windowSeconds: 10 * 60 };
export const eventsRateLimit = new MemoryRateLimit(EVENTS_RATE_LIMIT);
