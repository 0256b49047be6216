import { SMTPServer } from "smtp-server";

// A real SMTP server on loopback for the outbox tests: it can refuse mail (as a server that is
// down for maintenance answers) and records every message it accepted.

export interface TestSmtpServer {
  url: string;
  /** Raw messages accepted, oldest first. */
  received: string[];
  /** While set, every recipient is refused with this SMTP code (451 temporary, 550 permanent). */
  refuseWith: number | null;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = { url: "", received: [], refuseWith: null, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuseWith === null) return callback();
      callback(Object.assign(new Error("Servidor en mantenimiento"), { responseCode: state.refuseWith }));
    },
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        state.received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** The Message-ID header of a raw message. */
export function messageIdOf(raw: string): string | undefined {
  return raw.match(/^Message-ID:\s*(<[^>]+>)/im)?.[1];
}
