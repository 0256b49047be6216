import { Download, Mail, MessageCircle } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { recordActivity } from "~/.server/activity/log";
import { adminOf } from "~/.server/auth/guard";
import { type InboxFilter, type InboxMessage, mailDeliveryProblem, messageSender, retryMessageDelivery, searchContactMessages, setMessageHandled } from "~/.server/leads/messages";
import { type Assignable, leadNotesSchema, listAssignableColleagues, saveLeadNotes } from "~/.server/leads/notes";
import { formIntent, formReply, parseForm } from "~/.server/forms";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { TextAreaField } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { ListCount, ListEmpty, ListPagination, ListSearchForm } from "~/admin/components/list-controls";
import { MailQueueNotice } from "~/admin/components/mail-queue-notice";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { TableRowActions } from "~/components/ui/table";
import { contactSourceLabels, deliveryLabels } from "~/content/contact";
import { leadsInboxCopy, NOTES_MAX_LENGTH } from "~/admin/content/leads-inbox";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/dates";
import { type FormReply, textOf } from "~/lib/forms";
import { replyMailtoLink, replyWhatsappLink } from "~/admin/lib/lead-replies";
import { listHref, messageListQuery, readListQuery } from "~/admin/lib/lists";
import { buildMeta } from "~/lib/meta";
import { genericErrorNotice, leadNotices } from "~/lib/notices";
import type { Notice as NoticeData } from "~/lib/toast";
import type { Route } from "./+types/messages";

// The leads inbox: every contact message, newest first, with the state of its
// e-mails, even when the mail server is down. The company answers from here if e-mail fails.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: "Consultas", description: "Mensajes de contacto recibidos desde el sitio.", path: "/admin/messages", noindex: true });

const filters: { value: InboxFilter; label: string }[] = [
  { value: "abiertos", label: "Sin atender" },
  { value: "atendidos", label: "Atendidas" },
  { value: "todos", label: "Todas" },
  { value: "spam", label: "Filtradas como spam" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const url = new URL(request.url);
  // ?q=&estado=&pagina=: the inbox's search, view and page (app/admin/lib/lists.ts). Addresses
  // bookmarked before it used ?filtro= for the view, still read.
  if (!url.searchParams.has("estado") && url.searchParams.has("filtro")) url.searchParams.set("estado", url.searchParams.get("filtro")!);
  const query = readListQuery(url, messageListQuery);
  const db = await databaseOf(context);
  const { adminEmail } = requestContextOf(context).config;
  const [list, mailProblem, assignable] = await Promise.all([searchContactMessages(db, query), mailDeliveryProblem(db), listAssignableColleagues(db, adminEmail)]);
  return { list, query: { ...query, pagina: list.page }, mailProblem, assignable };
}

const actionSchema = z.object({
  intent: z.enum(["handled", "reopen", "retry"]),
  id: z.uuid(),
});

export const middleware = [formBodyMiddleware];

/** A refused notes form: which message it was for, each field's message and what was typed. */
interface NotesRefusal extends FormReply {
  id: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  if ((await formIntent({ request, context })) === "notes") return saveNotes({ request, context });
  const parsed = await parseForm({ request, context }, actionSchema);
  if (!parsed.ok) return data({ notice: genericErrorNotice }, { status: 400 });
  const { intent, id } = parsed.data;
  const db = await databaseOf(context);
  const done = intent === "retry" ? await retryMessageDelivery(db, id) : await setMessageHandled(db, id, intent === "handled");
  const sender = done ? await messageSender(db, id) : null;
  if (sender) await recordActivity(context, { action: intent === "retry" ? "retried" : intent === "handled" ? "handled" : "reopened", subject: "message", subjectId: id, label: sender });
  const notice: NoticeData = !done
    ? leadNotices.notFound
    : intent === "retry"
      ? leadNotices.resendQueued
      : intent === "handled"
        ? leadNotices.handled
        : leadNotices.reopened;
  return { notice };
}

async function saveNotes({ request, context }: Pick<Route.ActionArgs, "request" | "context">) {
  const parsed = await parseForm({ request, context }, leadNotesSchema);
  const id = textOf(parsed.submitted.id);
  if (!parsed.ok) {
    const refusal: NotesRefusal = { id, ...formReply(parsed) };
    return data({ notice: leadNotices.notesRefused, refusal }, { status: 400 });
  }
  const db = await databaseOf(context);
  const assignable = await listAssignableColleagues(db, requestContextOf(context).config.adminEmail);
  const result = await saveLeadNotes(db, parsed.data, assignable);
  if (result === "not-found") return data({ notice: leadNotices.notFound }, { status: 404 });
  if (result === "unknown-assignee") {
    const refusal: NotesRefusal = { id, ...formReply(parsed, { assigneeId: leadsInboxCopy.unknownAssignee }) };
    return data({ notice: leadNotices.notesRefused, refusal }, { status: 400 });
  }
  return { notice: leadNotices.notesSaved };
}

const deliveryTone = { sent: "positive", pending: "neutral", failed: "warning", unconfirmed: "warning", none: "neutral" } as const;

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { list, query, mailProblem, assignable } = loaderData;
  const filter = query.estado;
  const messages = list.rows;
  const searched = query.q !== "";
  const refusal = actionData && "refusal" in actionData ? (actionData.refusal as NotesRefusal) : undefined;
  return (
    <>
      <AdminPageHeader title="Consultas" description="Mensajes de los formularios de contacto, del más nuevo al más viejo.">
        <Button asChild variant="secondary" size="sm">
          <a href={`/admin/messages.csv?filtro=${filter}`} download>
            <Download aria-hidden="true" className="size-4" />
            Exportar CSV
          </a>
        </Button>
      </AdminPageHeader>
      <MailQueueNotice problem={mailProblem} />
      <Notice notice={actionData?.notice} className="mb-6" />
      <nav aria-label="Filtrar consultas" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {filters.map((option) => (
            <li key={option.value}>
              <Link
                to={listHref({ q: query.q, estado: option.value })}
                aria-current={option.value === filter ? "page" : undefined}
                className={cn(
                  "block rounded-full px-3 py-1.5 text-sm font-semibold",
                  option.value === filter ? "bg-brand-700 text-white" : "bg-white text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50",
                )}
              >
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ListSearchForm
        searchLabel="Buscar por nombre o e-mail"
        q={query.q}
        active={searched}
        clearHref={listHref({ estado: filter })}
        filters={[]}
        hidden={{ estado: filter }}
      />
      <ListCount total={list.total} singular="consulta" plural="consultas" />
      {messages.length === 0 ? (
        <ListEmpty
          message={searched ? "No hay consultas que coincidan con la búsqueda." : "No hay consultas en esta lista."}
          clearHref="/admin/messages"
          active={searched || filter !== "abiertos"}
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {messages.map((message) => {
            const name = [message.nombre, message.apellido].filter(Boolean).join(" ");
            const undelivered = message.delivery === "failed" || message.delivery === "unconfirmed" || message.spamReason !== null;
            return (
              <li key={message.id} className="rounded-lg border border-stone-200 bg-white p-4 sm:p-5">
                <article aria-label={`Consulta de ${name}`}>
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <h2 className="text-lg font-semibold text-stone-900">{name}</h2>
                      <p className="text-sm text-stone-600">
                        {formatDateTime(message.createdAt)} · {contactSourceLabels[message.source as keyof typeof contactSourceLabels] ?? message.source}
                        {message.topic ? ` · ${message.topic}` : ""}
                        {message.pagePath ? ` · desde ${message.pagePath}` : ""}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {message.spamReason ? (
                        <Badge tone="warning">Spam ({message.spamReason === "honeypot" ? "campo trampa" : "enviado muy rápido"})</Badge>
                      ) : (
                        <Badge tone={deliveryTone[message.delivery]}>Correo: {deliveryLabels[message.delivery]}</Badge>
                      )}
                      <Badge tone={message.handledAt ? "positive" : "neutral"}>{message.handledAt ? "Atendida" : "Sin atender"}</Badge>
                      {message.assigneeName ? <Badge tone="neutral">{leadsInboxCopy.assignedBadge(message.assigneeName)}</Badge> : null}
                    </div>
                  </div>
                  <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                    <dt className="font-semibold text-stone-700">Email</dt>
                    <dd>
                      <a href={`mailto:${message.email}`} className="break-all text-brand-800 underline">
                        {message.email}
                      </a>
                    </dd>
                    {message.telefono ? (
                      <>
                        <dt className="font-semibold text-stone-700">{message.source === "inicio" ? "WhatsApp" : "Teléfono"}</dt>
                        <dd>{message.telefono}</dd>
                      </>
                    ) : null}
                    {message.empresa ? (
                      <>
                        <dt className="font-semibold text-stone-700">Empresa</dt>
                        <dd>{message.empresa}</dd>
                      </>
                    ) : null}
                  </dl>
                  <p className="mt-3 whitespace-pre-line rounded-md bg-stone-50 p-3 text-stone-800">{message.mensaje}</p>
                  <ReplyLinks message={message} name={name} />
                  {message.lastError && message.delivery !== "sent" ? (
                    <p className="mt-2 text-sm text-amber-900">Último error de envío: {message.lastError}</p>
                  ) : null}
                  <TableRowActions className="mt-3">
                    <Form method="post">
                      <input type="hidden" name="id" value={message.id} />
                      <Button type="submit" name="intent" value={message.handledAt ? "reopen" : "handled"} size="xs">
                        {message.handledAt ? "Reabrir" : "Marcar como atendida"}
                        <span className="sr-only"> (consulta de {name})</span>
                      </Button>
                    </Form>
                    {undelivered ? (
                      <Form method="post">
                        <input type="hidden" name="id" value={message.id} />
                        <Button type="submit" name="intent" value="retry" variant="secondary" size="xs">
                          {message.spamReason ? "No es spam: enviar correos" : "Reintentar envío"}
                          <span className="sr-only"> (consulta de {name})</span>
                        </Button>
                      </Form>
                    ) : null}
                  </TableRowActions>
                  <NotesForm message={message} name={name} assignable={assignable} refusal={refusal?.id === message.id ? refusal : undefined} />
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <ListPagination query={query} page={list.page} pageCount={list.pageCount} />
    </>
  );
}

type MessageView = Pick<InboxMessage, "id" | "nombre" | "email" | "telefono" | "topic" | "notes" | "assigneeId" | "assigneeName">;

/** Answer the visitor by e-mail (subject ready) and, when they left a number WhatsApp can use, by WhatsApp. */
function ReplyLinks({ message, name }: { message: MessageView; name: string }) {
  const whatsapp = replyWhatsappLink(message);
  return (
    <ul aria-label={`Responder a ${name}`} className="mt-3 flex flex-wrap gap-2">
      <li>
        <Button asChild variant="secondary" size="xs">
          <a href={replyMailtoLink(message)}>
            <Mail aria-hidden="true" className="size-4" />
            {leadsInboxCopy.replyByEmail}
            <span className="sr-only"> a {name}</span>
          </a>
        </Button>
      </li>
      {whatsapp ? (
        <li>
          <Button asChild variant="secondary" size="xs">
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" className="size-4" />
              {leadsInboxCopy.replyByWhatsapp}
              <span className="sr-only"> a {name} (se abre en otra pestaña)</span>
            </a>
          </Button>
        </li>
      ) : null}
    </ul>
  );
}

/** Internal notes and the assignee: a plain POST form, so it works before (and without) JavaScript. */
function NotesForm({ message, name, assignable, refusal }: { message: MessageView; name: string; assignable: Assignable[]; refusal: NotesRefusal | undefined }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "notes" && navigation.formData.get("id") === message.id;
  const notes = refusal ? textOf(refusal.values.notes) : (message.notes ?? "");
  const assigneeId = refusal ? textOf(refusal.values.assigneeId) : (message.assigneeId ?? "");
  // An assignee who is no longer an administrator stays selectable until someone changes it.
  const options =
    message.assigneeId && !assignable.some((admin) => admin.id === message.assigneeId)
      ? [...assignable, { id: message.assigneeId, label: message.assigneeName ?? message.assigneeId }]
      : assignable;
  return (
    <Form method="post" aria-label={`Notas internas de la consulta de ${name}`} className="mt-4 grid gap-3 border-t border-stone-200 pt-4 sm:grid-cols-[1fr_16rem]">
      <input type="hidden" name="id" value={message.id} />
      <TextAreaField
        key={`notes-${message.notes ?? ""}-${refusal ? "refused" : "saved"}`}
        label={leadsInboxCopy.notesLabel}
        name="notes"
        rows={3}
        maxLength={NOTES_MAX_LENGTH}
        defaultValue={notes}
        hint={leadsInboxCopy.notesHint}
        error={refusal?.errors.notes}
      />
      <div className="flex flex-col gap-3">
        <SelectField
          key={`assignee-${message.assigneeId ?? ""}-${refusal ? "refused" : "saved"}`}
          label={leadsInboxCopy.assigneeLabel}
          name="assigneeId"
          defaultValue={assigneeId}
          error={refusal?.errors.assigneeId}
        >
          <option value="">{leadsInboxCopy.nobody}</option>
          {options.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {admin.label}
            </option>
          ))}
        </SelectField>
        <Button type="submit" name="intent" value="notes" disabled={saving} size="sm" variant="secondary" className="self-start">
          {saving ? leadsInboxCopy.savingNotes : leadsInboxCopy.saveNotes}
          <span className="sr-only"> (consulta de {name})</span>
        </Button>
      </div>
    </Form>
  );
}
