import type { Database } from "../db";
import { errorMessage, logger } from "../logger";
import { purgeExpiredTrash } from "./trash";

// Deletes for good what has waited in «Papelera» its TRASH_DAYS, inside the server process beside
// the upload sweep: every instance sweeps, and each expired row is claimed by one of them
// (purgeExpiredTrash), so it is purged once.

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<unknown> | undefined;

/** Sweeps `db` at start and then every `intervalMs` (default an hour) until stopTrashSweep(). */
export function startTrashSweep(db: Database, intervalMs = 60 * 60_000): void {
  if (timer) return;
  const sweep = () => {
    running ??= purgeExpiredTrash(db)
      .then((ids) => {
        if (ids.length > 0) logger.info({ purged: ids.length }, "trash sweep");
      })
      .catch((error: unknown) => logger.warn({ error: errorMessage(error) }, "trash sweep failed"))
      .finally(() => (running = undefined));
  };
  sweep();
  timer = setInterval(sweep, intervalMs);
  timer.unref();
}

/** Stops the timer and waits for a sweep in progress. */
export async function stopTrashSweep(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running;
}
