import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { useAdminSite } from "../support/admin-site";
import { expectNoA11yViolations, waitForHydration } from "../support/browser";

// Two people editing the same record (docs/decisions/022-edit-conflicts.md): the same account in two
// browser contexts opens one product (and one article); the first save goes through, the second is
// refused with a notice of who changed what, keeps what was typed, and nothing is overwritten until
// the person asks for it.

const editor = { email: "conflictos@example.com", password: "clave-de-conflictos-1" };

describe("two people editing the same record", () => {
  const site = useAdminSite(editor);
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function open(path: string, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
    const context = await site.browser.newContext({ baseURL: site.server.url, storageState: site.signedIn, ...options });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(path);
    if (options.javaScriptEnabled !== false) await waitForHydration(page);
    return page;
  }

  const notice = (page: Page) => page.getByRole("alert").filter({ hasText: "Otra persona" });

  it("refuses the second save of a product, shows what changed and keeps the typed text; without JavaScript too", async () => {
    const list = await open("/admin/products");
    const path = await list
      .getByRole("link", { name: /^Editar / })
      .first()
      .getAttribute("href");
    const first = await open(path!);
    // The colleague's window works without JavaScript: the server alone keeps the form as typed.
    const second = await open(path!, { javaScriptEnabled: false });
    const name = await first.getByLabel("Nombre", { exact: true }).inputValue();
    const price = await first.getByLabel("Precio").inputValue();

    await first.getByLabel("Precio").fill("98.50");
    await first.getByRole("button", { name: "Guardar cambios" }).click();
    await first.getByText("Producto actualizado correctamente").first().waitFor();

    await second.getByLabel("Nombre", { exact: true }).fill(`${name} reforzada`);
    await second.getByRole("button", { name: "Guardar cambios" }).click();
    await notice(second)
      .getByText(/^Otra persona \(tu cuenta, en otra pestaña o ventana\) guardó cambios a las \d{2}:\d{2}$/)
      .waitFor();
    // The field may write decimals with a point or a comma («189.90», «189,90»).
    const shownPrice = (typed: string) =>
      `$ ${Number(typed.replace(",", ".")).toLocaleString("es-UY", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    // Only what the other person changed: the fields nobody touched round-trip through the form unchanged.
    expect(await notice(second).getByRole("listitem").allTextContents()).toEqual([`Precio: ${shownPrice(price)} → $ 98,50`]);
    expect(await second.getByLabel("Nombre", { exact: true }).inputValue()).toBe(`${name} reforzada`);

    // What is stored is the first person's save.
    const stored = await open(path!);
    expect(await stored.getByLabel("Nombre", { exact: true }).inputValue()).toBe(name);
    expect(await stored.getByLabel("Precio").inputValue()).toMatch(/^98[.,]50?$/);

    // Saving again deliberately, knowing the newer version, replaces it.
    await notice(second).getByRole("button", { name: "Guardar la mía de todos modos" }).click();
    await second.getByText("Producto actualizado correctamente").first().waitFor();
    await stored.reload();
    expect(await stored.getByLabel("Nombre", { exact: true }).inputValue()).toBe(`${name} reforzada`);
  });

  it("refuses the second save of an article, shows the new title and keeps the typed summary", async () => {
    const list = await open("/admin/articles");
    const path = await list.getByRole("link", { name: "Editar: Cómo elegir la red para enfardar según tu forraje" }).getAttribute("href");
    const first = await open(path!);
    const second = await open(path!);
    const title = await first.getByLabel("Título").inputValue();
    const excerpt = await first.getByLabel("Resumen").inputValue();

    await first.getByLabel("Título").fill("Qué red para enfardar elegir según el forraje");
    await first.getByRole("button", { name: "Guardar cambios", exact: true }).click();
    await first.waitForURL("**/admin/articles");

    await second.getByLabel("Resumen").fill("Ancho, largo y tratamiento UV: lo que importa al elegir.");
    await second.getByRole("button", { name: "Guardar cambios", exact: true }).click();
    await notice(second)
      .getByText(/^Otra persona \(tu cuenta, en otra pestaña o ventana\) guardó cambios a las \d{2}:\d{2}$/)
      .waitFor();
    expect(await notice(second).getByRole("listitem").allTextContents()).toEqual([
      `Título: ${title} → Qué red para enfardar elegir según el forraje`,
    ]);
    expect(await second.getByLabel("Resumen").inputValue()).toBe("Ancho, largo y tratamiento UV: lo que importa al elegir.");
    expect(new URL(second.url()).pathname).toBe(path);
    // The notice takes the focus, so a screen reader starts there.
    expect(await notice(second).evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoA11yViolations(second);

    const stored = await open(path!);
    expect(await stored.getByLabel("Título").inputValue()).toBe("Qué red para enfardar elegir según el forraje");
    expect(await stored.getByLabel("Resumen").inputValue()).toBe(excerpt);

    // "Usar la versión guardada" loads what is stored, the typed summary given up.
    second.once("dialog", (dialog) => void dialog.accept());
    await notice(second).getByRole("link", { name: "Usar la versión guardada" }).click();
    await expect.poll(() => second.getByLabel("Título").inputValue()).toBe("Qué red para enfardar elegir según el forraje");
    expect(await second.getByLabel("Resumen").inputValue()).toBe(excerpt);
  });
});
