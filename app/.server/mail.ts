import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { isSingleEmailAddress } from "~/lib/email-address";
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

/** MAIL_FROM, or the site's no-reply address (the default lives in the configuration). */
export function mailFrom(): string {
  return readServerConfig().mailFrom;
}

/** A recipient the mail module will not send to: not exactly one plain address (a list, a header). */
export class RefusedRecipientError extends Error {
  constructor(field: "to" | "replyTo", value: string) {
    super(
      `La dirección ${field === "to" ? "de destino" : "de respuesta"} ${JSON.stringify(value.slice(0, 300))} no es una única dirección de correo válida: el correo no se envía.`,
    );
    this.name = "RefusedRecipientError";
  }
}

/** The caller aborted the send; whether the mail server may already hold the whole message. */
export class MailSendInterrupted extends Error {
  readonly maybeAccepted: boolean;
  constructor(maybeAccepted: boolean) {
    super(
      maybeAccepted
        ? "El envío se interrumpió después de entregar el mensaje al servidor de correo."
        : "El envío se interrumpió antes de entregar el mensaje.",
    );
    this.name = "MailSendInterrupted";
    this.maybeAccepted = maybeAccepted;
  }
}

export interface SendOptions {
  /** Aborting closes the SMTP connection; the send then rejects with MailSendInterrupted. */
  signal?: AbortSignal;
}

export async function sendMail(message: MailMessage, { signal }: SendOptions = {}): Promise<SentMail> {
  // nodemailer reads "a@x, b@y" as two recipients and a CR/LF as a new header: only one plain
  // address passes, whoever built the message.
  if (!isSingleEmailAddress(message.to)) throw new RefusedRecipientError("to", message.to);
  if (message.replyTo !== undefined && !isSingleEmailAddress(message.replyTo)) throw new RefusedRecipientError("replyTo", message.replyTo);

  const envelope = { from: mailFrom(), ...message };
  const { default: nodemailer } = await import("nodemailer");
  const { smtpUrl } = readServerConfig();
  if (smtpUrl) {
    // nodemailer logs the end of the message data once its final "." is on the wire: before that,
    // an interrupted send certainly left nothing with the server.
    let messageHandedOver = false;
    const logger = {
      info(entry: { tnx?: string; outByteCount?: number }) {
        if (entry.tnx === "message" && entry.outByteCount !== undefined) messageHandedOver = true;
      },
    };
    const transport = nodemailer.createTransport({ url: smtpUrl, logger } as SMTPTransport.Options);
    try {
      const info = await transport.sendMail({ ...envelope, signal } as SMTPTransport.Options);
      return { messageId: info.messageId, deliveredTo: "smtp" };
    } catch (error) {
      if (signal?.aborted) throw new MailSendInterrupted(messageHandedOver);
      throw error;
    }
  }

  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(envelope);
  const folder = path.join(readServerConfig().dataDir, "mail");
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`);
  await writeFile(file, info.message as Buffer);
  return { messageId: info.messageId, deliveredTo: file };
}
