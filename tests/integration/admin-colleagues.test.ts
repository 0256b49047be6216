import { and, eq, like, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeColleagueRole, removeColleague } from "~/.server/auth/colleagues";
import { requireAdmin } from "~/.server/auth/guard";
import { readFlash } from "~/.server/flash";
import { accounts, mailOutbox, sessions, users, verifications } from "~/.server/db/schema";
import * as route from "~/admin/routes/usuarios";
import { callHandler, createVerifiedUser, setUpAuthTest, signIn, TEST_ORIGIN, type AuthTestContext } from "../support/auth";
import { adminRouteContext, routeContext } from "../support/route-context";

// /admin/usuarios: inviting a colleague (an account without a password, and a password-reset link
// that lasts a week, queued in the mail outbox), changing roles, removing accounts, and the rules
// that keep someone able to run the site. Runs on PGlite, and on PostgreSQL with DATABASE_URL.

const ownerEmail = "duena@example.com";
const password = "clave-larga-de-prueba";

let test: AuthTestContext;
let ownerCookie: string;
let ownerId: string;
let secondAdminId: string;

beforeAll(async () => {
  test = await setUpAuthTest({ ADMIN_EMAIL: ownerEmail });
  ownerId = await createVerifiedUser(ownerEmail, password);
  secondAdminId = await createVerifiedUser("segunda@example.com", password, { role: "admin" });
  ownerCookie = await signIn(ownerEmail, password);
});
afterAll(() => test.dispose());

const db = () => test.database.connection.db;

interface Reply {
  status: number;
  /** A refusal's notice, or the one-time message waiting after a change's redirect. */
  notice: { kind: string; title: string; description?: string };
  errors?: Record<string, string>;
  location?: string | null;
}

async function post(fields: Record<string, string>, cookie = ownerCookie): Promise<Reply> {
  const request = new Request(new URL("/admin/usuarios", TEST_ORIGIN), {
    method: "POST",
    headers: { accept: "text/html", origin: TEST_ORIGIN, cookie },
    body: new URLSearchParams(fields),
  });
  const args = { request, params: {}, context: await adminRouteContext(request), unstable_pattern: "" } as unknown as Parameters<
    typeof route.action
  >[0];
  const answer = await route.action(args);
  if (answer instanceof Response) {
    const { notice } = await readFlash(new Request(TEST_ORIGIN, { headers: { cookie: answer.headers.get("set-cookie")!.split(";")[0]! } }));
    return { status: answer.status, location: answer.headers.get("location"), notice: notice! };
  }
  const result = answer as unknown as Record<string, unknown>;
  if ("init" in result && "data" in result)
    return { status: (result.init as { status?: number } | null)?.status ?? 200, ...(result.data as Omit<Reply, "status">) };
  return { status: 200, ...(result as unknown as Omit<Reply, "status">) };
}

async function userByEmail(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  return user;
}

/** The token of the newest invitation mailed to `email`, read from the outbox row. */
async function invitationToken(email: string): Promise<string> {
  const rows = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "account-invitation")));
  const link = rows.at(-1)?.text.match(/https?:\/\/\S+\/auth\/restablecer\?token=([^&\s]+)&invitacion=1/);
  if (!link) throw new Error(`no invitation to ${email} in the outbox`);
  return decodeURIComponent(link[1]!);
}

async function guardAnswer(path: string, cookie: string): Promise<number | "allowed"> {
  const request = new Request(new URL(path, TEST_ORIGIN), { headers: { accept: "text/html", cookie } });
  try {
    await requireAdmin({ request, context: routeContext() });
    return "allowed";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("inviting a colleague", () => {
  it("creates the account with its role and no password, and queues an e-mail whose link lets them choose one", async () => {
    const reply = await post({ intent: "invite", email: " Nuevo.Editor@Example.com ", role: "editor" });
    expect(reply).toMatchObject({ status: 303, location: "/admin/usuarios" });
    expect(reply.notice).toMatchObject({ kind: "success", title: "Invitación enviada" });
    expect(reply.notice.description).toContain("vence en 7 días");

    const invited = await userByEmail("nuevo.editor@example.com");
    expect(invited).toMatchObject({ role: "editor", emailVerified: false });
    expect(await db().select().from(accounts).where(eq(accounts.userId, invited!.id))).toEqual([]);

    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, "nuevo.editor@example.com"));
    expect(mail).toMatchObject({
      kind: "account-invitation",
      status: "pending",
      subject: "Te invitaron a la administración de Campo & Industria",
    });
    expect(mail!.text).toContain("rol «Editor»");
    expect(mail!.text).toContain("Vence en 7 días");

    // The link is Better Auth's reset token, good for a week.
    const token = await invitationToken("nuevo.editor@example.com");
    const [verification] = await db()
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const days = (verification!.expiresAt.getTime() - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Choosing the password through the link confirms the address, and the colleague can sign in.
    const reset = await callHandler("/reset-password", { body: { token, newPassword: "clave-del-editor-1" } });
    expect(reset.status).toBe(200);
    expect(await userByEmail("nuevo.editor@example.com")).toMatchObject({ emailVerified: true });
    const editorCookie = await signIn("nuevo.editor@example.com", "clave-del-editor-1");

    // An editor reaches the editors' sections and their own security page, not Usuarios or Ajustes.
    expect(await guardAnswer("/admin/articles", editorCookie)).toBe("allowed");
    expect(await guardAnswer("/admin/seguridad", editorCookie)).toBe("allowed");
    expect(await guardAnswer("/admin/usuarios", editorCookie)).toBe(403);
    expect(await guardAnswer("/admin/ajustes", editorCookie)).toBe(403);

    // The link works once.
    expect((await callHandler("/reset-password", { body: { token, newPassword: "otra-clave-mas-1" } })).status).toBe(400);
  });

  it("refuses an expired invitation link", async () => {
    await post({ intent: "invite", email: "tarde@example.com", role: "admin" });
    const token = await invitationToken("tarde@example.com");
    await db()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect((await callHandler("/reset-password", { body: { token, newPassword: "clave-del-tardio-1" } })).status).toBe(400);
    expect(await userByEmail("tarde@example.com")).toMatchObject({ emailVerified: false, role: "admin" });

    // A new invitation sends a new link that works.
    const invited = await userByEmail("tarde@example.com");
    expect((await post({ intent: "resend-invitation", userId: invited!.id })).notice.title).toBe("Invitación reenviada");
    const fresh = await invitationToken("tarde@example.com");
    expect(fresh).not.toBe(token);
    expect((await callHandler("/reset-password", { body: { token: fresh, newPassword: "clave-del-tardio-1" } })).status).toBe(200);
  });

  it("refuses an address that already has an account, and one that is not an address, saying why", async () => {
    const taken = await post({ intent: "invite", email: "segunda@example.com", role: "editor" });
    expect(taken.status).toBe(409);
    expect(taken.errors?.email).toContain("Ya hay una cuenta con ese correo");
    const invalid = await post({ intent: "invite", email: "no-es-un-correo", role: "editor" });
    expect(invalid.status).toBe(400);
    expect(invalid.errors?.email).toContain("no parece válido");
    expect(await userByEmail("no-es-un-correo")).toBeUndefined();
  });
});

describe("roles and removal", () => {
  it("changes a colleague's role in the role column", async () => {
    const id = await createVerifiedUser("rotativa@example.com", password, { role: "editor" });
    expect((await post({ intent: "set-role", userId: id, role: "admin" })).notice.title).toBe("Rol cambiado");
    expect(await userByEmail("rotativa@example.com")).toMatchObject({ role: "admin" });
    await post({ intent: "set-role", userId: id, role: "editor" });
    expect(await userByEmail("rotativa@example.com")).toMatchObject({ role: "editor" });
  });

  it("never lets an administrator demote or remove themselves", async () => {
    const secondCookie = await signIn("segunda@example.com", password);
    for (const fields of [{ intent: "set-role", role: "editor" }, { intent: "remove" }] as Array<Record<string, string>>) {
      const reply = await post({ ...fields, userId: secondAdminId }, secondCookie);
      expect(reply.status).toBe(409);
      expect(reply.notice.description).toContain("No podés quitar tu propia cuenta ni cambiar tu propio rol");
    }
    expect(await userByEmail("segunda@example.com")).toMatchObject({ role: "admin" });
  });

  it("keeps the ADMIN_EMAIL account an administrator", async () => {
    const secondCookie = await signIn("segunda@example.com", password);
    for (const fields of [{ intent: "set-role", role: "editor" }, { intent: "remove" }] as Array<Record<string, string>>) {
      const reply = await post({ ...fields, userId: ownerId }, secondCookie);
      expect(reply.status).toBe(409);
      expect(reply.notice.description).toContain("dirección principal del sitio");
    }
    expect(await userByEmail(ownerEmail)).toBeDefined();
  });

  it("never leaves the site without an administrator", async () => {
    // Without ADMIN_EMAIL and with the other invited administrator made an editor, "segunda" is the
    // only administrator; the actor here is one who lost the role a moment ago (another
    // administrator's change crossed theirs), since the page never lets anyone act on themselves.
    await db()
      .update(users)
      .set({ role: "editor" })
      .where(and(eq(users.role, "admin"), ne(users.id, secondAdminId)));
    const change = { actorId: ownerId, userId: secondAdminId, adminEmail: undefined };
    expect(await changeColleagueRole(db(), { ...change, role: "editor" })).toEqual({ ok: false, reason: "last-admin" });
    expect(await removeColleague(db(), change)).toEqual({ ok: false, reason: "last-admin" });
    expect(await userByEmail("segunda@example.com")).toMatchObject({ role: "admin" });
    // With another administrator, the same change goes through.
    expect(await changeColleagueRole(db(), { ...change, adminEmail: ownerEmail, role: "editor" })).toEqual({
      ok: true,
      email: "segunda@example.com",
    });
    expect(await changeColleagueRole(db(), { ...change, adminEmail: ownerEmail, role: "admin" })).toEqual({
      ok: true,
      email: "segunda@example.com",
    });
  });

  it("removes a colleague: the account, its password and its sessions go, and it cannot sign in again", async () => {
    const id = await createVerifiedUser("se-va@example.com", password, { role: "editor" });
    await signIn("se-va@example.com", password);
    expect(await db().select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(1);

    const reply = await post({ intent: "remove", userId: id });
    expect(reply).toMatchObject({ status: 303, location: "/admin/usuarios" });
    expect(reply.notice).toMatchObject({ kind: "success", title: "Cuenta quitada" });
    expect(await userByEmail("se-va@example.com")).toBeUndefined();
    expect(await db().select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await db().select().from(accounts).where(eq(accounts.userId, id))).toEqual([]);
    expect((await callHandler("/sign-in/email", { body: { email: "se-va@example.com", password }, ip: "198.51.100.77" })).status).toBe(401);

    const again = await post({ intent: "remove", userId: id });
    expect(again.notice.description).toContain("Esa cuenta ya no existe");
  });

  it("keeps the administrators list readable: the page's loader names every account and its role", async () => {
    const request = new Request(new URL("/admin/usuarios", TEST_ORIGIN), { headers: { accept: "text/html", cookie: ownerCookie } });
    const page = await route.loader({ request, params: {}, context: await adminRouteContext(request) } as unknown as Parameters<
      typeof route.loader
    >[0]);
    const byEmail = Object.fromEntries(page.accounts.map((account) => [account.email, account]));
    expect(byEmail[ownerEmail]).toMatchObject({ role: "admin", isSelf: true, isSiteAddress: true });
    expect(byEmail["segunda@example.com"]).toMatchObject({ role: "admin", isSelf: false });
    expect(byEmail["rotativa@example.com"]).toMatchObject({ role: "editor", invitationPending: false });
    expect((await db().select().from(mailOutbox).where(like(mailOutbox.kind, "account-%"))).length).toBeGreaterThanOrEqual(3);
  });
});
