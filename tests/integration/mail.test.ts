import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { sendMail } from "~/.server/mail";

describe("mail module", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("writes an .eml file under DATA_DIR/mail when no SMTP server is configured", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "mail-"));
    process.env.DATA_DIR = dataDir;
    delete process.env.SMTP_URL;
    const sent = await sendMail({ to: "productor@example.com", subject: "Confirmá tu cuenta", text: "Hola, entrá acá" });
    const files = readdirSync(path.join(dataDir, "mail"));
    expect(files).toHaveLength(1);
    expect(sent.deliveredTo).toBe(path.join(dataDir, "mail", files[0]!));
    const eml = readFileSync(sent.deliveredTo, "utf8");
    expect(eml).toContain("To: productor@example.com");
    expect(eml).toMatch(/Subject: =\?UTF-8\?Q\?Confirm=C3=A1_tu_cuenta\?=|Subject: Confirmá tu cuenta/);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("delivers through SMTP_URL when set", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as { port: number };
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const sent = await sendMail({ to: "ventas@example.com", subject: "Consulta", text: "Necesito redes", replyTo: "cliente@example.com" });
    expect(sent.deliveredTo).toBe("smtp");
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Reply-To: cliente@example.com");
    expect(received[0]).toContain("Necesito redes");
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("refuses a recipient list or a header smuggled into To or Reply-To, and sends nothing", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        stream.on("data", (chunk: Buffer) => received.push(chunk.toString()));
        stream.on("end", () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as { port: number };
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "mail-"));
    process.env.DATA_DIR = dataDir;
    const hostile = [
      "a@x.net,b@y.net,c@z.net",
      "a@x.net; b@y.net",
      "a@b.co\r\nBcc: x@evil.example",
      "Ana <ana@example.com>",
      " ana@example.com",
    ];
    for (const smtpUrl of [`smtp://127.0.0.1:${port}`, undefined]) {
      if (smtpUrl) process.env.SMTP_URL = smtpUrl;
      else delete process.env.SMTP_URL;
      for (const value of hostile) {
        await expect(sendMail({ to: value, subject: "Consulta", text: "Hola" }), value).rejects.toThrow(/no es una única dirección/);
        await expect(sendMail({ to: "ventas@example.com", replyTo: value, subject: "Consulta", text: "Hola" }), value).rejects.toThrow(
          /no es una única dirección/,
        );
      }
    }
    expect(received).toEqual([]);
    expect(readdirSync(dataDir)).toEqual([]);
    rmSync(dataDir, { recursive: true, force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
