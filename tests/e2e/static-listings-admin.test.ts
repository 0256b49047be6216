import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { staticListingMessages } from "~/admin/lib/static-listing-form";
import { useAdminSite } from "../support/admin-site";
import { a11yViolations, viewports, waitForHydration } from "../support/browser";

// "Listados estáticos" (docs/features.md): an editor changes the products of the static listing
// pages at /admin/listados, at 1280 px and at 375 px, with and without JavaScript, and the public
// listing pages (even ones already in the page cache) show the change at once.

// An editor's account: static listings are editors' work (app/admin/lib/permissions.ts).
const editor = { email: "listados-estaticos@example.com", password: "clave-de-listados-1", role: "editor" } as const;

describe("static listings admin", () => {
  const site = useAdminSite(editor);

  async function editorPage(path: string, viewport: { width: number; height: number }, javaScriptEnabled = true): Promise<Page> {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, viewport, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(path);
    if (javaScriptEnabled) await waitForHydration(page);
    return page;
  }

  /** The card of a product on a public listing page, as an anonymous visitor (served by the page cache) sees it. */
  async function publicCard(path: string, name: string) {
    const context = await site.browser.newContext({ baseURL: site.server.url, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto(path);
    return { page, card: page.locator("#productos article").filter({ has: page.getByRole("heading", { name, exact: true }) }) };
  }

  async function warmCache(path: string) {
    const { page } = await publicCard(path, "");
    await page.goto(path);
    await page.context().close();
  }

  const row = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

  it("an editor changes a price at 1280 px and the cached public page shows it", async () => {
    await warmCache("/netfilm");
    const page = await editorPage("/admin/listados?listado=netfilm", viewports.desktop);
    expect(await a11yViolations(page)).toEqual([]);
    const netfilm = row(page, "NetFilm manual 500 mm");
    await expect(netfilm.getByText("En la página se ve: $ 185", { exact: true }).isVisible()).resolves.toBe(true);
    await netfilm.getByLabel("Precio").fill("199,90");
    // The hint shows the price as the page will, while typing.
    await netfilm.getByText("En la página se ve: $ 199,90", { exact: true }).waitFor();
    // With scripts a chosen photo is uploaded at once, through the admin's image endpoint.
    const machine = row(page, "NetFilm máquina 500 mm");
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    await machine.getByLabel("Cambiar la foto").setInputFiles({ name: "rollo.png", mimeType: "image/png", buffer: photo });
    await machine.getByText("Foto nueva (se publica al guardar)").waitFor();
    await machine.getByLabel("Qué muestra la foto").fill("Rollo de film ventilado sobre un pallet");
    await page.getByRole("button", { name: "Guardar listado" }).click();
    await page.getByText("Listado guardado").first().waitFor();
    await expect(row(page, "NetFilm manual 500 mm").getByLabel("Precio").inputValue()).resolves.toBe("199.90");
    await page.context().close();

    const { page: visitor, card } = await publicCard("/netfilm", "NetFilm manual 500 mm");
    await expect(
      card
        .locator("p")
        .filter({ hasText: /^\$ 199,90$/ })
        .isVisible(),
    ).resolves.toBe(true);
    const image = visitor.locator("#productos article").nth(1).getByRole("img", { name: "Rollo de film ventilado sobre un pallet" });
    await expect(image.getAttribute("src")).resolves.toMatch(/^\/uploads\/products\//);
    await visitor.context().close();
  });

  it("works at 375 px: picks a listing, asks before leaving with unsaved changes, and publishes the price", async () => {
    const page = await editorPage("/admin/listados", viewports.mobile);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await page.getByRole("link", { name: "Paletizadoras", exact: true }).click();
    const portarrollo = row(page, "Portarrollo manual con freno");
    await portarrollo.waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    expect(await a11yViolations(page)).toEqual([]);
    // «9.200» reads two ways: the reading says so before saving, as the product form does.
    await portarrollo.getByLabel("Precio").fill("9.200");
    await portarrollo.getByText("«9.200» puede leerse como 9.200 o como 9,20. Escribí 9200 si son 9.200, o 9,20 si son 9,20.").waitFor();
    await portarrollo.getByLabel("Precio").fill("9200");
    await portarrollo.getByText("En la página se ve: $ 9.200", { exact: true }).waitFor();

    // The admin navigation (in the phone menu) would lose the change: a dialog asks first.
    await page.getByText("Menú").click();
    await page.getByRole("link", { name: "Productos" }).first().click();
    const ask = page.getByRole("alertdialog", { name: "¿Salir sin guardar?" });
    await ask.waitFor();
    await ask.getByRole("button", { name: "Seguir editando" }).click();
    await ask.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/admin/listados");
    await expect(portarrollo.getByLabel("Precio").inputValue()).resolves.toBe("9200");

    // So would another listing: it asks the same.
    await page.getByRole("link", { name: "Botas Bekina", exact: true }).click();
    await ask.waitFor();
    await ask.getByRole("button", { name: "Seguir editando" }).click();
    await ask.waitFor({ state: "hidden" });
    expect(new URL(page.url()).search).toBe("?listado=paletizadoras");
    await expect(portarrollo.getByLabel("Precio").inputValue()).resolves.toBe("9200");

    // «Bajar» moves the row in the page, keeping what was typed, and saves nothing yet.
    const legends = page.locator("fieldset > legend");
    const second = await legends.nth(1).innerText();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.getByRole("button", { name: "Bajar Portarrollo manual con freno" }).click();
    await expect.poll(() => legends.first().innerText()).toBe(second);
    await expect(portarrollo.getByLabel("Precio").inputValue()).resolves.toBe("9200");
    expect(posts).toEqual([]);

    await page.getByRole("button", { name: "Guardar listado" }).click();
    await page.getByText("Listado guardado").first().waitFor();
    await page.context().close();

    const { page: visitor, card } = await publicCard("/paletizadoras", "Portarrollo manual con freno");
    await expect(
      card
        .locator("p")
        .filter({ hasText: /^\$ 9\.200$/ })
        .isVisible(),
    ).resolves.toBe(true);
    const cards = visitor.locator("#productos article");
    await expect(cards.nth(0).getByRole("heading").innerText()).resolves.toBe(second);
    await expect(cards.nth(1).getByRole("heading").innerText()).resolves.toBe("Portarrollo manual con freno");
    await visitor.context().close();
  });

  it("works without JavaScript: a move stores nothing, a refusal keeps what was typed; hiding, moving and a new photo with its alt text are published", async () => {
    await warmCache("/botas-bekina");
    const page = await editorPage("/admin/listados?listado=botas-bekina", viewports.mobile, false);
    const thermo = row(page, "Bekina AgriLite Thermo");
    await thermo.getByLabel("Precio").fill("muy barato!");
    await thermo.getByLabel("Descripción").fill("Bota térmica para el invierno, ahora con plantilla de lana.");
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#2f7d32" } })
      .jpeg()
      .toBuffer();
    await thermo.getByLabel("Cambiar la foto").setInputFiles({ name: "bota.jpg", mimeType: "image/jpeg", buffer: photo });
    // «Subir» answers with the row moved and what was typed, half-finished or not (the chosen photo
    // comes back as the row's new one); nothing is stored.
    await page.getByRole("button", { name: "Subir Bekina AgriLite Thermo" }).click();
    await page.getByText("Orden cambiado").first().waitFor();
    await page.waitForLoadState("load");
    await expect(page.locator("fieldset > legend").first().innerText()).resolves.toBe("Bekina AgriLite Thermo");
    await expect(row(page, "Bekina AgriLite Thermo").getByLabel("Precio").inputValue()).resolves.toBe("muy barato!");
    await row(page, "Bekina AgriLite Thermo").getByText("Foto nueva (se publica al guardar)").waitFor();
    const before = await publicCard("/botas-bekina", "Bekina AgriLite Thermo");
    await expect(before.page.locator("#productos article").first().getByRole("heading").innerText()).resolves.not.toBe(
      "Bekina AgriLite Thermo",
    );
    await expect(before.card.getByText("ahora con plantilla de lana").count()).resolves.toBe(0);
    await before.page.context().close();

    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Guardar listado" }).click();
    expect((await refused).status()).toBe(400);
    await page.getByText(staticListingMessages.price).waitFor();
    await expect(row(page, "Bekina AgriLite Thermo").getByLabel("Descripción").inputValue()).resolves.toBe(
      "Bota térmica para el invierno, ahora con plantilla de lana.",
    );

    await row(page, "Bekina AgriLite Thermo").getByLabel("Precio").fill("95");
    await row(page, "Bekina AgriLite Thermo").getByLabel("Qué muestra la foto").fill("Bota verde de caña alta sobre piso de hormigón");
    await row(page, "Bekina StepLite X S3")
      .getByLabel(/Mostrar en la página/)
      .uncheck();
    await page.getByRole("button", { name: "Guardar listado" }).click();
    await page.getByText("Listado guardado").first().waitFor();
    // The page streams: the notice arrives before the last rows. Read the rows once it has loaded.
    await page.waitForLoadState("load");
    await expect(page.locator("fieldset > legend").first().innerText()).resolves.toBe("Bekina AgriLite Thermo");
    await expect(page.locator("fieldset > legend").last().innerText()).resolves.toMatch(/^Bekina StepLite X S3\s*Oculto$/);
    await page.context().close();

    const { page: visitor } = await publicCard("/botas-bekina", "Bekina AgriLite Thermo");
    const cards = visitor.locator("#productos article");
    await expect(cards.count()).resolves.toBe(2);
    await expect(cards.nth(0).getByRole("heading").innerText()).resolves.toBe("Bekina AgriLite Thermo");
    await expect(
      cards
        .nth(0)
        .locator("p")
        .filter({ hasText: /^\$ 95$/ })
        .isVisible(),
    ).resolves.toBe(true);
    await expect(cards.nth(0).getByText("Bota térmica para el invierno, ahora con plantilla de lana.").isVisible()).resolves.toBe(true);
    const image = cards.nth(0).getByRole("img", { name: "Bota verde de caña alta sobre piso de hormigón" });
    await expect(image.getAttribute("src")).resolves.toMatch(/^\/uploads\/products\//);
    await expect(visitor.getByRole("heading", { name: "Bekina StepLite X S3" }).count()).resolves.toBe(0);
    await visitor.context().close();
  });
});
