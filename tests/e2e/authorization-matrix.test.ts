import { type APIRequestContext, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canOpenAdminPath } from "~/admin/lib/permissions";
import routes from "~/routes";
import { signUpAndSignIn } from "../support/accounts-over-http";
import { type RunningServer, startServer } from "../support/server";

// The authorisation matrix. Every admin route in the route table (pages, actions
// and resource routes such as /admin/messages.csv and /admin/products/imagenes) is requested as
// an anonymous visitor, as a signed-in, confirmed user with no admin role, as an editor and as the
// administrator; the administrator gets everywhere, the editor where the one permission table
// (app/admin/lib/permissions.ts) lets them and a 403 elsewhere, the others nowhere. The list comes
// from app/routes.ts, so a new admin route is in the matrix the moment it is added, and fails it if
// nothing guards it.

interface RouteEntry {
  file: string;
  path?: string;
  children?: RouteEntry[];
}

const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

function flatten(entries: readonly RouteEntry[], parent = ""): Array<{ path: string; file: string }> {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

/** Every route whose path is /admin or below it, wherever in the table it is declared. */
const adminRoutes = flatten(routes as RouteEntry[])
  .filter(({ path }) => path === "/admin" || path.startsWith("/admin/") || /^\/admin\b/.test(path))
  .map(({ path, file }) => ({ file, path: path.replace(/:[^/]+/g, NO_SUCH_ID).replace(/\*$/, "x") }));

/** Better Auth's admin and session endpoints: the site's pages do this work in-process, so HTTP finds none of them. */
const authAdminEndpoints = [
  { method: "GET", path: "/api/auth/admin/list-users" },
  { method: "POST", path: "/api/auth/admin/list-user-sessions", data: { userId: NO_SUCH_ID } },
  { method: "POST", path: "/api/auth/admin/set-role", data: { userId: NO_SUCH_ID, role: "admin" } },
  {
    method: "POST",
    path: "/api/auth/admin/create-user",
    data: { email: "intrusa@example.com", password: "una-clave-bastante-larga", name: "x" },
  },
  { method: "POST", path: "/api/auth/admin/set-user-password", data: { userId: NO_SUCH_ID, newPassword: "una-clave-bastante-larga" } },
  { method: "POST", path: "/api/auth/admin/ban-user", data: { userId: NO_SUCH_ID } },
  { method: "POST", path: "/api/auth/admin/revoke-user-sessions", data: { userId: NO_SUCH_ID } },
  { method: "GET", path: "/api/auth/list-sessions" },
];

const adminEmail = "matriz-admin@example.com";
const strangerEmail = "matriz-usuario@example.com";
const editorEmail = "matriz-editora@example.com";
const password = "una-clave-bastante-larga";

const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

/** The session token in a context's cookie (the part before its signature), as the session table holds it. */
async function sessionToken(api: APIRequestContext): Promise<string> {
  const { cookies } = await api.storageState();
  const cookie = cookies.find((candidate) => candidate.name.endsWith("session_token"));
  return decodeURIComponent(cookie!.value).split(".")[0]!;
}

describe("authorisation matrix of the admin area", () => {
  let server: RunningServer;
  let anonymous: APIRequestContext;
  let stranger: APIRequestContext;
  let admin: APIRequestContext;
  let editor: APIRequestContext;

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL: adminEmail, DATABASE_URL: "" });
    const context = () => request.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
    [anonymous, stranger, admin, editor] = await Promise.all([context(), context(), context(), context()]);
    await signUpAndSignIn(server, stranger, strangerEmail, password);
    await signUpAndSignIn(server, admin, adminEmail, password);
    await signUpAndSignIn(server, editor, editorEmail, password);
    // The administrator makes that account an editor on /admin/usuarios.
    const page = await (await admin.get("/admin/usuarios", { headers: html })).text();
    const editorId = page.slice(page.indexOf(`>${editorEmail}</h2>`)).match(/name="userId" value="([^"]+)"/)![1]!;
    const promoted = await admin.post("/admin/usuarios", { form: { intent: "set-role", userId: editorId, role: "editor" } });
    // The change ends back on the page with its one-time message, and the account's card says its new role.
    const promotedPage = await promoted.text();
    expect(promotedPage).toContain("Rol cambiado");
    const card = promotedPage.slice(promotedPage.indexOf(`>${editorEmail}</h2>`));
    expect(card.slice(0, card.indexOf("</li>"))).toMatch(/>Editor<\/span>/);
  });
  afterAll(async () => {
    await Promise.all([anonymous?.dispose(), stranger?.dispose(), admin?.dispose(), editor?.dispose()]);
    await server?.stop();
  });

  it("covers every admin page, action and resource route of the table", () => {
    const paths = adminRoutes.map(({ path }) => path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/admin",
        "/admin/articles",
        "/admin/products",
        "/admin/products/imagenes",
        "/admin/products.csv",
        "/admin/products/importar",
        "/admin/messages",
        "/admin/messages.csv",
        "/admin/usuarios",
        "/admin/seguridad",
        "/admin/ajustes",
        "/admin/categorias",
        "/admin/listados",
        "/admin/actividad",
        "/admin/busquedas",
      ]),
    );
    // Every admin route sits inside the guarded layout (admin/layout.tsx and its middleware).
    const layout = (routes as RouteEntry[]).find((entry) => entry.path === "admin");
    const guarded = new Set(flatten(layout?.children ?? [], "/admin").map(({ path }) => path.replace(/:[^/]+/g, NO_SUCH_ID)));
    for (const { path } of adminRoutes)
      if (path !== "/admin") expect(guarded, `${path} is outside the guarded admin layout`).toContain(path);
  });

  it("GET: anonymous and non-admin users are turned away from every admin route, editors from the administrators' sections (403), the administrator is let in", async () => {
    for (const { path } of adminRoutes) {
      for (const headers of [html, {}]) {
        const label = `GET ${path} ${headers === html ? "(page)" : "(fetch)"}`;
        const asAnonymous = await anonymous.get(path, { headers, maxRedirects: 0 });
        const asStranger = await stranger.get(path, { headers, maxRedirects: 0 });
        if (headers === html) {
          expect(asAnonymous.status(), `anonymous ${label}`).toBe(302);
          expect(asAnonymous.headers().location, `anonymous ${label}`).toMatch(/^\/auth\?redirectTo=/);
          expect(asStranger.status(), `stranger ${label}`).toBe(302);
          expect(asStranger.headers().location, `stranger ${label}`).toBe("/auth");
        } else {
          expect(asAnonymous.status(), `anonymous ${label}`).toBe(401);
          expect(asStranger.status(), `stranger ${label}`).toBe(403);
        }
        for (const refused of [asAnonymous, asStranger]) {
          const body = await refused.text();
          expect(body, label).not.toContain(adminEmail);
          expect(body, label).not.toContain(strangerEmail);
        }

        const asEditor = await editor.get(path, { headers, maxRedirects: 0 });
        if (!canOpenAdminPath("editor", path)) {
          expect(asEditor.status(), `editor ${label}`).toBe(403);
          const body = await asEditor.text();
          expect(body, `editor ${label}`).toContain("Tu cuenta no tiene permiso para hacer esto.");
          expect(body, `editor ${label}`).not.toContain(strangerEmail);
        } else if (path === "/admin") {
          expect(asEditor.status(), `editor ${label}`).toBe(302);
          expect(asEditor.headers().location).toBe("/admin/articles");
        } else {
          expect([200, 404], `editor ${label}`).toContain(asEditor.status());
        }

        const asAdmin = await admin.get(path, { headers, maxRedirects: 0 });
        if (path === "/admin") {
          expect(asAdmin.status(), `admin ${label}`).toBe(302);
          expect(asAdmin.headers().location).toBe("/admin/articles");
        } else {
          expect([200, 404], `admin ${label}`).toContain(asAdmin.status());
        }
      }
    }
    // What only the administrator may read really reaches them.
    const csv = await admin.get("/admin/messages.csv");
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect((await admin.get("/admin/products.csv")).headers()["content-type"]).toContain("text/csv");
    expect(await (await admin.get("/admin/usuarios", { headers: html })).text()).toContain(strangerEmail);
    expect((await editor.get("/admin/messages.csv")).headers()["content-type"]).toContain("text/csv");
    // The table the matrix checks against is the site's: an editor is kept out of these.
    for (const path of ["/admin/usuarios", "/admin/ajustes", "/admin/analytics"])
      expect(canOpenAdminPath("editor", path), path).toBe(false);
    // … and let into these, where the table lists them.
    for (const path of ["/admin/listados", "/admin/busquedas"]) expect(canOpenAdminPath("editor", path), path).toBe(true);
  });

  it("POST: every admin action refuses anonymous (401) and non-admin (403) users, refuses editors where the table says so, and reaches its action for the administrator", async () => {
    for (const { path } of adminRoutes) {
      const form = { intent: "matrix-probe", userId: NO_SUCH_ID, id: NO_SUCH_ID };
      expect((await anonymous.post(path, { form, maxRedirects: 0 })).status(), `anonymous POST ${path}`).toBe(401);
      expect((await stranger.post(path, { form, maxRedirects: 0 })).status(), `stranger POST ${path}`).toBe(403);
      // A multipart upload (the image endpoint's shape) is refused the same way.
      const multipart = { file: { name: "x.png", mimeType: "image/png", buffer: Buffer.from("not an image") } };
      expect((await anonymous.post(path, { multipart, maxRedirects: 0 })).status(), `anonymous upload ${path}`).toBe(401);
      expect((await stranger.post(path, { multipart, maxRedirects: 0 })).status(), `stranger upload ${path}`).toBe(403);

      // An editor: refused where the table says so, else the action answers.
      const asEditor = await editor.post(path, { form, maxRedirects: 0 });
      if (canOpenAdminPath("editor", path)) {
        expect([401, 403], `editor POST ${path}`).not.toContain(asEditor.status());
        expect(asEditor.status(), `editor POST ${path}`).toBeLessThan(500);
      } else {
        expect(asEditor.status(), `editor POST ${path}`).toBe(403);
        expect((await editor.post(path, { multipart, maxRedirects: 0 })).status(), `editor upload ${path}`).toBe(403);
      }

      // The administrator passes the guard: the action itself answers (an invalid form, a missing
      // record, or no action at all), never 401/403 and never a server error.
      const asAdmin = await admin.post(path, { form, maxRedirects: 0 });
      expect([401, 403], `admin POST ${path}`).not.toContain(asAdmin.status());
      expect(asAdmin.status(), `admin POST ${path}`).toBeLessThan(500);
    }
  });

  it("Better Auth's admin and session endpoints are not reachable over HTTP, for anyone", async () => {
    // The site's admin pages do this work through their own guarded actions.
    for (const { method, path, data } of authAdminEndpoints) {
      const send = (api: APIRequestContext) => (method === "GET" ? api.get(path) : api.post(path, { data }));
      expect((await send(anonymous)).status(), `anonymous ${method} ${path}`).toBe(404);
      expect((await send(stranger)).status(), `stranger ${method} ${path}`).toBe(404);
      expect((await send(editor)).status(), `editor ${method} ${path}`).toBe(404);
      expect((await send(admin)).status(), `admin ${method} ${path}`).toBe(404);
    }
  });

  it("never sends a session token to the browser; sessions are ended by id", async () => {
    const tokens = await Promise.all([sessionToken(admin), sessionToken(stranger)]);
    const paths = [
      "/auth",
      "/admin/usuarios",
      "/admin/usuarios.data",
      "/admin/seguridad",
      "/admin/articles",
      "/api/auth/get-session",
      "/api/auth/list-sessions",
    ];
    for (const api of [admin, stranger]) {
      for (const path of paths) {
        const body = await (await api.get(path, { headers: html, maxRedirects: 0 })).text();
        for (const token of tokens) expect(body, path).not.toContain(token);
      }
    }
    // The administrator ends the stranger's session from /admin/usuarios by its id.
    const page = await (await admin.get("/admin/usuarios", { headers: html })).text();
    const sessionIds = [...page.matchAll(/name="sessionId" value="([^"]+)"/g)].map((match) => match[1]!);
    expect(sessionIds.length).toBeGreaterThanOrEqual(2);
    for (const id of sessionIds) expect(tokens).not.toContain(id);
  });
});
