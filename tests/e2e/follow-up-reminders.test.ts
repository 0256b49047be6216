import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { montevideoDate } from "~/lib/montevideo-time";
import { parseMail } from "../support/mailbox";
import { createPostgresDatabase, type FreshPostgresDatabase, postgresAnswers } from "../support/postgres";
import { type RunningServer, startServer } from "../support/server";
import { type ServerClock, serverClock } from "../support/server-clock-control";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

// The follow-up reminder with two instances on one PostgreSQL database, each running its mail
// worker, and a clock the test moves on both (tests/support/server-clock.ts): a lead whose owner
// follows it up tomorrow gets no reminder at 07:30 Montevideo, exactly one e-mail to its owner
// from 08:00 whichever instance sends it, and no second one however often both look again.

const TOKEN = "prometheus-scrape-token-0123456789abcdef";
const origin = "https://www.campo.example";
const owner = { name: "Marta Silva", email: "marta@campo.example" };

/** The reminder checks an instance's mail worker has finished (its /metrics counter). */
async function reminderChecks(server: RunningServer): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const line = text.split("\n").find((candidate) => candidate.startsWith('site_follow_up_reminder_checks_total{result="done"}'));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

describe.skipIf(!postgresAnswers)("follow-up reminders on two instances", () => {
  let database: FreshPostgresDatabase;
  let smtp: TestSmtpServer;
  let clock: ServerClock;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    smtp = await startSmtpServer();
    clock = serverClock();
    const shared = {
      ...clock.env,
      DATABASE_URL: database.url,
      BETTER_AUTH_SECRET: "reminders-test-secret-0123456789-abcdefghij",
      PUBLIC_URL: origin,
      TRUST_PROXY: "loopback",
      SMTP_URL: smtp.url,
      CONTACT_INBOX: "ventas@campo.example",
      MAIL_OUTBOX_POLL_MS: "200",
      METRICS_TOKEN: TOKEN,
    };
    // Both start together on the empty database: one migrates and seeds it, the other waits.
    servers = await Promise.all([startServer(shared), startServer(shared)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await smtp?.close();
    await database?.drop();
    clock?.dispose();
  });

  /** Moves both servers' clocks to `instant`, then waits until each has looked for reminders since. */
  async function moveClocksTo(instant: Date) {
    for (const server of servers) clock.advance(server.process.pid!, instant.getTime() - Date.now());
    const before = await Promise.all(servers.map(reminderChecks));
    // A check under way may have begun before the clock moved: wait for two more after it.
    await vi.waitFor(
      async () => {
        const now = await Promise.all(servers.map(reminderChecks));
        expect(now.every((count, index) => count >= before[index]! + 3)).toBe(true);
      },
      { timeout: 20_000, interval: 100 },
    );
  }

  const reminders = () => smtp.received.map(parseMail).filter((mail) => mail.subject.startsWith("Seguimiento"));

  it("sends one reminder to the owner from 08:00 on the follow-up day, whichever instance claims it", async () => {
    const tomorrow = montevideoDate(new Date(Date.now() + 24 * 60 * 60 * 1000));
    // An editor with a confirmed account: a colleague who can open the leads (only they get reminders).
    const [user] = await database.query<{ id: string }>(
      "insert into users (name, email, email_verified, role) values ($1, $2, true, 'editor') returning id",
      [owner.name, owner.email],
    );
    const [lead] = await database.query<{ id: string }>(
      `insert into contact_messages (source, nombre, apellido, email, telefono, mensaje, page_path, stage, assignee_id, follow_up_on)
       values ('contacto', 'Lucía', 'Pérez', 'lucia@tambo.example', '099 123 456', 'Quiero cotizar selladores.', '/contacto',
               'cotizada', $1, $2) returning id`,
      [user!.id, tomorrow],
    );

    await moveClocksTo(new Date(`${tomorrow}T07:30:00-03:00`));
    expect(reminders()).toEqual([]);
    expect(await database.query("select id from mail_outbox where kind = 'follow-up-reminder'")).toEqual([]);

    await moveClocksTo(new Date(`${tomorrow}T08:30:00-03:00`));
    await vi.waitFor(() => expect(reminders()).toHaveLength(1), { timeout: 20_000, interval: 100 });
    const [mail] = reminders();
    expect(mail!.to).toBe(owner.email);
    expect(mail!.subject).toBe("Seguimiento para hoy: consulta de Lucía Pérez");
    expect(mail!.body).toContain("Etapa: Cotizada");
    expect(mail!.links).toContain(`${origin}/admin/messages/${lead!.id}`);

    // Both workers look again, several times each: still one.
    await moveClocksTo(new Date(`${tomorrow}T09:00:00-03:00`));
    expect(reminders()).toHaveLength(1);
    expect(await database.query("select status, contact_message_id from mail_outbox where kind = 'follow-up-reminder'")).toEqual([
      { status: "sent", contact_message_id: null },
    ]);
    expect(await database.query("select kind, detail from lead_events")).toEqual([{ kind: "reminder", detail: { to: owner.email } }]);
    for (const server of servers) expect(server.output.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });
});
