import { type LeadStageName } from "~/content/lead-stages";
import { Mail, MessageCircle } from "lucide-react";
import { useRef } from "react";
import { Form } from "react-router";
import { FormSafetyNet } from "~/admin/components/form-safety-net";
import { Field, TextAreaField } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { StageOptions } from "~/admin/components/lead-card";
import { leadsInboxCopy, LOST_REASON_MAX_LENGTH, NOTES_MAX_LENGTH } from "~/admin/content/leads-inbox";
import { type FormReply, textOf } from "~/lib/forms";

// The forms of a lead's page (/admin/messages/:id): stage, owner and follow-up, a note, a reply.
// Plain POST forms: each works before and without JavaScript. With JavaScript the page stays and
// is revalidated after every save, so a field is drawn afresh (keyed) only when the stored value it
// shows changed: what is typed in one form survives a save, or a refusal, of another.

const copy = leadsInboxCopy;

/** A refused form of the lead's page: which one, each field's message and what was typed. */
export interface LeadFormRefusal extends FormReply {
  form: "stage" | "plan" | "note";
}

const box = "rounded-lg border border-stone-200 bg-white p-4";

export function LeadStageForm({
  stage,
  lostReason,
  refusal,
}: {
  stage: LeadStageName;
  lostReason: string | null;
  refusal?: LeadFormRefusal;
}) {
  const refused = refusal?.form === "stage" ? refusal : undefined;
  return (
    <Form method="post" className={box} aria-labelledby="etapa-titulo">
      <h2 id="etapa-titulo" className="mb-3 text-lg font-semibold text-stone-900">
        {copy.detail.pipeline}
      </h2>
      <div className="flex flex-col gap-3">
        <SelectField
          key={`stage-${stage}`}
          label={copy.stageForm.label}
          name="stage"
          defaultValue={refused ? textOf(refused.values.stage) : stage}
          error={refused?.errors.stage}
        >
          <StageOptions />
        </SelectField>
        <Field
          key={`reason-${lostReason ?? ""}`}
          label={copy.stageForm.lostReason}
          name="lostReason"
          defaultValue={refused ? textOf(refused.values.lostReason) : (lostReason ?? "")}
          maxLength={LOST_REASON_MAX_LENGTH}
          hint={copy.stageForm.lostReasonHint}
          error={refused?.errors.lostReason}
        />
        <SubmitButton intent="stage" pendingText={copy.stageForm.saving} size="sm" className="self-start">
          {copy.stageForm.save}
        </SubmitButton>
      </div>
    </Form>
  );
}

export interface AssignableColleague {
  id: string;
  label: string;
}

export function LeadPlanForm({
  ownerId,
  ownerName,
  followUpOn,
  assignable,
  refusal,
}: {
  ownerId: string | null;
  ownerName: string | null;
  followUpOn: string | null;
  assignable: readonly AssignableColleague[];
  refusal?: LeadFormRefusal;
}) {
  const refused = refusal?.form === "plan" ? refusal : undefined;
  // An owner who can no longer read the leads stays selectable until someone changes it.
  const options =
    ownerId && !assignable.some((colleague) => colleague.id === ownerId)
      ? [...assignable, { id: ownerId, label: ownerName ?? ownerId }]
      : assignable;
  const saved = `${ownerId ?? ""}-${followUpOn ?? ""}`;
  return (
    <Form method="post" className={box} aria-labelledby="plan-titulo">
      <h2 id="plan-titulo" className="mb-3 text-lg font-semibold text-stone-900">
        {copy.planForm.legend}
      </h2>
      <div className="flex flex-col gap-3">
        <SelectField
          key={`owner-${saved}`}
          label={copy.ownerLabel}
          name="ownerId"
          defaultValue={refused ? textOf(refused.values.ownerId) : (ownerId ?? "")}
          error={refused?.errors.ownerId}
        >
          <option value="">{copy.nobody}</option>
          {options.map((colleague) => (
            <option key={colleague.id} value={colleague.id}>
              {colleague.label}
            </option>
          ))}
        </SelectField>
        <Field
          key={`day-${saved}`}
          type="date"
          label={copy.planForm.followUpLabel}
          name="followUpOn"
          defaultValue={refused ? textOf(refused.values.followUpOn) : (followUpOn ?? "")}
          hint={copy.planForm.followUpHint}
          error={refused?.errors.followUpOn}
        />
        <SubmitButton intent="plan" pendingText={copy.planForm.saving} size="sm" className="self-start">
          {copy.planForm.save}
        </SubmitButton>
      </div>
    </Form>
  );
}

export function LeadNoteForm({ leadId, refusal }: { leadId: string; refusal?: LeadFormRefusal }) {
  const refused = refusal?.form === "note" ? refusal : undefined;
  const form = useRef<HTMLFormElement>(null);
  return (
    <Form method="post" ref={form} className={box} aria-labelledby="nota-titulo">
      {/* A note half typed is not lost by leaving the page or reloading it (the page's one safety net:
          the stage and owner forms are a choice or two, made again in a moment). */}
      <FormSafetyNet
        form={form}
        draftKey={`nota:${leadId}`}
        saved={null}
        errors={refused?.errors ?? {}}
        subject="lead-note"
        emptyAfterSave
      />
      <h2 id="nota-titulo" className="mb-3 text-lg font-semibold text-stone-900">
        {copy.detail.notes}
      </h2>
      <div className="flex flex-col gap-3">
        <TextAreaField
          // Never keyed: a note added empties it (the safety net's emptyAfterSave resets the form),
          // and nothing else may, a save of the stage or the owner included.
          label={copy.noteForm.label}
          name="text"
          rows={4}
          maxLength={NOTES_MAX_LENGTH}
          defaultValue={refused ? textOf(refused.values.text) : ""}
          hint={copy.noteForm.hint}
          error={refused?.errors.text}
        />
        <SubmitButton intent="note" pendingText={copy.noteForm.submitting} size="sm" variant="secondary" className="self-start">
          {copy.noteForm.submit}
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * «Responder por correo» / «Responder por WhatsApp» with a template or the greeting: a plain form
 * to /admin/messages/:id/responder, which records the reply and answers with the mailto: or
 * WhatsApp address. WhatsApp opens in another tab, as a link to it would.
 */
export function LeadReplyForm({
  id,
  name,
  templates,
  whatsapp,
  phone,
}: {
  id: string;
  name: string;
  templates: readonly { id: string; name: string }[];
  whatsapp: boolean;
  /** Whether the visitor left a phone number at all. */
  phone: boolean;
}) {
  return (
    <form method="post" action={`/admin/messages/${id}/responder`} className={box} aria-labelledby="responder-titulo">
      <h2 id="responder-titulo" className="mb-3 text-lg font-semibold text-stone-900">
        {copy.replyForm.heading}
      </h2>
      <div className="flex flex-col gap-3">
        <SelectField label={copy.replyForm.template} name="template" defaultValue="" hint={copy.replyForm.hint}>
          <option value="">{copy.replyForm.noTemplate}</option>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="channel" value="correo" size="sm" variant="secondary">
            <Mail aria-hidden="true" className="size-4" />
            {copy.replyByEmail}
            <span className="sr-only">{copy.message.replyToWhom(name)}</span>
          </Button>
          {whatsapp ? (
            <Button type="submit" name="channel" value="whatsapp" formTarget="_blank" size="sm" variant="secondary">
              <MessageCircle aria-hidden="true" className="size-4" />
              {copy.replyByWhatsapp}
              <span className="sr-only">{copy.message.replyToWhomElsewhere(name)}</span>
            </Button>
          ) : null}
        </div>
        {phone && !whatsapp ? <p className="text-sm text-stone-700">{copy.replyForm.noWhatsapp}</p> : null}
      </div>
    </form>
  );
}
