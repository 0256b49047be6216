import { Link } from "react-router";
import { countSectorClicks } from "~/.server/analytics/events";
import { adminOf } from "~/.server/auth/guard";
import { databaseOf } from "~/.server/request-context";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { sectors } from "~/content/sectors";
import { ANALYTICS_PERIODS, parseAnalyticsPeriod, periodStart } from "~/lib/analytics-periods";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/admin.analytics";

// Which sectors visitors choose on the home page: the clicks the sector tiles report (POST /api/events).

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: "Estadísticas",
    description: "Clics en los sectores de la página de inicio.",
    path: "/admin/analytics",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const days = parseAnalyticsPeriod(new URL(request.url).searchParams.get("dias"));
  const counted = await countSectorClicks(await databaseOf(context), periodStart(days));
  // Every sector the home page shows, also with no clicks, and nothing else: rows stored before the
  // beacon accepted only these names may hold any text a stranger sent.
  const rows = sectors
    .map((sector) => ({ sector: sector.title, clicks: counted.find((row) => row.sector === sector.title)?.clicks ?? 0 }))
    .sort((a, b) => b.clicks - a.clicks);
  return { days, rows, total: rows.reduce((sum, row) => sum + row.clicks, 0) };
}

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { days, rows, total } = loaderData;
  const most = Math.max(1, ...rows.map((row) => row.clicks));
  return (
    <>
      <AdminPageHeader title="Estadísticas" description="Qué sectores eligen los visitantes en la página de inicio." />
      <nav aria-label="Período" className="mb-6 flex flex-wrap gap-2">
        {ANALYTICS_PERIODS.map((period) => (
          <Button key={period} asChild variant={period === days ? "default" : "secondary"} size="xs">
            <Link to={`?dias=${period}`} aria-current={period === days ? "page" : undefined}>
              Últimos {period} días
            </Link>
          </Button>
        ))}
      </nav>
      <section aria-labelledby="clics-sectores" className="rounded-2xl border border-stone-200 bg-white p-6">
        <h2 id="clics-sectores" className="text-lg font-semibold text-stone-900">
          Clics en los sectores, últimos {days} días
        </h2>
        {total === 0 ? (
          <p className="mt-4 text-stone-700">Todavía no hay clics registrados en este período.</p>
        ) : (
          <Table variant="plain" caption={`Clics por sector en los últimos ${days} días`} className="mt-4">
            <TableHeader>
              <TableRow>
                <TableHead>Sector</TableHead>
                <TableHead className="text-right">Clics</TableHead>
                <TableHead className="hidden sm:table-cell">
                  <span className="sr-only">Proporción</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.sector}>
                  <TableHead scope="row">{row.sector}</TableHead>
                  <TableCell className="text-right tabular-nums">{row.clicks}</TableCell>
                  <TableCell aria-hidden="true" className="hidden w-1/2 sm:table-cell">
                    <div className="h-2.5 rounded-full bg-brand-600" style={{ width: `${(row.clicks / most) * 100}%` }} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableHead scope="row">Total</TableHead>
                <TableCell className="text-right tabular-nums">{total}</TableCell>
                <TableCell className="hidden sm:table-cell" />
              </TableRow>
            </TableFooter>
          </Table>
        )}
      </section>
    </>
  );
}
