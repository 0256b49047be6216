import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPostgresDatabase, postgresAnswers, type FreshPostgresDatabase, startTcpProxy, type TcpProxy } from "../support/postgres";
import { type RunningServer, startServer } from "../support/server";
import { messageIdOf, startSmtpServer } from "../support/smtp";

// Faults an operator meets on a real deployment: PostgreSQL going away and coming
// back, and a SIGTERM while visitors are sending contact messages.

const ARTICLE = "/noticias/sanicleanse-air-teat-scrubber-system";
const stackTraceLine = /^\s+at .+:\d+/m;

describe.skipIf(!postgresAnswers)("the database becomes unreachable and returns", () => {
  let database: FreshPostgresDatabase;
  let proxy: TcpProxy;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    proxy = await startTcpProxy(database.url);
    server = await startServer({ DATABASE_URL: proxy.url, SMTP_URL: "" });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it("answers normally while PostgreSQL is there", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const article = await fetch(`${server.url}${ARTICLE}`);
    expect(article.status).toBe(200);
  });

  it("fails the health check and shows the friendly Spanish 503 page while it is gone", async () => {
    await proxy.cut();

    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "error", failed: ["database"] });

    for (const path of ["/noticias", ARTICLE]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(response.headers.get("cache-control")).toMatch(/\bno-store\b/);
      const html = await response.text();
      expect(html).toContain('<html lang="es"');
      expect(html).toContain("Volvemos en unos minutos");
      expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Volver al inicio<\/a>/);
      expect(html).not.toMatch(stackTraceLine);
      expect(html).not.toMatch(/ECONNREFUSED|select |node_modules/i);
    }

    // A contact message cannot be stored: the visitor is told to try again, in Spanish.
    const contact = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({
        source: "contacto",
        nombre: "Ana",
        email: "ana@example.com",
        mensaje: "Consulta durante el corte.",
        duracion: "5000",
      }),
    });
    expect(contact.status).toBeGreaterThanOrEqual(500);
    expect(await contact.json()).toMatchObject({ success: false, error: expect.stringContaining("Inténtalo nuevamente") });
  });

  it("recovers by itself when PostgreSQL returns, without a restart", async () => {
    await proxy.restore();
    await vi.waitFor(async () => expect((await fetch(`${server.url}/healthz`)).status).toBe(200), { timeout: 30_000, interval: 500 });

    const article = await fetch(`${server.url}${ARTICLE}`);
    expect(article.status).toBe(200);
    expect(await article.text()).toContain("SaniCleanse Air");
    expect((await fetch(`${server.url}/noticias`)).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
    // The message refused during the outage was never half-stored.
    expect(await database.query("select * from contact_messages where mensaje = 'Consulta durante el corte.'")).toEqual([]);
  });
});

describe.skipIf(!postgresAnswers)("SIGTERM while visitors send contact messages", () => {
  let database: FreshPostgresDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    // TRUST_PROXY lets each simulated visitor come from its own address (the contact rate limit is per IP).
    server = await startServer({ DATABASE_URL: database.url, SMTP_URL: "", TRUST_PROXY: "loopback" });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("finishes the requests in flight, and every message that was acknowledged is stored", async () => {
    type Outcome = { marker: string; status: number | "refused" };
    const outcomes: Outcome[] = [];
    let sent = 0;
    let stopping = false;

    async function visitor(lane: number) {
      for (;;) {
        const n = sent++;
        const marker = `Pedido ${n} del carril ${lane}: 20 rollos de film.`;
        try {
          const response = await fetch(`${server.url}/api/contact`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": `198.51.100.${n % 250}` },
            body: JSON.stringify({
              source: "contacto",
              nombre: `Visitante ${n}`,
              email: `visitante${n}@example.com`,
              mensaje: marker,
              duracion: "5000",
            }),
          });
          await response.text();
          outcomes.push({ marker, status: response.status });
        } catch {
          // The server stopped accepting connections: this visitor's browser would show an error.
          outcomes.push({ marker, status: "refused" });
          if (stopping) return;
        }
      }
    }

    const visitors = Array.from({ length: 8 }, (_, lane) => visitor(lane));
    await vi.waitFor(() => expect(outcomes.filter((o) => o.status === 200).length).toBeGreaterThanOrEqual(30), {
      timeout: 60_000,
      interval: 50,
    });
    stopping = true;
    const exitCode = await server.stop("SIGTERM");
    await Promise.all(visitors);
    // The load lasted until the server stopped accepting connections.
    expect(outcomes.some((o) => o.status === "refused")).toBe(true);

    expect(exitCode).toBe(0);
    const acknowledged = outcomes.filter((o) => o.status === 200).map((o) => o.marker);
    // No request failed on the server's side while it shut down: each got its answer or was refused.
    expect(outcomes.filter((o) => typeof o.status === "number" && o.status !== 200)).toEqual([]);
    const stored = await database.query<{ mensaje: string }>("select mensaje from contact_messages");
    const storedMarkers = new Set(stored.map((row) => row.mensaje));
    expect(acknowledged.filter((marker) => !storedMarkers.has(marker))).toEqual([]);
    // And each stored message has its two e-mails queued in the outbox for the next start.
    const [outbox] = await database.query<{ n: number }>("select count(*)::int as n from mail_outbox");
    expect(outbox?.n).toBe(stored.length * 2);
  });
});

describe.skipIf(!postgresAnswers)("the mail outbox after a restart", () => {
  it("delivers e-mails the mail server refused before the restart, once, from the next server process", async () => {
    const database = await createPostgresDatabase();
    const smtp = await startSmtpServer();
    const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url, CONTACT_INBOX: "ventas@campo.example" };
    let server: RunningServer | undefined;
    try {
      smtp.refuseWith = 451;
      server = await startServer(env);
      const response = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({
          source: "contacto",
          nombre: "Marta",
          email: "marta@example.com",
          mensaje: "Precio de la red para enfardar.",
          duracion: "5000",
        }),
      });
      expect(response.status).toBe(200);
      const attempted = () => database.query<{ n: number }>("select count(*)::int as n from mail_outbox where attempts > 0");
      await vi.waitFor(async () => expect((await attempted())[0]?.n).toBe(1), { timeout: 30_000, interval: 200 });
      expect(await server.stop("SIGTERM")).toBe(0);
      expect(smtp.received).toEqual([]);

      // The mail server is back and the back-off delay has passed; the next process finds the outbox.
      smtp.refuseWith = null;
      await database.query("update mail_outbox set next_attempt_at = now()");
      server = await startServer(env);
      await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 30_000, interval: 200 });
      // The test server counts a message before its 250 reaches the worker, which marks the row sent after.
      const statuses = async () => (await database.query<{ status: string }>("select status from mail_outbox")).map((row) => row.status);
      await vi.waitFor(async () => expect(await statuses()).toEqual(["sent", "sent"]), { timeout: 30_000, interval: 200 });
      expect(smtp.received).toHaveLength(2);
    } finally {
      await server?.stop();
      await smtp.close();
      await database.drop();
    }
  });
});

describe.skipIf(!postgresAnswers)("SIGTERM while the mail server holds an e-mail open", () => {
  const inbox = "ventas@campo.example";

  async function setUp() {
    const database = await createPostgresDatabase();
    const smtp = await startSmtpServer();
    const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url, CONTACT_INBOX: inbox, TRUST_PROXY: "loopback" };
    const submit = async (server: RunningServer, n: number) => {
      const response = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": `198.51.100.${n}` },
        body: JSON.stringify({
          source: "contacto",
          nombre: `Cliente ${n}`,
          email: `cliente${n}@example.com`,
          mensaje: `Pedido ${n}.`,
          duracion: "5000",
        }),
      });
      expect(response.status).toBe(200);
    };
    const statuses = async () =>
      (await database.query<{ status: string; attempts: number }>("select status, attempts from mail_outbox"))
        .map((row) => row.status)
        .sort();
    return { database, smtp, env, submit, statuses };
  }

  /** After a restart every e-mail arrives, each exactly once. */
  async function expectEachDeliveredOnceAfterRestart({ database, smtp, env }: Awaited<ReturnType<typeof setUp>>) {
    const server = await startServer(env);
    try {
      await vi.waitFor(async () => expect((await database.query("select id from mail_outbox where status <> 'sent'")).length).toBe(0), {
        timeout: 30_000,
        interval: 200,
      });
      const rows = await database.query<{ message_id: string }>("select message_id from mail_outbox");
      expect(smtp.received.map(messageIdOf).sort()).toEqual(rows.map((row) => row.message_id).sort());
    } finally {
      await server.stop();
    }
  }

  it("gives back an e-mail the server never took, claims no other, and delivers each once after a restart", async () => {
    const test = await setUp();
    try {
      test.smtp.holdAt = "rcpt";
      const server = await startServer(test.env);
      await test.submit(server, 1);
      await test.submit(server, 2);
      await test.smtp.held();
      expect(await server.stop("SIGTERM")).toBe(0);
      // Nothing was accepted, and nothing is left "sending" to end up "Sin confirmar".
      expect(test.smtp.received).toEqual([]);
      expect(await test.statuses()).toEqual(["pending", "pending", "pending", "pending"]);
      expect(await test.database.query("select id from mail_outbox where attempts > 0")).toEqual([]);

      test.smtp.release();
      await expectEachDeliveredOnceAfterRestart(test);
    } finally {
      await test.smtp.close();
      await test.database.drop();
    }
  });

  it("lets the e-mail being sent finish before the database closes", async () => {
    const test = await setUp();
    try {
      test.smtp.holdAt = "data";
      const server = await startServer(test.env);
      await test.submit(server, 1);
      await test.submit(server, 2);
      await test.smtp.held();
      const exited = server.stop("SIGTERM");
      await vi.waitFor(() => expect(server.output.some((line) => line.includes('"msg":"shutting down"'))).toBe(true), {
        timeout: 10_000,
        interval: 50,
      });
      test.smtp.release();
      expect(await exited).toBe(0);
      const statuses = await test.statuses();
      expect(statuses.filter((status) => status !== "sent" && status !== "pending")).toEqual([]);
      expect(test.smtp.received.length).toBe(statuses.filter((status) => status === "sent").length);
      expect(test.smtp.received.length).toBeGreaterThanOrEqual(1);

      await expectEachDeliveredOnceAfterRestart(test);
    } finally {
      await test.smtp.close();
      await test.database.drop();
    }
  });
});
