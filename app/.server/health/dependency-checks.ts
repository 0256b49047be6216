import type { Database } from "../db/client";
import { pingDatabase } from "../db/client";
import { errorMessage } from "../logger";
import { getUploadStore, type UploadStore } from "../storage";

// What /healthz and /readyz ask: the database (every probe; a ping is cheap) and the uploads store
// (the bucket: a request to another service, so a good answer serves every probe for 5 s and a
// failed one for 1 s, probes meanwhile share the check in flight, and a check that hangs counts as
// failed before a balancer's own probe times out).
// docs/decisions/029-readiness-drain-and-bucket-check.md

export type Dependency = "database" | "uploads";

export interface DependencyReport {
  /** The dependencies that did not answer; empty when all did. */
  failed: Dependency[];
  /** Why each failed, for the log only (operator-readable, no secrets). */
  reasons: Partial<Record<Dependency, string>>;
}

const UPLOADS_ANSWER_KEPT_MS = 5_000;
const UPLOADS_FAILURE_KEPT_MS = 1_000;
const UPLOADS_CHECK_TIMEOUT_MS = 2_000;

interface UploadsCheck {
  store: UploadStore;
  outcome: Promise<string | null>;
  /** When the outcome stops serving new probes; unset while the check runs. */
  keptUntil?: number;
}
let lastUploadsCheck: UploadsCheck | undefined;

/** Null when the store answers, else why not; shared by the probes of the last few seconds. */
function checkUploads(): Promise<string | null> {
  const store = getUploadStore();
  const last = lastUploadsCheck;
  if (last?.store === store && (last.keptUntil === undefined || Date.now() < last.keptUntil)) return last.outcome;
  const check: UploadsCheck = {
    store,
    outcome: store.check(UPLOADS_CHECK_TIMEOUT_MS).then(
      () => {
        check.keptUntil = Date.now() + UPLOADS_ANSWER_KEPT_MS;
        return null;
      },
      (error: unknown) => {
        check.keptUntil = Date.now() + UPLOADS_FAILURE_KEPT_MS;
        return errorMessage(error);
      },
    ),
  };
  lastUploadsCheck = check;
  return check.outcome;
}

async function checkDatabase(database: () => Promise<Database>): Promise<string | null> {
  try {
    await pingDatabase(await database());
    return null;
  } catch (error) {
    // Drizzle wraps the driver's error ("Failed query: select 1"); the cause says what happened.
    const cause = error instanceof Error && error.cause !== undefined ? ` (${errorMessage(error.cause)})` : "";
    return `${errorMessage(error)}${cause}`.replace(/\s+/g, " ");
  }
}

export async function checkDependencies(database: () => Promise<Database>): Promise<DependencyReport> {
  const outcomes = await Promise.all([checkDatabase(database), checkUploads()]);
  const report: DependencyReport = { failed: [], reasons: {} };
  (["database", "uploads"] as const).forEach((name, index) => {
    const reason = outcomes[index];
    if (reason === null || reason === undefined) return;
    report.failed.push(name);
    report.reasons[name] = reason;
  });
  return report;
}
