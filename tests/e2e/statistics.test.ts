import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useAdminSite } from "../support/admin-site";
import { expectNoA11yViolations, viewports, visitorUserAgent, waitForHydration, waitUntilFormIsOldEnough } from "../support/browser";

// "Estadísticas" (issue 25): a visitor browses the public site and sends a contact message; the
// administrator then sees those visits, the pages and product seen, and the enquiry with its page,
// at 1280 px with JavaScript, and reads the page at 375 px without it, where the custom period and
// the CSV download work too. The admin's own pages are never counted.

const owner = { email: "estadisticas@example.com", password: "clave-de-estadisticas-1" };

async function figure(page: Page, label: string): Promise<number> {
  const text = await page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd")
    .first()
    .innerText();
  return Number(text.replace(/\D/g, ""));
}

describe("statistics", () => {
  const site = useAdminSite(owner);

  it("shows the visits and the enquiry a visitor just made, and never the admin's own pages", async () => {
    const visitor = await site.browser.newContext({ baseURL: site.server.url, viewport: viewports.mobile, userAgent: visitorUserAgent });
    const browsing = await visitor.newPage();
    for (const path of ["/tambo", "/productos/flexnet-pro", "/"]) {
      // The beacon goes when the browser is idle after hydration: a visitor who leaves before that
      // is not counted, so each page waits for its report before the next.
      const reported = browsing.waitForRequest(
        (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/events",
      );
      await browsing.goto(path);
      await waitForHydration(browsing);
      await reported;
    }
    const form = browsing.locator("#contacto form");
    await form.getByLabel("Nombre").fill("Marcelo");
    await form.getByLabel("Apellido").fill("Pereira");
    await form.getByLabel("Email").fill("marcelo.tambo@example.com");
    await form.getByLabel("WhatsApp").fill("+598 99 555 111");
    await form.getByLabel("Mensaje").fill("¿Tienen sellador post dipping en bidón de 20 litros?");
    await waitUntilFormIsOldEnough(form);
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await browsing.locator("[data-sonner-toast]").first().waitFor();
    await visitor.close();
    // A second enquiry, sent from a product page (as its contact modal posts it, with `pagina`).
    const fromProduct = await fetch(`${site.server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.server.url },
      body: JSON.stringify({
        source: "modal",
        nombre: "Rosario",
        email: "rosario@example.com",
        mensaje: "Precio de 40 rollos de FlexNet Pro.",
        pagina: "/productos/flexnet-pro",
        duracion: "5000",
      }),
    });
    expect(await fromProduct.json()).toMatchObject({ success: true });

    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto("/admin/analytics?dias=7");
    await page.getByRole("heading", { level: 1, name: "Estadísticas" }).waitFor();
    // Page views reach the database in batches every few seconds: reload until they are in.
    await expect
      .poll(
        async () => {
          await page.reload();
          return figure(page, "Páginas vistas");
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBeGreaterThanOrEqual(3);
    expect(await figure(page, "Visitantes")).toBe(1);
    expect(await figure(page, "Consultas")).toBe(2);

    const pages = page.getByRole("region", { name: "Páginas más vistas" });
    await pages.getByRole("rowheader", { name: /\/tambo/ }).waitFor();
    await page
      .getByRole("region", { name: "Productos más vistos" })
      .getByRole("rowheader", { name: /\/productos\/flexnet-pro/ })
      .waitFor();
    await page.getByRole("region", { name: "Dispositivos" }).getByRole("rowheader", { name: "Celular" }).waitFor();
    // «Consultas»: each enquiry under the page it was sent from, and the week's leads by stage.
    const bySource = page.getByRole("region", { name: "Consultas por página de origen" });
    await bySource.getByRole("rowheader", { name: /Inicio/ }).waitFor();
    const productRow = bySource.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /\/productos\/flexnet-pro/ }) });
    expect((await productRow.getByRole("cell").allInnerTexts()).slice(0, 2)).toEqual(["1", "0"]);
    await page.getByRole("img", { name: "Consultas por semana, según su etapa actual" }).first().waitFor();
    await page.getByText("Ninguna cerrada todavía").waitFor();
    // The chart names itself for screen readers; the numbers of each day are in a table.
    await page.getByRole("img", { name: "Visitantes y páginas vistas por día" }).waitFor();
    await page.getByText("Ver los números por día").click();
    await expect(page.getByRole("region", { name: "Visitantes y páginas vistas por día" }).getByRole("row").count()).resolves.toBe(8);
    expect(await pages.getByRole("rowheader", { name: /\/admin/ }).count()).toBe(0);
    await expectNoA11yViolations(page);
    await context.close();
  });

  it("works without JavaScript on a phone: a custom period, and the CSV of what is shown", async () => {
    const context = await site.browser.newContext({
      baseURL: site.server.url,
      storageState: site.signedIn,
      viewport: viewports.mobile,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto("/admin/analytics");
    await page.getByRole("link", { name: "Últimos 90 días" }).click();
    await page.waitForURL(/dias=90/);
    const today = await page.getByLabel("Hasta").inputValue();
    await page.getByLabel("Desde").fill(today);
    await page.getByRole("button", { name: "Ver" }).click();
    await page.waitForURL((url) => url.searchParams.get("desde") === today && url.searchParams.get("hasta") === today);
    await page.getByText(/^Solo el /).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const href = await page.getByRole("link", { name: "Descargar CSV" }).getAttribute("href");
    expect(href).toBe(`/admin/analytics.csv?desde=${today}&hasta=${today}`);
    const csv = await context.request.get(href!);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toContain(`"${today}",`);
    await context.close();
  });
});
