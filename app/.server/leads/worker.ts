import { randomUUID } from "node:crypto";
import { readServerConfig } from "~/.server/config";
import type { Database } from "~/.server/db";
import { type MailMessage, MailSendInterrupted, type SendOptions, type SentMail, sendMail } from "~/.server/mail";
import {
  claimNextMail,
  defaultRetryPolicy,
  markMailAttemptFailed,
  markMailSent,
  releaseMail,
  type RetryPolicy,
  retryDelayMs,
  setAsideAbandonedMails,
} from "./outbox";
import { classifySendFailure, describeSendError } from "./send-errors";
import { queueFollowUpReminders } from "./follow-up-reminders";
import { logger } from "~/.server/logger";
import { followUpReminderChecks, followUpRemindersQueued } from "~/.server/metrics/registry";

// The worker that empties the mail outbox inside the server process: on start, every pollMs, and
// right after a new message is stored. Several instances can run one each on a shared database.
// Each run first queues the follow-up reminders that have come due (./follow-up-reminders.ts), so
// they go out in the same run.

export interface MailWorkerOptions {
  workerId?: string;
  /** How long a claimed row stays reserved for this worker; far longer than any SMTP exchange. */
  leaseMs?: number;
  pollMs?: number;
  retry?: RetryPolicy;
  /** How long stop() lets a send in progress finish before it closes the connection. */
  stopTimeoutMs?: number;
  send?: (message: MailMessage, options: SendOptions) => Promise<SentMail>;
}

export interface MailWorker {
  /** Delivers every due row (unless the queue is paused), then resolves. */
  runOnce(): Promise<void>;
  start(): void;
  /** Asks for a run soon (a new message was stored). */
  nudge(): void;
  /**
   * Claims no further row, waits (up to stopTimeoutMs) for the send in progress, then closes its
   * connection; resolves once every row this worker held is settled in the database.
   */
  stop(): Promise<void>;
}

/**
 * Different recipients refused in a row, with nothing delivered in between, that mean the mail
 * server refuses everything (a relay or sender misconfiguration), not that these mailboxes are wrong.
 */
const SERVER_WIDE_REFUSALS = 3;

function log(level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown>) {
  logger[level](fields, msg);
}

type ClaimedMail = NonNullable<Awaited<ReturnType<typeof claimNextMail>>>;

/** A worker on `db`, the database of the process that starts it. */
export function createMailWorker(db: Database, options: MailWorkerOptions = {}): MailWorker {
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const pollMs = options.pollMs ?? 30_000;
  const policy = options.retry ?? defaultRetryPolicy;
  const stopTimeoutMs = options.stopTimeoutMs ?? 5_000;
  const send = options.send ?? sendMail;

  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let stopping = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  /** The send in progress, so stop() can close its connection. */
  let inFlight: AbortController | undefined;
  /** While the mail server refuses everything, the queue waits until then (back-off per pause). */
  let pausedUntil = 0;
  let pauses = 0;

  /** Queues the reminders due now; a failure is logged and the delivery goes on. */
  async function queueDueReminders(): Promise<void> {
    try {
      const queued = await queueFollowUpReminders(db);
      followUpReminderChecks.inc({ result: "done" });
      if (queued > 0) {
        followUpRemindersQueued.inc(queued);
        log("info", "follow-up reminders queued", { count: queued });
      }
    } catch (error) {
      followUpReminderChecks.inc({ result: "failed" });
      log("error", "follow-up reminders: check failed", { error: error instanceof Error ? error.message : String(error) });
    }
  }

  async function deliverDue(): Promise<void> {
    if (!stopping) await queueDueReminders();
    if (Date.now() < pausedUntil) return;
    const abandoned = await setAsideAbandonedMails(db);
    if (abandoned > 0) log("warn", "mail outbox: unconfirmed sends set aside", { count: abandoned });

    let delivered = false;
    // Rows refused for their recipient before anything was delivered in this run: either those
    // mailboxes are wrong or the server refuses everyone. The next delivery, or the next refusal
    // of another recipient, tells which.
    const suspects: { row: ClaimedMail; error: string }[] = [];
    const distinctSuspects = () => new Set(suspects.map((suspect) => suspect.row.to.toLowerCase())).size;

    const failForGood = async (row: ClaimedMail, error: string) => {
      await markMailAttemptFailed(db, row, error, { permanent: true, policy });
      log("error", "mail outbox: e-mail refused for good", { id: row.id, kind: row.kind, error });
    };
    const pauseQueue = async (error: string) => {
      pauses += 1;
      const delayMs = retryDelayMs(pauses, policy);
      pausedUntil = Date.now() + delayMs;
      for (const suspect of suspects.splice(0)) await releaseMail(db, suspect.row.id, { delayMs, error: suspect.error });
      log("error", "mail outbox: the mail server refuses every e-mail; the queue waits (check SMTP_URL, its credentials and MAIL_FROM)", {
        error,
        retryInSeconds: delayMs / 1000,
      });
    };

    for (;;) {
      if (stopping) break;
      const row = await claimNextMail(db, workerId, leaseMs);
      if (!row) break;
      if (stopping) {
        await releaseMail(db, row.id);
        break;
      }
      inFlight = new AbortController();
      let sent: SentMail;
      try {
        sent = await send(
          { to: row.to, subject: row.subject, text: row.text, replyTo: row.replyTo ?? undefined, messageId: row.messageId },
          { signal: inFlight.signal },
        );
      } catch (error) {
        if (error instanceof MailSendInterrupted) {
          // Stopped mid-send. Unless the server may already hold the whole message, it goes back to
          // the queue; otherwise it stays "sending" and ends "unconfirmed" rather than be sent twice.
          if (error.maybeAccepted) log("warn", "mail outbox: send interrupted after the message was handed over", { id: row.id });
          else await releaseMail(db, row.id);
          break;
        }
        const message = describeSendError(error);
        const failure = classifySendFailure(error);
        if (failure === "invalid-recipient" || (failure === "refused-by-server" && delivered)) {
          await failForGood(row, message);
          continue;
        }
        if (failure === "refused-by-server") {
          suspects.push({ row, error: message });
          if (distinctSuspects() >= SERVER_WIDE_REFUSALS) return pauseQueue(message);
          continue;
        }
        if (failure === "server-wide") {
          suspects.push({ row, error: message });
          return pauseQueue(message);
        }
        const status = await markMailAttemptFailed(db, row, message, { permanent: false, policy });
        log(status === "failed" ? "error" : "warn", "mail outbox: delivery failed", {
          id: row.id,
          attempt: row.attempts,
          status,
          error: message,
        });
        // The server asks to come back later: the remaining rows wait for the next run.
        break;
      } finally {
        inFlight = undefined;
      }
      await markMailSent(db, row.id);
      delivered = true;
      pauses = 0;
      log("info", "mail outbox: sent", { id: row.id, kind: row.kind, deliveredTo: sent.deliveredTo === "smtp" ? "smtp" : "file" });
      for (const suspect of suspects.splice(0)) await failForGood(suspect.row, suspect.error);
    }

    // Refusals nothing was delivered after: stopping gives them back; two recipients or more refused
    // alike mean the server refuses everyone; a single one is retried later like a temporary failure.
    if (suspects.length === 0) return;
    if (stopping) {
      for (const suspect of suspects.splice(0)) await releaseMail(db, suspect.row.id, { error: suspect.error });
    } else if (distinctSuspects() >= 2) {
      await pauseQueue(suspects.at(-1)!.error);
    } else {
      for (const { row, error } of suspects.splice(0)) {
        const status = await markMailAttemptFailed(db, row, error, { permanent: false, policy });
        log("warn", "mail outbox: delivery failed", { id: row.id, attempt: row.attempts, status, error });
      }
    }
  }

  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await deliverDue();
        } while (again && !stopping);
      } catch (error) {
        log("error", "mail outbox: run failed", { error: error instanceof Error ? error.message : String(error) });
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  /** Whether the promise settled within the time. */
  async function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
    let wait: ReturnType<typeof setTimeout> | undefined;
    const settled = await Promise.race([
      promise.then(() => true),
      new Promise<boolean>((resolve) => (wait = setTimeout(() => resolve(false), ms))),
    ]);
    clearTimeout(wait);
    return settled;
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      void runOnce();
      timer = setInterval(() => void runOnce(), pollMs);
      timer.unref();
    },
    nudge() {
      if (!stopped) void runOnce();
    },
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      const run = running;
      if (!run) return;
      // A mail server that hangs must not hold up shutdown: past the bound its connection is closed,
      // and the run then settles its row (back to the queue, or "unconfirmed" if it may have arrived).
      if (await settlesWithin(run, stopTimeoutMs)) return;
      inFlight?.abort();
      if (!(await settlesWithin(run, stopTimeoutMs))) log("error", "mail outbox: the worker did not stop in time", {});
    },
  };
}

// The server process's worker, started on the database prepareServer opened and stopped by
// app/entry.server.tsx.
let serverWorker: MailWorker | undefined;

export function startMailWorker(db: Database): void {
  serverWorker ??= createMailWorker(db, { pollMs: readServerConfig().mailOutboxPollMs });
  serverWorker.start();
}

export async function stopMailWorker(): Promise<void> {
  await serverWorker?.stop();
  serverWorker = undefined;
}

export function nudgeMailWorker(): void {
  serverWorker?.nudge();
}
