import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseConnection, openPostgresDatabase } from "~/.server/db/client";
import { contactMessages, leadEvents, leadItems, mailOutbox, users } from "~/.server/db/schema";
import { queueFollowUpReminders, reminderDueThrough } from "~/.server/leads/follow-up-reminders";
import { createMailWorker } from "~/.server/leads/worker";
import type { MailMessage } from "~/.server/mail";
import { montevideoDate } from "~/lib/montevideo-time";
import { createTestDatabase, type TestDatabase } from "../support/database";

// The follow-up reminder (docs/decisions/035-quote-list-and-lead-pipeline.md): from 08:00 Montevideo
// on a lead's follow-up day, one e-mail through the outbox to its owner (or CONTACT_INBOX), claimed
// once even when two instances look at the same moment; spam and closed leads get none; a new
// follow-up day arms it again. On PGlite and, with DATABASE_URL, on PostgreSQL with two connections.

const DAY = "2026-12-03";
/** An instant of DAY at hh:mm Montevideo time (UTC−3 all year). */
const at = (time: string, day = DAY) => new Date(`${day}T${time}:00-03:00`);

describe("follow-up reminders", () => {
  let database: TestDatabase;
  /** A second connection to the same database, as a second instance would have (PostgreSQL only). */
  let other: DatabaseConnection | undefined;
  let ownerId: string;
  const saved = { ...process.env };
  const db = () => database.connection.db;

  async function lead(values: Partial<typeof contactMessages.$inferInsert> = {}): Promise<string> {
    const [row] = await db()
      .insert(contactMessages)
      .values({
        source: "contacto",
        nombre: "Lucía",
        apellido: "Pérez",
        email: "lucia@tambo.example",
        telefono: "099 123 456",
        empresa: "Tambo La Esperanza",
        mensaje: "Quiero cotizar selladores.",
        stage: "en_curso",
        assigneeId: ownerId,
        followUpOn: DAY,
        ...values,
      })
      .returning({ id: contactMessages.id });
    return row!.id;
  }
  const reminders = () => db().select().from(mailOutbox).where(eq(mailOutbox.kind, "follow-up-reminder"));

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.url) other = await openPostgresDatabase(database.url);
    const [owner] = await db()
      .insert(users)
      .values({ name: "Marta Silva", email: "marta@campo.example", emailVerified: true, role: "editor" })
      .returning({ id: users.id });
    ownerId = owner!.id;
  });
  afterAll(async () => {
    await other?.close();
    await database.dispose();
  });
  beforeEach(async () => {
    process.env.CONTACT_INBOX = "ventas@campo.example";
    process.env.PUBLIC_URL = "https://www.campo.example";
    await db().delete(mailOutbox);
    await db().delete(contactMessages);
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it("is due from 08:00 Montevideo on the day; before that only days already past are", () => {
    expect(reminderDueThrough(at("07:59"))).toBe("2026-12-02");
    expect(reminderDueThrough(at("08:00"))).toBe(DAY);
    expect(reminderDueThrough(at("23:59"))).toBe(DAY);
  });

  it("queues one e-mail to the owner at 08:00, with the lead, its products and the link, and records it on the timeline", async () => {
    const id = await lead();
    await db()
      .insert(leadItems)
      .values([
        { contactMessageId: id, position: 0, kind: "product", ref: "p1", name: "Sellador post dipping", path: "/producto/p1", quantity: 4 },
        {
          contactMessageId: id,
          position: 1,
          kind: "product",
          ref: "p2",
          name: "Pezoneras",
          path: "/producto/p2",
          quantity: 1000,
          note: "de silicona",
        },
      ]);

    expect(await queueFollowUpReminders(db(), at("07:30"))).toBe(0);
    expect(await reminders()).toEqual([]);

    expect(await queueFollowUpReminders(db(), at("08:00"))).toBe(1);
    const [mail] = await reminders();
    expect(mail).toMatchObject({
      to: "marta@campo.example",
      contactMessageId: null,
      status: "pending",
      subject: "Seguimiento para hoy: consulta de Lucía Pérez",
    });
    expect(mail!.text).toContain("Hola, Marta Silva:");
    expect(mail!.text).toContain("Empresa: Tambo La Esperanza");
    expect(mail!.text).toContain("Teléfono: 099 123 456");
    expect(mail!.text).toContain("Etapa: En curso");
    expect(mail!.text).toContain("Seguimiento: jueves, 3 de diciembre de 2026");
    expect(mail!.text).toContain("- 4 × Sellador post dipping\n- 1000 × Pezoneras (de silicona)");
    expect(mail!.text).toContain(`https://www.campo.example/admin/messages/${id}`);

    const [stored] = await db().select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored!.followUpRemindedOn).toBe(DAY);
    const events = await db().select().from(leadEvents).where(eq(leadEvents.contactMessageId, id));
    expect(events).toMatchObject([{ kind: "reminder", detail: { to: "marta@campo.example" }, actorLabel: null }]);

    // Later polls that day, and the next days, find nothing more to send.
    expect(await queueFollowUpReminders(db(), at("09:15"))).toBe(0);
    expect(await queueFollowUpReminders(db(), at("10:00", "2026-12-05"))).toBe(0);
    expect(await reminders()).toHaveLength(1);
  });

  it("is claimed once when two instances look at the same moment", async () => {
    await lead();
    await lead({ nombre: "Pablo", apellido: null, assigneeId: null });
    const second = other?.db ?? db();
    const counts = await Promise.all([queueFollowUpReminders(db(), at("08:30")), queueFollowUpReminders(second, at("08:30"))]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    const mails = await reminders();
    expect(mails.map((mail) => mail.to).sort()).toEqual(["marta@campo.example", "ventas@campo.example"]);
    expect(await db().select().from(leadEvents)).toHaveLength(2);
  });

  it("sends a lead without an owner to CONTACT_INBOX, saying so", async () => {
    await lead({ nombre: "Pablo", apellido: null, assigneeId: null });
    await queueFollowUpReminders(db(), at("08:05"));
    const [mail] = await reminders();
    expect(mail).toMatchObject({ to: "ventas@campo.example", subject: "Seguimiento para hoy: consulta de Pablo" });
    expect(mail!.text).toContain("Esta consulta no tiene un responsable con acceso al panel");
  });

  it("sends a lead whose owner can no longer open the leads to CONTACT_INBOX, not to that owner", async () => {
    const [banned, withoutRole] = await db()
      .insert(users)
      .values([
        { name: "Ex empleado", email: "ex@campo.example", emailVerified: true, role: "editor", banned: true },
        { name: "Sin rol", email: "sinrol@campo.example", emailVerified: true, role: null },
      ])
      .returning({ id: users.id });
    await lead({ nombre: "Pablo", apellido: null, assigneeId: banned!.id });
    await lead({ nombre: "Rosa", apellido: null, assigneeId: withoutRole!.id });
    expect(await queueFollowUpReminders(db(), at("08:05"))).toBe(2);
    const mails = await reminders();
    expect(mails.map((mail) => mail.to)).toEqual(["ventas@campo.example", "ventas@campo.example"]);
    for (const mail of mails) expect(mail.text).toContain("no tiene un responsable con acceso al panel");
    await db()
      .delete(users)
      .where(inArray(users.id, [banned!.id, withoutRole!.id]));
  });

  it("skips spam and closed leads, and leads whose day has not come", async () => {
    await lead({ spamReason: "honeypot" });
    await lead({ stage: "ganada" });
    await lead({ stage: "perdida", lostReason: "Compró a otro proveedor" });
    await lead({ followUpOn: "2026-12-04" });
    await lead({ followUpOn: null });
    expect(await queueFollowUpReminders(db(), at("12:00"))).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it("reminds a day already past at once, even before 08:00", async () => {
    await lead({ followUpOn: "2026-12-01" });
    expect(await queueFollowUpReminders(db(), at("06:00"))).toBe(1);
    const [mail] = await reminders();
    expect(mail!.subject).toBe("Seguimiento pendiente: consulta de Lucía Pérez");
    expect(mail!.text).toContain("El seguimiento de esta consulta era el martes, 1 de diciembre de 2026 y sigue abierta.");
  });

  it("arms again when the follow-up moves to a new day", async () => {
    const id = await lead();
    await queueFollowUpReminders(db(), at("08:00"));
    await db().update(contactMessages).set({ followUpOn: "2026-12-07" }).where(eq(contactMessages.id, id));
    expect(await queueFollowUpReminders(db(), at("20:00"))).toBe(0);
    expect(await queueFollowUpReminders(db(), at("08:10", "2026-12-07"))).toBe(1);
    expect(await reminders()).toHaveLength(2);
  });

  it("goes out with the mail worker's next run", async () => {
    const yesterday = montevideoDate(new Date(Date.now() - 24 * 60 * 60 * 1000));
    await lead({ followUpOn: yesterday });
    const sent: MailMessage[] = [];
    const worker = createMailWorker(db(), {
      workerId: "reminders",
      send: async (message) => {
        sent.push(message);
        return { deliveredTo: "file" } as never;
      },
    });
    await worker.runOnce();
    expect(sent).toMatchObject([{ to: "marta@campo.example", subject: "Seguimiento pendiente: consulta de Lucía Pérez" }]);
    expect((await reminders())[0]!.status).toBe("sent");
  });
});
