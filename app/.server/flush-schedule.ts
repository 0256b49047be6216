import type { Database } from "./db/client";

// When to write what a process keeps in memory for the database (page views, search counts): a
// while after the first unwritten item, at once when asked, and one write at a time. The waiting
// timer never keeps the process alive: the server writes what is left when it stops.

export class FlushSchedule {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private readonly delayMs: number;
  private readonly write: () => Promise<void>;
  private readonly hasPending: () => boolean;

  /** `write` takes what is pending and must not throw: it logs and keeps what it could not write. */
  constructor(delayMs: number, write: () => Promise<void>, hasPending: () => boolean) {
    this.delayMs = delayMs;
    this.write = write;
    this.hasPending = hasPending;
  }

  /** Writes within the delay, unless a write is already waiting or under way. */
  later(): void {
    if (this.timer || this.running || !this.hasPending()) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.now();
    }, this.delayMs);
    this.timer.unref();
  }

  /** Writes what is pending now, after any write under way; resolves when it is done. */
  now(): Promise<void> {
    if (this.running) return this.running.then(() => this.now());
    if (!this.hasPending()) return Promise.resolve();
    this.cancel();
    this.running = this.write().finally(() => {
      this.running = undefined;
      this.later();
    });
    return this.running;
  }

  /** Forgets the waiting write (what is pending stays pending). */
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** What keeps writes in memory for one database. */
export interface BufferedWriter {
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One buffered writer per database: the server's, or the one a test opened (requests reach it
 * through the request context, so nothing needs a process-wide start).
 */
export class WritersPerDatabase<Writer extends BufferedWriter> {
  private readonly writers = new Map<Database, Writer>();
  private readonly create: (db: Database) => Writer;

  constructor(create: (db: Database) => Writer) {
    this.create = create;
  }

  of(db: Database): Writer {
    let writer = this.writers.get(db);
    if (!writer) {
      writer = this.create(db);
      this.writers.set(db, writer);
    }
    return writer;
  }

  /** The writers now (the metrics read their buffers). */
  current(): Writer[] {
    return [...this.writers.values()];
  }

  /** Writes what every writer holds now. */
  async flushAll(): Promise<void> {
    await Promise.all([...this.writers.values()].map((writer) => writer.flush()));
  }

  /** Writes what is pending and forgets the writers: the server calls it before closing the database. */
  async closeAll(): Promise<void> {
    const open = [...this.writers.values()];
    this.writers.clear();
    await Promise.all(open.map((writer) => writer.close()));
  }
}
