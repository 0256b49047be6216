import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { categoryListings } from "~/content/catalog-listings";
import { scioPage } from "~/content/scio";
import { allowBrowserErrors, baseUrl, useBrowser } from "../support/browser";
import { imageInView } from "../support/product-gallery";

// The public catalogue on the seeded demo products: listings, the SCIO page and product detail.

const cardNames = (page: Page) => page.locator("#productos article").getByRole("heading").allTextContents();

describe("catalogue pages", () => {
  const { open, browser } = useBrowser();

  it("server-renders every listing with its heading, metadata and products", async () => {
    for (const listing of Object.values(categoryListings)) {
      const { page } = await open(listing.path, { javaScript: false });
      await expect(page.locator("h1").allTextContents(), listing.path).resolves.toEqual([listing.title]);
      await expect(page.title()).resolves.toBe(`${listing.title} | Campo & Industria`);
      await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toBe(`${baseUrl()}${listing.path}`);
      expect((await cardNames(page)).length, listing.path).toBeGreaterThan(1);
      // The first card's photo, a phone's largest paint, is fetched first; the rest wait their turn.
      const photos = page.locator("#productos article img");
      await expect(photos.first().getAttribute("fetchpriority"), listing.path).resolves.toBe("high");
      await expect(photos.first().getAttribute("loading"), listing.path).resolves.toBe("eager");
      await expect(photos.nth(1).getAttribute("loading"), listing.path).resolves.toBe("lazy");
      await expect(page.locator('head link[rel="preload"][as="image"]').count(), listing.path).resolves.toBe(1);
    }
  });

  it("lists TamaNet first with two-decimal prices on the net page, and the O₂ line first on the silage page", async () => {
    const nets = (await open("/redes-enfardar", { javaScript: false })).page;
    const names = await cardNames(nets);
    expect(names.slice(0, 2).every((name) => name.includes("TamaNet"))).toBe(true);
    expect(names.at(-1)).toBe("Red para enfardar estándar 1,23 m x 2.500 m");
    await expect(nets.getByText("$ 289,00").isVisible()).resolves.toBe(true);

    const covers = (await open("/capas-ensilaje", { javaScript: false })).page;
    await expect(covers.locator("h1").textContent()).resolves.toBe("Capas para Ensilaje");
    expect((await cardNames(covers))[0]).toBe("Film barrera de oxígeno O₂ 45 µm, 8 x 50 m");

    const films = (await open("/stretch-films", { javaScript: false })).page;
    await expect(films.getByText("$ 118", { exact: true }).first().isVisible()).resolves.toBe(true);
  });

  it("shows 'Cargando productos...' while a client navigation loads another listing", async () => {
    const { page } = await open("/redes-enfardar");
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/hilos-enfardar\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Principal" })
      .getByRole("button", { name: "Ver páginas de Conservación de forrajes" })
      .click();
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Hilos para enfardar" }).click();
    await page.getByText("Cargando productos...").waitFor();
    release();
    await page.getByRole("heading", { level: 1, name: "Hilos para enfardar" }).waitFor();
    await expect(page.getByText("Cargando productos...").count()).resolves.toBe(0);
    expect((await cardNames(page)).length).toBeGreaterThan(0);
  });

  it("replaces a product image that fails to load with the fallback image", async () => {
    const context = await browser().newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    allowBrowserErrors(/Failed to load resource: net::ERR_FAILED/);
    await page.route(/red-estandar\.webp/, (route) => route.abort());
    await page.goto("/redes-enfardar");
    // The card's image link is hidden from assistive technology (the heading names the product).
    await page.locator('img[alt="Red para enfardar estándar 1,23 m x 2.500 m"]').scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.images].some(
        (img) => img.alt.startsWith("Red para enfardar estándar") && img.src.endsWith("/images/products/sin-imagen.svg"),
      ),
    );
    await context.close();
  });

  it("serves the SCIO page at both paths with its figures and two separate grids", async () => {
    for (const path of ["/scio-nir", "/scio-cup"]) {
      const { page } = await open(path, { javaScript: false });
      await expect(page.locator("h1").allTextContents()).resolves.toEqual([scioPage.title]);
      await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toBe(`${baseUrl()}/scio-nir`);
      await expect(page.getByText("1,4 L", { exact: true }).first().isVisible()).resolves.toBe(true);
      await expect(page.getByText("del clic al resultado en el celular").isVisible()).resolves.toBe(true);
      const nir = page.locator("#scio-nir");
      const cup = page.locator("#scio-cup");
      await expect(nir.getByRole("heading", { name: "SCIO NIR, sensor de bolsillo" }).isVisible()).resolves.toBe(true);
      await expect(cup.getByRole("heading", { name: "SCIO CUP, analizador de forrajes" }).isVisible()).resolves.toBe(true);
      await expect(nir.getByRole("heading", { name: "SCIO CUP, analizador de forrajes" }).count()).resolves.toBe(0);
    }
  });

  it("opens a product from its card: gallery, price, SKU, specifications, contact and Product JSON-LD", async () => {
    const { page } = await open("/redes-enfardar");
    await page.getByRole("link", { name: "Ver detalles de Red TamaNet Edge to Edge 1,23 m x 3.000 m" }).click();
    await page.getByRole("heading", { level: 1, name: "Red TamaNet Edge to Edge 1,23 m x 3.000 m" }).waitFor();
    expect(page.url()).toMatch(/\/producto\/[0-9a-f-]{36}$/);
    await expect(page.locator("h1").allTextContents()).resolves.toEqual(["Red TamaNet Edge to Edge 1,23 m x 3.000 m"]);
    await expect(page.getByText("$ 289,00").isVisible()).resolves.toBe(true);
    await expect(page.getByText("SKU: RED-TN-E2E-3000").isVisible()).resolves.toBe(true);
    await expect(page.getByRole("row", { name: /Largo 3\.000 m/ }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Redes para enfardar" }).isVisible()).resolves.toBe(true);

    // Two images: a thumbnail brings its image into the gallery's strip and is marked as the one shown.
    const thumbnails = page.getByRole("link", { name: /Ver imagen \d de 2/ });
    await expect(thumbnails.count()).resolves.toBe(2);
    await page.getByRole("link", { name: "Ver imagen 2 de 2" }).click();
    await expect.poll(() => imageInView(page, "Red TamaNet Edge to Edge 1,23 m x 3.000 m", 2), { timeout: 5000 }).toBe(true);
    expect(page.url()).toMatch(/\/producto\/[0-9a-f-]{36}$/);
    await expect(thumbnails.nth(1).getAttribute("aria-current")).resolves.toBe("true");

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = jsonLd
      .map((text) => JSON.parse(text) as { "@type": string; name?: string; sku?: string })
      .find((data) => data["@type"] === "Product");
    expect(product).toMatchObject({ name: "Red TamaNet Edge to Edge 1,23 m x 3.000 m", sku: "RED-TN-E2E-3000" });

    await page.getByRole("link", { name: "Más información" }).click();
    await page.getByRole("dialog", { name: "Nuestros Especialistas" }).waitFor();
    await page.keyboard.press("Escape");

    // 'Volver' returns to the listing the visitor came from.
    await page.getByRole("link", { name: "Volver" }).click();
    await page.waitForURL(`${baseUrl()}/redes-enfardar`);
  });

  it("shows no thumbnails for a product with a single image", async () => {
    const { page } = await open("/hilos-enfardar");
    await page.getByRole("link", { name: "Ver detalles de Hilo para fardos chicos 400 m/kg" }).click();
    await page.getByRole("heading", { level: 1, name: "Hilo para fardos chicos 400 m/kg" }).waitFor();
    await expect(page.getByRole("link", { name: /Ver imagen/ }).count()).resolves.toBe(0);
    await expect(page.getByText("$ 42,00").isVisible()).resolves.toBe(true);
  });

  it("shows the built-in products Silotrato and Bioheno", async () => {
    const silotrato = (await open("/producto/silotrato", { javaScript: false })).page;
    await expect(silotrato.locator("h1").allTextContents()).resolves.toEqual(["Silotrato"]);
    await expect(silotrato.getByText("Consultar precio").isVisible()).resolves.toBe(true);
    await expect(silotrato.getByText("Un frasco de 200 g trata hasta 100 t de forraje fresco").isVisible()).resolves.toBe(true);
    await expect(silotrato.getByText(/SKU/).count()).resolves.toBe(0);

    const bioheno = (await open("/producto/bioheno", { javaScript: false })).page;
    await expect(bioheno.locator("h1").allTextContents()).resolves.toEqual(["Bioheno"]);
    await expect(bioheno.getByRole("heading", { name: "Especificaciones técnicas" }).isVisible()).resolves.toBe(true);
  });

  it("answers 404 'Producto no encontrado' for an unknown id or UUID, with a way home", async () => {
    for (const id of ["no-existe", "00000000-0000-4000-8000-000000000000"]) {
      const response = await fetch(`${baseUrl()}/producto/${id}`);
      expect(response.status, id).toBe(404);
      const { page } = await open(`/producto/${id}`, { javaScript: false });
      await expect(page.locator("h1").allTextContents()).resolves.toEqual(["Producto no encontrado"]);
      await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");
      await expect(page.getByRole("link", { name: "Volver al inicio" }).getAttribute("href")).resolves.toBe("/");
    }
  });

  // Their accessibility: tests/e2e/a11y-sweep.test.ts.
  it("fits a listing, the SCIO page and a product in a phone's width", async () => {
    for (const path of ["/redes-enfardar", "/scio-nir", "/producto/silotrato"]) {
      const { page, errors } = await open(path, { viewport: "mobile" });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
      expect(errors, path).toEqual([]);
    }
  });
});
