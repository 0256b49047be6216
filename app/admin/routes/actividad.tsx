import { Link } from "react-router";
import { activityPeople, searchActivity } from "~/.server/activity/log";
import { adminOf } from "~/.server/auth/guard";
import { databaseOf } from "~/.server/request-context";
import { AdminPageHeader } from "~/admin/components/admin-shell";
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
    title: "Actividad",
    description: "Quién cambió qué en la administración, y cuándo.",
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
  return { list, query: { ...query, pagina: list.page }, people };
}

/** Where the thing can be seen now, when it is a thing with a page of its own and still there. */
function subjectHref(subject: string, action: string, id: string | null): string | null {
  if (!id || action === "deleted") return null;
  if (subject === "product") return `/admin/products/${id}`;
  if (subject === "article") return `/admin/articles/${id}`;
  return null;
}

const anyOption = (label: string) => ({ value: "", label });

export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  const { list, query, people } = loaderData;
  const filtered = query.q !== "" || query.persona !== "" || query.tipo !== "" || query.periodo !== "";
  return (
    <>
      <AdminPageHeader
        title="Actividad"
        description="Lo que cada persona creó, cambió, publicó, eliminó o exportó en el último año, lo más reciente primero."
      />
      <ListSearchForm
        searchLabel="Buscar por nombre o detalle"
        q={query.q}
        active={filtered}
        clearHref="/admin/actividad"
        filters={[
          {
            name: "persona",
            label: "Persona",
            value: query.persona,
            options: [anyOption("Todas"), ...people.map((email) => ({ value: email, label: email }))],
          },
          {
            name: "tipo",
            label: "Sobre",
            value: query.tipo,
            options: [anyOption("Todo"), ...Object.entries(activitySubjects).map(([value, label]) => ({ value, label }))],
          },
          {
            name: "periodo",
            label: "Cuándo",
            value: query.periodo,
            options: Object.entries(activityPeriods).map(([value, label]) => ({ value, label })),
          },
        ]}
      />
      <ListCount total={list.total} singular="movimiento" plural="movimientos" />
      {list.rows.length === 0 ? (
        <ListEmpty
          message={
            filtered
              ? "No hay movimientos que coincidan con la búsqueda."
              : "Todavía no hay movimientos: aparecen acá cuando alguien cambia algo en la administración."
          }
          clearHref="/admin/actividad"
          active={filtered}
        />
      ) : (
        <Table caption="Movimientos" stacked>
          <TableHeader>
            <TableRow>
              <TableHead>Cuándo</TableHead>
              <TableHead>Quién</TableHead>
              <TableHead>Qué hizo</TableHead>
              <TableHead>Sobre</TableHead>
              <TableHead>Detalle</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.rows.map((entry) => {
              const href = subjectHref(entry.subject, entry.action, entry.subjectId);
              return (
                <TableRow key={entry.id}>
                  <TableCell label="Cuándo" className="align-top whitespace-nowrap">
                    <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>
                  </TableCell>
                  <TableCell label="Quién" className="align-top break-all">
                    {entry.actorEmail}
                  </TableCell>
                  <TableCell label="Qué hizo" className="align-top">
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
                  <TableCell label="Detalle" className="align-top text-stone-700">
                    {entry.detail ?? "—"}
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
