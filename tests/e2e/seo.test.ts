import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSite as site } from "~/lib/site-facts";
import { baseUrl, launchBrowser } from "../support/browser";

// Site-wide guarantees for search engines and link previews, walked over every page the sitemap
// lists: the route table's public pages, every active product and every published article. A page
// added later is checked without touching this file.

interface PageFacts {
  status: number;
  lang: string | null;
  title: string;
  description: string | null;
  canonical: string | null;
  h1Count: number;
  og: Record<string, string>;
  twitterCard: string | null;
  structuredTypes: string[];
  breadcrumbShown: boolean;
  duplicateIds: string[];
  imagesWithoutAlt: string[];
  nestedInteractive: string[];
}

async function sitemapUrls(): Promise<string[]> {
  const response = await fetch(`${baseUrl()}/sitemap.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replaceAll("&#38;", "&"));
}

describe("search engines and link previews", () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    // What a crawler reads: the server's HTML, no JavaScript.
    context = await browser.newContext({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("robots.txt lets crawlers in, keeps them out of the admin, sign-in and API, and names the sitemap", async () => {
    const response = await fetch(`${baseUrl()}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ["/admin", "/auth", "/api"]) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });

  it("the sitemap lists the public pages with their last change, and nothing private", async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const urls = await sitemapUrls();
    expect(urls).toContain(`${baseUrl()}/`);
    expect(urls.length).toBe(new Set(urls).size);
    expect(xml.match(/<lastmod>/g)?.length).toBe(urls.length);
    for (const url of urls) {
      expect(url.startsWith(`${baseUrl()}/`)).toBe(true);
      expect(new URL(url).pathname).not.toMatch(/^\/(admin|auth|api)(\/|$)|\.(xml|txt)$|^\/healthz$/);
    }
  });

  it("every listed page has a unique title, a description, its canonical link, one h1, social tags and valid markup", async () => {
    const urls = await sitemapUrls();
    const titles = new Map<string, string>();
    const problems: string[] = [];
    const page = await context.newPage();
    for (const url of urls) {
      const response = await page.goto(url);
      const facts: PageFacts = await page.evaluate(() => {
        const meta = (selector: string) => document.querySelector<HTMLMetaElement>(selector)?.content ?? null;
        const og: Record<string, string> = {};
        for (const tag of document.querySelectorAll<HTMLMetaElement>('meta[property^="og:"]'))
          og[tag.getAttribute("property")!] = tag.content;
        const structuredTypes = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
          const data = JSON.parse(script.textContent ?? "null") as { "@type"?: string } | null;
          return data?.["@type"] ? [data["@type"]] : [];
        });
        const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
        const interactive = "a[href], button, input, select, textarea, summary";
        return {
          status: 0,
          lang: document.documentElement.getAttribute("lang"),
          title: document.title,
          description: meta('meta[name="description"]'),
          canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
          h1Count: document.querySelectorAll("h1").length,
          og,
          twitterCard: meta('meta[name="twitter:card"]'),
          structuredTypes,
          breadcrumbShown: Boolean(document.querySelector('nav[aria-label="Ruta de navegación"]')),
          duplicateIds: [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))],
          imagesWithoutAlt: [...document.querySelectorAll("img:not([alt])")].map((image) => image.getAttribute("src") ?? "?"),
          nestedInteractive: [...document.querySelectorAll(interactive)]
            .filter((element) => element.parentElement?.closest(interactive))
            .map((element) => element.outerHTML.slice(0, 80)),
        };
      });
      facts.status = response?.status() ?? 0;
      const path = new URL(url).pathname;
      const fail = (what: string) => problems.push(`${path}: ${what}`);

      if (facts.status !== 200) fail(`status ${facts.status}`);
      if (facts.lang !== "es") fail(`lang="${facts.lang}"`);
      if (facts.h1Count !== 1) fail(`${facts.h1Count} h1 elements`);
      if (!(facts.title === site.name || facts.title.endsWith(` | ${site.name}`)))
        fail(`title "${facts.title}" does not follow '{Page} | ${site.name}'`);
      const seen = titles.get(facts.title);
      if (seen) fail(`title "${facts.title}" also used by ${seen}`);
      titles.set(facts.title, path);
      const length = facts.description?.length ?? 0;
      if (length < 50 || length > 160) fail(`description of ${length} characters`);
      if (facts.canonical !== url) fail(`canonical ${facts.canonical}`);
      for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
        if (!facts.og[property]) fail(`no ${property}`);
      }
      if (facts.og["og:url"] && facts.og["og:url"] !== url) fail(`og:url ${facts.og["og:url"]}`);
      if (!facts.twitterCard) fail("no twitter:card");
      for (const type of ["Organization", "WebSite"]) if (!facts.structuredTypes.includes(type)) fail(`no ${type} JSON-LD`);
      if (facts.breadcrumbShown && !facts.structuredTypes.includes("BreadcrumbList"))
        fail("breadcrumb shown without BreadcrumbList JSON-LD");
      if (facts.duplicateIds.length) fail(`duplicate ids ${facts.duplicateIds.join(", ")}`);
      if (facts.imagesWithoutAlt.length) fail(`images without alt ${facts.imagesWithoutAlt.join(", ")}`);
      if (facts.nestedInteractive.length) fail(`interactive element inside another: ${facts.nestedInteractive.join(" | ")}`);
    }
    await page.close();
    expect(problems).toEqual([]);
  });
});
