import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { flushAnalytics } from "~/.server/analytics/buffer";
import { analyticsEvents, searchQueries } from "~/.server/db/schema";
import { seedDatabase } from "~/.server/db/seed";
import { flushRecordedSearches, listRecordedSearches } from "~/.server/search/recorded-searches";
import { resetSearchRateLimit, SEARCH_RATE_LIMIT, withinSearchRateLimit } from "~/.server/search/search-rate-limit";
import type { SearchResults, SearchSuggestion } from "~/lib/search";
import { loader as searchPageLoader } from "~/routes/public/buscar";
import { loader as suggestionsLoader } from "~/routes/resources/buscar.sugerencias";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { routeContext } from "../support/route-context";

// The two routes of site search as the server calls them (the engine has its own tests in
// site-search.test.ts): what a full search records, what the suggestions do not, and the rate
// limit per client the two share.

let database: TestDatabase;
const db = () => database.connection.db;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(db());
});
afterEach(async () => {
  resetSearchRateLimit();
  await flushRecordedSearches();
  await db().delete(searchQueries);
});
afterAll(() => database.dispose());

/** A phone's browser: what the search counts (robots, prefetches and staff are left out). */
const visitor = {
  "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};

type PageData = { state: "empty" | "rate-limited" | "results"; query: string; results?: SearchResults };

/** The results page's loader for `search` (a query string) from `clientIp`: its status and data. */
async function searchPage(
  search: string,
  clientIp = "203.0.113.10",
  headers: HeadersInit = visitor,
): Promise<{ status: number; data: PageData; headers: Headers }> {
  const request = new Request(`http://localhost/buscar${search}`, { headers });
  const answer = (await searchPageLoader({ request, params: {}, context: routeContext({ clientIp, db: db() }) } as unknown as Parameters<
    typeof searchPageLoader
  >[0])) as unknown as { data: PageData; init: ResponseInit | null };
  return { status: answer.init?.status ?? 200, data: answer.data, headers: new Headers(answer.init?.headers) };
}

async function suggestions(search: string, clientIp = "203.0.113.10"): Promise<Response> {
  const request = new Request(`http://localhost/buscar/sugerencias${search}`);
  return suggestionsLoader({ request, params: {}, context: routeContext({ clientIp, db: db() }) } as unknown as Parameters<
    typeof suggestionsLoader
  >[0]);
}

const recorded = async () => {
  await flushRecordedSearches();
  return listRecordedSearches(db(), "2000-01-01");
};

/** Spends `searches` of the client's allowance, as that many earlier searches would have. */
function spendSearches(clientIp: string, searches: number): void {
  const context = routeContext({ clientIp, db: db() });
  for (let spent = 0; spent < searches; spent++) withinSearchRateLimit(context);
}

describe("the results page /buscar", () => {
  it("reports each search to the statistics, found or not, without the words searched", async () => {
    await searchPage("?q=sellador", "203.0.113.20");
    await searchPage("?q=zzqxw", "203.0.113.20");
    await flushAnalytics();
    const events = await db().select().from(analyticsEvents).where(eq(analyticsEvents.name, "search"));
    expect(events.map((event) => event.properties.results).sort()).toEqual(["none", "some"]);
    expect(events.every((event) => event.path === "/buscar" && !JSON.stringify(event).includes("sellador"))).toBe(true);
  });

  it("searches, and counts the search with its number of results; the suggestions count nothing", async () => {
    const page = await searchPage("?q=Inoculante");
    expect(page.status).toBe(200);
    expect(page.data.state).toBe("results");
    expect(page.data.results!.total).toBeGreaterThan(0);
    // Each search is counted here, so no cache may answer for the page.
    expect(page.headers.get("cache-control")).toBe("private, no-store");

    const listed = await suggestions("?q=inocul");
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as SearchSuggestion[]).length).toBeGreaterThan(0);
    expect(await recorded()).toEqual([{ query: "inoculante", searches: 1, results: page.data.results!.total }]);
  });

  it("without a query shows the empty page and counts nothing; punctuation alone searches but is not counted", async () => {
    expect((await searchPage("")).data).toEqual({ state: "empty", query: "" });
    expect((await searchPage("?q=%20%20")).data).toEqual({ state: "empty", query: "" });
    const punctuation = await searchPage("?q=!!!%20%3F%3F");
    expect(punctuation.status).toBe(200);
    expect(punctuation.data.results!.total).toBe(0);
    expect(await recorded()).toEqual([]);
  });

  it("counts a visitor's searches, not a robot's, a prefetch's or a signed-in colleague's", async () => {
    await searchPage("?q=ordene", "203.0.113.40", {
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    await searchPage("?q=ordene", "203.0.113.40", { ...visitor, "sec-purpose": "prefetch" });
    await searchPage("?q=ordene", "203.0.113.40", { ...visitor, cookie: "better-auth.session_token=abc" });
    expect(await recorded()).toEqual([]);
    await searchPage("?q=ordene", "203.0.113.40", visitor);
    expect((await recorded()).map((row) => row.query)).toEqual(["ordene"]);
  });
});

describe("the search rate limit", () => {
  it(`lets a client make ${SEARCH_RATE_LIMIT.max} searches and suggestions together, then answers 429 on both; another client goes on`, async () => {
    // The client has used all but one of its searches in this window.
    spendSearches("203.0.113.20", SEARCH_RATE_LIMIT.max - 1);
    expect((await suggestions("?q=red", "203.0.113.20")).status).toBe(200);

    const page = await searchPage("?q=red", "203.0.113.20");
    expect(page.status).toBe(429);
    // The page still renders, with the query in its field and a notice.
    expect(page.data).toEqual({ state: "rate-limited", query: "red" });
    expect(page.headers.get("retry-after")).toBe(String(SEARCH_RATE_LIMIT.windowSeconds));
    const refused = await suggestions("?q=red", "203.0.113.20");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual([]);
    // A refused search is not counted.
    expect(await recorded()).toEqual([]);

    expect((await searchPage("?q=red", "203.0.113.21")).status).toBe(200);
  });

  it("is not spent by input too short to suggest anything", async () => {
    spendSearches("203.0.113.30", SEARCH_RATE_LIMIT.max);
    const short = await suggestions("?q=r", "203.0.113.30");
    expect(short.status).toBe(200);
    expect(await short.json()).toEqual([]);
  });
});
