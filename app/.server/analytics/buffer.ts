import type { Database } from "../db";
import { analyticsEvents } from "../db/schema";
import { FlushSchedule, WritersPerDatabase } from "../flush-schedule";
import { errorMessage, logger } from "../logger";
import { type VisitorInputs, saltOfDay, visitorHash } from "./visitor-hash";

// Page views and events wait in the process's memory for a few seconds and are written together
// in one multi-row insert: the beacon is answered at once and a page view never waits on the
// database. A failed write is logged and tried again at the next flush; the server flushes what
// is left when it stops (app/entry.server.tsx). Several instances each keep their own buffer.

/** A row of analytics_events as collected, with what its visitor hash is made of. */
export interface CollectedEvent {
  name: string;
  path: string | null;
  properties: Record<string, string>;
  day: string;
  createdAt: Date;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: string | null;
  country: string | null;
  /** Kept in memory only until the flush turns it into the day's hash; null when unknown. */
  visitor: VisitorInputs | null;
}

export interface AnalyticsBufferOptions {
  /** How long an event may wait before it is written. */
  flushMs?: number;
  /** Events that trigger a write at once, and the most one insert carries. */
  batchSize?: number;
  /** The most kept while the database refuses writes; the oldest are dropped beyond it. */
  maxPending?: number;
}

export class AnalyticsBuffer {
  private pending: CollectedEvent[] = [];
  private readonly schedule: FlushSchedule;
  /** The salts of the days this process has written, so a flush reads each once. */
  private salts = new Map<string, string>();
  private readonly batchSize: number;
  private readonly maxPending: number;
  private readonly db: Database;

  constructor(db: Database, options: AnalyticsBufferOptions = {}) {
    this.db = db;
    this.batchSize = options.batchSize ?? 200;
    this.maxPending = options.maxPending ?? 20_000;
    this.schedule = new FlushSchedule(
      options.flushMs ?? 5_000,
      () => this.writeAll(),
      () => this.pending.length > 0,
    );
  }

  get size(): number {
    return this.pending.length;
  }

  push(event: CollectedEvent): void {
    this.pending.push(event);
    if (this.pending.length > this.maxPending) {
      const dropped = this.pending.splice(0, this.pending.length - this.maxPending).length;
      logger.warn({ dropped }, "analytics: buffer full, oldest events dropped");
    }
    if (this.pending.length >= this.batchSize) void this.flush();
    else this.schedule.later();
  }

  /** Writes everything pending; resolves when done (or when a write failed and was logged). */
  flush(): Promise<void> {
    return this.schedule.now();
  }

  private async writeAll(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.batchSize);
      try {
        await this.write(batch);
      } catch (error) {
        // Back in front, in order, for the next flush; the events that came meanwhile stay after them.
        this.pending.unshift(...batch);
        if (this.pending.length > this.maxPending) this.pending.splice(0, this.pending.length - this.maxPending);
        logger.warn({ error: errorMessage(error), pending: this.pending.length }, "analytics: write failed, will retry");
        return;
      }
    }
  }

  private async write(batch: CollectedEvent[]): Promise<void> {
    for (const day of new Set(batch.filter((event) => event.visitor).map((event) => event.day))) {
      if (!this.salts.has(day)) this.salts.set(day, await saltOfDay(this.db, day));
    }
    // Only the last two days' salts are ever needed again.
    for (const day of [...this.salts.keys()].sort().slice(0, -2)) this.salts.delete(day);
    await this.db.insert(analyticsEvents).values(
      batch.map(({ visitor, ...event }) => ({
        ...event,
        visitorHash: visitor ? visitorHash(this.salts.get(event.day)!, visitor) : null,
      })),
    );
  }

  /** Stops the timer and writes what is pending. */
  async close(): Promise<void> {
    this.schedule.cancel();
    await this.flush();
  }
}

const buffers = new WritersPerDatabase((db) => new AnalyticsBuffer(db));

export function analyticsBufferOf(db: Database): AnalyticsBuffer {
  return buffers.of(db);
}

/** Page views and events waiting in this process's memory to be written (the metrics report it). */
export function bufferedAnalyticsEvents(): number {
  return buffers.current().reduce((sum, buffer) => sum + buffer.size, 0);
}

/** Writes every buffer's pending events now (tests, and the server before it closes its database). */
export function flushAnalytics(): Promise<void> {
  return buffers.flushAll();
}

/** Writes what is pending and forgets the buffers: the server calls it before closing the database. */
export function closeAnalyticsBuffers(): Promise<void> {
  return buffers.closeAll();
}
