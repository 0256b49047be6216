import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { site } from "~/content/site";
import { readServerConfig } from "./config";

// The one mail module: SMTP when SMTP_URL is set, otherwise each message becomes an .eml file under
// DATA_DIR/mail/ (readable with any mail client), so a site without a mail server loses nothing.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** A fixed Message-ID ("<id@host>"), so a resent message is recognisably the same one. */
  messageId?: string;
}

export interface SentMail {
  messageId: string;
  /** Where the message went: "smtp" or the path of the .eml file. */
  deliveredTo: string;
}

export function mailFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_FROM || `"${site.name}" <no-responder@${site.email.split("@")[1]}>`;
}

let smtpTransport: { url: string; transporter: Transporter } | undefined;

async function transportFor(url: string): Promise<Transporter> {
  if (smtpTransport?.url !== url) {
    const { default: nodemailer } = await import("nodemailer");
    smtpTransport = { url, transporter: nodemailer.createTransport(url) };
  }
  return smtpTransport.transporter;
}

export async function sendMail(message: MailMessage): Promise<SentMail> {
  const envelope = { from: mailFrom(), ...message };
  const smtpUrl = process.env.SMTP_URL;
  if (smtpUrl) {
    const info = await (await transportFor(smtpUrl)).sendMail(envelope);
    return { messageId: info.messageId, deliveredTo: "smtp" };
  }

  const { default: nodemailer } = await import("nodemailer");
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(envelope);
  const folder = path.join(readServerConfig().dataDir, "mail");
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`);
  await writeFile(file, info.message as Buffer);
  return { messageId: info.messageId, deliveredTo: file };
}
