import { databaseOf } from "~/.server/request-context";
import { SEARCH_RETRY_AFTER, withinSearchRateLimit } from "~/.server/search/search-rate-limit";
import { suggestSearch } from "~/.server/search/search-site";
import { type SearchSuggestion, SUGGESTIONS_MIN_LENGTH } from "~/lib/search";
import { searchQueryFromUrl } from "~/lib/search-links";
import type { Route } from "./+types/buscar.sugerencias";

// GET /buscar/sugerencias?q=…: what the header field shows while the visitor types, as JSON
// (SearchSuggestion[]). Input shorter than SUGGESTIONS_MIN_LENGTH answers an empty list. Nothing
// here is recorded as a search (the results page records the searches made), so a CDN may keep an
// answer a minute like any public one (docs/decisions/018-site-search.md).

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = searchQueryFromUrl(new URL(request.url));
  if (query.length < SUGGESTIONS_MIN_LENGTH) return Response.json([] satisfies SearchSuggestion[]);
  if (!withinSearchRateLimit(context)) {
    return Response.json([] satisfies SearchSuggestion[], { status: 429, headers: SEARCH_RETRY_AFTER });
  }
  return Response.json(await suggestSearch(await databaseOf(context), query));
}
