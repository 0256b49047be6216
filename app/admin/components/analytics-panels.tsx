import type { ReactNode } from "react";
import { AdminCard } from "~/admin/components/admin-card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { analyticsCopy as copy } from "~/admin/content/analytics";
import { cn } from "~/lib/cn";

// The pieces of the statistics page: a figure with its change against the previous period, and a
// ranked table (pages, products, referrers…) with a bar showing each row's share.

const number = new Intl.NumberFormat("es-UY");

interface FigureCardProps {
  label: string;
  value: string;
  /** Percent change against the previous period; null when that period had nothing. */
  change: number | null;
  comparedWith: string;
  help?: string;
}

export function FigureCard({ label, value, change, comparedWith, help }: FigureCardProps) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4">
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">{value}</dd>
      <dd className="mt-1 text-xs text-stone-600">
        {change === null ? (
          copy.noPrevious
        ) : (
          <>
            <span className={cn("font-semibold", change > 0 ? "text-brand-700" : change < 0 ? "text-red-700" : "text-stone-700")}>
              {change > 0 ? "▲ +" : change < 0 ? "▼ " : ""}
              {change} %
            </span>{" "}
            {comparedWith}
          </>
        )}
      </dd>
      {help ? <dd className="mt-1 text-xs text-stone-600">{help}</dd> : null}
    </div>
  );
}

export interface RankedRow {
  key: string;
  label: ReactNode;
  count: number;
}

interface RankedTableProps {
  title: string;
  rows: readonly RankedRow[];
  /** The first column's heading ("Página", "Sitio", "Dispositivo"). */
  nameHeading: string;
  countHeading?: string;
  emptyText?: string;
}

/** A ranked table with one number per row (views per page, per site, per device). */
export function RankedTable({ title, rows, nameHeading, countHeading = copy.views, emptyText = copy.empty }: RankedTableProps) {
  return (
    <CountsTable
      title={title}
      nameHeading={nameHeading}
      columns={[countHeading]}
      rows={rows.map((row) => ({ key: row.key, label: row.label, values: [row.count] }))}
      emptyText={emptyText}
    />
  );
}

export interface CountsRow {
  key: string;
  label: ReactNode;
  /** One number per column; the first one draws the row's bar. */
  values: readonly number[];
}

interface CountsTableProps {
  title: string;
  nameHeading: string;
  /** The headings of the number columns ("Consultas", "Ganadas"). */
  columns: readonly string[];
  rows: readonly CountsRow[];
  emptyText?: string;
}

/** A ranked table with several numbers per row (leads and how many were won, leads and quantity). */
export function CountsTable({ title, nameHeading, columns, rows, emptyText = copy.empty }: CountsTableProps) {
  const most = Math.max(1, ...rows.map((row) => row.values[0] ?? 0));
  return (
    <AdminCard title={title} className="min-w-0">
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-stone-700">{emptyText}</p>
      ) : (
        <Table variant="plain" caption={title} className="mt-3">
          <TableHeader>
            <TableRow>
              <TableHead>{nameHeading}</TableHead>
              {columns.map((column) => (
                <TableHead key={column} className="text-right">
                  {column}
                </TableHead>
              ))}
              <TableHead className={cn("hidden sm:table-cell", columns.length > 1 ? "w-1/4" : "w-1/3")}>
                <span className="sr-only">{copy.share}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableHead scope="row" className="font-normal [overflow-wrap:anywhere] break-words">
                  {row.label}
                </TableHead>
                {columns.map((column, index) => (
                  <TableCell key={column} className="text-right tabular-nums">
                    {number.format(row.values[index] ?? 0)}
                  </TableCell>
                ))}
                <TableCell aria-hidden="true" className="hidden sm:table-cell">
                  <div className="h-2.5 rounded-full bg-brand-600" style={{ width: `${((row.values[0] ?? 0) / most) * 100}%` }} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AdminCard>
  );
}
