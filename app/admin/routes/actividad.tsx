import { Link } from "react-router";
import { activityPeople, searchActivity } from "~/.server/activity/log";
import { adminOf } from "~/.server/auth/guard";
import { versionLinks } from "~/.server/history/links";
import { databaseOf } from "~/.server/request-context";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { activityCopy as copy } from "~/admin/content/activity";
import { ListCount, ListEmpty, ListPagination, ListSearchForm } from "~/admin/components/list-controls";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import {
  activityActions,
  activityListQuery,
  activityPeriods,
  activitySubjects,
  type ActivityAction,
  type ActivitySubject,
} from "~/lib/activity";
import { readListQuery } from "~/admin/lib/lists";
import { formatDateTime } from "~/lib/dates";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/actividad";

// /admin/actividad (issue 23): who created, changed, published, deleted or exported what, and when,
// newest first, with a search and filters in the address like the other admin lists. Read only.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: copy.title,
    description: copy.metaDescription,
    path: "/admin/actividad",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const db = await databaseOf(context);
  const query = readListQuery(request.url, activityListQuery);
  const people = await activityPeople(db);
  // An e-mail that is nobody in the log is no filter.
  if (query.persona && !people.includes(query.persona)) query.persona = "";
  const list = await searchActivity(db, query);
  const versions = await versionLinks(
    db,
    list.rows.map((entry) => entry.versionId),
  );
  return { list, query: { ...query, pagina: list.page }, people, versions };
}

/** Where the thing can be seen now, when it is a thing with a page of its own and still there. */
function subjectHref(subject: string, action: string, id: string | null): string | null {
  if (!id || action === "deleted") return null;
  // In the trash or gone for good: the record has no page of its own now.
  if (action === "trashed" || action === "purged") return null;
  if (subject === "product") return `/admin/products/${id}`;
  if (subject === "article") return `/admin/articles/${id}`;
  if (subject === "message") return `/admin/messages/${id}`;
  return null;
}

const anyOption = (label: string) => ({ value: "", label });

export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  const { list, query, people, versions } = loaderData;
  const filtered = query.q !== "" || query.persona !== "" || query.tipo !== "" || query.periodo !== "";
  return (
    <>
      <AdminPageHeader title={copy.title} description={copy.description} />
      <ListSearchForm
        searchLabel={copy.search}
        q={query.q}
        active={filtered}
        clearHref="/admin/actividad"
        filters={[
          {
            name: "persona",
            label: copy.filters.person,
            value: query.persona,
            options: [anyOption(copy.filters.anyPerson), ...people.map((email) => ({ value: email, label: email }))],
          },
          {
            name: "tipo",
            label: copy.columns.subject,
            value: query.tipo,
            options: [anyOption(copy.filters.anySubject), ...Object.entries(activitySubjects).map(([value, label]) => ({ value, label }))],
          },
          {
            name: "periodo",
            label: copy.columns.when,
            value: query.periodo,
            options: Object.entries(activityPeriods).map(([value, label]) => ({ value, label })),
          },
        ]}
      />
      <ListCount total={list.total} singular={copy.count.singular} plural={copy.count.plural} />
      {list.rows.length === 0 ? (
        <ListEmpty message={filtered ? copy.noMatches : copy.empty} clearHref="/admin/actividad" active={filtered} />
      ) : (
        <Table caption={copy.tableCaption} stacked>
          <TableHeader>
            <TableRow>
              <TableHead>{copy.columns.when}</TableHead>
              <TableHead>{copy.columns.who}</TableHead>
              <TableHead>{copy.columns.what}</TableHead>
              <TableHead>{copy.columns.subject}</TableHead>
              <TableHead>{copy.columns.detail}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.rows.map((entry) => {
              const href = subjectHref(entry.subject, entry.action, entry.subjectId);
              return (
                <TableRow key={entry.id}>
                  <TableCell label={copy.columns.when} className="align-top whitespace-nowrap">
                    <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>
                  </TableCell>
                  <TableCell label={copy.columns.who} className="align-top break-all">
                    {entry.actorEmail}
                  </TableCell>
                  <TableCell label={copy.columns.what} className="align-top">
                    {activityActions[entry.action as ActivityAction] ?? entry.action}
                  </TableCell>
                  <TableHead scope="row" className="align-top">
                    <span className="block text-xs font-normal text-stone-600">
                      {activitySubjects[entry.subject as ActivitySubject] ?? entry.subject}
                    </span>
                    {href ? (
                      <Link to={href} className="text-brand-800 underline">
                        {entry.label}
                      </Link>
                    ) : (
                      entry.label
                    )}
                  </TableHead>
                  <TableCell label={copy.columns.detail} className="align-top text-stone-700">
                    {entry.detail ?? "—"}
                    {entry.versionId && versions[entry.versionId] ? (
                      <Link to={versions[entry.versionId]!} className="mt-1 block text-brand-800 underline">
                        {copy.versionLink}
                      </Link>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <ListPagination query={query} page={list.page} pageCount={list.pageCount} />
    </>
  );
}
