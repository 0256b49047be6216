import { Link } from "react-router";
import { adminOf } from "~/.server/auth/guard";
import { databaseOf } from "~/.server/request-context";
import { flushRecordedSearches, listRecordedSearches, recordedSearchesSince } from "~/.server/search/recorded-searches";
import { AdminCard } from "~/admin/components/admin-card";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { searchesCopy as copy } from "~/admin/content/searches";
import { ANALYTICS_PERIODS, parseAnalyticsPeriod } from "~/admin/lib/analytics-periods";
import { buildMeta } from "~/lib/meta";
import { SEARCH_PARAM, SEARCH_PATH } from "~/lib/search";
import type { Route } from "./+types/busquedas";

// /admin/busquedas: what visitors search for on the site (the most searched) and what they search
// for and do not find (the catalogue's to-do list), over the last 7, 30 or 90 days. Read only;
// app/.server/search/recorded-searches.ts keeps the counts.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: copy.title, description: copy.description, path: "/admin/busquedas", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const days = parseAnalyticsPeriod(new URL(request.url).searchParams.get("dias"));
  const db = await databaseOf(context);
  const since = recordedSearchesSince(days);
  // This instance's latest searches are counted in memory for a few seconds: written first.
  await flushRecordedSearches();
  const [popular, unanswered] = await Promise.all([
    listRecordedSearches(db, since),
    listRecordedSearches(db, since, { onlyWithoutResults: true }),
  ]);
  return { days, popular, unanswered };
}

/** The public results page for a recorded query, as a visitor gets it. */
function searchHref(query: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: query })}`;
}

// A long query without spaces wraps inside its cell instead of widening a phone's screen.
const queryCellClass = "[overflow-wrap:anywhere]";

function QueryLink({ query }: { query: string }) {
  return (
    <a href={searchHref(query)} className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
      {query}
    </a>
  );
}

export default function AdminSearches({ loaderData }: Route.ComponentProps) {
  const { days, popular, unanswered } = loaderData;
  return (
    <>
      <AdminPageHeader title={copy.title} description={copy.description} />
      <p className="mb-4 max-w-3xl text-sm text-stone-700">{copy.privacy}</p>
      <nav aria-label={copy.period} className="mb-6 flex flex-wrap gap-2">
        {ANALYTICS_PERIODS.map((period) => (
          <Button key={period} asChild variant={period === days ? "default" : "secondary"} size="xs">
            <Link to={`?dias=${period}`} aria-current={period === days ? "page" : undefined}>
              {copy.periodLink(period)}
            </Link>
          </Button>
        ))}
      </nav>
      {popular.length > 0 ? <p className="mb-4 text-sm text-stone-700">{copy.linkHint}</p> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminCard headingId="mas-buscado" title={copy.popularTitle} className="min-w-0">
          {popular.length === 0 ? (
            <p className="mt-4 text-stone-700">{copy.popularEmpty(days)}</p>
          ) : (
            <Table variant="plain" caption={copy.popularCaption(days)} className="mt-4">
              <TableHeader>
                <TableRow>
                  <TableHead>{copy.query}</TableHead>
                  <TableHead className="text-right">{copy.searches}</TableHead>
                  <TableHead className="text-right">
                    {copy.results}
                    <span className="sr-only"> {copy.resultsHint}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {popular.map((row) => (
                  <TableRow key={row.query}>
                    <TableHead scope="row" className={queryCellClass}>
                      <QueryLink query={row.query} />
                    </TableHead>
                    <TableCell className="text-right tabular-nums">{row.searches}</TableCell>
                    <TableCell
                      className={row.results === 0 ? "text-right font-semibold text-red-800 tabular-nums" : "text-right tabular-nums"}
                    >
                      {row.results}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </AdminCard>
        <AdminCard headingId="sin-resultados" title={copy.unansweredTitle} lead={copy.unansweredLead} className="min-w-0">
          {unanswered.length === 0 ? (
            <p className="mt-4 text-stone-700">{popular.length === 0 ? copy.popularEmpty(days) : copy.unansweredEmpty(days)}</p>
          ) : (
            <Table variant="plain" caption={copy.unansweredCaption(days)} className="mt-4">
              <TableHeader>
                <TableRow>
                  <TableHead>{copy.query}</TableHead>
                  <TableHead className="text-right">{copy.searches}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {unanswered.map((row) => (
                  <TableRow key={row.query}>
                    <TableHead scope="row" className={queryCellClass}>
                      <QueryLink query={row.query} />
                    </TableHead>
                    <TableCell className="text-right tabular-nums">{row.searches}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </AdminCard>
      </div>
    </>
  );
}
