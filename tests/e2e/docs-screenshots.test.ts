import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Locator, type Page, request } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { RENDERED_AT_FIELD } from "~/lib/contact-forms";
import { useAdminSite } from "../support/admin-site";
import { viewports, waitForHydration } from "../support/browser";
import { fillProductForm } from "../support/product-form";

// The pictures of the README's editors' guide ("Cómo usar la administración"), taken from the
// built site as an editor sees it. Opt-in, since they rewrite files under docs/images:
// `npm run build && UPDATE_DOCS_SCREENSHOTS=1 npx vitest run --project e2e tests/e2e/docs-screenshots.test.ts` (the
// editor's picture is taken by tests/e2e/article-editor.test.ts with the same variable).

const editor = { email: "guia@example.com", password: "clave-de-la-guia-1" };
const images = path.join(import.meta.dirname, "../../docs/images");

/** A small palette PNG: the guide's pictures stay a few dozen kilobytes each. */
async function save(name: string, shot: Buffer): Promise<void> {
  mkdirSync(images, { recursive: true });
  writeFileSync(path.join(images, name), await sharp(shot).png({ palette: true, quality: 80, compressionLevel: 9 }).toBuffer());
}

async function settle(page: Page, element: Locator): Promise<Buffer> {
  await element.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return element.screenshot();
}

describe.runIf(process.env.UPDATE_DOCS_SCREENSHOTS)("pictures of the editors' guide", () => {
  const site = useAdminSite(editor, { SMTP_URL: "" });

  it("the products list on a phone", async () => {
    const context = await site.browser.newContext({
      baseURL: site.server.url,
      storageState: site.signedIn,
      viewport: { width: 375, height: 1000 },
    });
    const page = await context.newPage();
    await page.goto("/admin/products?q=red");
    await waitForHydration(page);
    await page
      .getByRole("status")
      .filter({ hasText: /\d+ productos?/ })
      .waitFor();
    await save("admin-products-phone.png", await page.screenshot());
    await context.close();
  });

  it("a product's photos with their alt texts", async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto("/admin/products/nuevo");
    await waitForHydration(page);
    await fillProductForm(page, {
      name: "Red para enfardar 1,23 m × 3.000 m",
      pictures: [
        { name: "rollo.jpg", color: "#2f7d32" },
        { name: "etiqueta.jpg", color: "#c9a227" },
      ],
    });
    await page.getByLabel("Texto alternativo de la foto 2").waitFor();
    await page.getByLabel("Texto alternativo de la foto 1").fill("Rollo de red verde sobre un fardo");
    const photos = page.locator("fieldset", { has: page.getByLabel("Agregar imágenes") });
    await photos.getByRole("img").nth(1).waitFor();
    for (const image of await photos.getByRole("img").all()) await image.evaluate((element: HTMLImageElement) => element.decode());
    await page.getByLabel("Texto alternativo de la foto 1").blur();
    const cards = photos.getByRole("list").first();
    await save("admin-product-photos.png", await settle(page, cards));
    await context.close();
  });

  it("a message with its reply links, note and assignee", async () => {
    const visitor = await request.newContext({ baseURL: site.server.url, extraHTTPHeaders: { origin: site.server.url } });
    const sent = await visitor.post("/api/contact", {
      form: {
        source: "inicio",
        nombre: "Rodrigo",
        apellido: "Silva",
        email: "rodrigo.silva@example.com",
        whatsapp: "099 482 310",
        mensaje:
          "Buenas, necesito 30 rollos de red para enfardar de 1,23 m para fin de mes en Florida. ¿Tienen stock y precio puesto en el tambo?",
        [RENDERED_AT_FIELD]: String(Date.now() - 20_000),
      },
    });
    expect(await sent.json()).toMatchObject({ success: true });
    await visitor.dispose();

    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto("/admin/messages");
    await waitForHydration(page);
    const lead = page.getByRole("article", { name: "Consulta de Rodrigo Silva" });
    await lead.getByRole("textbox", { name: "Notas internas" }).fill("Llamar el lunes: quiere precio con flete a Florida.");
    await lead.getByRole("button", { name: /Guardar notas/ }).click();
    await page.getByText("Notas guardadas").first().waitFor();
    await save("admin-messages.png", await settle(page, page.getByRole("listitem").filter({ has: lead })));
    await context.close();
  });
});
