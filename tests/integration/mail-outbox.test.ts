import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { contactMessages, mailOutbox } from "~/.server/db/schema";
import { listContactMessages, retryMessageDelivery, submitContactMessage } from "~/.server/leads/messages";
import { createMailWorker } from "~/.server/leads/worker";
import { sendMail } from "~/.server/mail";
import { RENDERED_AT_FIELD } from "~/lib/contact-forms";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { messageIdOf, startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { logger } from "~/.server/logger";

const lead = {
  source: "contacto",
  nombre: "Diego",
  email: "diego@example.com",
  telefono: "099 555 123",
  mensaje: "Quiero cotizar film para silo.",
};

describe("mail outbox", () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  const saved = { ...process.env };
  let ip = 0;

  async function submit(fields: Record<string, string> = {}) {
    const outcome = await submitContactMessage(database.connection.db, {
      values: { ...lead, ...fields, [RENDERED_AT_FIELD]: String(Date.now() - 10_000) },
      clientIp: `192.0.2.${++ip}`,
    });
    expect(outcome.success).toBe(true);
  }
  const rows = () => database.connection.db.select().from(mailOutbox).orderBy(mailOutbox.kind);
  /** Makes every waiting row due now, as if its back-off delay had passed. */
  const makeDue = () => database.connection.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
  const receivedIds = () => smtp.received.map(messageIdOf);

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await database.dispose();
  });
  beforeEach(async () => {
    process.env.SMTP_URL = smtp.url;
    process.env.CONTACT_INBOX = "ventas@campo.example";
    smtp.received.length = 0;
    smtp.refuseWith = null;
    smtp.refuseLoginWith = null;
    smtp.refusedRecipients.clear();
    smtp.release();
    await database.connection.db.delete(contactMessages);
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it("keeps the e-mails while the mail server refuses them, then delivers each exactly once when it recovers, after a restart", async () => {
    await submit();
    smtp.refuseWith = 451;
    await createMailWorker(database.connection.db, { workerId: "first" }).runOnce();
    expect(smtp.received).toHaveLength(0);
    const waiting = await rows();
    // The first refusal stops the run: the other e-mail waits without hammering a server that is down.
    expect(waiting.map((row) => row.status)).toEqual(["pending", "pending"]);
    const failed = waiting.find((row) => row.attempts === 1)!;
    expect(failed.lastError).toMatch(/451/);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect((await listContactMessages(database.connection.db))[0]?.delivery).toBe("pending");

    // The server is back. A run before the back-off ends sends only the e-mail that was never tried.
    smtp.refuseWith = null;
    await createMailWorker(database.connection.db, { workerId: "too-early" }).runOnce();
    expect(smtp.received).toHaveLength(1);
    expect((await rows()).find((row) => row.id === failed.id)?.status).toBe("pending");

    // The server process restarts; a new worker finds the outbox in the database.
    await makeDue();
    await createMailWorker(database.connection.db, { workerId: "after-restart" }).runOnce();
    await createMailWorker(database.connection.db, { workerId: "another-instance" }).runOnce();
    const sent = await rows();
    expect(sent.map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(receivedIds().sort()).toEqual(sent.map((row) => row.messageId).sort());

    const notification = smtp.received.find((raw) => /^To: ventas@campo\.example/m.test(raw))!;
    expect(notification).toContain("Reply-To: diego@example.com");
    expect(notification).toContain("Quiero cotizar film para silo.");
    expect(smtp.received.some((raw) => /^To: diego@example\.com/m.test(raw))).toBe(true);
    expect((await listContactMessages(database.connection.db))[0]?.delivery).toBe("sent");
  });

  it("never sends an e-mail twice when the process dies between sending it and marking it sent", async () => {
    await submit();
    // The first worker hands one e-mail to the server, then its process "dies": it never marks it.
    let accepted!: () => void;
    const handedOver = new Promise<void>((resolve) => (accepted = resolve));
    const dying = createMailWorker(database.connection.db, {
      workerId: "dies",
      send: async (message) => {
        await sendMail(message);
        accepted();
        return new Promise(() => {});
      },
    });
    void dying.runOnce();
    await handedOver;
    expect(smtp.received).toHaveLength(1);
    const [inFlight] = (await rows()).filter((row) => row.status === "sending");
    expect(inFlight?.lockedBy).toBe("dies");

    // A restarted worker runs while the lease still holds: it leaves that e-mail alone.
    await createMailWorker(database.connection.db, { workerId: "restarted" }).runOnce();
    expect((await rows()).find((row) => row.id === inFlight!.id)?.status).toBe("sending");

    // The lease runs out: the e-mail is set aside as unconfirmed instead of being sent again.
    await database.connection.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, inFlight!.id));
    await createMailWorker(database.connection.db, { workerId: "restarted" }).runOnce();
    const after = await rows();
    expect(after.find((row) => row.id === inFlight!.id)?.status).toBe("unconfirmed");
    expect(after.find((row) => row.id !== inFlight!.id)?.status).toBe("sent");
    expect(smtp.received).toHaveLength(2);
    expect(new Set(receivedIds()).size).toBe(2);
    expect((await listContactMessages(database.connection.db))[0]?.delivery).toBe("unconfirmed");
  });

  it("fails only the e-mail whose mailbox the server refuses, and lets an administrator retry it with the same Message-ID", async () => {
    await submit();
    await submit({ email: "nadie@example.com" });
    await submit();
    smtp.refusedRecipients.set("nadie@example.com", 550);
    const worker = createMailWorker(database.connection.db, { workerId: "w" });
    await worker.runOnce();
    const after = await rows();
    expect(after.filter((row) => row.status === "failed").map((row) => row.to)).toEqual(["nadie@example.com"]);
    expect(after.filter((row) => row.status === "sent")).toHaveLength(5);
    const message = (await listContactMessages(database.connection.db)).find((lead) => lead.email === "nadie@example.com")!;
    expect(message.delivery).toBe("failed");
    expect(message.lastError).toMatch(/550/);

    smtp.refusedRecipients.clear();
    smtp.received.length = 0;
    await expect(retryMessageDelivery(database.connection.db, message.id)).resolves.toBe(true);
    await worker.runOnce();
    const retried = (await rows()).find((row) => row.to === "nadie@example.com")!;
    expect(retried.status).toBe("sent");
    expect(receivedIds()).toEqual([retried.messageId]);
  });

  it.each([
    ["a 535 on sign-in", () => ((process.env.SMTP_URL = smtp.urlWithLogin), (smtp.refuseLoginWith = 535)), /535/],
    ["a 550 for every recipient", () => (smtp.refuseWith = 550), /550/],
    ["a mail server that is not there", () => (process.env.SMTP_URL = "smtp://127.0.0.1:9"), /ECONNREFUSED|connect/i],
  ])("keeps every e-mail waiting, without using up its attempts, on %s, and logs it once", async (_case, misconfigure, answer) => {
    await submit();
    await submit({ email: "otra@example.com" });
    misconfigure();
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    try {
      const worker = createMailWorker(database.connection.db, { workerId: "w" });
      await worker.runOnce();
      const waiting = await rows();
      expect(waiting.map((row) => [row.status, row.attempts])).toEqual(waiting.map(() => ["pending", 0]));
      expect(waiting.some((row) => answer.test(row.lastError ?? ""))).toBe(true);
      expect(errors.mock.calls.map((call) => String(call[1]))).toEqual([expect.stringMatching(/queue waits.*SMTP_URL/)]);
      // Paused: another run before the back-off ends tries nothing and says nothing more.
      await worker.runOnce();
      expect(errors).toHaveBeenCalledTimes(1);
      expect(smtp.received).toEqual([]);
    } finally {
      errors.mockRestore();
    }

    // Fixed: the next worker (a restart) delivers all four, once.
    process.env.SMTP_URL = smtp.url;
    smtp.refuseWith = null;
    smtp.refuseLoginWith = null;
    await makeDue();
    await createMailWorker(database.connection.db, { workerId: "fixed" }).runOnce();
    const sent = await rows();
    expect(sent.map((row) => row.status)).toEqual(["sent", "sent", "sent", "sent"]);
    expect(receivedIds().sort()).toEqual(sent.map((row) => row.messageId).sort());
  });

  it("marks a queued e-mail to a recipient list failed for good, with a clear reason, and never sends it", async () => {
    await submit();
    await database.connection.db.update(mailOutbox).set({ to: "a@x.net,b@y.net,c@z.net" }).where(eq(mailOutbox.kind, "lead-confirmation"));
    await createMailWorker(database.connection.db, { workerId: "w" }).runOnce();
    const [confirmation] = (await rows()).filter((row) => row.kind === "lead-confirmation");
    expect(confirmation?.status).toBe("failed");
    expect(confirmation?.lastError).toMatch(/no es una única dirección de correo válida/);
    expect(smtp.received.map((raw) => raw.match(/^To: (.*)$/m)?.[1])).toEqual(["ventas@campo.example"]);
    await makeDue();
    await createMailWorker(database.connection.db, { workerId: "again" }).runOnce();
    expect(smtp.received).toHaveLength(1);
  });

  it("on stop, claims no further e-mail, lets the one being sent finish, and leaves the rest waiting", async () => {
    await submit();
    await submit();
    smtp.holdAt = "data";
    const worker = createMailWorker(database.connection.db, { workerId: "stopping" });
    const run = worker.runOnce();
    await smtp.held();
    const stopped = worker.stop();
    smtp.release();
    await stopped;
    await run;
    const after = await rows();
    expect(after.filter((row) => row.status === "sent")).toHaveLength(1);
    expect(after.filter((row) => row.status === "pending").map((row) => row.attempts)).toEqual([0, 0, 0]);
    expect(smtp.received).toHaveLength(1);
  });

  it("on stop, closes a send the server holds before the message, and gives that e-mail back to the queue", async () => {
    await submit();
    smtp.holdAt = "rcpt";
    const worker = createMailWorker(database.connection.db, { workerId: "stopping", stopTimeoutMs: 200 });
    const run = worker.runOnce();
    await smtp.held();
    await worker.stop();
    await run;
    smtp.release();
    expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 0],
      ["pending", 0],
    ]);
    await createMailWorker(database.connection.db, { workerId: "next" }).runOnce();
    expect((await rows()).map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(new Set(receivedIds()).size).toBe(2);
    expect(smtp.received).toHaveLength(2);
  });

  it("fails a row for good after the last attempt of the retry policy", async () => {
    await submit();
    smtp.refuseWith = 451;
    const worker = createMailWorker(database.connection.db, {
      workerId: "w",
      retry: { baseDelayMs: 1000, maxDelayMs: 1000, maxAttempts: 2 },
    });
    for (let attempt = 0; attempt < 4; attempt++) {
      await makeDue();
      await worker.runOnce();
    }
    expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([
      ["failed", 2],
      ["failed", 2],
    ]);
    expect(smtp.received).toHaveLength(0);
  });
});
