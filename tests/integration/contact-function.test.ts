import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox } from "~/.server/db/schema";
import { submitContactMessage } from "~/.server/leads/messages";
import { RATE_LIMIT } from "~/.server/leads/spam";
import { FILL_MS_FIELD, HONEYPOT_FIELD, RENDERED_AT_FIELD } from "~/lib/contact-forms";
import { action as apiContact } from "~/routes/resources/api.contact";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { routeContext } from "../support/route-context";

const home = {
  source: "inicio",
  nombre: "Ana",
  apellido: "Suárez",
  email: "ana@example.com",
  whatsapp: "+598 99 123 456",
  mensaje: "Quisiera precios de redes para enfardar.",
};
const page = { source: "contacto", nombre: "Bruno", email: "bruno@example.com", mensaje: "¿Tienen inoculantes?" };
const ambic = { source: "ambic", name: "Carla", email: "carla@example.com", message: "Necesito un aplicador de dipping." };

/** A person who took ten seconds to fill the form. */
const human = { [RENDERED_AT_FIELD]: String(Date.now() - 10_000) };

describe("the contact function", () => {
  let database: TestDatabase;
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.connection.db.delete(contactMessages);
  });

  it("stores a home message with its two e-mails queued: the notification (reply-to the visitor) and the confirmation", async () => {
    const outcome = await submitContactMessage(database.connection.db, { values: { ...home, ...human, pagina: "/" }, clientIp: nextIp() });
    // `stored` is for the statistics (the contact_sent event); the HTTP answer carries only success and error.
    expect(outcome).toEqual({ status: 200, success: true, stored: { source: "inicio", pagePath: "/", spam: false } });

    const [message] = await database.connection.db.select().from(contactMessages);
    expect(message).toMatchObject({
      source: "inicio",
      nombre: "Ana",
      apellido: "Suárez",
      telefono: "+598 99 123 456",
      pagePath: "/",
      spamReason: null,
    });
    const mails = await database.connection.db.select().from(mailOutbox).where(eq(mailOutbox.contactMessageId, message!.id));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["lead-confirmation", "lead-notification"]);
    const notification = mails.find((mail) => mail.kind === "lead-notification")!;
    expect(notification.replyTo).toBe("ana@example.com");
    expect(notification.text).toContain("Quisiera precios de redes para enfardar.");
    expect(notification.text).toContain("WhatsApp: +598 99 123 456");
    const confirmation = mails.find((mail) => mail.kind === "lead-confirmation")!;
    expect(confirmation.to).toBe("ana@example.com");
    expect(confirmation.text).toMatch(/^Hola:/);
    expect(mails.every((mail) => mail.status === "pending" && /^<[^@]+@[^>]+>$/.test(mail.messageId))).toBe(true);
  });

  it("validates each form with its own schema and Spanish messages", async () => {
    const missing = await submitContactMessage(database.connection.db, {
      values: { ...home, apellido: " ", whatsapp: "", ...human },
      clientIp: nextIp(),
    });
    expect(missing.status).toBe(400);
    expect(missing.fieldErrors).toEqual({ apellido: "Ingresá tu apellido.", whatsapp: "Ingresá tu número de WhatsApp." });

    // The contact page needs only nombre, email and mensaje.
    await expect(
      submitContactMessage(database.connection.db, { values: { ...page, ...human }, clientIp: nextIp() }),
    ).resolves.toMatchObject({ success: true });
    const badEmail = await submitContactMessage(database.connection.db, {
      values: { ...page, email: "bruno@", ...human },
      clientIp: nextIp(),
    });
    expect(badEmail.fieldErrors?.email).toMatch(/email válido/);

    const ambicEmpty = await submitContactMessage(database.connection.db, {
      values: { source: "ambic", name: "", email: "", message: "", ...human },
      clientIp: nextIp(),
    });
    expect(ambicEmpty.fieldErrors).toEqual({
      name: "El nombre es requerido",
      email: "El email es requerido",
      message: "El mensaje es requerido",
    });
    const ambicBad = await submitContactMessage(database.connection.db, {
      values: { ...ambic, email: "carla arroba", ...human },
      clientIp: nextIp(),
    });
    expect(ambicBad.fieldErrors).toEqual({ email: "Email inválido" });

    const tooLong = await submitContactMessage(database.connection.db, {
      values: { ...page, mensaje: "x".repeat(5001), ...human },
      clientIp: nextIp(),
    });
    expect(tooLong.fieldErrors?.mensaje).toMatch(/hasta 5000/);

    // Only the valid contact-page message was stored.
    await expect(database.connection.db.select().from(contactMessages)).resolves.toHaveLength(1);
  });

  it("refuses a recipient list or a smuggled header in the e-mail field of every form: 400, nothing stored, nothing queued", async () => {
    const hostile = ["a@x.net,b@y.net,c@z.net", "a@x.net; b@y.net", "ana@example.com\r\nBcc: x@evil.example", "Ana <ana@example.com>"];
    const forms = [
      { values: { ...home, pagina: "/" }, message: "Ingresá un email válido, por ejemplo nombre@correo.com." },
      { values: page, message: "Ingresá un email válido, por ejemplo nombre@correo.com." },
      { values: { ...page, source: "modal" }, message: "Ingresá un email válido, por ejemplo nombre@correo.com." },
      { values: ambic, message: "Email inválido" },
    ];
    for (const form of forms) {
      for (const email of hostile) {
        const body = new FormData();
        for (const [key, value] of Object.entries({ ...form.values, ...human, email })) body.set(key, value);
        const request = new Request("http://localhost/api/contact", { method: "POST", body });
        const response = (await apiContact({
          request,
          context: routeContext({ clientIp: nextIp(), db: database.connection.db }),
        } as never)) as Response;
        expect(response.status, `${form.values.source} ${JSON.stringify(email)}`).toBe(400);
        const answer = (await response.json()) as { success: boolean; fieldErrors: Record<string, string> };
        expect(answer.success).toBe(false);
        expect(answer.fieldErrors).toEqual({ email: form.message });
      }
    }
    await expect(database.connection.db.select().from(contactMessages)).resolves.toEqual([]);
    await expect(database.connection.db.select().from(mailOutbox)).resolves.toEqual([]);
  });

  it("confirms receipt to the visitor without quoting what they wrote; the company's copy keeps it", async () => {
    await submitContactMessage(database.connection.db, {
      values: { ...ambic, message: "Comprá ya en https://spam.example", ...human },
      clientIp: nextIp(),
    });
    const mails = await database.connection.db.select().from(mailOutbox);
    const confirmation = mails.find((mail) => mail.kind === "lead-confirmation")!;
    expect(confirmation.to).toBe("carla@example.com");
    expect(confirmation.text).toContain("Recibimos tu consulta");
    expect(confirmation.text).not.toContain("spam.example");
    expect(confirmation.text).not.toContain("Carla");
    expect(mails.find((mail) => mail.kind === "lead-notification")!.text).toContain("Comprá ya en https://spam.example");
  });

  it("stores an AMBIC lead through the same function, with its topic", async () => {
    await submitContactMessage(database.connection.db, {
      values: { ...ambic, company: "Tambo La Esperanza", ...human },
      clientIp: nextIp(),
    });
    const [message] = await database.connection.db.select().from(contactMessages);
    expect(message).toMatchObject({ source: "ambic", nombre: "Carla", empresa: "Tambo La Esperanza", topic: "AMBIC" });
  });

  it("keeps a message caught by the honeypot or sent too fast aside, answering success and sending nothing", async () => {
    const trapped = await submitContactMessage(database.connection.db, {
      values: { ...page, ...human, [HONEYPOT_FIELD]: "https://spam.example" },
      clientIp: nextIp(),
    });
    expect(trapped).toEqual({ status: 200, success: true, stored: { source: "contacto", pagePath: null, spam: true } });
    const fast = await submitContactMessage(database.connection.db, {
      values: { ...page, [RENDERED_AT_FIELD]: String(Date.now()), [FILL_MS_FIELD]: "400" },
      clientIp: nextIp(),
    });
    expect(fast).toEqual({ status: 200, success: true, stored: { source: "contacto", pagePath: null, spam: true } });

    const stored = await database.connection.db.select().from(contactMessages);
    expect(stored.map((message) => message.spamReason).sort()).toEqual(["honeypot", "too-fast"]);
    await expect(database.connection.db.select().from(mailOutbox)).resolves.toHaveLength(0);

    // The browser's own measure counts when the server's render time is missing (a form drawn in the browser).
    await expect(
      submitContactMessage(database.connection.db, { values: { ...page, [FILL_MS_FIELD]: "12000" }, clientIp: nextIp() }),
    ).resolves.toMatchObject({ success: true });
    const [latest] = await database.connection.db.select().from(contactMessages).where(eq(contactMessages.nombre, "Bruno"));
    expect(latest).toBeDefined();
  });

  it(`answers 429 after ${RATE_LIMIT.max} messages from one IP within the window, counting in the database`, async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT.max; i++)
      statuses.push((await submitContactMessage(database.connection.db, { values: { ...page, ...human }, clientIp: ip })).status);
    expect(statuses).toEqual([...Array(RATE_LIMIT.max).fill(200), 429]);
    await expect(database.connection.db.select().from(contactMessages).where(eq(contactMessages.clientIp, ip))).resolves.toHaveLength(
      RATE_LIMIT.max,
    );
    // Another visitor is not held back.
    await expect(
      submitContactMessage(database.connection.db, { values: { ...page, ...human }, clientIp: nextIp() }),
    ).resolves.toMatchObject({ status: 200 });
  });

  it("POST /api/contact answers { success, error } for form posts and JSON, reading the IP from the request context", async () => {
    const ip = nextIp();
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...page, ...human })) form.set(key, value);
    const request = new Request("http://localhost/api/contact", { method: "POST", body: form });
    const response = (await apiContact({
      request,
      context: routeContext({ clientIp: ip, db: database.connection.db }),
    } as never)) as Response;
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ success: true });
    const [stored] = await database.connection.db.select().from(contactMessages).where(eq(contactMessages.clientIp, ip));
    expect(stored?.source).toBe("contacto");

    const json = new Request("http://localhost/api/contact", {
      method: "POST",
      body: JSON.stringify({ ...home, email: "no es un email", ...human }),
      headers: { "content-type": "application/json" },
    });
    const invalid = (await apiContact({
      request: json,
      context: routeContext({ clientIp: ip, db: database.connection.db }),
    } as never)) as Response;
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { success: boolean; error: string; fieldErrors: Record<string, string> };
    expect(body.success).toBe(false);
    expect(body.error).toBeTruthy();
    expect(body.fieldErrors.email).toMatch(/email válido/);
  });
});
