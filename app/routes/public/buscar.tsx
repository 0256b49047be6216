import { Search } from "lucide-react";
import { data, Form } from "react-router";
import { recordSearchEvent } from "~/.server/analytics/collect";
import { exclusionOf } from "~/.server/analytics/exclusions";
import { databaseOf } from "~/.server/request-context";
import { recordSearch } from "~/.server/search/recorded-searches";
import { SEARCH_RETRY_AFTER, withinSearchRateLimit } from "~/.server/search/search-rate-limit";
import { searchSite } from "~/.server/search/search-site";
import { SearchEmptyState, SearchNoResults, SearchRateLimited, SearchResultGroups, SearchSummary } from "~/components/search/search-results";
import { SearchField } from "~/components/search/search-field";
import { Button } from "~/components/ui/button";
import { searchPageCopy as copy } from "~/content/search";
import { buildMeta } from "~/lib/meta";
import { SEARCH_PATH, type SearchResults } from "~/lib/search";
import { searchHref, searchQueryFromUrl } from "~/lib/search-links";
import { queryWords } from "~/lib/search-text";
import type { Route } from "./+types/buscar";

// /buscar?q=…: the site search's results, rendered on the server (the header's field and this
// page's own are plain GET forms). Every search made here is counted for the admin's "Búsquedas"
// (the header's suggestions are not). Not for search engines: noindex, and not in the sitemap.

/** Read by the sitemap (app/lib/sitemap.ts): results pages are not pages to list. */
export const handle = { noindex: true };

type SearchPageData =
  | { state: "empty"; query: "" }
  | { state: "rate-limited"; query: string }
  | { state: "results"; query: string; results: SearchResults };

// Each search is counted and rate-limited here, so no cache (the server's or a CDN's) may answer for it.
const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = searchQueryFromUrl(new URL(request.url));
  if (query === "") return data<SearchPageData>({ state: "empty", query: "" }, { headers: NO_STORE });
  if (!withinSearchRateLimit(context)) {
    return data<SearchPageData>({ state: "rate-limited", query }, { status: 429, headers: { ...NO_STORE, ...SEARCH_RETRY_AFTER } });
  }
  const db = await databaseOf(context);
  const results = await searchSite(db, query);
  // Punctuation alone searched nothing: not a search worth counting.
  if (queryWords(results.query).length > 0) {
    // The statistics' "Buscaron en el sitio" (per visitor and day; never fails the page).
    await recordSearchEvent({ request, context }, { results: results.total });
    // The admin's "Búsquedas": what visitors searched, so not a robot's, a prefetch's or the staff's.
    if (!exclusionOf(request.headers)) recordSearch(db, results.query, results.total);
  }
  return data<SearchPageData>({ state: "results", query: results.query || query, results }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const query = loaderData?.query ?? "";
  return buildMeta(matches, {
    title: query ? copy.resultsTitle(query) : copy.title,
    description: copy.description,
    path: query ? searchHref(query) : SEARCH_PATH,
    noindex: true,
  });
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{page.query ? copy.resultsTitle(page.query) : copy.title}</h1>
      <Form role="search" method="get" action={SEARCH_PATH} aria-label={copy.formName} className="mt-6">
        <label htmlFor="buscar-pagina" className="block font-semibold text-stone-800">
          {copy.fieldLabel}
        </label>
        <div className="mt-2 flex gap-2">
          <div className="relative min-w-0 flex-1">
            <SearchField
              // A new search (from the header, or a suggested word) fills the field afresh.
              key={page.query}
              id="buscar-pagina"
              defaultValue={page.query}
              className="w-full rounded-md border border-stone-300 bg-white px-4 py-3 text-lg text-stone-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
              listClassName="absolute inset-x-0 top-full mt-2"
            />
          </div>
          <Button type="submit" size="lg" className="shrink-0">
            <Search aria-hidden="true" className="size-5" />
            <span className="max-sm:sr-only">{copy.submit}</span>
          </Button>
        </div>
      </Form>
      {/* Said politely when a new search from this page or the header brings new results. */}
      <div aria-live="polite" className="mt-8">
        {page.state === "results" && <SearchSummary results={page.results} />}
      </div>
      {page.state === "empty" && <SearchEmptyState />}
      {page.state === "rate-limited" && <SearchRateLimited />}
      {page.state === "results" && (page.results.total > 0 ? <SearchResultGroups results={page.results} /> : <SearchNoResults results={page.results} />)}
    </div>
  );
}
