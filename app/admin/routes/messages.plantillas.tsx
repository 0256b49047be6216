import { useRef } from "react";
import { data, Form, Link, useLocation } from "react-router";
import { actorOf } from "~/.server/activity/log";
import { adminOf } from "~/.server/auth/guard";
import { redirectWithNotice } from "~/.server/flash";
import { formIntent, parseForm } from "~/.server/forms";
import { describeRowConflict } from "~/.server/activity/edit-conflicts";
import {
  deleteReplyTemplate,
  getReplyTemplate,
  listReplyTemplates,
  replyTemplateSnapshot,
  saveReplyTemplate,
} from "~/.server/leads/reply-templates";
import { databaseOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { EditBaseFields, EditConflictNotice } from "~/admin/components/edit-conflict-notice";
import { EditInPlaceActions, RowEditRemove } from "~/admin/components/row-edit-remove";
import { FormSafetyNet } from "~/admin/components/form-safety-net";
import { ListCount, ListEmpty } from "~/admin/components/list-controls";
import { replyTemplatesCopy as copy } from "~/admin/content/reply-templates";
import {
  replyTemplateDeleteSchema,
  replyTemplateSaveSchema,
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_NAME_MAX_LENGTH,
} from "~/admin/lib/lead-forms";
import { type EditBase, type EditConflict, readEditBase } from "~/admin/lib/edit-conflict";
import { Field, TextAreaField } from "~/components/forms/field";
import { Notice } from "~/components/ui/notice";
import { type FieldErrors, textOf } from "~/lib/forms";
import { isUuid } from "~/lib/is-uuid";
import { buildMeta } from "~/lib/meta";
import { editNotices, genericErrorNotice, replyTemplateNotices } from "~/lib/notices";
import { encodeSnapshot } from "~/lib/record-changes";
import type { Notice as NoticeData } from "~/lib/toast";
import type { Route } from "./+types/messages.plantillas";

// «Plantillas de respuesta» (/admin/messages/plantillas): the texts «Responder por correo» and
// «Responder por WhatsApp» start from, with {nombre}, {productos}, {empresa} and {responsable}
// filled in from the lead. The form opens empty, or with a template to change (?editar={id}) and
// the version it was loaded with, so a save over someone else's newer one is refused with the
// admin's edit-conflict notice (docs/decisions/022-edit-conflicts.md); every change posts to this
// action and redirects with a notice.

const PATH = "/admin/messages/plantillas";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: copy.title, description: copy.metaDescription, path: PATH, noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const db = await databaseOf(context);
  const editId = new URL(request.url).searchParams.get("editar") ?? "";
  const editing = isUuid(editId) ? await getReplyTemplate(db, editId) : null;
  const base: EditBase | null = editing ? { version: editing.version, loaded: encodeSnapshot(replyTemplateSnapshot(editing)) } : null;
  return { rows: await listReplyTemplates(db), editing, base, editMissing: editId !== "" && !editing };
}

export const middleware = [formBodyMiddleware];

interface TemplateValues {
  id: string;
  name: string;
  body: string;
}

function refuse(
  notice: NoticeData | null,
  values: TemplateValues | null,
  errors: FieldErrors,
  status: number,
  edit: { base: EditBase | null; conflict: EditConflict | null } = { base: null, conflict: null },
) {
  return data({ notice, values, errors, ...edit }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  const form = { request, context };
  const db = await databaseOf(context);
  if ((await formIntent(form)) === "delete") {
    const parsed = await parseForm(form, replyTemplateDeleteSchema);
    if (!parsed.ok) return refuse(genericErrorNotice, null, {}, 400);
    if (!(await deleteReplyTemplate(db, actorOf(context), parsed.data.id))) return refuse(replyTemplateNotices.missing, null, {}, 404);
    return redirectWithNotice(PATH, "reply-template-deleted");
  }
  const submission = await parseForm(form, replyTemplateSaveSchema);
  const values: TemplateValues = {
    id: textOf(submission.submitted.id),
    name: textOf(submission.submitted.name),
    body: textOf(submission.submitted.body),
  };
  const posted = readEditBase(submission.submitted);
  // Sent back as posted: a refusal never moves the form's version on.
  const edit = { base: posted && { version: posted.version, loaded: posted.loaded }, conflict: null };
  if (!submission.ok) return refuse(replyTemplateNotices.refused, values, submission.errors, 400, edit);
  // The template's id says it is a change: the edit-conflict notice's «save anyway» (and Enter
  // while it shows) posts the form without the «Guardar cambios» button's intent.
  const { intent, id, name, body } = submission.data;
  const updating = Boolean(id);
  if (intent === "update" && !id) return refuse(genericErrorNotice, values, {}, 400, edit);
  if (updating && !posted) return refuse(editNotices.missingBase, values, {}, 400, edit);
  const actor = actorOf(context);
  const saved = await saveReplyTemplate(db, actor, { id: updating ? id : undefined, basedOn: posted?.basedOn, name, body });
  if (!saved.ok) {
    if (saved.reason === "not-found") return refuse(replyTemplateNotices.missing, null, {}, 404);
    const { current } = saved;
    const conflict = await describeRowConflict(db, actor, posted!, "reply-template", current, replyTemplateSnapshot(current));
    return refuse(null, values, {}, 409, { ...edit, conflict });
  }
  return redirectWithNotice(PATH, updating ? "reply-template-updated" : "reply-template-created");
}

function TemplateForm({
  values,
  errors,
  editing,
  edit,
}: {
  values: TemplateValues;
  errors: FieldErrors;
  editing: boolean;
  edit: { base: EditBase | null; conflict: EditConflict | null };
}) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <Form method="post" action={PATH} ref={form} noValidate className="mb-8 rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
      <FormSafetyNet
        form={form}
        draftKey={editing ? `plantilla:${values.id}` : "plantilla:nueva"}
        saved={null}
        errors={errors}
        subject="reply-template"
        emptyAfterSave
      />
      {editing ? (
        <>
          <input type="hidden" name="id" value={values.id} />
          <EditBaseFields base={edit.base} />
        </>
      ) : null}
      <fieldset>
        <legend className="px-1 text-lg font-semibold text-stone-900">{editing ? copy.editLegend : copy.createLegend}</legend>
        <div className="mt-2 flex flex-col gap-4">
          <EditConflictNotice conflict={edit.conflict} />
          <Field
            label={copy.name}
            name="name"
            defaultValue={values.name}
            error={errors.name}
            hint={copy.nameHint}
            maxLength={TEMPLATE_NAME_MAX_LENGTH}
            autoComplete="off"
            required
          />
          <TextAreaField
            label={copy.body}
            name="body"
            rows={8}
            defaultValue={values.body}
            error={errors.body}
            maxLength={TEMPLATE_BODY_MAX_LENGTH}
            required
            hint={
              // Inline: the hint is a paragraph, which cannot hold a list.
              <>
                {copy.placeholdersIntro}{" "}
                {copy.placeholders.map((placeholder, index) => (
                  <span key={placeholder.token}>
                    <code className="font-semibold">{placeholder.token}</code>, {placeholder.meaning}
                    {index < copy.placeholders.length - 1 ? "; " : "."}
                  </span>
                ))}
              </>
            }
          />
        </div>
        <EditInPlaceActions path={PATH} editing={editing} copy={copy} />
      </fieldset>
    </Form>
  );
}

export default function AdminReplyTemplates({ loaderData, actionData }: Route.ComponentProps) {
  // A new form after every navigation (a template just created empties it), the same one after a refusal.
  const { key } = useLocation();
  const { rows, editing, base, editMissing } = loaderData;
  const formValues: TemplateValues = actionData?.values ??
    (editing ? { id: editing.id, name: editing.name, body: editing.body } : null) ?? { id: "", name: "", body: "" };
  const edit = actionData ? { base: actionData.base, conflict: actionData.conflict } : { base, conflict: null };
  const isEditing = Boolean(actionData?.values?.id || editing);
  return (
    <>
      <p className="mb-3">
        <Link to="/admin/messages" className="text-sm font-semibold text-brand-800 underline">
          {copy.back}
        </Link>
      </p>
      <AdminPageHeader title={copy.title} description={copy.description} />
      <Notice notice={actionData?.notice} className="mb-6" />
      {editMissing ? (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {copy.editMissing}
        </p>
      ) : null}
      <TemplateForm key={key} values={formValues} errors={actionData?.errors ?? {}} editing={isEditing} edit={edit} />
      <ListCount total={rows.length} singular={copy.count.singular} plural={copy.count.plural} />
      {rows.length === 0 ? (
        <ListEmpty message={copy.empty} clearHref={PATH} active={false} />
      ) : (
        <ul className="flex flex-col gap-4">
          {rows.map((row) => (
            <li key={row.id} className="rounded-lg border border-stone-200 bg-white p-4">
              <h2 className="font-semibold text-stone-900">{row.name}</h2>
              <p className="mt-2 rounded-md bg-stone-50 p-3 text-sm break-words whitespace-pre-line text-stone-800">{row.body}</p>
              <div className="mt-3">
                <RowEditRemove
                  path={PATH}
                  id={row.id}
                  whose={copy.rowName(row.name)}
                  consequence={copy.removeConsequence(row.name)}
                  copy={copy}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
