import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, contactMessages, leadEvents, leadItems, mailOutbox, replyTemplates, users } from "~/.server/db/schema";
import { readFlash } from "~/.server/flash";
import { searchContactMessages } from "~/.server/leads/messages";
import { changeLeadStage, openLeadReply } from "~/.server/leads/pipeline";
import { leadsInboxCopy } from "~/admin/content/leads-inbox";
import { action, loader } from "~/admin/routes/messages.$id";
import { loader as csvLoader } from "~/admin/routes/messages.csv";
import { createVerifiedUser, setUpAuthTest, signIn, TEST_ORIGIN, type AuthTestContext } from "../support/auth";
import { adminRouteContext } from "../support/route-context";

// A lead in the pipeline: its stage, owner, follow-up day and notes changed through its page's
// action with a real colleague's session, each with its timeline event and activity entry; the
// views of the board; replies from templates. On PGlite or on the PostgreSQL server of DATABASE_URL.

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
interface Outcome {
  status: number;
  location?: string;
  body: {
    notice?: { title: string } | null;
    refusal?: { form: string; errors: Record<string, string>; values: Record<string, string> } | null;
  };
}

function request(pathAndQuery: string, cookie?: string, body?: FormData): Request {
  const headers = new Headers({ accept: "text/html", origin: TEST_ORIGIN });
  if (cookie) headers.set("cookie", cookie);
  return new Request(new URL(pathAndQuery, TEST_ORIGIN), { method: body ? "POST" : "GET", headers, body });
}

describe("the lead pipeline", () => {
  let test: AuthTestContext;
  let cookie: string;
  let marta: string;
  let pablo: string;
  let lucia: string;
  let visitor: string;
  let leadId: string;
  const db = () => test.database.connection.db;

  async function post(id: string, fields: Record<string, string>, session: string | undefined = cookie): Promise<Outcome> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const req = request(`/admin/messages/${id}`, session, form);
    const result = (await action({
      request: req,
      params: { id },
      context: await adminRouteContext(req),
    } as unknown as ActionArgs)) as unknown as Response | { data: Outcome["body"]; init?: { status?: number } };
    if (!(result instanceof Response)) return { status: result.init?.status ?? 200, body: result.data };
    const flash = await readFlash(new Request(TEST_ORIGIN, { headers: { cookie: result.headers.get("set-cookie") ?? "" } }));
    return { status: result.status, location: result.headers.get("location") ?? undefined, body: { notice: flash.notice } };
  }

  const stored = async () => (await db().select().from(contactMessages).where(eq(contactMessages.id, leadId)))[0]!;
  const events = async (id = leadId) => db().select().from(leadEvents).where(eq(leadEvents.contactMessageId, id)).orderBy(leadEvents.at);
  const activity = async (id = leadId) => db().select().from(activityLog).where(eq(activityLog.subjectId, id)).orderBy(activityLog.at);

  async function insertLead(values: Partial<typeof contactMessages.$inferInsert> = {}) {
    const [row] = await db()
      .insert(contactMessages)
      .values({ source: "inicio", nombre: "Ana", email: "ana@example.com", telefono: "099 123 456", mensaje: "Necesito redes.", ...values })
      .returning();
    return row!.id;
  }

  beforeAll(async () => {
    test = await setUpAuthTest({ ADMIN_EMAIL: "marta@example.com" });
    marta = await createVerifiedUser("marta@example.com", "clave-de-prueba-1");
    pablo = await createVerifiedUser("pablo@example.com", "clave-de-prueba-2", { role: "user,admin" });
    lucia = await createVerifiedUser("lucia@example.com", "clave-de-prueba-4", { role: "editor" });
    visitor = await createVerifiedUser("visita@example.com", "clave-de-prueba-3");
    cookie = await signIn("marta@example.com", "clave-de-prueba-1");
    leadId = await insertLead();
  });
  afterAll(() => test.dispose());

  it("offers as owners every colleague who can read the leads (administrators and editors), by name", async () => {
    const req = request(`/admin/messages/${leadId}`, cookie);
    const data = await loader({ request: req, params: { id: leadId }, context: await adminRouteContext(req) } as unknown as LoaderArgs);
    expect(data.assignable.map((colleague) => colleague.label).sort()).toEqual(["lucia", "marta", "pablo"]);
    expect(data.assignable.map((colleague) => colleague.id)).not.toContain(visitor);
    expect(data.lead).toMatchObject({ stage: "nueva", assigneeId: null, followUpOn: null });
  });

  it("answers 404 for a lead that does not exist or an id that is not one", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nada"]) {
      const req = request(`/admin/messages/${id}`, cookie);
      await expect(
        loader({ request: req, params: { id }, context: await adminRouteContext(req) } as unknown as LoaderArgs),
      ).rejects.toMatchObject({
        init: { status: 404 },
      });
    }
  });

  it("moves a lead to a stage with its timeline event and activity entry, and back to the board it came from", async () => {
    const result = await post(leadId, { intent: "stage", stage: "en_curso", volver: "/admin/messages?estado=mias#consulta-x" });
    expect(result).toMatchObject({
      status: 303,
      location: "/admin/messages?estado=mias#consulta-x",
      body: { notice: { title: "Etapa cambiada" } },
    });
    expect(await stored()).toMatchObject({ stage: "en_curso", lostReason: null });
    expect((await stored()).stageChangedAt).not.toBeNull();
    expect((await events()).map((event) => [event.kind, event.detail, event.actorLabel])).toEqual([
      ["stage", { stage: "en_curso", lostReason: null }, "marta"],
    ]);
    expect((await activity()).map((entry) => [entry.action, entry.label, entry.detail])).toEqual([
      ["stage-changed", "Ana (ana@example.com)", "Etapa: En curso"],
    ]);
    // An address outside the leads pages is not followed.
    const elsewhere = await post(leadId, { intent: "stage", stage: "cotizada", volver: "https://example.com/" });
    expect(elsewhere.location).toBe(`/admin/messages/${leadId}`);
  });

  it("refuses «Perdida» without a reason, keeps what was typed and stores nothing", async () => {
    const before = (await events()).length;
    const result = await post(leadId, { intent: "stage", stage: "perdida", lostReason: "   " });
    expect(result.status).toBe(400);
    expect(result.body.refusal).toMatchObject({
      form: "stage",
      errors: { lostReason: leadsInboxCopy.stageForm.lostReasonMissing },
      values: { stage: "perdida" },
    });
    const tooLong = await post(leadId, { intent: "stage", stage: "perdida", lostReason: "x".repeat(301) });
    expect(tooLong.body.refusal).toMatchObject({
      errors: { lostReason: leadsInboxCopy.stageForm.lostReasonTooLong },
      values: { lostReason: "x".repeat(301) },
    });
    expect(await stored()).toMatchObject({ stage: "cotizada" });
    expect(await events()).toHaveLength(before);

    await post(leadId, { intent: "stage", stage: "perdida", lostReason: " Compró a otro proveedor " });
    expect(await stored()).toMatchObject({ stage: "perdida", lostReason: "Compró a otro proveedor" });
    expect((await events()).at(-1)?.detail).toEqual({ stage: "perdida", lostReason: "Compró a otro proveedor" });
    // Leaving «Perdida» forgets the reason.
    await post(leadId, { intent: "stage", stage: "cotizada", lostReason: "ignorado" });
    expect(await stored()).toMatchObject({ stage: "cotizada", lostReason: null });
  });

  it("writes the stage, its event and its activity entry together or not at all", async () => {
    const id = await insertLead({ nombre: "Atómica" });
    // An actor the activity log cannot write (no e-mail) makes the last write of the transaction fail.
    const broken = { id: marta, label: "marta", email: undefined as unknown as string };
    await expect(changeLeadStage(db(), broken, id, { stage: "ganada", lostReason: "" })).rejects.toThrow();
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ stage: "nueva", stageChangedAt: null });
    expect(await events(id)).toEqual([]);
    expect(await activity(id)).toEqual([]);
  });

  it("sets and clears the owner and the follow-up day, each with its event", async () => {
    const result = await post(leadId, { intent: "plan", ownerId: lucia, followUpOn: "2026-12-03" });
    expect(result.body.notice?.title).toBe("Responsable y seguimiento guardados");
    expect(await stored()).toMatchObject({ assigneeId: lucia, followUpOn: "2026-12-03" });
    expect((await events()).slice(-2).map((event) => [event.kind, event.detail])).toEqual([
      ["owner", { owner: "lucia" }],
      ["follow-up", { followUpOn: "2026-12-03" }],
    ]);
    expect((await activity()).slice(-2).map((entry) => [entry.action, entry.detail])).toEqual([
      ["assigned", "Responsable: lucia"],
      ["follow-up-set", "Seguimiento: 03/12/2026"],
    ]);
    // Saving it unchanged writes nothing.
    const same = await post(leadId, { intent: "plan", ownerId: lucia, followUpOn: "2026-12-03" });
    expect(same.body.notice?.title).toBe("Sin cambios");

    await post(leadId, { intent: "plan", ownerId: lucia, followUpOn: "" });
    expect(await stored()).toMatchObject({ assigneeId: lucia, followUpOn: null });
    expect((await events()).at(-1)).toMatchObject({ kind: "follow-up", detail: { followUpOn: null } });
  });

  it("refuses an owner who cannot read the leads and a day that is not one, keeping what was typed", async () => {
    const stranger = await post(leadId, { intent: "plan", ownerId: visitor, followUpOn: "2026-12-04" });
    expect(stranger.status).toBe(400);
    expect(stranger.body.refusal).toMatchObject({
      form: "plan",
      errors: { ownerId: leadsInboxCopy.unknownAssignee },
      values: { followUpOn: "2026-12-04" },
    });
    const badDay = await post(leadId, { intent: "plan", ownerId: lucia, followUpOn: "2026-02-30" });
    expect(badDay.body.refusal?.errors.followUpOn).toBe(leadsInboxCopy.planForm.badDay);
    expect(await stored()).toMatchObject({ assigneeId: lucia, followUpOn: null });
  });

  it("appends notes to the timeline in full, and refuses an empty or too long one", async () => {
    await post(leadId, { intent: "note", text: "  Llamar el lunes.\r\nPide 40 rollos.  " });
    expect((await events()).at(-1)).toMatchObject({ kind: "note", text: "Llamar el lunes.\nPide 40 rollos.", actorLabel: "marta" });
    expect((await activity()).at(-1)).toMatchObject({ action: "noted" });
    expect((await post(leadId, { intent: "note", text: "  " })).body.refusal?.errors.text).toBe(leadsInboxCopy.noteForm.empty);
    const long = await post(leadId, { intent: "note", text: "x".repeat(4001) });
    expect(long.body.refusal).toMatchObject({ errors: { text: leadsInboxCopy.noteForm.tooLong }, values: { text: "x".repeat(4001) } });
  });

  it("shows the owner and the notes in the CSV export", async () => {
    const csvRequest = request("/admin/messages.csv?filtro=todos", cookie);
    const csv = await (
      (await csvLoader({ request: csvRequest, params: {}, context: await adminRouteContext(csvRequest) } as unknown as Parameters<
        typeof csvLoader
      >[0])) as Response
    ).text();
    // Responsable, Seguimiento, Notas (how many), Última nota.
    expect(csv).toMatch(/;"lucia";"[^"]*";"1";"Llamar el lunes\.\nPide 40 rollos\.";/);
  });

  it("lists each view: open, mine, due (today or before, in Montevideo), closed", async () => {
    const today = "2026-11-20";
    const mine = await insertLead({ nombre: "Mía", assigneeId: pablo, stage: "cotizada", followUpOn: "2026-11-21" });
    await insertLead({ nombre: "Vence hoy", stage: "nueva", followUpOn: today });
    await insertLead({ nombre: "Vencida", stage: "en_curso", followUpOn: "2026-11-12" });
    await insertLead({ nombre: "Ganada vieja", stage: "ganada", followUpOn: "2026-11-01", assigneeId: pablo });
    await insertLead({ nombre: "Spam", spamReason: "honeypot", assigneeId: pablo });
    const names = async (estado: "abiertos" | "mias" | "vencidos" | "cerrados" | "todos" | "spam") =>
      (await searchContactMessages(db(), { q: "", estado }, { userId: pablo, today })).rows.map((row) => row.nombre).sort();
    expect(await names("mias")).toEqual(["Mía"]);
    expect(await names("vencidos")).toEqual(["Vence hoy", "Vencida"]);
    expect(await names("cerrados")).toEqual(["Ganada vieja"]);
    expect(await names("abiertos")).toEqual(expect.arrayContaining(["Mía", "Vence hoy", "Vencida"]));
    expect(await names("abiertos")).not.toContain("Ganada vieja");
    expect(await names("spam")).toEqual(["Spam"]);
    // By stage in the pipeline's order, with the count of each.
    const board = await searchContactMessages(db(), { q: "", estado: "todos" }, { userId: pablo, today });
    const stages = board.rows.map((row) => row.stage);
    expect(stages).toEqual(
      [...stages].sort(
        (a, b) =>
          ["nueva", "en_curso", "cotizada", "ganada", "perdida"].indexOf(a) -
          ["nueva", "en_curso", "cotizada", "ganada", "perdida"].indexOf(b),
      ),
    );
    expect(board.stageCounts.map((row) => row.stage)).toEqual(["nueva", "en_curso", "cotizada", "ganada", "perdida"]);
    expect(board.stageCounts.find((row) => row.stage === "ganada")?.total).toBe(1);
    expect(mine).toBeTruthy();
  });

  it("fills a template for a reply, encodes it for the link and records the reply", async () => {
    const id = await insertLead({ nombre: "Rosa", empresa: "Tambo & Hijos", assigneeId: pablo, topic: "Ordeñe" });
    await db()
      .insert(leadItems)
      .values([
        { contactMessageId: id, position: 0, kind: "product", ref: "a", name: "Bota Bekina", path: "/botas-bekina", quantity: 3 },
        { contactMessageId: id, position: 1, kind: "product", ref: "b", name: "Red 50 % sombra", path: "/producto/red", quantity: 1000 },
      ]);
    const [template] = await db()
      .insert(replyTemplates)
      .values({ name: "Precio y plazo", body: "Hola {nombre} ({empresa}):\n{productos}\n{responsable} {otra}" })
      .returning();
    const actor = { id: marta, email: "marta@example.com", label: "marta" };
    const chat = await openLeadReply(db(), actor, id, { channel: "whatsapp", template: template!.id });
    expect(chat.ok).toBe(true);
    const href = new URL((chat as { href: string }).href);
    expect(href.origin + href.pathname).toBe("https://wa.me/59899123456");
    expect(href.searchParams.get("text")).toBe("Hola Rosa (Tambo & Hijos):\n- 3 × Bota Bekina\n- 1.000 × Red 50 % sombra\npablo {otra}");
    expect((chat as { href: string }).href).toContain("Tambo%20%26%20Hijos");

    const mail = await openLeadReply(db(), actor, id, { channel: "correo", template: template!.id });
    const mailto = (mail as { href: string }).href;
    expect(mailto).toMatch(/^mailto:ana@example\.com\?subject=Re%3A%20tu%20consulta%20a%20.*%E2%80%94%20Orde%C3%B1e&body=Hola%20Rosa/);
    expect(mailto).toContain("%0D%0A-%203%20%C3%97%20Bota%20Bekina");

    // Without items, {productos} is the topic.
    const plain = await insertLead({ nombre: "Sin items", topic: "Redes", telefono: null });
    const noItems = await openLeadReply(db(), actor, plain, { channel: "correo", template: template!.id });
    expect(decodeURIComponent((noItems as { href: string }).href)).toContain("\r\nRedes\r\n");
    expect(await openLeadReply(db(), actor, plain, { channel: "whatsapp", template: "" })).toEqual({ ok: false, reason: "no-whatsapp" });

    const replies = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.contactMessageId, id), eq(leadEvents.kind, "reply")));
    expect(replies.map((event) => event.detail)).toEqual([
      { channel: "whatsapp", template: "Precio y plazo" },
      { channel: "correo", template: "Precio y plazo" },
    ]);
  });

  it("keeps a lead when its owner's account is deleted, without owner", async () => {
    const id = await insertLead({ assigneeId: pablo });
    await db().delete(users).where(eq(users.id, pablo));
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.assigneeId).toBeNull();
  });

  it("erases everything kept about a lead's sender when an administrator confirms, and only then", async () => {
    const first = await insertLead({ nombre: "Rosa", apellido: "Díaz", email: "Rosa.Diaz@campo.example" });
    const second = await insertLead({ nombre: "Rosa", email: "rosa.diaz@campo.example", stage: "en_curso" });
    const other = await insertLead({ nombre: "Otra", email: "otra@campo.example" });
    await db()
      .insert(leadItems)
      .values({ contactMessageId: second, position: 0, kind: "product", ref: "p1", name: "Bota", path: "/p1", quantity: 2 });
    expect(await post(second, { intent: "note", text: "Prefiere que la llamen de tarde." })).toMatchObject({ status: 303 });
    const kept = { kind: "lead-notification", subject: "Consulta", text: "…", status: "sent" };
    await db()
      .insert(mailOutbox)
      .values([
        { ...kept, contactMessageId: first, messageId: "<a@x>", to: "ventas@campo.example" },
        { ...kept, kind: "lead-confirmation", messageId: "<b@x>", to: "rosa.diaz@campo.example" },
        {
          ...kept,
          kind: "follow-up-reminder",
          messageId: "<c@x>",
          to: "marta@example.com",
          text: `Abrila: https://x/admin/messages/${second}`,
        },
        {
          ...kept,
          kind: "follow-up-reminder",
          messageId: "<d@x>",
          to: "marta@example.com",
          text: `Abrila: https://x/admin/messages/${other}`,
        },
      ]);
    const page = request(`/admin/messages/${second}`, cookie);
    const shown = (await loader({
      request: page,
      params: { id: second },
      context: await adminRouteContext(page),
    } as unknown as LoaderArgs)) as {
      erase: { allowed: boolean; leads: number };
    };
    expect(shown.erase).toEqual({ allowed: true, leads: 2 });

    // An editor cannot: they are told to ask an administrator.
    const editor = await signIn("lucia@example.com", "clave-de-prueba-4");
    const editorPage = request(`/admin/messages/${second}`, editor);
    const editorView = (await loader({
      request: editorPage,
      params: { id: second },
      context: await adminRouteContext(editorPage),
    } as unknown as LoaderArgs)) as { erase: { allowed: boolean } };
    expect(editorView.erase.allowed).toBe(false);
    await expect(post(second, { intent: "erase" }, editor)).rejects.toMatchObject({ init: { status: 403 } });
    expect(await db().select().from(contactMessages).where(eq(contactMessages.id, second))).toHaveLength(1);

    // The administrator confirms: both leads from that address go, with what hung from them.
    expect(await post(second, { intent: "erase" })).toMatchObject({
      status: 303,
      location: "/admin/messages",
      body: { notice: { title: "Datos borrados" } },
    });
    expect(
      await db()
        .select()
        .from(contactMessages)
        .where(inArray(contactMessages.id, [first, second])),
    ).toEqual([]);
    expect(await db().select().from(leadItems).where(eq(leadItems.contactMessageId, second))).toEqual([]);
    expect(await events(second)).toEqual([]);
    expect((await db().select().from(mailOutbox)).map((mail) => mail.messageId).sort()).toEqual(["<d@x>"]);
    const log = await db().select().from(activityLog).where(eq(activityLog.subjectId, second));
    expect(log.map((entry) => entry.label)).toEqual([leadsInboxCopy.erase.loggedLabel]);
    const [done] = await db()
      .select()
      .from(activityLog)
      .where(eq(activityLog.label, leadsInboxCopy.erase.logEntry(2)));
    expect(done).toMatchObject({ action: "deleted", subject: "message", subjectId: null });
    expect(JSON.stringify(await db().select().from(activityLog))).not.toMatch(/rosa/i);
    // Someone else's lead is untouched.
    expect(await db().select().from(contactMessages).where(eq(contactMessages.id, other))).toHaveLength(1);
    await expect(post(second, { intent: "erase" })).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("answers 401 to a signed-out request and changes nothing", async () => {
    await expect(post(leadId, { intent: "stage", stage: "ganada" }, "")).rejects.toMatchObject({ status: 401 });
    expect((await stored()).stage).toBe("cotizada");
  });
});
