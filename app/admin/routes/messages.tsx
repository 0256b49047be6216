import { Download } from "lucide-react";
import { data } from "react-router";
import { z } from "zod";
import { adminOf } from "~/.server/auth/guard";
import { redirectWithNotice } from "~/.server/flash";
import { formIntent, formReply, parseForm } from "~/.server/forms";
import { changeMessage, saveMessageNotes } from "~/.server/leads/inbox-changes";
import { mailDeliveryProblem, searchContactMessages } from "~/.server/leads/messages";
import { leadNotesSchema, listAssignableColleagues } from "~/.server/leads/notes";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { LeadInboxViews } from "~/admin/components/lead-inbox-views";
import { LeadMessage } from "~/admin/components/lead-message";
import type { NotesRefusal } from "~/admin/components/lead-notes-form";
import { ListCount, ListEmpty, ListPagination, ListSearchForm } from "~/admin/components/list-controls";
import { MailQueueNotice } from "~/admin/components/mail-queue-notice";
import { leadsInboxCopy as copy } from "~/admin/content/leads-inbox";
import { leadAnchor } from "~/admin/lib/lead-replies";
import { listHref, messageListQuery, readListQuery } from "~/admin/lib/lists";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { textOf } from "~/lib/forms";
import { buildMeta } from "~/lib/meta";
import { genericErrorNotice, leadNotices } from "~/lib/notices";
import type { Route } from "./+types/messages";

// The leads inbox: every contact message, newest first, with the state of its e-mails, even when
// the mail server is down. The company answers from here if e-mail fails. Each change (handled,
// reopened, e-mails sent again, notes) is a plain POST that returns to the inbox as it was, at the
// message, with a one-time message (docs/decisions/030-one-way-to-change-in-the-admin.md).

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, {
    title: copy.title,
    description: copy.metaDescription,
    path: "/admin/messages",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const url = new URL(request.url);
  // ?q=&estado=&pagina=: the inbox's search, view and page (app/admin/lib/lists.ts). Addresses
  // bookmarked before it used ?filtro= for the view, still read.
  if (!url.searchParams.has("estado") && url.searchParams.has("filtro")) url.searchParams.set("estado", url.searchParams.get("filtro")!);
  const query = readListQuery(url, messageListQuery);
  const db = await databaseOf(context);
  const { adminEmail } = requestContextOf(context).config;
  const [list, mailProblem, assignable] = await Promise.all([
    searchContactMessages(db, query),
    mailDeliveryProblem(db),
    listAssignableColleagues(db, adminEmail),
  ]);
  return { list, query: { ...query, pagina: list.page }, mailProblem, assignable };
}

const changeSchema = z.object({ intent: z.enum(["handled", "reopen", "retry"]), id: z.uuid() });

const changeNotices = { handled: "lead-handled", reopen: "lead-reopened", retry: "lead-resend-queued" } as const;

/** Back to the inbox as it was (search, view, page: the forms post to the inbox's address), at the message. */
function inboxAddress(request: Request, id: string): string {
  const query = readListQuery(request.url, messageListQuery);
  // The default view (Sin atender) needs no ?estado=.
  const kept = listHref(query, query.estado === "abiertos" ? { estado: "" } : {});
  return `/admin/messages${kept === "?" ? "" : kept}#${leadAnchor(id)}`;
}

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  const form = { request, context };
  if ((await formIntent(form)) === "notes") {
    const parsed = await parseForm(form, leadNotesSchema);
    const id = textOf(parsed.submitted.id);
    if (!parsed.ok)
      return data({ notice: leadNotices.notesRefused, refusal: { id, ...formReply(parsed) } satisfies NotesRefusal }, { status: 400 });
    const saved = await saveMessageNotes(context, parsed.data);
    if (saved === "not-found") return data({ notice: leadNotices.notFound }, { status: 404 });
    if (saved === "unknown-assignee") {
      const refusal: NotesRefusal = { id, ...formReply(parsed, { assigneeId: copy.unknownAssignee }) };
      return data({ notice: leadNotices.notesRefused, refusal }, { status: 400 });
    }
    return redirectWithNotice(inboxAddress(request, id), "lead-notes-saved");
  }
  const parsed = await parseForm(form, changeSchema);
  if (!parsed.ok) return data({ notice: genericErrorNotice }, { status: 400 });
  const { intent, id } = parsed.data;
  if (!(await changeMessage(context, intent, id))) return data({ notice: leadNotices.notFound }, { status: 404 });
  return redirectWithNotice(inboxAddress(request, id), changeNotices[intent]);
}

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { list, query, mailProblem, assignable } = loaderData;
  const filter = query.estado;
  const searched = query.q !== "";
  const refusal = actionData && "refusal" in actionData ? (actionData.refusal as NotesRefusal) : undefined;
  return (
    <>
      <AdminPageHeader title={copy.title} description={copy.description}>
        <Button asChild variant="secondary" size="sm">
          <a href={`/admin/messages.csv?filtro=${filter}`} download>
            <Download aria-hidden="true" className="size-4" />
            {copy.exportCsv}
          </a>
        </Button>
      </AdminPageHeader>
      <MailQueueNotice problem={mailProblem} />
      <Notice notice={actionData?.notice} className="mb-6" />
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
      {list.rows.length === 0 ? (
        <ListEmpty
          message={searched ? copy.emptySearch : copy.emptyView}
          clearHref="/admin/messages"
          active={searched || filter !== "abiertos"}
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {list.rows.map((message) => (
            <LeadMessage key={message.id} message={message} assignable={assignable} refusal={refusal} />
          ))}
        </ul>
      )}
      <ListPagination query={query} page={list.page} pageCount={list.pageCount} />
    </>
  );
}
