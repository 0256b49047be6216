import { Form, Link } from "react-router";
import { loadAnalyticsDashboard, type RankedValue } from "~/.server/analytics/dashboard";
import { adminOf } from "~/.server/auth/guard";
import { databaseOf } from "~/.server/request-context";
import { AdminCard } from "~/admin/components/admin-card";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { CountsTable, FigureCard, RankedTable, type RankedRow } from "~/admin/components/analytics-panels";
import { DailyChart } from "~/admin/components/daily-chart";
import { StackedWeekChart } from "~/admin/components/stacked-week-chart";
import { type LeadStageName, leadStageLabels, leadStagesInOrder } from "~/content/lead-stages";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { analyticsCopy as copy } from "~/admin/content/analytics";
import { ANALYTICS_PERIODS } from "~/admin/lib/analytics-periods";
import { parseAnalyticsRange, percentChange, rangeSearch, shortDay } from "~/admin/lib/analytics-range";
import { buildMeta } from "~/lib/meta";
import { montevideoDate } from "~/lib/montevideo-time";
import type { Route } from "./+types/analytics";

// Estadísticas: visitors, page views and enquiries per day with the previous period to compare,
// what they look at, where they come from, and what they do. First-party and cookieless
// (docs/decisions/019-cookieless-analytics.md); the charts are SVG drawn here on the server
// (docs/decisions/020-statistics-charts-as-server-svg.md), so the page needs no script to be read.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: copy.title, description: copy.description, path: "/admin/analytics", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const db = await databaseOf(context);
  const today = montevideoDate(new Date());
  const { range, problem } = parseAnalyticsRange(new URL(request.url).searchParams, today);
  return { range, problem, today, dashboard: await loadAnalyticsDashboard(db, range, today) };
}

/** Each stage's colour in the weekly chart: fills with 3:1 contrast against white, told apart by hue. */
const STAGE_COLOURS: Record<LeadStageName, { fillClass: string; swatchClass: string }> = {
  nueva: { fillClass: "fill-sky-700", swatchClass: "bg-sky-700" },
  en_curso: { fillClass: "fill-amber-600", swatchClass: "bg-amber-600" },
  cotizada: { fillClass: "fill-violet-700", swatchClass: "bg-violet-700" },
  ganada: { fillClass: "fill-brand-600", swatchClass: "bg-brand-600" },
  perdida: { fillClass: "fill-stone-500", swatchClass: "bg-stone-500" },
};

const number = new Intl.NumberFormat("es-UY");
const percent = new Intl.NumberFormat("es-UY", { maximumFractionDigits: 1 });
const countryNames = new Intl.DisplayNames(["es"], { type: "region" });

function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { range, problem, today, dashboard } = loaderData;
  const { daily, totals, previousTotals, titles } = dashboard;
  const days = daily.map((day) => day.day);
  const conversion = totals.visitors > 0 ? (totals.messages / totals.visitors) * 100 : 0;
  const previousConversion = previousTotals.visitors > 0 ? (previousTotals.messages / previousTotals.visitors) * 100 : 0;
  const comparedWith = copy.comparedWith(range.days);
  const pageLabel = (path: string) => (path === "/" ? copy.home : (titles[path] ?? path));
  const rows = (values: readonly RankedValue[], label: (value: string) => string = (value) => value): RankedRow[] =>
    values.map((row) => ({ key: row.value, label: label(row.value), count: row.count }));
  const pathLabel = (path: string) => (
    <>
      <span className="block font-medium text-stone-900">{pageLabel(path)}</span>
      {pageLabel(path) !== path && path !== "/" ? <span className="block text-xs text-stone-600">{path}</span> : null}
    </>
  );
  const pathRows = (values: readonly RankedValue[]): RankedRow[] =>
    values.map((row) => ({ key: row.value, label: pathLabel(row.value), count: row.count }));
  const { leads } = dashboard;
  const closed = leads.won + leads.lost;
  const stageTotal = (stage: LeadStageName) => leads.weeks.reduce((sum, week) => sum + week.stages[stage], 0);
  return (
    <>
      <AdminPageHeader title={copy.title} description={copy.description}>
        <Button asChild variant="secondary" size="sm">
          <a href={`/admin/analytics.csv?${rangeSearch(range)}`} download>
            {copy.download}
          </a>
        </Button>
      </AdminPageHeader>

      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <nav aria-label={copy.periodLabel} className="flex flex-wrap gap-2">
          {ANALYTICS_PERIODS.map((period) => (
            <Button key={period} asChild variant={period === range.preset ? "default" : "secondary"} size="xs">
              <Link to={`?dias=${period}`} aria-current={period === range.preset ? "page" : undefined}>
                {copy.lastDays(period)}
              </Link>
            </Button>
          ))}
        </nav>
        <Form method="get" className="flex flex-wrap items-end gap-2" aria-label={copy.customLegend}>
          <div>
            <Label htmlFor="desde">{copy.from}</Label>
            <Input id="desde" name="desde" type="date" max={today} defaultValue={range.from} required className="w-auto" />
          </div>
          <div>
            <Label htmlFor="hasta">{copy.to}</Label>
            <Input id="hasta" name="hasta" type="date" max={today} defaultValue={range.to} required className="w-auto" />
          </div>
          <Button type="submit" variant="secondary" size="sm">
            {copy.show}
          </Button>
        </Form>
      </div>
      {problem ? (
        <p role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      ) : null}

      <p className="mb-3 text-sm text-stone-700">
        {range.days === 1 ? copy.oneDay(shortDay(range.from)) : copy.span(shortDay(range.from), shortDay(range.to), range.days)}
      </p>
      <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureCard
          label={copy.visitors}
          value={number.format(totals.visitors)}
          change={percentChange(totals.visitors, previousTotals.visitors)}
          comparedWith={comparedWith}
        />
        <FigureCard
          label={copy.pageviews}
          value={number.format(totals.pageviews)}
          change={percentChange(totals.pageviews, previousTotals.pageviews)}
          comparedWith={comparedWith}
        />
        <FigureCard
          label={copy.messages}
          value={number.format(totals.messages)}
          change={percentChange(totals.messages, previousTotals.messages)}
          comparedWith={comparedWith}
        />
        <FigureCard
          label={copy.conversion}
          value={`${percent.format(conversion)} %`}
          change={previousConversion > 0 ? Math.round(((conversion - previousConversion) / previousConversion) * 100) : null}
          comparedWith={comparedWith}
          help={copy.conversionHelp}
        />
      </dl>

      {/* Not a named region: the table of the numbers inside is one, with the same name. */}
      <AdminCard title={copy.chartTitle} lead={copy.visitorsHelp} className="mb-6">
        <DailyChart
          className="mt-4"
          days={days}
          title={copy.chartTitle}
          summary={copy.visitsSummary(number.format(totals.visitors), number.format(totals.pageviews), range.days)}
          series={[
            { name: copy.series.pageviews, kind: "bars", values: daily.map((day) => day.pageviews) },
            { name: copy.series.visitors, kind: "line", values: daily.map((day) => day.visitors) },
          ]}
        />
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">{copy.numbersByDay}</summary>
          <Table variant="plain" caption={copy.chartTitle} className="mt-3 max-h-96">
            <TableHeader>
              <TableRow>
                <TableHead>{copy.day}</TableHead>
                <TableHead className="text-right">{copy.visitors}</TableHead>
                <TableHead className="text-right">{copy.pageviews}</TableHead>
                <TableHead className="text-right">{copy.messages}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {daily.map((day) => (
                <TableRow key={day.day}>
                  <TableHead scope="row" className="font-normal">
                    <time dateTime={day.day}>{shortDay(day.day)}</time>
                  </TableHead>
                  <TableCell className="text-right tabular-nums">{number.format(day.visitors)}</TableCell>
                  <TableCell className="text-right tabular-nums">{number.format(day.pageviews)}</TableCell>
                  <TableCell className="text-right tabular-nums">{number.format(day.messages)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </details>
      </AdminCard>

      <AdminCard headingId="consultas" title={copy.consultasTitle} lead={copy.consultasLead} className="mb-6">
        {totals.messages === 0 ? (
          <p className="mt-3 text-sm text-stone-700">{copy.noMessages}</p>
        ) : (
          <>
            <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
              <div className="rounded-2xl border border-stone-200 p-4">
                <dt className="text-sm font-medium text-stone-700">{copy.wonFigures}</dt>
                <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">
                  {copy.wonCount(number.format(leads.won), number.format(leads.total))}
                </dd>
              </div>
              <div className="rounded-2xl border border-stone-200 p-4">
                <dt className="text-sm font-medium text-stone-700">{copy.wonOfClosed}</dt>
                <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">
                  {closed > 0 ? `${percent.format((leads.won / closed) * 100)} %` : copy.noClosed}
                </dd>
                {closed > 0 ? (
                  <dd className="mt-1 text-xs text-stone-600">{copy.wonOfClosedHelp(number.format(leads.won), number.format(closed))}</dd>
                ) : null}
              </div>
              <div className="rounded-2xl border border-stone-200 p-4">
                <dt className="text-sm font-medium text-stone-700">{copy.wonOfAll}</dt>
                <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">
                  {`${percent.format(leads.total > 0 ? (leads.won / leads.total) * 100 : 0)} %`}
                </dd>
                <dd className="mt-1 text-xs text-stone-600">{copy.wonOfAllHelp}</dd>
              </div>
            </dl>
            <div className="mt-6 grid gap-6 lg:grid-cols-2">
              <DailyChart
                days={days}
                title={copy.messagesChartTitle}
                summary={copy.messagesSummary(number.format(totals.messages), range.days, percent.format(conversion))}
                series={[{ name: copy.series.messages, kind: "bars", values: daily.map((day) => day.messages) }]}
              />
              <StackedWeekChart
                labels={leads.weeks.map((week) => shortDay(week.week))}
                segments={leadStagesInOrder.map((stage) => ({
                  name: leadStageLabels[stage],
                  ...STAGE_COLOURS[stage],
                  values: leads.weeks.map((week) => week.stages[stage]),
                }))}
                title={copy.weeklyChartTitle}
                summary={copy.weeklySummary(
                  number.format(leads.total),
                  leads.weeks.length,
                  leadStagesInOrder
                    .map((stage) => `${number.format(stageTotal(stage))} ${leadStageLabels[stage].toLowerCase()}`)
                    .join(", "),
                )}
                columnTitle={copy.weekOf}
              />
            </div>
            <details className="mt-4">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700">{copy.numbersByWeek}</summary>
              <Table variant="plain" caption={copy.weeklyChartTitle} className="mt-3 max-h-96">
                <TableHeader>
                  <TableRow>
                    <TableHead>{copy.week}</TableHead>
                    {leadStagesInOrder.map((stage) => (
                      <TableHead key={stage} className="text-right">
                        {leadStageLabels[stage]}
                      </TableHead>
                    ))}
                    <TableHead className="text-right">{copy.total}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {leads.weeks.map((week) => (
                    <TableRow key={week.week}>
                      <TableHead scope="row" className="font-normal">
                        <time dateTime={week.week}>{copy.weekOf(shortDay(week.week))}</time>
                      </TableHead>
                      {leadStagesInOrder.map((stage) => (
                        <TableCell key={stage} className="text-right tabular-nums">
                          {number.format(week.stages[stage])}
                        </TableCell>
                      ))}
                      <TableCell className="text-right tabular-nums">{number.format(week.total)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </details>
            <div className="mt-6 grid gap-6 lg:grid-cols-2">
              <CountsTable
                title={copy.messagesByPage}
                nameHeading={copy.page}
                columns={[copy.messages, copy.won]}
                rows={leads.bySource.map((row) => ({
                  key: row.page,
                  label: row.page ? pathLabel(row.page) : copy.unknownPage,
                  values: [row.leads, row.won],
                }))}
              />
              <CountsTable
                title={copy.messagesByProduct}
                nameHeading={copy.nameHeadings.product}
                columns={[copy.messages, copy.quantity]}
                emptyText={copy.noProducts}
                rows={leads.byProduct.map((row) => ({
                  key: `${row.kind}:${row.ref}`,
                  label: (
                    <>
                      <span className="block font-medium text-stone-900">{row.name}</span>
                      <span className="block text-xs text-stone-600">{row.path}</span>
                    </>
                  ),
                  values: [row.leads, row.quantity],
                }))}
              />
            </div>
          </>
        )}
      </AdminCard>

      <div className="grid gap-6 lg:grid-cols-2">
        <RankedTable title={copy.tables.pages} nameHeading={copy.page} rows={pathRows(dashboard.pages)} />
        <RankedTable title={copy.tables.products} nameHeading={copy.nameHeadings.product} rows={pathRows(dashboard.products)} />
        <RankedTable
          title={copy.tables.referrers}
          nameHeading={copy.nameHeadings.site}
          rows={rows(dashboard.referrers, (value) => value || copy.direct)}
        />
        <RankedTable title={copy.tables.campaigns} nameHeading={copy.nameHeadings.campaign} rows={rows(dashboard.campaigns)} />
        <RankedTable
          title={copy.tables.devices}
          nameHeading={copy.nameHeadings.device}
          rows={rows(dashboard.devices, (value) => copy.devicesNames[value] ?? value)}
        />
        <RankedTable title={copy.tables.countries} nameHeading={copy.nameHeadings.country} rows={rows(dashboard.countries, countryName)} />
        <RankedTable
          title={copy.tables.events}
          nameHeading={copy.nameHeadings.action}
          countHeading={copy.count}
          rows={rows(dashboard.events, (value) => copy.eventNames[value] ?? value)}
        />
        <RankedTable
          title={copy.tables.sectors}
          nameHeading={copy.nameHeadings.sector}
          countHeading={copy.clicks}
          rows={rows(dashboard.sectors)}
        />
      </div>
    </>
  );
}
