import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { bumpContentVersion } from "~/.server/cache/content-version";
import { activityLog, articles, missingPages, products, redirects } from "~/.server/db/schema";
import { readFlash } from "~/.server/flash";
import { flushMissingPages, listMissingPages, MISSING_PATHS_PER_DAY, recordMissingPage } from "~/.server/redirects/missing-pages";
import { redirectForMissingPage } from "~/.server/redirects/not-found";
import { deleteRedirect, followRedirect, saveRedirect } from "~/.server/redirects/redirects";
import { montevideoDate } from "~/lib/montevideo-time";
import * as redirectsRoute from "~/admin/routes/redirecciones";
import * as reportRoute from "~/admin/routes/paginas-no-encontradas";
import { TEST_ORIGIN } from "../support/auth";
import { routeContext } from "../support/route-context";
import { setUpSignedInAdmin } from "../support/signed-in-admin";

// Redirects and «Páginas no encontradas» (docs/decisions/034-history-trash-media-redirects.md): the
// article trigger of migration 0019, the manual redirects' rules (normalised addresses, chains
// collapsed, loops and live pages refused), the 404 that answers 301 or is counted, and the report.

const admin = setUpSignedInAdmin("redirecciones@example.com");
const db = () => admin.test.database.connection.db;
const actor = { id: null, email: "redirecciones@example.com" };
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const DAY = 86_400_000;

async function table() {
  const rows = await db().select({ from: redirects.fromPath, to: redirects.toPath }).from(redirects).orderBy(redirects.fromPath);
  return rows.map((row) => `${row.from} → ${row.to}`);
}

async function publishedArticle(slug: string, isPublished = true) {
  const [row] = await db()
    .insert(articles)
    .values({ title: `Artículo ${slug}`, slug, content: "<p>Texto.</p>", isPublished, publishedAt: isPublished ? new Date() : null })
    .returning();
  await bumpContentVersion(db());
  return row!;
}

const rename = (id: string, slug: string) => db().update(articles).set({ slug }).where(eq(articles.id, id));

/** A request as a browser (or who the headers say) sends it, and the context server.ts gives it. */
function notFound(path: string, { method = "GET", userAgent = BROWSER } = {}) {
  const request = new Request(new URL(path, TEST_ORIGIN), { method, headers: { "user-agent": userAgent } });
  return redirectForMissingPage(request, routeContext({ db: db() }));
}

beforeEach(async () => {
  await db().delete(redirects);
  await db().delete(missingPages);
  await db().delete(articles);
});

describe("the article trigger", () => {
  it("sends a published article's old address to its new one, collapsing chains and dropping loops", async () => {
    const article = await publishedArticle("a");
    await rename(article.id, "b");
    expect(await table()).toEqual(["/noticias/a → /noticias/b"]);
    await rename(article.id, "c");
    expect(await table()).toEqual(["/noticias/a → /noticias/c", "/noticias/b → /noticias/c"]);
    // Back to an old address: that one is the page again, and nothing leads to itself.
    await rename(article.id, "a");
    expect(await table()).toEqual(["/noticias/b → /noticias/a", "/noticias/c → /noticias/a"]);
  });

  it("writes nothing for a draft, whose address nobody has", async () => {
    const draft = await publishedArticle("borrador", false);
    await rename(draft.id, "borrador-nuevo");
    expect(await table()).toEqual([]);
  });
});

describe("manual redirects", () => {
  it("keeps only the path of what is typed, decoded, without query, fragment or trailing slash", async () => {
    const saved = await saveRedirect(db(), actor, {
      from: "https://www.sitio-viejo.com.uy/Productos/se%C3%B1al.html/?ref=1#arriba",
      to: "http://localhost/redes-enfardar/",
    });
    expect(saved.ok).toBe(true);
    expect(await table()).toEqual(["/Productos/señal.html → /redes-enfardar"]);
    expect(await followRedirect(db(), "/Productos/señal.html")).toBe("/redes-enfardar");
  });

  it("refuses the same address twice, the site's own areas, a live page, a taken address and one too long", async () => {
    const article = await publishedArticle("en-linea");
    const [product] = await db().insert(products).values({ name: "Red", price: 100 }).returning();
    await bumpContentVersion(db());
    const refusal = async (from: string, to = "/contacto") => {
      const saved = await saveRedirect(db(), actor, { from, to });
      return saved.ok ? "saved" : saved.reason === "invalid" ? saved.errors : saved.reason;
    };
    expect(await refusal("/contacto", "/contacto/")).toEqual({ to: "same" });
    expect(await refusal("/admin/articles")).toEqual({ from: "reserved" });
    expect(await refusal("/")).toEqual({ from: "reserved" });
    expect(await refusal("mailto:ana@example.com")).toEqual({ from: "not-a-path" });
    expect(await refusal("/%E0%A4%A")).toEqual({ from: "not-a-path" });
    expect(await refusal(`/${"x".repeat(400)}`)).toEqual({ from: "too-long" });
    for (const live of ["/contacto", "/redes-enfardar", `/noticias/${article.slug}`, `/producto/${product!.id}`])
      expect(await refusal(live, "/noticias"), live).toEqual({ from: "live-page" });
    expect(await refusal("/viejo")).toBe("saved");
    expect(await refusal("/viejo/", "/ambic")).toEqual({ from: "taken" });
  });

  it("collapses chains both ways and refuses a loop", async () => {
    await saveRedirect(db(), actor, { from: "/b", to: "/c" });
    // A→B while B→C: A→C.
    await saveRedirect(db(), actor, { from: "/a", to: "/b" });
    expect(await table()).toEqual(["/a → /c", "/b → /c"]);
    // What led to X now leads to X's end.
    await saveRedirect(db(), actor, { from: "/c", to: "/d" });
    expect(await table()).toEqual(["/a → /d", "/b → /d", "/c → /d"]);
    const loop = await saveRedirect(db(), actor, { from: "/d", to: "/a" });
    expect(loop).toEqual({ ok: false, reason: "invalid", errors: { to: "loop" } });
    expect(await table()).toEqual(["/a → /d", "/b → /d", "/c → /d"]);
  });

  it("changes and removes through the page's action, with a notice and an activity entry", async () => {
    const post = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return redirectsRoute.action(await admin.args<typeof redirectsRoute.action>(admin.request("/admin/redirecciones", form)));
    };
    const created = (await post({ intent: "create", from: "/empresa.html", to: "/contacto" })) as Response;
    expect(created.status).toBe(303);
    expect(created.headers.get("location")).toBe("/admin/redirecciones");
    const cookie = created.headers.get("set-cookie")!.split(";")[0]!;
    expect((await readFlash(new Request(TEST_ORIGIN, { headers: { cookie } }))).notice?.title).toBe("Redirección creada");

    const refused = (await post({ intent: "create", from: "/contacto", to: "/ambic" })) as { data: { errors: Record<string, string> } };
    expect(refused.data.errors.from).toMatch(/página que existe/);

    const [row] = await db().select().from(redirects);
    await post({ intent: "update", id: row!.id, from: "/empresa.html", to: "/ambic" });
    expect(await table()).toEqual(["/empresa.html → /ambic"]);
    const removed = (await post({ intent: "delete", id: row!.id })) as Response;
    expect(removed.status).toBe(303);
    expect(await table()).toEqual([]);
    expect(await deleteRedirect(db(), actor, row!.id)).toBe(false);

    const entries = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subject, "redirect"), eq(activityLog.label, "/empresa.html")))
      .orderBy(activityLog.at);
    expect(entries.map((entry) => [entry.action, entry.label, entry.detail])).toEqual([
      ["created", "/empresa.html", "→ /contacto"],
      ["updated", "/empresa.html", "→ /ambic"],
      ["deleted", "/empresa.html", "→ /ambic"],
    ]);
  });
});

describe("a 404 answer", () => {
  it("answers 301 to the new address, the query string kept, and counts the hit", async () => {
    await saveRedirect(db(), actor, { from: "/viejo", to: "/señal" });
    const moved = await notFound("/viejo/?utm_source=boletin");
    expect(moved?.status).toBe(301);
    expect(moved?.headers.get("location")).toBe("/se%C3%B1al?utm_source=boletin");
    // A client-side navigation's data request, and a HEAD.
    expect((await notFound("/viejo.data?_routes=root&x=1"))?.headers.get("location")).toBe("/se%C3%B1al?x=1");
    expect((await notFound("/viejo", { method: "HEAD" }))?.status).toBe(301);
    const [row] = await db().select().from(redirects);
    expect(row!.hits).toBe(3);
    expect(row!.lastHitAt).not.toBeNull();
    // Nothing counted as missing: it was not.
    await flushMissingPages();
    expect(await db().select().from(missingPages)).toEqual([]);
  });

  it("counts a browser's GET of a missing page per day; robots, HEAD, files, probes and the admin apart", async () => {
    for (let i = 0; i < 3; i++) expect(await notFound("/pagina-vieja.php?id=4")).toBeNull();
    await notFound("/pagina-vieja.php/");
    await notFound("/robot", { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await notFound("/sin-navegador", { userAgent: "" });
    await notFound("/cabeza", { method: "HEAD" });
    for (const path of [
      "/assets/viejo-abc123.js",
      "/uploads/foto.webp",
      "/favicon.ico",
      "/apple-touch-icon.png",
      "/.env",
      "/wp-login.php",
      "/admin/nada",
    ])
      await notFound(path);
    await flushMissingPages();
    expect(await db().select().from(missingPages)).toEqual([{ day: montevideoDate(new Date()), path: "/pagina-vieja.php", hits: 4 }]);
  });

  it("adds at most MISSING_PATHS_PER_DAY new paths a day, and prunes the days past 30 as new rows come", async () => {
    const today = montevideoDate(new Date());
    await db()
      .insert(missingPages)
      .values(Array.from({ length: MISSING_PATHS_PER_DAY }, (_, i) => ({ day: today, path: `/escaneo-${i}`, hits: 1 })));
    recordMissingPage(db(), "/una-mas");
    recordMissingPage(db(), "/escaneo-7");
    await flushMissingPages();
    const counted = await db().select().from(missingPages).where(eq(missingPages.day, today));
    expect(counted).toHaveLength(MISSING_PATHS_PER_DAY);
    expect(counted.find((row) => row.path === "/escaneo-7")?.hits).toBe(2);

    // Forty days on, the first count of that day clears what is older than 30 days.
    const later = new Date(Date.now() + 40 * DAY);
    recordMissingPage(db(), "/mas-tarde", later);
    await flushMissingPages();
    expect(await db().select().from(missingPages)).toEqual([{ day: montevideoDate(later), path: "/mas-tarde", hits: 1 }]);
  });
});

describe("«Páginas no encontradas»", () => {
  it("lists the last 30 days' most requested first, with the last day and any redirect already made", async () => {
    const now = new Date();
    const day = (ago: number) => montevideoDate(new Date(now.getTime() - ago * DAY));
    await db()
      .insert(missingPages)
      .values([
        { day: day(0), path: "/poco", hits: 1 },
        { day: day(3), path: "/mucho", hits: 5 },
        { day: day(1), path: "/mucho", hits: 2 },
        { day: day(31), path: "/antiguo", hits: 50 },
        { day: day(2), path: "/redirigido", hits: 3 },
      ]);
    await saveRedirect(db(), actor, { from: "/redirigido", to: "/contacto" });
    expect(await listMissingPages(db())).toEqual([
      { path: "/mucho", hits: 7, lastDay: day(1) },
      { path: "/redirigido", hits: 3, lastDay: day(2) },
      { path: "/poco", hits: 1, lastDay: day(0) },
    ]);
    const { pages } = await reportRoute.loader(await admin.args<typeof reportRoute.loader>(admin.request("/admin/paginas-no-encontradas")));
    expect(pages.map((page) => [page.path, page.redirectsTo])).toEqual([
      ["/mucho", null],
      ["/redirigido", "/contacto"],
      ["/poco", null],
    ]);
  });
});
