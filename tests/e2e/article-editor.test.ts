import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useAdminSite } from "../support/admin-site";
import { expectNoA11yViolations, waitForHydration } from "../support/browser";

// The article editor in Chromium: an editor formats an article with the toolbar and the keyboard,
// links a site, uploads an image with its alt text and caption, and pastes from Word and Google
// Docs; what is stored is clean HTML, and the public page shows it (images with srcset, sizes, size
// and lazy loading). An article written before the editor opens in it without losing anything.

const editor = { email: "redaccion@example.com", password: "clave-de-la-redaccion-1" };
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", "paste", name), "utf8");

function contentBox(page: Page) {
  return page.locator('[contenteditable="true"]#articulo-contenido');
}

/** A new article form with the rich editor ready, titled. */
async function newArticle(page: Page, title: string) {
  await page.goto("/admin/articles/nuevo");
  await waitForHydration(page);
  await contentBox(page).waitFor();
  await page.getByLabel("Título").fill(title);
}

/** What the form posts as content (the hidden input the editor keeps in step). */
function postedContent(page: Page): Promise<string> {
  return page.locator('input[type="hidden"][name="content"]').inputValue();
}

/** The form's save button, whatever it says («Guardar borrador», «Publicar»…). */
function saveButton(page: Page) {
  return page.locator('button[name="intent"][value="save"]');
}

/** Whether focus is on this element. */
function hasFocus(locator: ReturnType<Page["locator"]>): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Saves, then reads what was stored as the edit view loads it. */
async function saveAndReadStored(page: Page, title: string): Promise<string> {
  await saveButton(page).click();
  // A new article stays open after saving, loaded afresh from what was stored.
  await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
  await page.getByRole("heading", { level: 1, name: "Editar artículo" }).waitFor();
  await expect(page.getByLabel("Título").inputValue()).resolves.toBe(title);
  await waitForHydration(page);
  await contentBox(page).waitFor();
  return postedContent(page);
}

/** Pastes where the cursor is in the editor. */
async function paste(page: Page, html: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData("text/html", pasted);
    data.setData("text/plain", "texto");
    document
      .querySelector('[contenteditable="true"]')!
      .dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

function expectClean(html: string) {
  expect(html).not.toMatch(/\sstyle=|\sclass=|<span|<font|<o:p|<\/?[a-z]+:|<!--|mso-|docs-internal-guid|<colgroup|<col\b|\sdir=/i);
  expect(html).not.toMatch(/<p>(\s|&nbsp;)*<\/p>/);
}

describe("article editor", () => {
  const site = useAdminSite(editor);

  async function open(): Promise<Page> {
    const context = await site.browser.newContext({
      baseURL: site.server.url,
      storageState: site.signedIn,
      viewport: { width: 1280, height: 900 },
    });
    return context.newPage();
  }

  it("formats with the toolbar and the shortcuts, links, inserts an uploaded image with alt text, and stores clean HTML", async () => {
    const page = await open();
    const title = "Sala de ordeñe al día";
    await newArticle(page, title);
    const box = contentBox(page);
    const toolbar = page.getByRole("toolbar", { name: "Formato del contenido" });

    await box.click();
    await toolbar.getByRole("button", { name: "Título", exact: true }).click();
    await page.keyboard.type("Qué vimos");
    expect(await toolbar.getByRole("button", { name: "Título", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Rutina de ");
    await page.keyboard.press("Control+B");
    await page.keyboard.type("pre-dipping");
    expect(await toolbar.getByRole("button", { name: "Negrita" }).getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.press("Control+B");
    await page.keyboard.press("Control+I");
    await page.keyboard.type(" con aire");
    await page.keyboard.press("Control+I");
    await page.keyboard.type(". ");
    // Ctrl+K opens the link dialog, ready to type the address; a bare domain becomes https://, and
    // opens in a new tab.
    await page.keyboard.press("Control+K");
    const linkDialog = page.getByRole("dialog", { name: "Enlace" });
    await expect.poll(() => hasFocus(linkDialog.getByLabel("Dirección"))).toBe(true);
    await page.keyboard.type("javascript:alert(1)");
    await linkDialog.getByRole("button", { name: "Aplicar enlace" }).click();
    await linkDialog.getByText("Escribí una dirección válida").waitFor();
    await linkDialog.getByLabel("Dirección").fill("ambic.co.uk");
    expect(await linkDialog.getByLabel("Abrir en una pestaña nueva").isChecked()).toBe(true);
    await linkDialog.getByRole("button", { name: "Aplicar enlace" }).click();
    await linkDialog.waitFor({ state: "detached" });
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Lista", exact: true }).click();
    await page.keyboard.type("Limpiar");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Secar");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Control+Shift+B");
    await page.keyboard.type("El pezón seco ordeña mejor.");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Control+Shift+B");

    // The live preview follows the editor.
    await page.getByTestId("vista-previa").getByRole("heading", { name: "Qué vimos" }).waitFor();
    await page.getByTestId("vista-previa").getByText("pre-dipping").waitFor();

    // The image dialog refuses an image without alt text, then uploads it through the checked pipeline.
    await toolbar.getByRole("button", { name: "Imagen" }).click();
    const imageDialog = page.getByRole("dialog", { name: "Imagen" });
    await expect.poll(() => hasFocus(imageDialog.getByLabel("Archivo de imagen"))).toBe(true);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2f7a45" } })
      .jpeg()
      .toBuffer();
    await imageDialog.getByLabel("Archivo de imagen").setInputFiles({ name: "tambo.jpg", mimeType: "image/jpeg", buffer: photo });
    await imageDialog.getByRole("button", { name: "Insertar imagen" }).click();
    await imageDialog.getByText("Escribí el texto alternativo").waitFor();
    await imageDialog.getByLabel("Texto alternativo").fill("Vacas esperando el ordeñe");
    await imageDialog.getByLabel("Epígrafe (opcional)").fill("Tambo en Florida");
    await expectNoA11yViolations(page);
    await imageDialog.getByRole("button", { name: "Insertar imagen" }).click();
    await imageDialog.waitFor({ state: "detached" });
    await box.getByRole("img", { name: "Vacas esperando el ordeñe" }).waitFor();
    // Focus is back in the text, and undo takes the image out and redo puts it back.
    await page.keyboard.press("Control+Z");
    await expect.poll(() => box.getByRole("img").count()).toBe(0);
    await page.keyboard.press("Control+Shift+Z");
    await box.getByRole("img", { name: "Vacas esperando el ordeñe" }).waitFor();

    await page.getByLabel("Publicado").check();
    await expectNoA11yViolations(page);
    const stored = await saveAndReadStored(page, title);
    expect(stored).toMatch(
      new RegExp(
        "^<h2>Qué vimos</h2><p>Rutina de <strong>pre-dipping</strong><em> con aire</em>\\. " +
          '<a href="https://ambic\\.co\\.uk" target="_blank" rel="noopener noreferrer">ambic\\.co\\.uk</a></p>' +
          "<ul><li><p>Limpiar</p></li><li><p>Secar</p></li></ul><blockquote><p>El pezón seco ordeña mejor\\.</p></blockquote>" +
          '<figure><img src="/uploads/articles/[0-9a-f-]{36}-1600\\.webp" alt="Vacas esperando el ordeñe" width="1200" height="800" loading="lazy" /><figcaption>Tambo en Florida</figcaption></figure>',
      ),
    );
    expectClean(stored);

    // The public page: the image at every stored width, with its size, loading lazily.
    await page.goto("/noticias/sala-de-ordene-al-dia");
    const image = page.locator("article").getByRole("img", { name: "Vacas esperando el ordeñe" });
    expect(await image.getAttribute("srcset")).toMatch(/-400\.webp 400w, .*-800\.webp 800w, .*-1600\.webp 1600w$/);
    expect(await image.getAttribute("sizes")).toBe("(min-width: 768px) 768px, 100vw");
    expect(await image.getAttribute("loading")).toBe("lazy");
    expect([await image.getAttribute("width"), await image.getAttribute("height")]).toEqual(["1200", "800"]);
    await page.locator("article figcaption", { hasText: "Tambo en Florida" }).waitFor();
    await page.context().close();
  });

  it("is usable from the keyboard alone: the toolbar is one tab stop moved with the arrows", async () => {
    const page = await open();
    await newArticle(page, "Solo teclado");
    await contentBox(page).focus();
    await page.keyboard.type("Texto");
    await page.keyboard.press("Shift+Tab");
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    expect(await focused()).toBe("Párrafo");
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("Título");
    await page.keyboard.press("Enter");
    await contentBox(page).getByRole("heading", { name: "Texto" }).waitFor();
    await expect.poll(() => postedContent(page)).toBe("<h2>Texto</h2>");
    await page.context().close();
  });

  it("keeps the structure of a paste from Word and from Google Docs and drops the rest", async () => {
    const page = await open();
    const title = "Pegado desde Word y Docs";
    await newArticle(page, title);
    await contentBox(page).click();
    await paste(page, fixture("word.html"));
    await contentBox(page).getByRole("heading", { name: "Rutina de ordeñe" }).waitFor();
    await page.keyboard.press("Control+End");
    await paste(page, fixture("google-docs.html"));
    await contentBox(page).getByRole("heading", { name: "Jornada de ensilaje" }).waitFor();

    const stored = await saveAndReadStored(page, title);
    expectClean(stored);
    for (const kept of [
      "<h2>Rutina de ordeñe</h2>",
      "<strong>SaniCleanse Air</strong>",
      "<em>pocas semanas</em>",
      '<a href="https://ambic.co.uk/" target="_blank" rel="noopener noreferrer">el sitio de AMBIC</a>',
      "<ul><li><p>Limpiar el pezón</p></li><li><p>Secar con aire</p></li></ul>",
      "<ol><li><p>Preparar la sala</p></li><li><p>Ordeñar</p></li></ol>",
      "<td><strong>Forraje</strong></td>",
      "<td>Tama Edge</td>",
      "<p>Fin del informe.</p>",
      "<h2>Jornada de ensilaje</h2>",
      "<strong>jueves 12</strong><em> en Florida</em>",
      '<a href="https://www.inia.uy/" target="_blank" rel="noopener noreferrer">la página del INIA</a>',
      "<h2>Qué traer</h2>",
      "<ul><li><p>Botas</p></li><li><p>Muestras de silo</p></li></ul>",
      "<td>Recorrida por el silo</td>",
    ]) {
      expect(stored).toContain(kept);
    }
    expect(stored).not.toContain("·");
    expect(stored).not.toContain("<b");
    await page.context().close();
  });

  it("on a phone: uploads an image carried in a paste, removes one hosted elsewhere with a notice, asks for alt text; the toolbar stays above the text", async () => {
    const context = await site.browser.newContext({
      baseURL: site.server.url,
      storageState: site.signedIn,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    const title = "Fotos pegadas desde Docs";
    await newArticle(page, title);
    const box = contentBox(page);
    await box.click();
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#8a6d3b" } })
      .png()
      .toBuffer();
    const lines = Array.from({ length: 30 }, (_, index) => `<p>Línea ${index + 1} del informe.</p>`).join("");
    // The upload is held until a save has been tried: the form waits for it instead of losing the picture.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin/articles/imagenes", async (route) => {
      await held;
      await route.continue();
    });
    await paste(
      page,
      '<meta charset="utf-8"><p>Antes de las fotos.</p><p><img src="https://lh7-rt.googleusercontent.com/docsz/AD_4nXabc?key=xyz" alt="" width="600" height="400"></p>' +
        `<p>Entre fotos.</p><img src="data:image/png;base64,${photo.toString("base64")}" alt=""><p>Después de las fotos.</p>${lines}`,
    );
    await page.getByText("Se quitó una imagen pegada que está guardada en otro sitio").waitFor();
    await page.getByText("Subiendo la imagen pegada…").waitFor();
    await saveButton(page).click();
    await expect
      .poll(() => page.getByText("Subiendo la imagen pegada…").evaluate((element) => element.getBoundingClientRect().top >= 0))
      .toBe(true);
    release();
    // The picture that came in the paste is uploaded, then its description is asked for.
    const imageDialog = page.getByRole("dialog", { name: "Imagen" });
    await imageDialog.waitFor();
    // The save tried during the upload did not happen.
    expect(new URL(page.url()).pathname).toBe("/admin/articles/nuevo");
    await expect.poll(() => hasFocus(imageDialog.getByLabel("Texto alternativo"))).toBe(true);
    expect(await box.locator("img").getAttribute("src")).toMatch(/^\/uploads\/articles\/[0-9a-f-]{36}-1600\.webp$/);
    await page.keyboard.type("Silo bolsa recién cerrado");
    await imageDialog.getByRole("button", { name: "Guardar cambios" }).click();
    await imageDialog.waitFor({ state: "detached" });
    await box.getByRole("img", { name: "Silo bolsa recién cerrado" }).waitFor();

    // Deep in the text, the toolbar is still at the top of the screen, in one row.
    await box.getByText("Línea 25 del informe.").scrollIntoViewIfNeeded();
    const toolbar = (await page.getByRole("toolbar", { name: "Formato del contenido" }).boundingBox())!;
    expect(Math.abs(toolbar.y)).toBeLessThan(2);
    expect(toolbar.height).toBeLessThan(60);

    const stored = await saveAndReadStored(page, title);
    expect(stored).toMatch(
      /<p>Antes de las fotos\.<\/p><p>Entre fotos\.<\/p><figure><img src="\/uploads\/articles\/[0-9a-f-]{36}-1600\.webp" alt="Silo bolsa recién cerrado" width="640" height="480" loading="lazy" \/><\/figure><p>Después de las fotos\.<\/p>/,
    );
    expect(stored).not.toMatch(/googleusercontent|data:/);
    await context.close();
  });

  it("says what saving will do: the article's state, «Guardar borrador», «Publicar» or «Programar», and «Publicar ahora»", async () => {
    const page = await open();
    const title = "Jornada de silo puente";
    await newArticle(page, title);
    const save = saveButton(page);
    const publishNow = page.getByRole("button", { name: "Publicar ahora" });
    expect(await save.innerText()).toBe("Guardar borrador");
    await publishNow.waitFor();
    await page.getByLabel("Publicado").check();
    await expect.poll(() => save.innerText()).toBe("Publicar");
    expect(await publishNow.count()).toBe(0);
    await page.getByLabel("Fecha de publicación (hora de Montevideo)").fill("2099-05-01T10:00");
    await expect.poll(() => save.innerText()).toBe("Programar");
    await save.click();

    // Scheduled: its state heads the form, and one press publishes it now.
    await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
    await waitForHydration(page);
    expect(await page.getByTestId("estado-articulo").innerText()).toMatch(/^Programado para .*10:00/);
    expect(await save.innerText()).toBe("Programar");
    expect((await page.request.get("/noticias/jornada-de-silo-puente")).status()).toBe(404);
    await publishNow.click();
    await page.waitForURL((url) => url.pathname === "/admin/articles");
    await page.getByText("Artículo publicado").waitFor();
    expect((await page.request.get("/noticias/jornada-de-silo-puente")).status()).toBe(200);

    await page.getByRole("link", { name: `Editar: ${title}` }).click();
    await waitForHydration(page);
    expect(await page.getByTestId("estado-articulo").innerText()).toMatch(/^Publicado el /);
    expect(await save.innerText()).toBe("Guardar cambios");
    expect(await publishNow.count()).toBe(0);
    await page.context().close();
  });

  it("opens an article written before the editor without losing its text, headings, lists or table", async () => {
    const page = await open();
    await page.goto("/admin/articles");
    await page.getByRole("link", { name: "Editar: Cómo elegir la red para enfardar según tu forraje" }).click();
    await contentBox(page).waitFor();
    const before = await postedContent(page);
    await page.getByRole("button", { name: "HTML" }).click();
    const after = await page.getByLabel("Código HTML del contenido").inputValue();
    const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, "");
    const count = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b`, "g"))?.length ?? 0;
    expect(text(after)).toBe(text(before));
    for (const tag of ["h2", "h3", "p", "strong", "em", "a", "ul", "ol", "li", "blockquote", "table", "thead", "tr", "th", "td"]) {
      expect(count(after, tag), tag).toBeGreaterThanOrEqual(count(before, tag));
    }
    await page.context().close();
  });

  it("still saves the content from the HTML textarea without JavaScript", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/admin/articles/nuevo");
    await page.getByLabel("Título").fill("Sin scripts");
    await page.getByLabel("Slug").fill("sin-scripts");
    await page.getByLabel("Contenido", { exact: true }).fill('<h2>Sin scripts</h2><p onclick="alert(1)">Texto.</p>');
    // Without scripts the button still says what it does: the switch is off, so a draft.
    await page.getByRole("button", { name: "Guardar borrador", exact: true }).click();
    // The new article stays open, its content as stored.
    await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
    expect(await page.getByLabel("Contenido", { exact: true }).inputValue()).toBe("<h2>Sin scripts</h2><p>Texto.</p>");
    await context.close();
  });

  it("answers content over 200.000 characters with the field's message, keeping what was written, for «Vista previa» and a save", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/admin/articles/nuevo");
    const paragraph = "<p>La rutina de ordeñe empieza por el despunte y sigue con el presellado.</p>";
    const content = paragraph.repeat(Math.ceil(200_001 / paragraph.length)).slice(0, 200_001);
    const message =
      "Con su formato, el contenido tiene 200.001 caracteres y el máximo es de 200.000. Acortalo o dividilo en dos artículos.";
    await page.getByLabel("Título").fill("Demasiado largo");
    await page.getByLabel("Slug").fill("demasiado-largo");
    await page.getByLabel("Contenido", { exact: true }).fill(content);
    for (const button of ["Vista previa", "Guardar borrador"]) {
      await page.getByRole("button", { name: button, exact: true }).click();
      await page.getByText(message, { exact: true }).waitFor();
      expect(await page.getByLabel("Contenido", { exact: true }).inputValue(), button).toBe(content);
      expect(await page.getByLabel("Título").inputValue(), button).toBe("Demasiado largo");
      expect(page.url(), button).toMatch(/\/admin\/articles\/nuevo$/);
    }
    await context.close();
  });

  // The README's picture of the editor: `UPDATE_DOCS_SCREENSHOTS=1 npx vitest run --project e2e tests/e2e/article-editor.test.ts`.
  it.runIf(process.env.UPDATE_DOCS_SCREENSHOTS)("takes the screenshot of the editor for the README", async () => {
    const page = await open();
    await page.setViewportSize({ width: 960, height: 900 });
    await newArticle(page, "Jornada de ordeñe");
    await contentBox(page).click();
    await paste(
      page,
      "<h2>Qué vimos</h2><p>Una rutina de <strong>pre-dipping</strong> con secado por aire, <em>sin toallas</em>.</p><ul><li><p>Limpiar el pezón</p></li><li><p>Secar con aire</p></li></ul>",
    );
    await page.keyboard.press("Control+End");
    await page.getByRole("toolbar", { name: "Formato del contenido" }).getByRole("button", { name: "Imagen" }).click();
    const dialog = page.getByRole("dialog", { name: "Imagen" });
    // The site's own dairy illustration stands in for a photo from the field.
    const photo = await sharp(path.join(import.meta.dirname, "../../public/images/sector-tambo-800.webp"))
      .jpeg()
      .toBuffer();
    await dialog.getByLabel("Archivo de imagen").setInputFiles({ name: "sala.jpg", mimeType: "image/jpeg", buffer: photo });
    await dialog.getByLabel("Texto alternativo").fill("Sala de ordeñe");
    await dialog.getByLabel("Epígrafe (opcional)").fill("La sala de ordeñe después de la jornada.");
    await dialog.getByRole("button", { name: "Insertar imagen" }).click();
    await contentBox(page).getByRole("img", { name: "Sala de ordeñe" }).waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await contentBox(page).getByRole("heading", { name: "Qué vimos" }).click();
    const field = page.locator("div", { has: page.locator("#articulo-contenido-etiqueta") }).last();
    const png = await sharp(await field.screenshot())
      .png({ palette: true, quality: 80, compressionLevel: 9 })
      .toBuffer();
    mkdirSync(path.join(import.meta.dirname, "../../docs/images"), { recursive: true });
    writeFileSync(path.join(import.meta.dirname, "../../docs/images/article-editor.png"), png);
    await page.context().close();
  });
});
