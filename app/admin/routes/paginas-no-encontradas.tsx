import { Link } from "react-router";
import { adminOf } from "~/.server/auth/guard";
import { flushMissingPages, listMissingPages } from "~/.server/redirects/missing-pages";
import { redirectsFrom } from "~/.server/redirects/redirects";
import { databaseOf } from "~/.server/request-context";
import { AdminCard } from "~/admin/components/admin-card";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { missingPagesCopy as copy } from "~/admin/content/redirects";
import { buttonVariants } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDate } from "~/lib/dates";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/paginas-no-encontradas";

// «Páginas no encontradas»: the addresses visitors asked for in the last 30 days and the site did
// not have, the most requested first (app/.server/redirects/missing-pages.ts counts them), each
// with «Crear redirección»: a link to the form of «Redirecciones» with the address filled in. Read only.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: copy.title, description: copy.description, path: "/admin/paginas-no-encontradas", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  const db = await databaseOf(context);
  // This instance's latest misses are counted in memory for a few seconds: written first.
  await flushMissingPages();
  const pages = await listMissingPages(db);
  const redirected = await redirectsFrom(
    db,
    pages.map((page) => page.path),
  );
  return { pages: pages.map((page) => ({ ...page, redirectsTo: redirected.get(page.path) ?? null })) };
}

/** A day (YYYY-MM-DD, Montevideo) as staff read it; noon keeps it the same day in any time zone. */
const dayLabel = (day: string) => formatDate(`${day}T12:00:00-03:00`);

export default function AdminMissingPages({ loaderData }: Route.ComponentProps) {
  const { pages } = loaderData;
  return (
    <>
      <AdminPageHeader title={copy.title} description={copy.description} />
      <p className="mb-4 max-w-3xl text-sm text-stone-700">{copy.privacy}</p>
      <AdminCard headingId="no-encontradas" title={copy.title} lead={copy.lead}>
        {pages.length === 0 ? (
          <p className="mt-4 text-stone-700">{copy.empty}</p>
        ) : (
          <Table caption={copy.tableCaption} stacked className="mt-4">
            <TableHeader>
              <TableRow>
                <TableHead>{copy.columns.path}</TableHead>
                <TableHead className="text-right">{copy.columns.hits}</TableHead>
                <TableHead>{copy.columns.lastDay}</TableHead>
                <TableHead>{copy.columns.action}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {pages.map((page) => (
                <TableRow key={page.path}>
                  <TableHead scope="row" className="align-top font-medium [overflow-wrap:anywhere]">
                    {page.path}
                  </TableHead>
                  <TableCell label={copy.columns.hits} className="text-right align-top tabular-nums">
                    {page.hits}
                  </TableCell>
                  <TableCell label={copy.columns.lastDay} className="align-top whitespace-nowrap">
                    <time dateTime={page.lastDay}>{dayLabel(page.lastDay)}</time>
                  </TableCell>
                  <TableCell label={copy.columns.action} className="align-top [overflow-wrap:anywhere]">
                    {page.redirectsTo ? (
                      <span>
                        {copy.redirected}{" "}
                        <a href={page.redirectsTo} className="text-brand-800 underline">
                          {page.redirectsTo}
                        </a>
                      </span>
                    ) : (
                      <Link
                        to={`/admin/redirecciones?${new URLSearchParams({ desde: page.path })}`}
                        className={buttonVariants({ variant: "secondary", size: "xs" })}
                      >
                        {copy.create}
                        <span className="sr-only"> {copy.createFor(page.path)}</span>
                      </Link>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </AdminCard>
    </>
  );
}
