import { type APIRequestContext, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { signUpAndSignIn } from "../support/accounts-over-http";
import { type RunningServer, startServer } from "../support/server";

// docs/requirements.md §6: nobody but an administrator does admin work. The list of admin paths
// comes from the route table itself, so a new page under /admin is checked without anyone
// remembering to add it.

interface RouteEntry {
  file: string;
  path?: string;
  children?: RouteEntry[];
}

interface AdminRoute {
  path: string;
  /** React Router's id for the route module ("admin/routes/products"). */
  id: string;
}

function flattenRoutes(entries: readonly RouteEntry[], parent = ""): AdminRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    return [{ path, id: entry.file.replace(/\.[jt]sx?$/, "") }, ...flattenRoutes(entry.children ?? [], path)];
  });
}

// Every route module under /admin (the layout, the index, each page); dynamic segments get a
// well-formed id that names nothing.
const adminRoutes = flattenRoutes(routes as RouteEntry[])
  .filter(({ path }) => path === "/admin" || path.startsWith("/admin/"))
  .map(({ path, id }) => ({ id, path: path.replace(/:[^/]+/g, "00000000-0000-4000-8000-000000000000").replace(/\*$/, "x") }));
const adminPaths = [...new Set(adminRoutes.map(({ path }) => path))];

const adminEmail = "jefa@example.com";
const password = "una-clave-bastante-larga";

describe("the admin guard on every admin route", () => {
  let server: RunningServer;
  let anonymous: APIRequestContext;
  let stranger: APIRequestContext;
  let admin: APIRequestContext;

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL: adminEmail, DATABASE_URL: "" });
    const context = (extraHTTPHeaders: Record<string, string> = {}) =>
      request.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url, ...extraHTTPHeaders } });
    [anonymous, stranger, admin] = await Promise.all([context(), context(), context()]);
    await signUpAndSignIn(server, stranger, "extrano@example.com", password);
    await signUpAndSignIn(server, admin, adminEmail, password);
  });
  afterAll(async () => {
    await Promise.all([anonymous?.dispose(), stranger?.dispose(), admin?.dispose()]);
    await server?.stop();
  });

  it("finds the admin pages in the route table", () => {
    expect(adminPaths).toEqual(
      expect.arrayContaining(["/admin", "/admin/articles", "/admin/products", "/admin/usuarios", "/admin/seguridad", "/admin/busquedas"]),
    );
  });

  it("sends anonymous visitors and signed-in strangers from every admin page to /auth", async () => {
    const page = { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" }, maxRedirects: 0 };
    for (const path of adminPaths) {
      const asAnonymous = await anonymous.get(path, page);
      expect(asAnonymous.status(), `anonymous GET ${path}`).toBe(302);
      expect(asAnonymous.headers().location, `anonymous GET ${path}`).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);

      const asStranger = await stranger.get(path, page);
      expect(asStranger.status(), `stranger GET ${path}`).toBe(302);
      expect(asStranger.headers().location, `stranger GET ${path}`).toBe("/auth");
    }
  });

  it("keeps every admin route's data out of client-side navigation requests too", async () => {
    // The browser asks for just the routes it needs ("_routes"): each admin route, alone, must refuse.
    for (const { path, id } of adminRoutes) {
      for (const [who, api] of [
        ["anonymous", anonymous],
        ["stranger", stranger],
      ] as const) {
        const response = await api.get(`${path}.data?_routes=${encodeURIComponent(id)}`, { maxRedirects: 0 });
        const body = await response.text();
        expect(body, `${who} GET ${path}.data`).not.toContain(adminEmail);
        expect(body, `${who} GET ${path}.data`).not.toContain("extrano@example.com");
        // A single-fetch redirect to /auth, naming the page (not the data URL) to return to.
        expect(response.status(), `${who} GET ${path}.data`).toBe(202);
        expect(body, `${who} GET ${path}.data`).toContain("SingleFetchRedirect");
        expect(body, `${who} GET ${path}.data`).toContain(
          who === "anonymous" ? `"/auth?redirectTo=${encodeURIComponent(path)}"` : `"/auth"`,
        );
      }
    }
  });

  it("answers 401 to anonymous and 403 to strangers for every admin action, and for requests that are not page views", async () => {
    for (const path of adminPaths) {
      const form = { intent: "end-all", userId: "00000000-0000-4000-8000-000000000000" };
      expect((await anonymous.post(path, { form, maxRedirects: 0 })).status(), `anonymous POST ${path}`).toBe(401);
      expect((await stranger.post(path, { form, maxRedirects: 0 })).status(), `stranger POST ${path}`).toBe(403);
      // A script's fetch (or a resource route's client) gets a status, not a sign-in page.
      expect((await anonymous.get(path, { maxRedirects: 0 })).status(), `anonymous fetch ${path}`).toBe(401);
      expect((await stranger.get(path, { maxRedirects: 0 })).status(), `stranger fetch ${path}`).toBe(403);
    }
  });

  it("does not expose Better Auth's own admin endpoints over HTTP", async () => {
    expect((await stranger.get("/api/auth/admin/list-users")).status()).toBe(404);
    expect((await anonymous.get("/api/auth/admin/list-users")).status()).toBe(404);
    const setRole = await stranger.post("/api/auth/admin/set-role", {
      data: { userId: "00000000-0000-4000-8000-000000000000", role: "admin" },
    });
    expect(setRole.status()).toBe(404);
  });

  it("shows a signed-in stranger who they are at /auth instead of the admin area", async () => {
    const page = await stranger.get("/auth");
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toContain("extrano@example.com");
    expect(html).toContain("no tiene acceso al área de administración");
  });

  it("opens every admin page to the ADMIN_EMAIL account", async () => {
    for (const path of adminPaths) {
      const response = await admin.get(path, { maxRedirects: 0 });
      if (path === "/admin") {
        expect(response.status()).toBe(302);
        expect(response.headers().location).toBe("/admin/articles");
      } else if (
        /\/00000000-0000-4000-8000-000000000000\/historial$|^\/admin\/messages\/00000000-0000-4000-8000-000000000000(\/responder)?$/.test(
          path,
        )
      ) {
        // Past the guard, the history of a record or a lead that does not exist is the admin's not-found page.
        expect(response.status(), `admin GET ${path}`).toBe(404);
      } else {
        expect(response.status(), `admin GET ${path}`).toBe(200);
      }
    }
  });
});
