import { randomUUID } from "node:crypto";
import { readServerConfig } from "~/.server/config";
import { getDb, type Database } from "~/.server/db";
import { type MailMessage, type SentMail, sendMail } from "~/.server/mail";
import {
  claimNextMail,
  defaultRetryPolicy,
  markMailAttemptFailed,
  markMailSent,
  type RetryPolicy,
  setAsideAbandonedMails,
} from "./outbox";

// The worker that empties the mail outbox inside the server process: on start, every pollMs, and
// right after a new message is stored. Several instances can run one each on a shared database.

export interface MailWorkerOptions {
  workerId?: string;
  /** How long a claimed row stays reserved for this worker; far longer than any SMTP exchange. */
  leaseMs?: number;
  pollMs?: number;
  retry?: RetryPolicy;
  send?: (message: MailMessage) => Promise<SentMail>;
  database?: () => Promise<Database>;
}

export interface MailWorker {
  /** Delivers every due row, then resolves. */
  runOnce(): Promise<void>;
  start(): void;
  /** Asks for a run soon (a new message was stored). */
  nudge(): void;
  /** Stops polling and waits (up to 10 s) for the delivery in progress. */
  stop(): Promise<void>;
}

function log(level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown>) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === "info" ? console.log : console.error)(line);
}

/** An SMTP 5xx answer will not change on a retry (unknown mailbox, rejected content). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500;
}

export function createMailWorker(options: MailWorkerOptions = {}): MailWorker {
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const pollMs = options.pollMs ?? 30_000;
  const policy = options.retry ?? defaultRetryPolicy;
  const send = options.send ?? sendMail;
  const database = options.database ?? getDb;

  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function deliverDue(): Promise<void> {
    const db = await database();
    const abandoned = await setAsideAbandonedMails(db);
    if (abandoned > 0) log("warn", "mail outbox: unconfirmed sends set aside", { count: abandoned });
    for (;;) {
      const row = await claimNextMail(db, workerId, leaseMs);
      if (!row) return;
      let sent: SentMail;
      try {
        sent = await send({
          to: row.to,
          subject: row.subject,
          text: row.text,
          replyTo: row.replyTo ?? undefined,
          messageId: row.messageId,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const status = await markMailAttemptFailed(db, row, message, { permanent: isPermanent(error), policy });
        log(status === "failed" ? "error" : "warn", "mail outbox: delivery failed", { id: row.id, attempt: row.attempts, status, error: message });
        // The mail server is likely down: the remaining rows wait for the next run.
        if (status === "pending") return;
        continue;
      }
      await markMailSent(db, row.id);
      log("info", "mail outbox: sent", { id: row.id, kind: row.kind, deliveredTo: sent.deliveredTo === "smtp" ? "smtp" : "file" });
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
        } while (again && !stopped);
      } catch (error) {
        log("error", "mail outbox: run failed", { error: error instanceof Error ? error.message : String(error) });
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      void runOnce();
      timer = setInterval(() => void runOnce(), pollMs);
      timer.unref();
    },
    nudge() {
      if (!stopped) void runOnce();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      // A mail server that hangs must not hold up shutdown; its row ends "unconfirmed" (decision 004).
      let wait: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([running, new Promise<void>((resolve) => (wait = setTimeout(resolve, 10_000)))]);
      clearTimeout(wait);
    },
  };
}

// The server process's worker, started and stopped by app/entry.server.tsx.
let serverWorker: MailWorker | undefined;

export function startMailWorker(): void {
  serverWorker ??= createMailWorker({ pollMs: readServerConfig().mailOutboxPollMs });
  serverWorker.start();
}

export async function stopMailWorker(): Promise<void> {
  await serverWorker?.stop();
  serverWorker = undefined;
}

export function nudgeMailWorker(): void {
  serverWorker?.nudge();
}
