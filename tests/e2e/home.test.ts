import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sectors } from "~/content/sectors";
import { defaultSite as site } from "~/lib/site-facts";
import { specialistDefaults as specialists } from "~/content/specialists";
import { about, commercial } from "~/content/home";
import { allowBrowserErrors, baseUrl, type openPage, useBrowser, viewports, waitForAnimations } from "../support/browser";

type SlideNumber = 1 | 2;

/** Waits until the given slide fills the hero, the other one is off screen, and only it is reachable. */
async function waitForSlide(page: Page, slide: SlideNumber): Promise<void> {
  await page.waitForFunction((label) => {
    const shown = document.querySelector<HTMLElement>(`[aria-roledescription="diapositiva"][aria-label="${label}"]`);
    const hero = document.getElementById("inicio");
    if (!shown || !hero) return false;
    const box = shown.getBoundingClientRect();
    const others = [...document.querySelectorAll<HTMLElement>('[aria-roledescription="diapositiva"]')].filter((s) => s !== shown);
    return (
      Math.abs(box.left - hero.getBoundingClientRect().left) < 1 &&
      !shown.inert &&
      others.every(
        (other) => other.inert && (other.getBoundingClientRect().right <= 1 || other.getBoundingClientRect().left >= window.innerWidth - 1),
      )
    );
  }, `${slide} de 2`);
}

/** The arrow buttons are enabled once the carousel runs in the browser. */
async function waitForCarousel(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLButtonElement>('#inicio button[aria-controls="hero-diapositivas"]')].every(
      (button) => !button.disabled,
    ),
  );
}

const title = (page: Page) => page.getByRole("heading", { level: 1, name: site.name });
const hygieneHeading = (page: Page) => page.getByRole("heading", { name: "Higiene y desinfeccion" });

describe("home page", () => {
  const visitor = useBrowser();

  const open = (options: Parameters<typeof openPage>[2] = {}) => visitor.open("/", options);

  it("serves slide 1 complete in the HTML: one h1, the tagline, the hero image first in line", async () => {
    const { page } = await open({ javaScript: false });
    await expect(page.locator("h1").count()).resolves.toBe(1);
    await expect(title(page).isVisible()).resolves.toBe(true);
    await expect(page.getByText(site.tagline).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Contactar Ahora" }).isVisible()).resolves.toBe(true);
    await expect(page.locator("#inicio").getAttribute("aria-roledescription")).resolves.toBe("carrusel");
    await expect(page.getByRole("button", { name: "Diapositiva siguiente" }).isDisabled()).resolves.toBe(true);

    const hero = page.locator("#inicio img").first();
    await expect(hero.getAttribute("fetchpriority")).resolves.toBe("high");
    expect(await hero.getAttribute("srcset")).toMatch(/hero-campo-640\.webp 640w.*hero-campo-1920\.webp 1920w/);
    expect(await hero.getAttribute("alt")).toMatch(/fardos/);
    await expect(hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).resolves.toBe(true);
    // The LCP image is preloaded from the head, once.
    const preloads = page.locator('head link[rel="preload"][as="image"]');
    await expect(preloads.count()).resolves.toBe(1);
    await expect(preloads.getAttribute("imagesrcset")).resolves.toBe(await hero.getAttribute("srcset"));

    // The hero fills the viewport, with slide 1 in place and slide 2 beside it, off screen (reachable
    // by a swipe or Tab without scripts, so not inert: navigation-without-scripts.test.ts).
    const box = await page.locator("#inicio").boundingBox();
    expect(box?.height).toBe(viewports.desktop.height);
    await expect(page.locator('[aria-label="1 de 2"]').boundingBox()).resolves.toMatchObject({ x: 0 });
    await expect(page.locator('[aria-label="2 de 2"]').boundingBox()).resolves.toMatchObject({ x: viewports.desktop.width });
  });

  it("does not move the hero when the page hydrates", async () => {
    const server = await open({ javaScript: false });
    const hydrated = await open();
    const before = await title(server.page).boundingBox();
    const after = await title(hydrated.page).boundingBox();
    expect(after).toEqual(before);
    expect(hydrated.errors).toEqual([]);
  });

  it("changes slides with the arrows and loops in both directions", async () => {
    const { page, errors } = await open();
    const previous = page.getByRole("button", { name: "Diapositiva anterior" });
    const next = page.getByRole("button", { name: "Diapositiva siguiente" });
    await waitForSlide(page, 1);

    await next.click();
    await waitForSlide(page, 2);
    await expect(hygieneHeading(page).isVisible()).resolves.toBe(true);
    for (const topic of ["Tratamiento y monitoreo de agua", "Desinfección de ubres", "Limpieza"]) {
      await expect(page.locator("#inicio").getByRole("listitem").filter({ hasText: topic }).isVisible()).resolves.toBe(true);
    }

    await next.click(); // past the last slide: back to the first
    await waitForSlide(page, 1);
    await expect(title(page).isVisible()).resolves.toBe(true);

    await previous.click(); // before the first slide: the last one
    await waitForSlide(page, 2);
    await previous.click();
    await waitForSlide(page, 1);
    expect(errors).toEqual([]);
  });

  it("changes slides with ArrowLeft and ArrowRight while focus is in the carousel, and keeps focus there", async () => {
    const { page, errors } = await open();
    await waitForCarousel(page);
    await page.getByRole("link", { name: "Contactar Ahora" }).focus();

    await page.keyboard.press("ArrowRight");
    await waitForSlide(page, 2);
    // The button left with its slide; focus stays in the carousel instead of falling to the page.
    await expect(page.evaluate(() => document.activeElement?.closest("#inicio") !== null)).resolves.toBe(true);

    await page.keyboard.press("ArrowRight");
    await waitForSlide(page, 1);
    await page.keyboard.press("ArrowLeft");
    await waitForSlide(page, 2);
    await page.keyboard.press("ArrowLeft");
    await waitForSlide(page, 1);

    // Outside the carousel the arrow keys are the page's.
    await page.locator("footer").getByRole("link", { name: site.email }).focus();
    await page.keyboard.press("ArrowRight");
    await page.getByRole("button", { name: "Diapositiva siguiente" }).click();
    await waitForSlide(page, 2);
    expect(errors).toEqual([]);
  });

  it("changes slides with reduced motion too", async () => {
    const { page, errors } = await open({ reducedMotion: true });
    await page.getByRole("button", { name: "Diapositiva siguiente" }).click();
    await waitForSlide(page, 2);
    await page.getByRole("button", { name: "Diapositiva anterior" }).click();
    await waitForSlide(page, 1);
    expect(errors).toEqual([]);
  });

  it("loads the carousel code only when a visitor reaches for the hero or nears the featured products", async () => {
    const { page, errors } = await open();
    await waitForCarousel(page);
    const carouselScripts = () =>
      page.evaluate(
        () => performance.getEntriesByType("resource").filter((entry) => /\/assets\/embla-carousel[^/]*\.js$/.test(entry.name)).length,
      );
    await expect(carouselScripts()).resolves.toBe(0);

    // The first use of an arrow loads it and still moves the slide.
    await page.getByRole("button", { name: "Diapositiva siguiente" }).click();
    await waitForSlide(page, 2);
    await expect(carouselScripts()).resolves.toBe(1);

    // The featured products carousel starts from the same code when it comes near the screen.
    await page.locator("#destacados").scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Productos siguientes" }).click();
    await expect(carouselScripts()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });

  it("'SCROLL' brings the sector section into view and moves focus to it", async () => {
    const { page, errors } = await open();
    await page.getByRole("link", { name: /SCROLL/ }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById("servicios")?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top <= 100;
    });
    await expect(page.getByRole("heading", { name: "Soluciones por sector" }).isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("servicios");
    expect(errors).toEqual([]);
  });

  describe("specialists dialog", () => {
    const dialog = (page: Page) => page.getByRole("dialog", { name: "Nuestros Especialistas" });

    it("opens from 'Contactar Ahora' with the three specialists, each with a chat and a phone link", async () => {
      const { page, errors } = await open();
      await expect(dialog(page).isVisible()).resolves.toBe(false);
      await page.getByRole("link", { name: "Contactar Ahora" }).click();
      await dialog(page).waitFor({ state: "visible" });
      await expect(
        dialog(page).getByText("Elegí el especialista que mejor se adapte a tus necesidades y conectate directamente.").isVisible(),
      ).resolves.toBe(true);

      const cards = dialog(page).getByRole("listitem");
      await expect(cards.count()).resolves.toBe(specialists.length);
      for (const [index, specialist] of specialists.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading", { name: specialist.name }).isVisible()).resolves.toBe(true);
        await expect(card.getByText(specialist.area, { exact: true }).isVisible()).resolves.toBe(true);

        const digits = specialist.phone.replace(/\D/g, "");
        const chat = card.getByRole("link", { name: /WhatsApp/ });
        const href = new URL((await chat.getAttribute("href"))!);
        expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${digits}`);
        const greeting = href.searchParams.get("text") ?? "";
        expect(greeting).toContain(specialist.name);
        expect(greeting).toContain(specialist.area);
        expect(greeting).toMatch(/más información/);
        await expect(chat.getAttribute("target")).resolves.toBe("_blank");
        expect((await chat.getAttribute("rel"))?.split(" ").sort()).toEqual(["noopener", "noreferrer"]);

        const call = card.getByRole("link", { name: new RegExp(`Llamar a ${specialist.name}`) });
        await expect(call.getAttribute("href")).resolves.toBe(`tel:+${digits}`);
        await expect(call.getAttribute("target")).resolves.toBeNull();
        await expect(call.innerText()).resolves.toContain(specialist.phone);
      }
      expect(errors).toEqual([]);
    });

    it("closes with Escape and returns focus to 'Contactar Ahora'", async () => {
      const { page, errors } = await open();
      const trigger = page.getByRole("link", { name: "Contactar Ahora" });
      await trigger.click();
      await dialog(page).waitFor({ state: "visible" });
      await page.keyboard.press("Escape");
      await dialog(page).waitFor({ state: "hidden" });
      // Radix gives the focus back once the dialog has gone.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Contactar Ahora");
      // Arrow keys pressed inside the dialog never moved the carousel behind it.
      await waitForSlide(page, 1);
      expect(errors).toEqual([]);
    });

    it("closes with 'Cerrar' and with a click outside it, and keeps to 80% of a phone's height, scrolling", async () => {
      const { page, errors } = await open({ viewport: "mobile" });
      await waitForCarousel(page);
      const trigger = page.getByRole("link", { name: "Contactar Ahora" });

      await trigger.click();
      await dialog(page).waitFor({ state: "visible" });
      const box = await dialog(page).boundingBox();
      expect(box!.height).toBeLessThanOrEqual(viewports.mobile.height * 0.8 + 1);
      const scrolls = await dialog(page).evaluate((element) => element.scrollHeight > element.clientHeight);
      expect(scrolls).toBe(true);
      await page.keyboard.press("ArrowRight");
      await dialog(page).getByRole("button", { name: "Cerrar" }).click();
      await dialog(page).waitFor({ state: "hidden" });
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Contactar Ahora");
      await waitForSlide(page, 1);

      await trigger.click();
      await dialog(page).waitFor({ state: "visible" });
      const content = (await dialog(page).boundingBox())!;
      await page.mouse.click(content.x + content.width / 2, (content.y + content.height + viewports.mobile.height) / 2);
      await dialog(page).waitFor({ state: "hidden" });

      // A click inside the content leaves it open.
      await trigger.click();
      await dialog(page).waitFor({ state: "visible" });
      await dialog(page).getByRole("heading", { name: "Nuestros Especialistas" }).click();
      await expect(dialog(page).isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it("serves every section in the spec's order in the HTML, and the footer's anchors land on them", async () => {
    const { page } = await open({ javaScript: false });
    const order = await page.evaluate(() =>
      [...document.querySelectorAll("main > section[id], main > div > section[id]")].map((section) => section.id),
    );
    expect(order).toEqual(["inicio", "about", "servicios", "comercial", "noticias", "destacados", "marcas", "contacto"]);
    const footerAnchors = await page
      .locator('footer a[href^="/#"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!.slice(2)));
    expect(footerAnchors.sort()).toEqual(["comercial", "contacto", "industria", "inicio"]);
    for (const id of footerAnchors) await expect(page.locator(`#${id}`).count()).resolves.toBe(1);
    await expect(page.locator("#noticias article").count()).resolves.toBeGreaterThan(0);
    await expect(page.locator("#destacados article").count()).resolves.toBeGreaterThan(0);
    await expect(page.locator("#contacto form").count()).resolves.toBe(1);
  });

  it("tells who the company is and shows the commercial line where the footer's links land, without JavaScript", async () => {
    const { page } = await open({ javaScript: false });
    const aboutSection = page.locator("#about");
    await expect(aboutSection.getByRole("heading", { level: 2, name: about.title }).isVisible()).resolves.toBe(true);
    await expect(aboutSection.getByText("Montevideo").first().isVisible()).resolves.toBe(true);
    await expect(page.locator("#industria").getByRole("link", { name: "Industria", exact: true }).isVisible()).resolves.toBe(true);
    const commercialSection = page.locator("#comercial");
    await expect(commercialSection.getByRole("heading", { level: 2, name: commercial.title }).isVisible()).resolves.toBe(true);
    for (const line of commercial.lines) {
      await expect(commercialSection.getByRole("heading", { level: 3, name: line.title }).isVisible()).resolves.toBe(true);
    }
  });

  describe("sector tiles", () => {
    it("link to the four sector pages, each with its picture, title and a line of copy", async () => {
      const { page, errors } = await open();
      const section = page.locator("#servicios");
      await section.scrollIntoViewIfNeeded();
      await waitForAnimations(page);
      const tiles = section.getByRole("listitem");
      await expect(tiles.count()).resolves.toBe(4);
      expect(sectors.map((sector) => sector.to)).toEqual(["/embalaje-cultivo", "/tambo", "/aves-cerdos", "/industria"]);

      for (const [index, sector] of sectors.entries()) {
        const tile = tiles.nth(index);
        const link = tile.getByRole("link", { name: sector.title, exact: true });
        await expect(link.getAttribute("href")).resolves.toBe(sector.to);
        await expect(tile.getByText(sector.description).isVisible()).resolves.toBe(true);
        const image = tile.getByRole("img", { name: sector.imageAlt });
        await image.scrollIntoViewIfNeeded();
        await page.waitForFunction((alt) => {
          const element = document.querySelector<HTMLImageElement>(`#servicios img[alt="${alt}"]`);
          return Boolean(element?.complete && element.naturalWidth > 0);
        }, sector.imageAlt);
      }

      // The whole tile is the link's target area.
      const first = tiles.nth(0);
      const description = (await first.getByText(sectors[0]!.description).boundingBox())!;
      await page.mouse.click(description.x + 10, description.y + 5);
      await page.waitForURL((url) => url.pathname === sectors[0]!.to);
      expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
    });

    it("report a click with the sector's name to the site's own analytics, without holding up the navigation", async () => {
      const { page } = await open();
      const dairy = sectors[1]!;
      // The page's own page-view beacon goes to the same endpoint.
      const beacon = page.waitForRequest(
        (request) =>
          request.url().endsWith("/api/events") &&
          request.method() === "POST" &&
          (request.postDataJSON() as { name?: string }).name === "sector_click",
      );
      await page.locator("#servicios").getByRole("link", { name: dairy.title, exact: true }).click();
      const request = await beacon;
      expect(request.postDataJSON()).toEqual({ name: "sector_click", properties: { sector: dairy.title }, path: "/" });
      await page.waitForURL((url) => url.pathname === dairy.to);
      await expect((await request.response())?.status()).toBe(204);
    });

    it("rise into place one after another, 0.2 s apart, when scrolled to, and stay still for reduced motion", async () => {
      const { page } = await open({ viewport: "mobile" });
      const list = page.locator("#servicios ul");
      // Set by an effect just after hydration.
      await page.waitForFunction(() => document.querySelector("#servicios ul")?.getAttribute("data-reveal") === "pending");
      await list.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelector("#servicios ul")?.getAttribute("data-reveal") === "shown");
      const delays = await list.locator(":scope > li").evaluateAll((items) => items.map((item) => getComputedStyle(item).animationDelay));
      expect(delays).toEqual(["0s", "0.2s", "0.4s", "0.6s"]);

      const still = await open({ viewport: "mobile", reducedMotion: true });
      await expect(still.page.locator("#servicios ul").getAttribute("data-reveal")).resolves.toBeNull();
    });

    it("show the title's initials when a tile image cannot be loaded", async () => {
      // The image requests fail from the first byte of the page on, before and after hydration.
      const context = await visitor.browser().newContext({ baseURL: baseUrl(), viewport: viewports.desktop, locale: "es-UY" });
      const page = await context.newPage();
      allowBrowserErrors(/Failed to load resource: net::ERR_FAILED/);
      await page.route("**/images/sector-forrajes-*", (route) => route.abort());
      await page.goto("/");
      const section = page.locator("#servicios");
      await section.scrollIntoViewIfNeeded();

      const fallback = section.getByRole("img", { name: sectors[0]!.imageAlt });
      await section.getByText("CF", { exact: true }).waitFor({ state: "visible" });
      await expect(fallback.evaluate((element) => element.tagName)).resolves.toBe("DIV");
      // The other tiles keep their pictures.
      await expect(section.locator("img").count()).resolves.toBe(sectors.length - 1);
      await context.close();
    });
  });
});
