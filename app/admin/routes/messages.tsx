import { leadStageLabels } from "~/content/lead-stages";
import { Download, FileText } from "lucide-react";
import { Link } from "react-router";
import { adminOf } from "~/.server/auth/guard";
import { mailDeliveryProblem, searchContactMessages } from "~/.server/leads/messages";
import { databaseOf } from "~/.server/request-context";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { LeadCard } from "~/admin/components/lead-card";
import { LeadInboxViews } from "~/admin/components/lead-inbox-views";
import { ListCount, ListEmpty, ListPagination, ListSearchForm } from "~/admin/components/list-controls";
import { MailQueueNotice } from "~/admin/components/mail-queue-notice";
import { leadsInboxCopy as copy } from "~/admin/content/leads-inbox";
import { listHref, messageListQuery, readListQuery } from "~/admin/lib/lists";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { buildMeta } from "~/lib/meta";
import { montevideoDate } from "~/lib/montevideo-time";
import type { Route } from "./+types/messages";

// The leads pipeline: every lead of a view (open, mine, due, closed, all, spam) grouped by stage, a
// board of columns on wide screens and a stacked list on a phone, with the state of its e-mails
// even when the mail server is down. Each card changes its stage with a plain POST to the lead's
// page (app/admin/routes/messages.$id.tsx), which comes back here with a one-time message
// (docs/decisions/030-one-way-to-change-in-the-admin.md, 035-quote-list-and-lead-pipeline.md).

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: copy.title,
    description: copy.metaDescription,
    path: "/admin/messages",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = adminOf(context);
  const url = new URL(request.url);
  // ?q=&estado=&pagina=: the pipeline's search, view and page (app/admin/lib/lists.ts). Addresses
  // bookmarked before it used ?filtro= for the view, still read.
  if (!url.searchParams.has("estado") && url.searchParams.has("filtro")) url.searchParams.set("estado", url.searchParams.get("filtro")!);
  const query = readListQuery(url, messageListQuery);
  const db = await databaseOf(context);
  // «Vencidas» and the cards' badges compare with the Montevideo day of this request.
  const today = montevideoDate(new Date());
  const [list, mailProblem] = await Promise.all([searchContactMessages(db, query, { userId: user.id, today }), mailDeliveryProblem(db)]);
  return { list, query: { ...query, pagina: list.page }, mailProblem, today };
}

/** Columns of the board on wide screens, by how many stages the view has. */
const boardColumns: Record<number, string> = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 5: "lg:grid-cols-3 2xl:grid-cols-5" };

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { list, query, mailProblem, today } = loaderData;
  const filter = query.estado;
  const searched = query.q !== "";
  // Where a card's change comes back to: this view, search and page (the default view needs no ?estado=).
  const kept = listHref(query, query.estado === "abiertos" ? { estado: "" } : {});
  const back = `/admin/messages${kept === "?" ? "" : kept}`;
  return (
    <>
      <AdminPageHeader title={copy.title} description={copy.description}>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="sm">
            <Link to="/admin/messages/plantillas">
              <FileText aria-hidden="true" className="size-4" />
              {copy.templatesLink}
            </Link>
          </Button>
          <Button asChild variant="secondary" size="sm">
            <a href={`/admin/messages.csv?estado=${filter}`} download>
              <Download aria-hidden="true" className="size-4" />
              {copy.exportCsv}
            </a>
          </Button>
        </div>
      </AdminPageHeader>
      <MailQueueNotice problem={mailProblem} />
      <LeadInboxViews q={query.q} current={filter} />
      <ListSearchForm
        searchLabel={copy.searchLabel}
        q={query.q}
        active={searched}
        clearHref={listHref({ estado: filter })}
        filters={[]}
        hidden={{ estado: filter }}
      />
      <ListCount total={list.total} singular={copy.count.singular} plural={copy.count.plural} />
      {list.total === 0 ? (
        <ListEmpty
          message={searched ? copy.emptySearch : copy.emptyView}
          clearHref="/admin/messages"
          active={searched || filter !== "abiertos"}
        />
      ) : (
        <div className={cn("grid items-start gap-6", boardColumns[list.stageCounts.length])}>
          {list.stageCounts.map(({ stage, total }) => {
            const leads = list.rows.filter((lead) => lead.stage === stage);
            const heading = `etapa-${stage}`;
            return (
              <section key={stage} aria-labelledby={heading} className="min-w-0 rounded-lg bg-stone-100 p-3">
                <h2 id={heading} className="mb-3 text-base font-bold text-stone-900">
                  {copy.stageSection(leadStageLabels[stage], total)}
                </h2>
                {leads.length > 0 ? (
                  <ul className="flex flex-col gap-3">
                    {leads.map((lead) => (
                      <LeadCard key={lead.id} lead={lead} today={today} back={back} />
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-stone-700">{total > 0 ? copy.stageOnOtherPage : copy.stageEmpty}</p>
                )}
              </section>
            );
          })}
        </div>
      )}
      <ListPagination query={query} page={list.page} pageCount={list.pageCount} />
    </>
  );
}
