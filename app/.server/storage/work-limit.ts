// A counting semaphore: at most `limit` tasks run at once, the others wait in arrival order.
// A few lines of our own rather than a dependency (p-limit would do the same) because the image
// pipeline also wants the high-water mark, which the tests read.

export interface WorkLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
  /** The most tasks that ran at once since the last resetPeak(). */
  readonly peak: number;
  resetPeak(): void;
}

export function createWorkLimit(limit: number): WorkLimit {
  let active = 0;
  let peak = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };

  return {
    async run(task) {
      if (active < limit) active++;
      // The slot passes straight from the finishing task to the next one, so `active` never dips.
      else await new Promise<void>((resolve) => queue.push(resolve));
      peak = Math.max(peak, active);
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    get peak() {
      return peak;
    },
    resetPeak() {
      peak = active;
    },
  };
}
