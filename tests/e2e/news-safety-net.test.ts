import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toMontevideoLocalInput } from "~/lib/montevideo-time";
import { type AdminSite, adminSession, startSiteWithAdmin } from "../support/admin-site";
import { waitForHydration } from "../support/browser";
import { type RunningServer } from "../support/server";
import { type ServerClock, serverClock } from "../support/server-clock-control";

// The article editor's safety net, end to end on a server of its own whose clock the test moves
// (tests/support/server-clock.ts): an article scheduled a few minutes ahead stays off the site,
// cached pages included, and appears on its own once the server's clock reaches its date; a share-preview
// link shows it meanwhile without signing in; a new article stays open after saving; unsaved text
// survives a reload and leaving asks first; a refused save lands on the field to fix.

const editor = { email: "programadora@example.com", password: "clave-de-la-programadora" };
const MINUTE = 60 * 1000;

const scheduled = { title: "Jornada de silo bolsa en Florida", slug: "jornada-de-silo-bolsa-en-florida" };

/** The rich-text editor of the content field, once its chunk has loaded. */
const contentBox = (page: Page) => page.locator('[contenteditable="true"]#articulo-contenido');
/** What the form posts as content (the hidden input the editor keeps in step). */
const postedContent = (page: Page) => page.locator('input[type="hidden"][name="content"]').inputValue();

async function fillNewArticle(page: Page, title: string, paragraph: string) {
  await page.getByLabel("Título").fill(title);
  await contentBox(page).click();
  await page.keyboard.type(paragraph);
  await expect.poll(() => postedContent(page)).toBe(`<p>${paragraph}</p>`);
}

describe("news safety net", () => {
  let site: AdminSite;
  let server: RunningServer;
  let browser: Browser;
  let clock: ServerClock;
  let session: Awaited<ReturnType<typeof adminSession>>;

  beforeAll(async () => {
    clock = serverClock();
    site = await startSiteWithAdmin(editor, clock.env);
    ({ server, browser } = site);
    session = await adminSession(site, editor);
  });
  afterAll(async () => {
    await site?.stop();
    clock?.dispose();
  });

  async function editorPage(path: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url, storageState: session, locale: "es-UY" });
    const page = await context.newPage();
    await page.goto(path);
    await waitForHydration(page);
    return page;
  }

  const publicText = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, text: await response.text(), cache: response.headers.get("x-cache") };
  };

  it("schedules an article: off the site (cached pages too) until its time, then there on its own", async () => {
    const page = await editorPage("/admin/articles/nuevo");
    await fillNewArticle(page, scheduled.title, "Una mañana a campo para ver la confección de silo bolsa.");
    await page.getByLabel("Publicado").check();
    // The field takes minutes: the date falls between four and five minutes ahead.
    const at = new Date(Date.now() + 5 * MINUTE);
    await page.getByLabel("Fecha de publicación (hora de Montevideo)").fill(toMontevideoLocalInput(at));
    await page.getByRole("button", { name: "Programar", exact: true }).click();

    // The editor stays on the new article, at the address that names it, with the notice.
    await page.getByText("Artículo creado correctamente").waitFor();
    await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
    expect(await page.getByLabel("Título").inputValue()).toBe(scheduled.title);
    await page.getByRole("link", { name: "Nuevo artículo" }).waitFor();

    await page.goto("/admin/articles");
    const row = page.locator(`tr[data-slug="${scheduled.slug}"]`);
    await row.getByText(/^Programado para \d{1,2}\/\d{1,2}\/\d{2,4},? \d{1,2}:\d{2}/).waitFor();

    // Twice each, so the second answer of a page comes from the page cache.
    for (const path of ["/noticias", "/"]) {
      await publicText(path);
      const { text, cache } = await publicText(path);
      expect(cache).toBe("HIT");
      expect(text).not.toContain(scheduled.title);
    }
    expect((await publicText("/noticias/rss.xml")).text).not.toContain(scheduled.slug);
    expect((await publicText("/sitemap.xml")).text).not.toContain(scheduled.slug);
    expect((await publicText(`/noticias/${scheduled.slug}`)).status).toBe(404);

    // Its time comes on the server's clock; nobody touches anything. Less than the page cache's
    // ten-minute safety net has passed since the pages were kept: they turn over because the date came.
    clock.advance(server.process.pid!, 5 * MINUTE + 30 * 1000);
    await expect.poll(async () => (await publicText("/noticias")).text, { timeout: 15_000, interval: 200 }).toContain(scheduled.title);
    expect((await publicText("/")).text).toContain(scheduled.title);
    expect((await publicText("/noticias/rss.xml")).text).toContain(`/noticias/${scheduled.slug}</link>`);
    expect((await publicText("/sitemap.xml")).text).toContain(`/noticias/${scheduled.slug}</loc>`);
    const article = await publicText(`/noticias/${scheduled.slug}`);
    expect(article.status).toBe(200);
    expect(article.text).toContain(scheduled.title);

    await page.reload();
    await row.getByText("Publicado", { exact: true }).waitFor();
    await page.context().close();
  });

  it("shares a preview of a draft that works without signing in, not indexed, and refuses a forged link", async () => {
    const page = await editorPage("/admin/articles/nuevo");
    const title = "Borrador para aprobar: capas de ensilaje";
    await fillNewArticle(page, title, "Texto que la gerencia tiene que aprobar.");
    await page.getByRole("button", { name: "Guardar borrador", exact: true }).click();
    await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
    await waitForHydration(page);

    await page.getByRole("button", { name: "Compartir vista previa" }).click();
    const link = page.getByLabel("Enlace de vista previa");
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(new RegExp(`^${server.url}/noticias/vista-previa/[0-9a-f-]{36}\\.\\d+\\.[\\w-]+$`));
    await page.getByText(/Funciona sin iniciar sesión hasta el .* \(7 días\)/).waitFor();

    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    // The link is the key: the page's own policy, alone, keeps it out of other sites' Referer.
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");

    const visitor = await browser.newContext({ baseURL: server.url });
    const preview = await visitor.newPage();
    await preview.goto(url);
    await preview.getByText("Vista previa: este artículo todavía no está publicado").waitFor();
    await preview.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await preview.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

    const forged = url.replace(/[\w-]$/, (last) => (last === "A" ? "B" : "A"));
    const refused = await preview.goto(forged);
    expect(refused?.status()).toBe(404);
    await preview.getByRole("heading", { level: 1, name: "Vista previa no encontrada" }).waitFor();
    // Still a draft on the public site.
    expect((await publicText("/noticias")).text).not.toContain(title);
    await visitor.close();
    await page.context().close();
  });

  it("keeps unsaved text through a reload, offers it back, and asks before leaving it", async () => {
    const page = await editorPage("/admin/articles/nuevo");
    const title = "Texto que no se pierde";
    await fillNewArticle(page, title, "Escrito antes de recargar.");
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem("borrador:articulo:nuevo")), { timeout: 5_000 })
      .toContain(title);

    // Reloading asks first, through the browser's own dialog.
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await waitForHydration(page);
    expect(dialogs).toEqual(["beforeunload"]);

    await page.getByText("Hay cambios sin guardar en este artículo").waitFor();
    await page.getByRole("button", { name: "Recuperar borrador" }).click();
    expect(await page.getByLabel("Título").inputValue()).toBe(title);
    await expect.poll(() => page.getByLabel("Slug").inputValue()).toBe("texto-que-no-se-pierde");
    await expect.poll(() => contentBox(page).innerText()).toBe("Escrito antes de recargar.");
    expect(await postedContent(page)).toBe("<p>Escrito antes de recargar.</p>");

    // Leaving inside the admin asks with a dialog of the site's own.
    await page.getByRole("link", { name: "Cancelar" }).click();
    const ask = page.getByRole("alertdialog", { name: "¿Salir sin guardar?" });
    await ask.waitFor();
    await ask.getByRole("button", { name: "Seguir editando" }).click();
    await ask.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/admin/articles/nuevo");
    expect(await page.getByLabel("Título").inputValue()).toBe(title);

    // «Salir sin guardar» is a decision: the copy goes with it, and nothing is offered on return.
    await page.getByRole("link", { name: "Cancelar" }).click();
    await ask.getByRole("button", { name: "Salir sin guardar" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/articles");
    expect(await page.evaluate(() => window.localStorage.getItem("borrador:articulo:nuevo"))).toBeNull();
    await page.goto("/admin/articles/nuevo");
    await waitForHydration(page);
    expect(await page.getByLabel("Título").inputValue()).toBe("");
    await expect(page.getByRole("button", { name: "Recuperar borrador" }).count()).resolves.toBe(0);

    // Saved (the new article's page opens by a document load), the copy goes away too.
    await fillNewArticle(page, title, "Escrito y guardado.");
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem("borrador:articulo:nuevo")), { timeout: 5_000 })
      .toContain(title);
    await page.getByRole("button", { name: "Guardar borrador", exact: true }).click();
    await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
    await waitForHydration(page);
    expect(await page.evaluate(() => window.localStorage.getItem("borrador:articulo:nuevo"))).toBeNull();
    await expect(page.getByRole("button", { name: "Recuperar borrador" }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("moves focus to the field to fix after a refused save, and names it", async () => {
    const page = await editorPage("/admin/articles/nuevo");
    await fillNewArticle(page, scheduled.title, "Otra vez el mismo título.");
    await page.getByRole("button", { name: "Guardar borrador", exact: true }).click();
    await page.getByText(`Revisá «Slug»: Ya existe un artículo con el slug "${scheduled.slug}". Elegí otro.`).waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("slug");
    await page.context().close();
  });
});
