import { randomBytes } from "node:crypto";
import net from "node:net";
import pg from "pg";

// PostgreSQL for end-to-end tests that need a real server: a fresh database of their own, and a
// TCP proxy in front of the server that a test can cut and restore to simulate an outage.

/** The server the fault and scaling tests use: DATABASE_URL when set, else the local one. */
export const postgresServerUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * Whether that server accepts connections. Tests that need it are skipped (and say so) on a machine
 * without PostgreSQL; CI runs them where 127.0.0.1:5432 answers.
 */
export const postgresAnswers: boolean = await new Promise((resolve) => {
  const url = new URL(postgresServerUrl);
  const socket = net.connect({ host: url.hostname, port: Number(url.port || 5432) });
  socket.setTimeout(2_000, () => socket.destroy());
  socket.once("connect", () => {
    socket.destroy();
    resolve(true);
  });
  socket.once("close", () => resolve(false));
  socket.once("error", () => resolve(false));
});

if (!postgresAnswers) console.warn(`PostgreSQL does not answer at ${new URL(postgresServerUrl).host}: skipping the tests that need it.`);

export interface FreshPostgresDatabase {
  url: string;
  /** Runs one query as the test (to read what the servers stored). */
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

/** An empty database; the server started on it migrates and seeds it like a new site. */
export async function createPostgresDatabase(): Promise<FreshPostgresDatabase> {
  const name = `e2e_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresServerUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // `drop database … with (force)` terminates the test's own connections that are still closing.
  pool.on("error", () => {});
  return {
    url: url.toString(),
    async query<Row>(text: string, values: unknown[] = []) {
      return (await pool.query(text, values)).rows as Row[];
    },
    async drop() {
      await pool.end().catch(() => {});
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface TcpProxy {
  /** The target URL rewritten to go through the proxy. */
  url: string;
  /** Drops every open connection and refuses new ones, as a database that went away. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };
  let server: net.Server | undefined;
  let port = 0;

  const listen = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
      track(client);
      track(upstream);
      client.on("error", () => upstream.destroy());
      upstream.on("error", () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  };
  const cut = async () => {
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  await listen();
  const url = new URL(targetUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return { url: url.toString(), cut, restore: listen, close: cut };
}
