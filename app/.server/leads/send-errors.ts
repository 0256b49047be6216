import { RefusedRecipientError } from "~/.server/mail";

// What a failed send says about the message and about the mail server. nodemailer's errors carry
// the SMTP command that failed ("CONN", "AUTH PLAIN", "MAIL FROM", "RCPT TO", "DATA") and the
// server's answer code: only an answer about this message's recipient or content is about this
// message; anything earlier in the exchange is about the server (or our configuration of it).

export type SendFailure =
  /** We refused to send it: its recipient is not one plain address. Never retried. */
  | "invalid-recipient"
  /** A 5xx answer to RCPT TO or DATA: this recipient or this message is refused for good. */
  | "refused-by-server"
  /** A 4xx answer to RCPT TO or DATA: this message may go through later. */
  | "temporary"
  /** Connection, TLS, sign-in, sender (MAIL FROM) or anything unexplained: the whole queue waits. */
  | "server-wide";

export function classifySendFailure(error: unknown): SendFailure {
  if (error instanceof RefusedRecipientError) return "invalid-recipient";
  const { command, responseCode } = (error ?? {}) as { command?: unknown; responseCode?: unknown };
  if ((command === "RCPT TO" || command === "DATA") && typeof responseCode === "number") {
    return responseCode >= 500 ? "refused-by-server" : "temporary";
  }
  return "server-wide";
}

/** The error as one line for the outbox and the log, with the server's answer when there is one. */
export function describeSendError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { command, response } = error as { command?: unknown; response?: unknown };
  const answer = typeof response === "string" && !error.message.includes(response) ? ` (${response.trim()})` : "";
  return `${typeof command === "string" && command !== "API" ? `${command}: ` : ""}${error.message}${answer}`;
}
