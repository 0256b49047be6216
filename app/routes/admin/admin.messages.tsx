import { Download } from "lucide-react";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { adminOf } from "~/.server/auth/guard";
import { type InboxFilter, listContactMessages, mailDeliveryProblem, retryMessageDelivery, setMessageHandled } from "~/.server/leads/messages";
import { parseForm } from "~/.server/forms";
import { databaseOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { MailQueueNotice } from "~/components/admin/mail-queue-notice";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { TableRowActions } from "~/components/ui/table";
import { contactSourceLabels, deliveryLabels } from "~/content/contact";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/dates";
import { buildMeta } from "~/lib/meta";
import { genericErrorNotice, leadNotices } from "~/lib/notices";
import type { Notice as NoticeData } from "~/lib/toast";
import type { Route } from "./+types/admin.messages";

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

function readFilter(request: Request): InboxFilter {
  const value = new URL(request.url).searchParams.get("filtro");
  return filters.find((filter) => filter.value === value)?.value ?? "abiertos";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const filter = readFilter(request);
  const db = await databaseOf(context);
  const [messages, mailProblem] = await Promise.all([listContactMessages(db, filter), mailDeliveryProblem(db)]);
  return { filter, messages, mailProblem };
}

const actionSchema = z.object({
  intent: z.enum(["handled", "reopen", "retry"]),
  id: z.uuid(),
});

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  const parsed = await parseForm({ request, context }, actionSchema);
  if (!parsed.ok) return data({ notice: genericErrorNotice }, { status: 400 });
  const { intent, id } = parsed.data;
  const db = await databaseOf(context);
  const done = intent === "retry" ? await retryMessageDelivery(db, id) : await setMessageHandled(db, id, intent === "handled");
  const notice: NoticeData = !done
    ? leadNotices.notFound
    : intent === "retry"
      ? leadNotices.resendQueued
      : intent === "handled"
        ? leadNotices.handled
        : leadNotices.reopened;
  return { notice };
}

const deliveryTone = { sent: "positive", pending: "neutral", failed: "warning", unconfirmed: "warning", none: "neutral" } as const;

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, messages, mailProblem } = loaderData;
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
      <nav aria-label="Filtrar consultas" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {filters.map((option) => (
            <li key={option.value}>
              <Link
                to={`?filtro=${option.value}`}
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
      {messages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">No hay consultas en esta lista.</p>
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
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
