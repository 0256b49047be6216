import { type LeadStageName, leadStageLabels } from "~/content/lead-stages";
import { leadsInboxCopy, longDay } from "~/admin/content/leads-inbox";
import { formatDateTime } from "~/lib/dates";

const copy = leadsInboxCopy.timeline;

/** One event of a lead's timeline as the loader sends it (lead_events). */
export interface LeadEventView {
  id: string;
  kind: string;
  text: string | null;
  detail: Record<string, string | null> | null;
  actorLabel: string | null;
  at: Date | string;
}

/** An event in words: «Lucía pasó la consulta a Cotizada». */
function eventWords(event: LeadEventView): string {
  const who = event.actorLabel ?? copy.someone;
  const detail = event.detail ?? {};
  switch (event.kind) {
    case "stage": {
      const stage = detail.stage as LeadStageName | undefined;
      if (stage === "perdida" && detail.lostReason) return copy.lost(who, detail.lostReason);
      return copy.stage(who, (stage && leadStageLabels[stage]) ?? stage ?? "");
    }
    case "owner":
      if (!detail.owner) return copy.ownerCleared(who);
      return detail.owner === event.actorLabel ? copy.ownerSelf(who) : copy.owner(who, detail.owner);
    case "follow-up":
      return detail.followUpOn ? copy.followUp(who, longDay(detail.followUpOn)) : copy.followUpCleared(who);
    case "note":
      return event.actorLabel ? copy.note(who) : copy.oldNote;
    case "reply":
      return copy.reply(who, copy.channels[detail.channel ?? ""] ?? detail.channel ?? "", detail.template ?? null);
    case "reminder":
      return copy.reminder(detail.to ?? "");
    default:
      return event.kind;
  }
}

function When({ at }: { at: Date | string }) {
  return (
    <time dateTime={new Date(at).toISOString()} className="text-xs text-stone-600">
      {formatDateTime(at)}
    </time>
  );
}

/**
 * A lead's history, oldest first: «Recibida» (when, which form, from which page), then every
 * event with who and when (Montevideo time); notes in full.
 */
export function LeadTimeline({
  received,
  events,
}: {
  received: { at: Date | string; source: string; pagePath: string | null };
  events: readonly LeadEventView[];
}) {
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-stone-200 pl-4">
      <li>
        <p className="font-semibold text-stone-900">
          {copy.received(received.source)}
          {received.pagePath ? copy.fromPage(received.pagePath) : ""}
        </p>
        <When at={received.at} />
      </li>
      {events.map((event) => (
        <li key={event.id}>
          <p className="break-words text-stone-900">{eventWords(event)}</p>
          {event.kind === "note" && event.text ? (
            <p className="mt-1 rounded-md bg-stone-50 p-2 text-sm break-words whitespace-pre-line text-stone-800">{event.text}</p>
          ) : null}
          <When at={event.at} />
        </li>
      ))}
    </ol>
  );
}
