import type { Database } from "../db";
import { errorMessage, logger } from "../logger";
import { sweepAbandonedUploads } from "../media/library";
import { removeUploadedImage } from "./images";
import { claimPendingUploadDeletions, postponePendingUploadDeletion, settlePendingUploadDeletion } from "./pending-deletions";

// Retries the image removals the store refused (see pending-deletions.ts) inside the server
// process, like the mail worker: every instance sweeps, a claimed row is leased to one of them,
// and removing an image twice is harmless. The same timer sweeps the media library's abandoned form
// uploads (sweepAbandonedUploads).

const BATCH = 50;
const LEASE_MS = 10 * 60_000;

/** Tries every due URL once; resolves to how many were removed and how many wait again. */
export async function sweepPendingUploadDeletions(db: Database): Promise<{ removed: number; failed: number }> {
  let removed = 0;
  let failed = 0;
  for (;;) {
    const urls = await claimPendingUploadDeletions(db, BATCH, LEASE_MS);
    if (urls.length === 0) break;
    for (const url of urls) {
      try {
        await removeUploadedImage(url);
        await settlePendingUploadDeletion(db, url);
        removed++;
      } catch (error) {
        await postponePendingUploadDeletion(db, url, error);
        failed++;
      }
    }
  }
  if (removed || failed) logger[failed ? "warn" : "info"]({ removed, failed }, "upload sweep");
  return { removed, failed };
}

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<unknown> | undefined;

/**
 * Sweeps `db` (the database of the process that starts it) at start and then every `intervalMs`
 * (default 5 minutes) until stopUploadSweep().
 */
export function startUploadSweep(db: Database, intervalMs = 5 * 60_000): void {
  if (timer) return;
  const sweep = () => {
    running ??= sweepAbandonedUploads(db)
      .catch((error: unknown) => logger.warn({ error: errorMessage(error) }, "abandoned upload sweep failed"))
      .then(() => sweepPendingUploadDeletions(db))
      .catch((error: unknown) => logger.warn({ error: errorMessage(error) }, "upload sweep failed"))
      .finally(() => (running = undefined));
  };
  sweep();
  timer = setInterval(sweep, intervalMs);
  timer.unref();
}

/** Stops the timer and waits for a sweep in progress. */
export async function stopUploadSweep(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running;
}
