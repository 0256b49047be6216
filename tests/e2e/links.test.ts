import { describe, expect, it } from "vitest";
import { baseUrl } from "../support/browser";

// A crawler starts at the home page and follows every internal link of the
// server's HTML (same origin, outside /admin, query kept, fragment dropped), so a page added to
// the route table and linked from anywhere is checked too. It fails on any 404 or 5xx, on an
// '#anchor' that names no element of its page, and on an external or new-tab link that does not
// carry rel="noopener noreferrer".

interface Anchor {
  href: string;
  target: string | null;
  rel: string | null;
}

const entities: Record<string, string> = { amp: "&", quot: '"', "#39": "'", "#x27": "'", lt: "<", gt: ">", "#38": "&" };
const decode = (value: string) => value.replace(/&(amp|quot|#39|#x27|lt|gt|#38);/g, (_, name: string) => entities[name]!);

/** The <a> start tags of an HTML document, with the attributes this test reads. */
function anchorsOf(html: string): Anchor[] {
  return [...html.matchAll(/<a\s([^>]*)>/gi)].flatMap(([, attributes]) => {
    const read = (name: string) => {
      const match = new RegExp(`(?:^|\\s)${name}="([^"]*)"`, "i").exec(attributes!);
      return match ? decode(match[1]!) : null;
    };
    const href = read("href");
    return href === null ? [] : [{ href, target: read("target"), rel: read("rel") }];
  });
}

const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decode(match[1]!)));

const MAX_PAGES = 2_000;
const PARALLEL = 4;

describe("links", () => {
  it("every internal link answers, every anchor lands on an element, every new-tab link is isolated", { timeout: 600_000 }, async () => {
    const origin = new URL(baseUrl()).origin;
    const problems: string[] = [];
    /** path+query → the page that first linked it. */
    const queue = new Map<string, string>([["/", "(start)"]]);
    const visited = new Set<string>();
    /** path+query → ids on that page, for the anchors checked at the end. */
    const pageIds = new Map<string, Set<string>>();
    const anchorsToCheck: Array<{ page: string; hash: string; from: string }> = [];

    const visit = async (target: string, from: string) => {
      const response = await fetch(`${origin}${target}`, { headers: { accept: "text/html,*/*;q=0.8" } });
      if (response.status >= 400) {
        problems.push(`${target} (linked from ${from}): status ${response.status}`);
        return;
      }
      if (!response.headers.get("content-type")?.startsWith("text/html")) return;
      const html = await response.text();
      pageIds.set(target, idsOf(html));
      for (const anchor of anchorsOf(html)) {
        const url = new URL(anchor.href, `${origin}${target}`);
        const external = url.protocol.startsWith("http") && url.origin !== origin;
        if (external || anchor.target === "_blank") {
          const rel = new Set(anchor.rel?.split(/\s+/) ?? []);
          if (!rel.has("noopener") || !rel.has("noreferrer"))
            problems.push(`${target}: <a href="${anchor.href}"> opens elsewhere without rel="noopener noreferrer"`);
        }
        if (url.origin !== origin) continue;
        const path = url.pathname + url.search;
        if (url.hash.length > 1) anchorsToCheck.push({ page: path, hash: decodeURIComponent(url.hash.slice(1)), from: target });
        if (url.pathname === "/admin" || url.pathname.startsWith("/admin/")) continue;
        if (!visited.has(path) && !queue.has(path)) queue.set(path, target);
      }
    };

    while (queue.size > 0 && visited.size < MAX_PAGES) {
      const batch = [...queue].slice(0, PARALLEL);
      for (const [path] of batch) {
        queue.delete(path);
        visited.add(path);
      }
      await Promise.all(batch.map(([path, from]) => visit(path, from)));
    }

    expect(visited.size, "pages crawled").toBeGreaterThan(40);
    expect(visited.size, "the crawl ended by itself").toBeLessThan(MAX_PAGES);
    expect(
      anchorsToCheck.some(({ page, from }) => page === "/" && from === "/"),
      "the home page links to its own sections",
    ).toBe(true);
    for (const { page, hash, from } of anchorsToCheck) {
      const ids = pageIds.get(page);
      if (ids && !ids.has(hash)) problems.push(`${from}: link to ${page}#${hash} names no element there`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
