import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/.server/db";
import { mailOutbox } from "~/.server/db/schema";
import { mailFrom } from "~/.server/mail";
import type { ComposedMail } from "./emails";

// The mail outbox: e-mails waiting in the database until a worker delivers them. Rows are claimed
// one at a time with a lease, so instances never send the same row at once, and a row whose send
// began but was never confirmed (the process died) is set aside instead of being sent twice.
// Design and trade-offs: docs/decisions/006-contact-outbox-delivery.md.

export type OutboxStatus = "pending" | "sending" | "sent" | "failed" | "unconfirmed";

export interface RetryPolicy {
  /** Delay before the second attempt; each later one doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the row is "failed" and waits for an administrator. */
  maxAttempts: number;
}

export const defaultRetryPolicy: RetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 15 };

/** Delay after the given failed attempt (1-based): 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelayMs(attempt: number, policy: RetryPolicy = defaultRetryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempt - 1), policy.maxDelayMs);
}

/** "<uuid@domain-of-the-sender>": the same on every attempt of a row. */
export function newMessageId(): string {
  const domain = mailFrom().match(/@([^>\s]+)/)?.[1] ?? "localhost";
  return `<${randomUUID()}@${domain}>`;
}

export async function enqueueMails(db: Pick<Database, "insert">, contactMessageId: string, mails: readonly ComposedMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(mailOutbox).values(
    mails.map((mail) => ({
      contactMessageId,
      kind: mail.kind,
      messageId: newMessageId(),
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
    })),
  );
}

/**
 * Queues one e-mail that belongs to no contact message (an account invitation, say): it is kept
 * and retried like the leads' mails, so a mail server that is down loses nothing.
 */
export async function enqueueMail(
  db: Pick<Database, "insert">,
  mail: { kind: string; to: string; subject: string; text: string },
): Promise<void> {
  await db.insert(mailOutbox).values({ kind: mail.kind, messageId: newMessageId(), to: mail.to, subject: mail.subject, text: mail.text });
}

/** Takes the next due row for this worker (status "sending", leased until the lease ends). */
export async function claimNextMail(db: Database, workerId: string, leaseMs: number) {
  const result = (await db.execute(sql`
    update mail_outbox
       set status = 'sending', locked_by = ${workerId}, attempts = attempts + 1, updated_at = now(),
           locked_until = now() + make_interval(secs => ${leaseMs / 1000})
     where id = (
       select id from mail_outbox
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at
        limit 1
        for update skip locked)
    returning id`)) as unknown as { rows: { id: string }[] };
  const id = result.rows[0]?.id;
  if (!id) return undefined;
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** Idempotent: marking a sent row again changes nothing. */
export async function markMailSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: sql`coalesce(${mailOutbox.sentAt}, now())`, lockedUntil: null, lastError: null })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ["sending", "sent"])));
}

/** A send that certainly did not go out: retry later with back-off, or give up after the last attempt. */
export async function markMailAttemptFailed(
  db: Database,
  row: { id: string; attempts: number },
  error: string,
  { permanent, policy }: { permanent: boolean; policy: RetryPolicy },
): Promise<OutboxStatus> {
  const status: OutboxStatus = permanent || row.attempts >= policy.maxAttempts ? "failed" : "pending";
  const delaySeconds = retryDelayMs(row.attempts, policy) / 1000;
  await db
    .update(mailOutbox)
    .set({
      status,
      lastError: error.slice(0, 1000),
      lockedUntil: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "sending")));
  return status;
}

/**
 * Gives a claimed row back to the queue without counting the attempt: its send never started, was
 * stopped before the message could be accepted, or met a mail server that refuses everything.
 */
export async function releaseMail(
  db: Database,
  id: string,
  { delayMs = 0, error }: { delayMs?: number; error?: string } = {},
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: "pending",
      attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)`,
      lockedUntil: null,
      lockedBy: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      ...(error === undefined ? {} : { lastError: error.slice(0, 1000) }),
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "sending")));
}

/**
 * Rows left "sending" past their lease belong to a worker that died mid-send: the mail server may
 * or may not have accepted them. They become "unconfirmed" and are not resent automatically.
 */
export async function setAsideAbandonedMails(db: Database): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "unconfirmed", lockedUntil: null, lastError: "El envío se interrumpió sin confirmación del servidor de correo." })
    .where(and(eq(mailOutbox.status, "sending"), sql`${mailOutbox.lockedUntil} < now()`))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** An administrator's retry: every unsent e-mail of a message goes back to the queue, due now. */
export async function retryMailsOf(db: Database, contactMessageId: string): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "pending", nextAttemptAt: sql`now()`, attempts: 0 })
    .where(and(eq(mailOutbox.contactMessageId, contactMessageId), inArray(mailOutbox.status, ["failed", "unconfirmed", "pending"])))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

export interface WaitingMailProblem {
  /** E-mails waiting in the queue. */
  waiting: number;
  /** The mail server's latest answer (or the connection error) among them. */
  lastError: string;
  at: Date;
}

/** Why e-mails are waiting, read from the queue itself: the latest error among pending rows. */
export async function waitingMailProblem(db: Database): Promise<WaitingMailProblem | null> {
  const [latest] = await db
    .select({ lastError: mailOutbox.lastError, at: mailOutbox.updatedAt })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), isNotNull(mailOutbox.lastError)))
    .orderBy(desc(mailOutbox.updatedAt))
    .limit(1);
  if (!latest?.lastError) return null;
  const [pending] = await db.select({ waiting: count() }).from(mailOutbox).where(eq(mailOutbox.status, "pending"));
  return { waiting: pending?.waiting ?? 1, lastError: latest.lastError, at: latest.at };
}

/** The statuses of an e-mail not (yet) delivered: waiting or being sent, given up, or cut off mid-send. */
export const UNSENT_STATUSES = ["pending", "sending", "failed", "unconfirmed"] as const satisfies readonly OutboxStatus[];

export interface OutboxBacklog {
  status: (typeof UNSENT_STATUSES)[number];
  messages: number;
  /** Seconds since the oldest of them was queued; 0 when there is none. */
  oldestAgeSeconds: number;
}

/** The unsent e-mails by status, with the age of the oldest of each (for the metrics; one indexed query). */
export async function outboxBacklog(db: Database): Promise<OutboxBacklog[]> {
  const rows = await db
    .select({
      status: mailOutbox.status,
      messages: count(),
      oldestAgeSeconds: sql<number>`extract(epoch from now() - min(${mailOutbox.createdAt}))::float8`,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, [...UNSENT_STATUSES]))
    .groupBy(mailOutbox.status);
  return UNSENT_STATUSES.map((status) => {
    const row = rows.find((candidate) => candidate.status === status);
    return { status, messages: row?.messages ?? 0, oldestAgeSeconds: row ? Number(row.oldestAgeSeconds) : 0 };
  });
}
