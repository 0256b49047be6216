import { analyticsCopy as copy } from "~/admin/content/analytics";
import type { AnalyticsRange } from "~/admin/lib/analytics-range";
import { csvCell } from "../spreadsheet-csv";
import { leadStageLabels, leadStagesInOrder } from "~/content/lead-stages";
import type { AnalyticsDashboard, RankedValue } from "./dashboard";
import type { LeadFigures } from "./leads";

// The statistics of a period as one CSV file that Excel and LibreOffice open as they are (UTF-8
// with a BOM, every cell quoted, CRLF rows, as the leads' export): first the figures of each day,
// then, after an empty row, each table of the page under its title.

function row(cells: readonly (string | number)[]): string {
  return cells.map((cell) => csvCell(String(cell))).join(",");
}

function block(
  title: string,
  nameHeading: string,
  values: readonly RankedValue[],
  label: (value: string) => string = (value) => value,
): string[] {
  return ["", row([title]), row([nameHeading, copy.count]), ...values.map((value) => row([label(value.value), value.count]))];
}

const percentOf = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 1000) / 10} %` : "");

/** «Consultas»: the share won, the leads of each week by stage, then by source page and by product. */
function leadBlocks(leads: LeadFigures, title: (path: string) => string): string[] {
  return [
    "",
    row([copy.consultasTitle]),
    row([copy.wonShareCsv, percentOf(leads.won, leads.won + leads.lost)]),
    row([copy.wonShareOfAllCsv, percentOf(leads.won, leads.total)]),
    "",
    row([copy.weeklyChartTitle]),
    row([copy.week, ...leadStagesInOrder.map((stage) => leadStageLabels[stage]), copy.total]),
    ...leads.weeks.map((week) => row([week.week, ...leadStagesInOrder.map((stage) => week.stages[stage]), week.total])),
    "",
    row([copy.messagesByPage]),
    row([copy.page, copy.messages, copy.won]),
    ...leads.bySource.map((source) => row([source.page ? title(source.page) : copy.unknownPage, source.leads, source.won])),
    "",
    row([copy.messagesByProduct]),
    row([copy.nameHeadings.product, copy.messages, copy.quantity]),
    ...leads.byProduct.map((product) => row([product.name, product.leads, product.quantity])),
  ];
}

export function analyticsCsv(range: AnalyticsRange, dashboard: AnalyticsDashboard): string {
  const title = (path: string) => dashboard.titles[path] ?? path;
  const lines = [
    row([`${copy.title} del ${range.from} al ${range.to}`]),
    row([copy.day, copy.visitors, copy.pageviews, copy.messages]),
    ...dashboard.daily.map((day) => row([day.day, day.visitors, day.pageviews, day.messages])),
    row(["Total", dashboard.totals.visitors, dashboard.totals.pageviews, dashboard.totals.messages]),
    ...block(copy.tables.pages, copy.page, dashboard.pages, title),
    ...block(copy.tables.products, "Producto", dashboard.products, title),
    ...leadBlocks(dashboard.leads, title),
    ...block(copy.tables.referrers, "Sitio", dashboard.referrers, (value) => value || copy.direct),
    ...block(copy.tables.campaigns, "Campaña", dashboard.campaigns),
    ...block(copy.tables.devices, "Dispositivo", dashboard.devices, (value) => copy.devicesNames[value] ?? value),
    ...block(copy.tables.countries, "País", dashboard.countries),
    ...block(copy.tables.events, "Acción", dashboard.events, (value) => copy.eventNames[value] ?? value),
    ...block(copy.tables.sectors, "Sector", dashboard.sectors),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
