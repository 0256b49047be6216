import type { Browser } from "playwright-core";

// What a visitor and a search engine get from each public page, as the server renders it: the
// visible text of <main>, the head's title, description, canonical link, other meta tags and
// JSON-LD, the status and the Cache-Control header. tests/e2e/rendered-pages.test.ts compares it
// with a recorded fixture, so a refactoring of routes or templates that changes a page fails.

export interface RenderedPage {
  /** The sitemap path; a product's UUID (random per database) is written as {uuid}. */
  path: string;
  status: number;
  cacheControl: string | null;
  title: string;
  description: string | null;
  canonical: string | null;
  /** Every other `<meta name|property>` as "key=content", sorted. */
  meta: string[];
  /** Each JSON-LD block, parsed. */
  jsonLd: unknown[];
  /** `<main>`'s innerText, one trimmed non-empty line per entry. */
  main: string[];
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Removes what legitimately differs between two runs: the server's origin and the rows' random ids. */
function normalise(text: string, origin: string): string {
  return text.replaceAll(origin, "{origin}").replace(UUID, "{uuid}");
}

export async function sitemapPaths(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (response.status !== 200) throw new Error(`/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replaceAll("&#38;", "&")).pathname);
}

/** Every page of the sitemap as the server renders it without JavaScript, sorted by path. */
export async function captureRenderedPages(browser: Browser, origin: string): Promise<RenderedPage[]> {
  const context = await browser.newContext({
    baseURL: origin,
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
    locale: "es-UY",
  });
  try {
    const page = await context.newPage();
    const pages: RenderedPage[] = [];
    for (const path of await sitemapPaths(origin)) {
      const response = await page.goto(path);
      const facts = await page.evaluate(() => {
        const content = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? null;
        const meta = [...document.head.querySelectorAll("meta[name], meta[property]")]
          .map((element) => `${element.getAttribute("name") ?? element.getAttribute("property")}=${element.getAttribute("content") ?? ""}`)
          .filter((entry) => !entry.startsWith("description="));
        return {
          title: document.title,
          description: content('meta[name="description"]'),
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
          meta,
          jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((element) => element.textContent ?? ""),
          main: (document.querySelector("main") as HTMLElement | null)?.innerText ?? "",
        };
      });
      const clean = (text: string) => normalise(text, origin);
      pages.push({
        path: clean(path),
        status: response?.status() ?? 0,
        cacheControl: response?.headers()["cache-control"] ?? null,
        title: clean(facts.title),
        description: facts.description === null ? null : clean(facts.description),
        canonical: facts.canonical === null ? null : clean(facts.canonical),
        meta: facts.meta.map(clean).sort(),
        jsonLd: facts.jsonLd.map((json) => JSON.parse(clean(json)) as unknown),
        main: facts.main
          .split("\n")
          .map((line) => clean(line.replace(/\s+/g, " ").trim()))
          .filter(Boolean),
      });
    }
    // Products come in the order of their last change; their ids differ per run, so sort on everything.
    const key = (entry: RenderedPage) => `${entry.path}\n${entry.title}\n${JSON.stringify(entry)}`;
    return pages.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  } finally {
    await context.close();
  }
}
