import { type LeadStageName, leadStageLabels } from "~/content/lead-stages";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { contactSourceLabels } from "~/content/contact";
import { LeadItems, type LeadItemRow } from "~/admin/components/lead-items";
import { leadsInboxCopy } from "~/admin/content/leads-inbox";
import { leadAnchor } from "~/admin/lib/lead-replies";
import { formatDateTime } from "~/lib/dates";

const copy = leadsInboxCopy;

/** A lead as a card of the board shows it. */
export interface LeadCardView {
  id: string;
  createdAt: Date | string;
  source: string;
  topic: string | null;
  pagePath: string | null;
  nombre: string;
  apellido: string | null;
  mensaje: string;
  spamReason: string | null;
  stage: LeadStageName;
  followUpOn: string | null;
  assigneeName: string | null;
  items: LeadItemRow[];
}

export function leadName(lead: { nombre: string; apellido: string | null }): string {
  return [lead.nombre, lead.apellido].filter(Boolean).join(" ");
}

/** "Formulario de inicio · Botas Bekina · desde /botas-bekina": where a lead came from. */
export function leadOrigin(lead: Pick<LeadCardView, "source" | "topic" | "pagePath">): string {
  const source = contactSourceLabels[lead.source as keyof typeof contactSourceLabels] ?? lead.source;
  return `${source}${lead.topic ? copy.message.topic(lead.topic) : ""}${lead.pagePath ? copy.message.from(lead.pagePath) : ""}`;
}

/** The follow-up badge: due today, overdue since a day, or planned; nothing without a day or once closed. */
export function FollowUpBadge({ day, stage, today }: { day: string | null; stage: LeadStageName; today: string }) {
  if (!day) return null;
  const open = stage === "nueva" || stage === "en_curso" || stage === "cotizada";
  if (open && day === today) return <Badge tone="warning">{copy.followUp.today}</Badge>;
  if (open && day < today) return <Badge tone="warning">{copy.followUp.overdue(day)}</Badge>;
  return <Badge tone="neutral">{copy.followUp.later(day)}</Badge>;
}

/** The stages as options of a select, in order. */
export function StageOptions() {
  return (Object.keys(leadStageLabels) as LeadStageName[]).map((stage) => (
    <option key={stage} value={stage}>
      {leadStageLabels[stage]}
    </option>
  ));
}

/**
 * One lead on the board: who, when, from where, the start of its message, its products, owner and follow-up, a quick stage
 * form and «Ver consulta». The stage form posts to the lead's page, which comes back here (`back`)
 * or, when «Perdida» lacks its reason, shows the refusal there with the reason field.
 */
export function LeadCard({ lead, today, back }: { lead: LeadCardView; today: string; back: string }) {
  const name = leadName(lead);
  const detail = `/admin/messages/${lead.id}`;
  return (
    <li id={leadAnchor(lead.id)} className="min-w-0 rounded-lg border border-stone-200 bg-white p-3 shadow-xs">
      <article aria-label={copy.message.label(name)} className="flex flex-col gap-2">
        <div>
          <h3 className="font-semibold break-words text-stone-900">{name}</h3>
          <p className="text-xs break-words text-stone-600">
            <time dateTime={new Date(lead.createdAt).toISOString()}>{formatDateTime(lead.createdAt)}</time> · {leadOrigin(lead)}
          </p>
        </div>
        <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-stone-800">{lead.mensaje}</p>
        <LeadItems items={lead.items} name={name} />
        <div className="flex flex-wrap gap-1.5">
          {lead.spamReason ? <Badge tone="warning">{copy.message.spam(lead.spamReason === "honeypot")}</Badge> : null}
          <Badge tone={lead.assigneeName ? "positive" : "neutral"}>
            {lead.assigneeName ? copy.ownerBadge(lead.assigneeName) : copy.nobody}
          </Badge>
          <FollowUpBadge day={lead.followUpOn} stage={lead.stage} today={today} />
        </div>
        <Form method="post" action={detail} preventScrollReset className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="volver" value={`${back}#${leadAnchor(lead.id)}`} />
          <input type="hidden" name="lostReason" value="" />
          <label className="sr-only" htmlFor={`etapa-${lead.id}`}>
            {copy.stageForm.cardLabel(name)}
          </label>
          <Select id={`etapa-${lead.id}`} name="stage" defaultValue={lead.stage} className="min-w-0 flex-1">
            <StageOptions />
          </Select>
          <Button type="submit" name="intent" value="stage" size="xs" variant="secondary">
            {copy.stageForm.change}
            <span className="sr-only">{copy.message.whose(name)}</span>
          </Button>
        </Form>
        <Link to={detail} className="self-start text-sm font-semibold text-brand-800 underline">
          {copy.message.open}
          <span className="sr-only">{copy.message.whose(name)}</span>
        </Link>
      </article>
    </li>
  );
}
