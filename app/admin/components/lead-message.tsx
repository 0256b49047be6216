import { Mail, MessageCircle } from "lucide-react";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { TableRowActions } from "~/components/ui/table";
import { contactSourceLabels, deliveryLabels } from "~/content/contact";
import { leadsInboxCopy } from "~/admin/content/leads-inbox";
import { type AssignableColleague, LeadNotesForm, type NotesRefusal } from "~/admin/components/lead-notes-form";
import { LeadItems, type LeadItemRow } from "~/admin/components/lead-items";
import { formatDateTime } from "~/lib/dates";
import { leadAnchor, replyMailtoLink, replyWhatsappLink } from "~/admin/lib/lead-replies";

const copy = leadsInboxCopy.message;

/** One message of the leads inbox as the loader lists it. */
export interface LeadMessageView {
  id: string;
  createdAt: Date | string;
  source: string;
  topic: string | null;
  pagePath: string | null;
  nombre: string;
  apellido: string | null;
  email: string;
  telefono: string | null;
  empresa: string | null;
  mensaje: string;
  delivery: keyof typeof deliveryLabels;
  spamReason: string | null;
  lastError: string | null;
  handledAt: Date | string | null;
  notes: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  items: LeadItemRow[];
}

const deliveryTone = { sent: "positive", pending: "neutral", failed: "warning", unconfirmed: "warning", none: "neutral" } as const;

/**
 * A contact message: who sent it, from where, the state of its e-mails, the reply links, «Marcar
 * como atendida» / «Reabrir», «Reintentar envío» when its e-mails did not go, and the notes form.
 * Each button is a plain POST form (docs/decisions/030-one-way-to-change-in-the-admin.md).
 */
export function LeadMessage({
  message,
  assignable,
  refusal,
}: {
  message: LeadMessageView;
  assignable: AssignableColleague[];
  refusal: NotesRefusal | undefined;
}) {
  const name = [message.nombre, message.apellido].filter(Boolean).join(" ");
  const undelivered = message.delivery === "failed" || message.delivery === "unconfirmed" || message.spamReason !== null;
  return (
    <li id={leadAnchor(message.id)} className="rounded-lg border border-stone-200 bg-white p-4 sm:p-5">
      <article aria-label={copy.label(name)}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold text-stone-900">{name}</h2>
            <p className="text-sm text-stone-600">
              {formatDateTime(message.createdAt)} ·{" "}
              {contactSourceLabels[message.source as keyof typeof contactSourceLabels] ?? message.source}
              {message.topic ? copy.topic(message.topic) : ""}
              {message.pagePath ? copy.from(message.pagePath) : ""}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {message.spamReason ? (
              <Badge tone="warning">{copy.spam(message.spamReason === "honeypot")}</Badge>
            ) : (
              <Badge tone={deliveryTone[message.delivery]}>{copy.delivery(deliveryLabels[message.delivery])}</Badge>
            )}
            <Badge tone={message.handledAt ? "positive" : "neutral"}>{message.handledAt ? copy.handled : copy.unhandled}</Badge>
            {message.assigneeName ? <Badge tone="neutral">{leadsInboxCopy.assignedBadge(message.assigneeName)}</Badge> : null}
          </div>
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-stone-700">{copy.email}</dt>
          <dd>
            <a href={`mailto:${message.email}`} className="break-all text-brand-800 underline">
              {message.email}
            </a>
          </dd>
          {message.telefono ? (
            <>
              <dt className="font-semibold text-stone-700">{message.source === "inicio" ? copy.whatsapp : copy.phone}</dt>
              <dd>{message.telefono}</dd>
            </>
          ) : null}
          {message.empresa ? (
            <>
              <dt className="font-semibold text-stone-700">{copy.company}</dt>
              <dd>{message.empresa}</dd>
            </>
          ) : null}
        </dl>
        <p className="mt-3 rounded-md bg-stone-50 p-3 whitespace-pre-line text-stone-800">{message.mensaje}</p>
        <LeadItems items={message.items} name={name} />
        <ReplyLinks message={message} name={name} />
        {message.lastError && message.delivery !== "sent" ? (
          <p className="mt-2 text-sm text-amber-900">{copy.lastError(message.lastError)}</p>
        ) : null}
        <TableRowActions className="mt-3">
          <Form method="post" preventScrollReset>
            <input type="hidden" name="id" value={message.id} />
            <Button type="submit" name="intent" value={message.handledAt ? "reopen" : "handled"} size="xs">
              {message.handledAt ? copy.reopen : copy.markHandled}
              <span className="sr-only">{copy.whose(name)}</span>
            </Button>
          </Form>
          {undelivered ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="id" value={message.id} />
              <Button type="submit" name="intent" value="retry" variant="secondary" size="xs">
                {message.spamReason ? copy.notSpam : copy.retry}
                <span className="sr-only">{copy.whose(name)}</span>
              </Button>
            </Form>
          ) : null}
        </TableRowActions>
        <LeadNotesForm message={message} name={name} assignable={assignable} refusal={refusal?.id === message.id ? refusal : undefined} />
      </article>
    </li>
  );
}

type ReplyView = Pick<LeadMessageView, "id" | "nombre" | "email" | "telefono" | "topic">;

/** Answer the visitor by e-mail (subject ready) and, when they left a number WhatsApp can use, by WhatsApp. */
function ReplyLinks({ message, name }: { message: ReplyView; name: string }) {
  const whatsapp = replyWhatsappLink(message);
  return (
    <ul aria-label={copy.replyTo(name)} className="mt-3 flex flex-wrap gap-2">
      <li>
        <Button asChild variant="secondary" size="xs">
          <a href={replyMailtoLink(message)}>
            <Mail aria-hidden="true" className="size-4" />
            {leadsInboxCopy.replyByEmail}
            <span className="sr-only">{copy.replyToWhom(name)}</span>
          </a>
        </Button>
      </li>
      {whatsapp ? (
        <li>
          <Button asChild variant="secondary" size="xs">
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" className="size-4" />
              {leadsInboxCopy.replyByWhatsapp}
              <span className="sr-only">{copy.replyToWhomElsewhere(name)}</span>
            </a>
          </Button>
        </li>
      ) : null}
    </ul>
  );
}
