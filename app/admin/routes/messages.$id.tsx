import { leadStageLabels } from "~/content/lead-stages";
import { data, Link } from "react-router";
import { adminOf, isAdministratorIn } from "~/.server/auth/guard";
import { redirectWithNotice } from "~/.server/flash";
import { formIntent, formReply, parseForm } from "~/.server/forms";
import { leadActorOf, retryMessage } from "~/.server/leads/inbox-changes";
import { countLeadsFromSender, eraseLeadSender } from "~/.server/leads/erase";
import { getLead } from "~/.server/leads/messages";
import { listAssignableColleagues } from "~/.server/leads/notes";
import { addLeadNote, changeLeadStage, type LeadChangeResult, planLead } from "~/.server/leads/pipeline";
import { listReplyTemplates } from "~/.server/leads/reply-templates";
import { listLeadEvents } from "~/.server/leads/timeline";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { ConfirmDestructive } from "~/admin/components/confirm-destructive";
import { FollowUpBadge, leadName, leadOrigin } from "~/admin/components/lead-card";
import { type LeadFormRefusal, LeadNoteForm, LeadPlanForm, LeadReplyForm, LeadStageForm } from "~/admin/components/lead-forms";
import { LeadItems } from "~/admin/components/lead-items";
import { LeadTimeline } from "~/admin/components/lead-timeline";
import { leadsInboxCopy as copy } from "~/admin/content/leads-inbox";
import { leadEraseSchema, leadNoteSchema, leadPlanSchema, leadRetrySchema, leadStageSchema } from "~/admin/lib/lead-forms";
import { whatsappNumber } from "~/admin/lib/lead-replies";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { contactSourceLabels, deliveryLabels } from "~/content/contact";
import { textOf } from "~/lib/forms";
import { isUuid } from "~/lib/is-uuid";
import { buildMeta } from "~/lib/meta";
import { montevideoDate } from "~/lib/montevideo-time";
import { genericErrorNotice, leadNotices } from "~/lib/notices";
import type { Notice as NoticeData } from "~/lib/toast";
import type { Route } from "./+types/messages.$id";

// /admin/messages/:id: one lead with everything about it (contact details, message, products,
// e-mails), its stage, owner and follow-up, notes, replies and its timeline. Every change is a plain
// POST here that calls one function of app/.server/leads/pipeline.ts (change, timeline event and
// activity entry in one transaction) and redirects with a one-time message; the board's quick stage
// form posts here too and goes back to the board (`volver`). An administrator can also erase
// everything kept about the person who sent it, when they ask (app/.server/leads/erase.ts).
// Design: docs/decisions/035-quote-list-and-lead-pipeline.md.

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  buildMeta(matches, {
    title: loaderData ? copy.detail.title(leadName(loaderData.lead)) : copy.title,
    description: copy.detail.metaDescription,
    path: `/admin/messages/${params.id}`,
    noindex: true,
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  adminOf(context);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const db = await databaseOf(context);
  const lead = await getLead(db, params.id);
  if (!lead) throw data(null, { status: 404 });
  // Erasing a person's data is for administrators; only they are told how many leads it takes.
  const canErase = isAdministratorIn(context);
  const [events, assignable, templates, senderLeads] = await Promise.all([
    listLeadEvents(db, lead.id),
    listAssignableColleagues(db, requestContextOf(context).config.adminEmail),
    listReplyTemplates(db),
    canErase ? countLeadsFromSender(db, lead.email) : 0,
  ]);
  return {
    lead,
    events: events.map(({ id, kind, text, detail, actorLabel, at }) => ({ id, kind, text, detail, actorLabel, at })),
    assignable,
    templates: templates.map(({ id, name }) => ({ id, name })),
    today: montevideoDate(new Date()),
    erase: { allowed: canErase, leads: senderLeads },
  };
}

export const middleware = [formBodyMiddleware];

/** Where a change returns: the board it came from (`volver`, only an address of the leads pages), else this page. */
function returnAddress(submitted: string, id: string): string {
  return /^\/admin\/messages(?:[/?#]|$)/.test(submitted) && !submitted.startsWith("//") ? submitted : `/admin/messages/${id}`;
}

function refuse(notice: NoticeData, refusal: LeadFormRefusal | null, status: number) {
  return data({ notice, refusal }, { status });
}

const results: Record<Exclude<LeadChangeResult, "not-found">, "lead-unchanged" | null> = { saved: null, unchanged: "lead-unchanged" };

export async function action({ request, params, context }: Route.ActionArgs) {
  adminOf(context);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const id = params.id;
  const form = { request, context };
  const db = await databaseOf(context);
  const actor = leadActorOf(context);
  const intent = await formIntent(form);

  const done = async (result: LeadChangeResult, saved: "lead-stage-changed" | "lead-plan-saved" | "lead-note-added", back: string) => {
    if (result === "not-found") throw data(null, { status: 404 });
    return redirectWithNotice(back, results[result] ?? saved);
  };

  if (intent === "stage") {
    const parsed = await parseForm(form, leadStageSchema);
    if (!parsed.ok) return refuse(leadNotices.stageRefused, { form: "stage", ...formReply(parsed) }, 400);
    const back = returnAddress(textOf(parsed.submitted.volver), id);
    return done(await changeLeadStage(db, actor, id, parsed.data), "lead-stage-changed", back);
  }
  if (intent === "plan") {
    const parsed = await parseForm(form, leadPlanSchema);
    if (!parsed.ok) return refuse(leadNotices.planRefused, { form: "plan", ...formReply(parsed) }, 400);
    const assignable = await listAssignableColleagues(db, requestContextOf(context).config.adminEmail);
    const result = await planLead(db, actor, id, parsed.data, assignable);
    if (result === "unknown-owner")
      return refuse(leadNotices.planRefused, { form: "plan", ...formReply(parsed, { ownerId: copy.unknownAssignee }) }, 400);
    return done(result, "lead-plan-saved", `/admin/messages/${id}`);
  }
  if (intent === "note") {
    const parsed = await parseForm(form, leadNoteSchema);
    if (!parsed.ok) return refuse(leadNotices.noteRefused, { form: "note", ...formReply(parsed) }, 400);
    return done(await addLeadNote(db, actor, id, parsed.data.text), "lead-note-added", `/admin/messages/${id}`);
  }
  if (intent === "erase") {
    const parsed = await parseForm(form, leadEraseSchema);
    if (!parsed.ok) return refuse(genericErrorNotice, null, 400);
    if (!isAdministratorIn(context)) throw data(null, { status: 403 });
    if (!(await eraseLeadSender(db, actor, id))) throw data(null, { status: 404 });
    return redirectWithNotice("/admin/messages", "lead-sender-erased");
  }
  const parsed = await parseForm(form, leadRetrySchema);
  if (!parsed.ok) return refuse(genericErrorNotice, null, 400);
  if (!(await retryMessage(context, id))) throw data(null, { status: 404 });
  return redirectWithNotice(`/admin/messages/${id}`, "lead-resend-queued");
}

const deliveryTone = { sent: "positive", pending: "neutral", failed: "warning", unconfirmed: "warning", none: "neutral" } as const;

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, events, assignable, templates, today, erase } = loaderData;
  const name = leadName(lead);
  const refusal = actionData?.refusal ?? undefined;
  const undelivered = lead.delivery === "failed" || lead.delivery === "unconfirmed" || lead.spamReason !== null;
  const source = contactSourceLabels[lead.source as keyof typeof contactSourceLabels] ?? lead.source;
  return (
    <>
      <p className="mb-3">
        <Link to="/admin/messages" className="text-sm font-semibold text-brand-800 underline">
          {copy.detail.back}
        </Link>
      </p>
      <AdminPageHeader title={copy.detail.title(name)} description={leadOrigin(lead)} />
      <Notice notice={actionData?.notice} className="mb-6" />
      <div className="mb-6 flex flex-wrap gap-2">
        <Badge tone="positive">{leadStageLabels[lead.stage]}</Badge>
        <Badge tone={lead.assigneeName ? "positive" : "neutral"}>
          {lead.assigneeName ? copy.ownerBadge(lead.assigneeName) : copy.nobody}
        </Badge>
        <FollowUpBadge day={lead.followUpOn} stage={lead.stage} today={today} />
        {lead.spamReason ? <Badge tone="warning">{copy.message.spam(lead.spamReason === "honeypot")}</Badge> : null}
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="contacto-titulo" className="rounded-lg border border-stone-200 bg-white p-4">
            <h2 id="contacto-titulo" className="mb-3 text-lg font-semibold text-stone-900">
              {copy.detail.contact}
            </h2>
            <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold text-stone-700">{copy.message.email}</dt>
              <dd>
                <a href={`mailto:${lead.email}`} className="break-all text-brand-800 underline">
                  {lead.email}
                </a>
              </dd>
              {lead.telefono ? (
                <>
                  <dt className="font-semibold text-stone-700">{lead.source === "inicio" ? copy.message.whatsapp : copy.message.phone}</dt>
                  <dd>{lead.telefono}</dd>
                </>
              ) : null}
              {lead.empresa ? (
                <>
                  <dt className="font-semibold text-stone-700">{copy.message.company}</dt>
                  <dd>{lead.empresa}</dd>
                </>
              ) : null}
            </dl>
            <h3 className="mt-4 text-sm font-semibold text-stone-700">{copy.detail.message}</h3>
            <p className="mt-1 rounded-md bg-stone-50 p-3 break-words whitespace-pre-line text-stone-800">{lead.mensaje}</p>
            <LeadItems items={lead.items} name={name} />
          </section>
          <section aria-labelledby="correos-titulo" className="rounded-lg border border-stone-200 bg-white p-4">
            <h2 id="correos-titulo" className="mb-3 text-lg font-semibold text-stone-900">
              {copy.detail.delivery}
            </h2>
            <p>
              {lead.spamReason ? (
                <Badge tone="warning">{copy.message.spam(lead.spamReason === "honeypot")}</Badge>
              ) : (
                <Badge tone={deliveryTone[lead.delivery]}>{copy.message.delivery(deliveryLabels[lead.delivery])}</Badge>
              )}
            </p>
            {lead.lastError && lead.delivery !== "sent" ? (
              <p className="mt-2 text-sm text-amber-900">{copy.message.lastError(lead.lastError)}</p>
            ) : null}
            {undelivered ? (
              <form method="post" className="mt-3">
                <Button type="submit" name="intent" value="retry" variant="secondary" size="xs">
                  {lead.spamReason ? copy.message.notSpam : copy.message.retry}
                </Button>
              </form>
            ) : null}
          </section>
          <LeadReplyForm
            id={lead.id}
            name={name}
            templates={templates}
            whatsapp={lead.telefono ? whatsappNumber(lead.telefono) !== null : false}
            phone={Boolean(lead.telefono)}
          />
          <section aria-labelledby="historia-titulo" className="rounded-lg border border-stone-200 bg-white p-4">
            <h2 id="historia-titulo" className="mb-3 text-lg font-semibold text-stone-900">
              {copy.detail.timeline}
            </h2>
            <LeadTimeline received={{ at: lead.createdAt, source, pagePath: lead.pagePath }} events={events} />
          </section>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <LeadStageForm stage={lead.stage} lostReason={lead.lostReason} refusal={refusal} />
          <LeadPlanForm
            ownerId={lead.assigneeId}
            ownerName={lead.assigneeName}
            followUpOn={lead.followUpOn}
            assignable={assignable}
            refusal={refusal}
          />
          <LeadNoteForm leadId={lead.id} refusal={refusal} />
          <section aria-labelledby="borrar-titulo" className="rounded-lg border border-stone-200 bg-white p-4">
            <h2 id="borrar-titulo" className="mb-2 text-lg font-semibold text-stone-900">
              {copy.erase.heading}
            </h2>
            {erase.allowed ? (
              <>
                <p className="mb-3 text-sm text-stone-700">{copy.erase.explain(erase.leads, lead.email)}</p>
                <ConfirmDestructive
                  question={copy.erase.question}
                  consequence={copy.erase.consequence(erase.leads)}
                  form={{ intent: "erase", fields: {} }}
                  confirmLabel={copy.erase.confirm}
                  pendingText={copy.erase.pending}
                  opener={{ trigger: copy.erase.trigger }}
                />
              </>
            ) : (
              <p className="text-sm text-stone-700">{copy.erase.editorOnly}</p>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
