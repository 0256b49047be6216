import type { Database } from "../db";
import { errorMessage, logger } from "../logger";
import { deleteExpiredQuoteLists } from "./lists";

// Deletes the quote lists nobody touched for 30 days (docs/decisions/035-quote-list-and-lead-pipeline.md),
// hourly inside the server process like the trash sweep. Every instance sweeps; a DELETE of what is
// already gone does nothing, so running it twice is harmless.

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<unknown> | undefined;

/** Sweeps `db` at start and then every `intervalMs` (default an hour) until stopQuoteListSweep(). */
export function startQuoteListSweep(db: Database, intervalMs = 60 * 60_000): void {
  if (timer) return;
  const sweep = () => {
    running ??= deleteExpiredQuoteLists(db)
      .then((deleted) => {
        if (deleted > 0) logger.info({ deleted }, "quote list sweep");
      })
      .catch((error: unknown) => logger.warn({ error: errorMessage(error) }, "quote list sweep failed"))
      .finally(() => (running = undefined));
  };
  sweep();
  timer = setInterval(sweep, intervalMs);
  timer.unref();
}

/** Stops the timer and waits for a sweep in progress. */
export async function stopQuoteListSweep(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running;
}
