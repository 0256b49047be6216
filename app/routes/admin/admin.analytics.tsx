import { Link } from "react-router";
import { countSectorClicks } from "~/.server/analytics/events";
import { adminOf } from "~/.server/auth/guard";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { sectors } from "~/content/sectors";
import { ANALYTICS_PERIODS, parseAnalyticsPeriod, periodStart } from "~/lib/analytics-periods";
import { cn } from "~/lib/cn";
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
  const counted = await countSectorClicks(periodStart(days));
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
          <Link
            key={period}
            to={`?dias=${period}`}
            aria-current={period === days ? "page" : undefined}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-semibold",
              period === days ? "bg-brand-700 text-white" : "border border-stone-300 bg-white text-stone-800 hover:bg-stone-50",
            )}
          >
            Últimos {period} días
          </Link>
        ))}
      </nav>
      <section aria-labelledby="clics-sectores" className="rounded-2xl border border-stone-200 bg-white p-6">
        <h2 id="clics-sectores" className="text-lg font-semibold text-stone-900">
          Clics en los sectores, últimos {days} días
        </h2>
        {total === 0 ? (
          <p className="mt-4 text-stone-700">Todavía no hay clics registrados en este período.</p>
        ) : (
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">Clics por sector en los últimos {days} días</caption>
            <thead>
              <tr className="border-b border-stone-200 text-stone-700">
                <th scope="col" className="py-2 pr-4 font-semibold">Sector</th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">Clics</th>
                <th scope="col" className="hidden py-2 font-semibold sm:table-cell">
                  <span className="sr-only">Proporción</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.sector} className="border-b border-stone-100">
                  <th scope="row" className="py-2 pr-4 font-medium text-stone-900">{row.sector}</th>
                  <td className="py-2 pr-4 text-right tabular-nums">{row.clicks}</td>
                  <td aria-hidden="true" className="hidden w-1/2 py-2 sm:table-cell">
                    <div className="h-2.5 rounded-full bg-brand-600" style={{ width: `${(row.clicks / most) * 100}%` }} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="pt-3 pr-4 font-semibold">Total</th>
                <td className="pt-3 pr-4 text-right font-semibold tabular-nums">{total}</td>
                <td className="hidden sm:table-cell" />
              </tr>
            </tfoot>
          </table>
        )}
      </section>
    </>
  );
}
