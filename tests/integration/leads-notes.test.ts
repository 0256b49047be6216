import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, users } from "~/.server/db/schema";
import { readFlash } from "~/.server/flash";
import { leadsInboxCopy } from "~/admin/content/leads-inbox";
import { action, loader } from "~/admin/routes/messages";
import { loader as csvLoader } from "~/admin/routes/messages.csv";
import { createVerifiedUser, setUpAuthTest, signIn, TEST_ORIGIN, type AuthTestContext } from "../support/auth";
import { adminRouteContext } from "../support/route-context";

// Internal notes and the assignee of a contact message, saved through the inbox's action with a
// real administrator's session, on PGlite or on the PostgreSQL server of DATABASE_URL.

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
interface Outcome {
  status: number;
  body: { notice?: { title: string }; refusal?: { id: string; errors: Record<string, string>; values: Record<string, string> } };
}

function request(pathAndQuery: string, cookie?: string, body?: FormData): Request {
  const headers = new Headers({ accept: "text/html", origin: TEST_ORIGIN });
  if (cookie) headers.set("cookie", cookie);
  return new Request(new URL(pathAndQuery, TEST_ORIGIN), { method: body ? "POST" : "GET", headers, body });
}

async function post(fields: Record<string, string>, cookie?: string): Promise<Outcome> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const req = request("/admin/messages", cookie, form);
  const result = (await action({ request: req, params: {}, context: await adminRouteContext(req) } as unknown as ActionArgs)) as unknown as
    Response | { data: Outcome["body"]; init?: { status?: number } };
  if (!(result instanceof Response)) return { status: result.init?.status ?? 200, body: result.data };
  // Saved: back to the inbox, at the message, with the notice in the flash cookie.
  expect(result.headers.get("location")).toBe(`/admin/messages#consulta-${fields.id}`);
  const flash = await readFlash(new Request(TEST_ORIGIN, { headers: { cookie: result.headers.get("set-cookie") ?? "" } }));
  return { status: result.status, body: { notice: flash.notice ?? undefined } };
}

describe("notes and assignee of a contact message", () => {
  let test: AuthTestContext;
  let cookie: string;
  let marta: string;
  let pablo: string;
  let lucia: string;
  let visitor: string;
  let messageId: string;

  const stored = async () => {
    const [row] = await test.database.connection.db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
    return row!;
  };

  beforeAll(async () => {
    test = await setUpAuthTest({ ADMIN_EMAIL: "marta@example.com" });
    marta = await createVerifiedUser("marta@example.com", "clave-de-prueba-1");
    pablo = await createVerifiedUser("pablo@example.com", "clave-de-prueba-2", { role: "user,admin" });
    lucia = await createVerifiedUser("lucia@example.com", "clave-de-prueba-4", { role: "editor" });
    visitor = await createVerifiedUser("visita@example.com", "clave-de-prueba-3");
    cookie = await signIn("marta@example.com", "clave-de-prueba-1");
    const [message] = await test.database.connection.db
      .insert(contactMessages)
      .values({ source: "inicio", nombre: "Ana", email: "ana@example.com", telefono: "099 123 456", mensaje: "Necesito redes." })
      .returning();
    messageId = message!.id;
  });
  afterAll(() => test.dispose());

  it("offers every colleague who can read the messages (administrators and editors), by name", async () => {
    const req = request("/admin/messages", cookie);
    const data = await loader({ request: req, params: {}, context: await adminRouteContext(req) } as unknown as LoaderArgs);
    expect(data.assignable.map((colleague) => colleague.label).sort()).toEqual(["lucia", "marta", "pablo"]);
    expect(data.assignable.map((colleague) => colleague.id)).not.toContain(visitor);
  });

  it("assigns a message to an editor", async () => {
    const result = await post({ intent: "notes", id: messageId, notes: "", assigneeId: lucia }, cookie);
    expect(result.status).toBe(303);
    expect(await stored()).toMatchObject({ assigneeId: lucia });
  });

  it("saves the notes and the assignee, and the inbox shows them and the CSV the assignee", async () => {
    const result = await post(
      { intent: "notes", id: messageId, notes: "  Llamar el lunes.\r\nPide 40 rollos.  ", assigneeId: pablo },
      cookie,
    );
    expect(result.body.notice?.title).toBe("Notas guardadas");
    expect(await stored()).toMatchObject({ notes: "Llamar el lunes.\nPide 40 rollos.", assigneeId: pablo });

    const req = request("/admin/messages?filtro=todos", cookie);
    const data = await loader({ request: req, params: {}, context: await adminRouteContext(req) } as unknown as LoaderArgs);
    expect(data.list.rows[0]).toMatchObject({ notes: "Llamar el lunes.\nPide 40 rollos.", assigneeId: pablo, assigneeName: "pablo" });

    const csvRequest = request("/admin/messages.csv?filtro=todos", cookie);
    const csv = await (
      (await csvLoader({ request: csvRequest, params: {}, context: await adminRouteContext(csvRequest) } as unknown as Parameters<
        typeof csvLoader
      >[0])) as Response
    ).text();
    // The export names the owner; its notes come from the lead's timeline (tests/integration/leads-export.test.ts).
    expect(csv).toContain('"099 123 456";"";"";"";"Necesito redes.";"Nueva";"";"pablo"');
  });

  it("clears the assignee and the notes when both are emptied", async () => {
    await post({ intent: "notes", id: messageId, notes: "", assigneeId: "" }, cookie);
    expect(await stored()).toMatchObject({ notes: null, assigneeId: null });
  });

  it("refuses an assignee who cannot read the messages, in Spanish, and keeps what was typed", async () => {
    await post({ intent: "notes", id: messageId, notes: "Primera nota", assigneeId: marta }, cookie);
    const result = await post({ intent: "notes", id: messageId, notes: "Otra nota", assigneeId: visitor }, cookie);
    expect(result.status).toBe(400);
    expect(result.body.refusal).toMatchObject({
      id: messageId,
      errors: { assigneeId: leadsInboxCopy.unknownAssignee },
      values: { notes: "Otra nota" },
    });
    expect(await stored()).toMatchObject({ notes: "Primera nota", assigneeId: marta });
  });

  it("refuses notes longer than the limit", async () => {
    const result = await post({ intent: "notes", id: messageId, notes: "x".repeat(4001), assigneeId: "" }, cookie);
    expect(result.status).toBe(400);
    expect(result.body.refusal?.errors.notes).toBe(leadsInboxCopy.notesTooLong);
    expect((await stored()).notes).toBe("Primera nota");
  });

  it("keeps the message when its assignee's account is deleted, unassigned", async () => {
    await post({ intent: "notes", id: messageId, notes: "Primera nota", assigneeId: pablo }, cookie);
    await test.database.connection.db.delete(users).where(eq(users.id, pablo));
    expect(await stored()).toMatchObject({ notes: "Primera nota", assigneeId: null });
  });

  it("answers 401 to a signed-out request and saves nothing", async () => {
    await expect(post({ intent: "notes", id: messageId, notes: "Intruso", assigneeId: "" })).rejects.toMatchObject({ status: 401 });
    expect((await stored()).notes).toBe("Primera nota");
  });
});
