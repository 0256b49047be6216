import { loadAnalyticsDashboard } from "~/.server/analytics/dashboard";
import { analyticsCsv } from "~/.server/analytics/dashboard-csv";
import { adminOf } from "~/.server/auth/guard";
import { databaseOf } from "~/.server/request-context";
import { csvDownload } from "~/.server/spreadsheet-csv";
import { parseAnalyticsRange } from "~/admin/lib/analytics-range";
import { montevideoDate } from "~/lib/montevideo-time";
import type { Route } from "./+types/analytics.csv";

// /admin/analytics.csv?dias=30 (or ?desde=…&hasta=…): the statistics page's period as a spreadsheet.
export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const { range } = parseAnalyticsRange(new URL(request.url).searchParams, montevideoDate(new Date()));
  const dashboard = await loadAnalyticsDashboard(await databaseOf(context), range);
  return csvDownload("estadisticas", analyticsCsv(range, dashboard));
}
