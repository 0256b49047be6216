import { SMTPServer } from "smtp-server";

// A real SMTP server on loopback for the outbox tests: it can refuse mail (as a server that is
// down for maintenance, or misconfigured, answers), hold a message open, and records every message
// it accepted.

export interface TestSmtpServer {
  url: string;
  /** The URL with a user and password: the client then signs in (AUTH PLAIN). */
  urlWithLogin: string;
  /** Raw messages accepted, oldest first. */
  received: string[];
  /** While set, every recipient is refused with this SMTP code (451 temporary, 550 permanent). */
  refuseWith: number | null;
  /** Recipients refused one by one, with their code (550 for an unknown mailbox). */
  refusedRecipients: Map<string, number>;
  /** While set, every sign-in is refused with this code (535 wrong credentials). */
  refuseLoginWith: number | null;
  /**
   * While set, the server stops answering at that point of the exchange: after a recipient
   * ("rcpt", before any message data) or after the whole message ("data", before its 250).
   */
  holdAt: "rcpt" | "data" | null;
  /** Resolves when an exchange reaches holdAt. */
  held(): Promise<void>;
  /** Lets the held exchanges go on. */
  release(): void;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  let reachedHold!: () => void;
  let holding = new Promise<void>((resolve) => (reachedHold = resolve));
  let waiting: (() => void)[] = [];
  const closed = new Set<string>();
  const hold = (at: "rcpt" | "data", go: () => void) => {
    if (state.holdAt !== at) return go();
    waiting.push(go);
    reachedHold();
  };
  const state: TestSmtpServer = {
    url: "",
    urlWithLogin: "",
    received: [],
    refuseWith: null,
    refusedRecipients: new Map(),
    refuseLoginWith: null,
    holdAt: null,
    held: () => holding,
    release() {
      state.holdAt = null;
      const go = waiting;
      waiting = [];
      holding = new Promise<void>((resolve) => (reachedHold = resolve));
      for (const next of go) next();
    },
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(_auth, _session, callback) {
      if (state.refuseLoginWith === null) return callback(null, { user: "site" });
      callback(Object.assign(new Error("Authentication credentials invalid"), { responseCode: state.refuseLoginWith }));
    },
    onRcptTo(address, _session, callback) {
      const code = state.refusedRecipients.get(address.address) ?? state.refuseWith;
      if (code !== null) {
        const text = code >= 500 ? "Relay access denied" : "Servidor en mantenimiento";
        return callback(Object.assign(new Error(code === state.refuseWith ? text : "Mailbox unavailable"), { responseCode: code }));
      }
      hold("rcpt", () => callback());
    },
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () =>
        hold("data", () => {
          // Accepted only if the client is still there to hear the 250.
          if (!closed.has(session.id)) state.received.push(data);
          callback();
        }),
      );
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  state.url = `smtp://127.0.0.1:${port}`;
  state.urlWithLogin = `smtp://site:secreto@127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** The Message-ID header of a raw message. */
export function messageIdOf(raw: string): string | undefined {
  return raw.match(/^Message-ID:\s*(<[^>]+>)/im)?.[1];
}
