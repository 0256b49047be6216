import type { Page } from "playwright-core";
import { matchRoutes, type RouteObject } from "react-router";
import { type RouteEntry, routeTable } from "./admin-pages";
import { a11yViolations, waitForHydration } from "./browser";

// The accessibility sweep's parts (tests/e2e/a11y-sweep*.test.ts): which pages, and how each is read.

/** The module that renders a path (its deepest matching route's file). */
export function routeModuleOf(path: string): string {
  const matches = matchRoutes(routeTable as RouteObject[], new URL(path, "http://sitio").pathname);
  const leaf = matches?.at(-1)?.route as (RouteObject & RouteEntry) | undefined;
  if (!leaf) throw new Error(`no route renders ${path}`);
  return leaf.file;
}

/**
 * Public pages the sitemap does not list: site search's results (noindex) in each of its states:
 * results with marked words, a corrected spelling, nothing found, and no query; the account pages
 * (sign-in, sign-up, forgotten password); a product page of the code's catalogue.
 */
export const unlistedPublicPaths = [
  "/buscar?q=inoculante",
  "/buscar?q=inoculnte",
  "/buscar?q=yodo%20tamanet",
  "/buscar",
  "/auth",
  "/auth?modo=registro",
  "/auth/recuperar",
  "/producto/silotrato",
];

/** Every path of the site's sitemap (built from the route table, the active products and the published articles). */
export async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replaceAll("&#38;", "&"));
    return url.pathname + url.search;
  });
}

/** Visits each path in one page (full loads, hydrated) and returns 'path: violation' lines. */
export async function sweep(page: Page, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const target of paths) {
    const response = await page.goto(target);
    if (!response || response.status() >= 400) {
      problems.push(`${target}: status ${response?.status()}`);
      continue;
    }
    await waitForHydration(page);
    for (const violation of await a11yViolations(page)) problems.push(`${target}: ${violation}`);
  }
  return problems;
}
