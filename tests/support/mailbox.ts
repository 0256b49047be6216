import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Reads what the mail module wrote under DATA_DIR/mail (no SMTP_URL): the tests' inbox.

/** Reverses quoted-printable encoding (nodemailer uses it for Spanish text). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export interface StoredMail {
  file: string;
  to: string;
  subject: string;
  body: string;
  links: string[];
}

/** The .eml files the mail module wrote under DATA_DIR/mail, oldest first, with the links they carry. */
export function readMailbox(dataDir: string): StoredMail[] {
  const folder = path.join(dataDir, "mail");
  let files: string[];
  try {
    files = readdirSync(folder)
      .filter((file) => file.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => ({ file, ...parseMail(readFileSync(path.join(folder, file), "utf8")) }));
}

/** A raw message (an .eml file, or what the test SMTP server received) as its recipient, subject, body and links. */
export function parseMail(raw: string): Omit<StoredMail, "file"> {
  const decoded = Buffer.from(decodeQuotedPrintable(raw), "latin1").toString("utf8");
  const subjectLine = raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? "";
  const subject = subjectLine
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, kind: string, encoded: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(encoded, "base64").toString("utf8")
        : Buffer.from(decodeQuotedPrintable(encoded.replace(/_/g, " ")), "latin1").toString("utf8"),
    );
  const links = [...new Set(decoded.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
  return { to: raw.match(/^To: (.*)$/m)?.[1]?.trim() ?? "", subject, body: decoded, links };
}

/** The newest message to this address, failing loudly when there is none. */
export function lastMailTo(dataDir: string, to: string): StoredMail {
  const mail = readMailbox(dataDir)
    .filter((message) => message.to.includes(to))
    .at(-1);
  if (!mail) throw new Error(`no mail to ${to} in ${dataDir}/mail`);
  return mail;
}
