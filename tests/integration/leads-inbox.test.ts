import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactMessages } from "~/.server/db/schema";
import { listContactMessages, mailDeliveryProblem, submitContactMessage } from "~/.server/leads/messages";
import { createMailWorker } from "~/.server/leads/worker";
import { MailQueueNotice } from "~/admin/components/mail-queue-notice";
import { RENDERED_AT_FIELD } from "~/lib/contact-forms";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { startSmtpServer } from "../support/smtp";
import { logger } from "~/.server/logger";

describe("leads inbox", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.dispose());

  it("lists messages newest first and keeps spam and closed leads in their own views", async () => {
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const base = { source: "contacto", email: "cliente@example.com", mensaje: "Consulta" };
    await test.connection.db.insert(contactMessages).values([
      { ...base, nombre: "Primera", createdAt: at(30) },
      { ...base, nombre: "Última", createdAt: at(1) },
      { ...base, nombre: "Del medio", createdAt: at(10) },
      { ...base, nombre: "Ganada", createdAt: at(5), stage: "ganada", stageChangedAt: at(2) },
      { ...base, nombre: "Spam", createdAt: at(3), spamReason: "honeypot" },
    ]);
    expect((await listContactMessages(test.connection.db, "abiertos")).map((message) => message.nombre)).toEqual([
      "Última",
      "Del medio",
      "Primera",
    ]);
    expect((await listContactMessages(test.connection.db, "cerrados")).map((message) => message.nombre)).toEqual(["Ganada"]);
    expect((await listContactMessages(test.connection.db, "spam")).map((message) => message.nombre)).toEqual(["Spam"]);
    expect((await listContactMessages(test.connection.db, "todos")).map((message) => message.nombre)).toEqual([
      "Última",
      "Ganada",
      "Del medio",
      "Primera",
    ]);
  });

  it("tells the operator, with the server's answer, when e-mails wait because the mail server refuses them", async () => {
    await test.connection.db.delete(contactMessages);
    const saved = { ...process.env };
    const smtp = await startSmtpServer();
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    try {
      process.env.SMTP_URL = smtp.urlWithLogin;
      smtp.refuseLoginWith = 535;
      await expect(mailDeliveryProblem(test.connection.db)).resolves.toBeNull();
      const values = {
        source: "contacto",
        nombre: "Diego",
        email: "diego@example.com",
        mensaje: "Consulta",
        [RENDERED_AT_FIELD]: String(Date.now() - 10_000),
      };
      await submitContactMessage(test.connection.db, { values, clientIp: "203.0.113.7" });
      await createMailWorker(test.connection.db, { workerId: "w" }).runOnce();

      const problem = await mailDeliveryProblem(test.connection.db);
      expect(problem?.waiting).toBe(2);
      expect(problem?.lastError).toMatch(/535/);
      const html = renderToStaticMarkup(createElement(MailQueueNotice, { problem }));
      expect(html).toContain("El servidor de correo rechaza los envíos");
      expect(html).toContain("535");
      expect(html).toMatch(/SMTP_URL.*usuario y la contraseña.*MAIL_FROM/s);
      // Each message still shows its own state.
      expect((await listContactMessages(test.connection.db))[0]?.delivery).toBe("pending");
    } finally {
      errors.mockRestore();
      process.env = saved;
      await smtp.close();
    }
  });
});
