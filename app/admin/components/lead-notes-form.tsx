import { Form, useNavigation } from "react-router";
import { TextAreaField } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { Button } from "~/components/ui/button";
import { leadsInboxCopy, NOTES_MAX_LENGTH } from "~/admin/content/leads-inbox";
import { type FormReply, textOf } from "~/lib/forms";

/** A refused notes form: which message it was for, each field's message and what was typed. */
export interface NotesRefusal extends FormReply {
  id: string;
}

export interface NotesMessage {
  id: string;
  notes: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
}

export interface AssignableColleague {
  id: string;
  label: string;
}

/** Internal notes and the assignee: a plain POST form, so it works before (and without) JavaScript. */
export function LeadNotesForm({
  message,
  name,
  assignable,
  refusal,
}: {
  message: NotesMessage;
  name: string;
  assignable: AssignableColleague[];
  refusal: NotesRefusal | undefined;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "notes" && navigation.formData.get("id") === message.id;
  const notes = refusal ? textOf(refusal.values.notes) : (message.notes ?? "");
  const assigneeId = refusal ? textOf(refusal.values.assigneeId) : (message.assigneeId ?? "");
  // An assignee who is no longer an administrator stays selectable until someone changes it.
  const options =
    message.assigneeId && !assignable.some((admin) => admin.id === message.assigneeId)
      ? [...assignable, { id: message.assigneeId, label: message.assigneeName ?? message.assigneeId }]
      : assignable;
  return (
    <Form
      method="post"
      preventScrollReset
      aria-label={leadsInboxCopy.notesFormLabel(name)}
      className="mt-4 grid gap-3 border-t border-stone-200 pt-4 sm:grid-cols-[1fr_16rem]"
    >
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
