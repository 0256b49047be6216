import { useRef } from "react";
import { data, Form, useLocation } from "react-router";
import { actorOf } from "~/.server/activity/log";
import { adminOf } from "~/.server/auth/guard";
import { redirectWithNotice } from "~/.server/flash";
import { formIntent, parseForm } from "~/.server/forms";
import { deleteRedirect, getRedirect, listRedirects, saveRedirect } from "~/.server/redirects/redirects";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { EditInPlaceActions, RowEditRemove } from "~/admin/components/row-edit-remove";
import { FormSafetyNet } from "~/admin/components/form-safety-net";
import { ListCount, ListEmpty, ListSearchForm } from "~/admin/components/list-controls";
import { redirectsCopy as copy } from "~/admin/content/redirects";
import { REDIRECT_INPUT_MAX, redirectDeleteSchema, redirectFormMessages, redirectSaveSchema } from "~/admin/lib/redirect-form";
import { Field } from "~/components/forms/field";
import { Notice } from "~/components/ui/notice";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTime } from "~/lib/dates";
import { type FieldErrors, textOf } from "~/lib/forms";
import { SEARCH_MAX_LENGTH } from "~/lib/list-search";
import { buildMeta } from "~/lib/meta";
import { genericErrorNotice, redirectNotices } from "~/lib/notices";
import type { Notice as NoticeData } from "~/lib/toast";
import type { Route } from "./+types/redirecciones";

// «Redirecciones» (docs/decisions/034-history-trash-media-redirects.md): old addresses that answer
// 301 with a new one. The automatic ones come from renamed articles; staff add, change and remove
// the rest here. The form opens empty, prefilled from «Páginas no encontradas» (?desde=/ruta), or
// with a redirect to change (?editar={id}); every change posts to this action (works without
// JavaScript) and calls app/.server/redirects/redirects.ts.

const PATH = "/admin/redirecciones";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: copy.title, description: copy.description, path: PATH, noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const db = await databaseOf(context);
  const editId = params.get("editar") ?? "";
  const editing = /^[0-9a-f-]{36}$/i.test(editId) ? await getRedirect(db, editId) : null;
  return {
    q,
    rows: await listRedirects(db, { q }),
    editing: editing ? { id: editing.id, from: editing.fromPath, to: editing.toPath } : null,
    editMissing: editId !== "" && !editing,
    prefill: (params.get("desde") ?? "").slice(0, REDIRECT_INPUT_MAX),
  };
}

export const middleware = [formBodyMiddleware];

interface Refusal {
  notice: NoticeData;
  values: { id: string; from: string; to: string } | null;
  errors: FieldErrors;
}

function refuse(refusal: Refusal, status: number) {
  return data(refusal, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  const form = { request, context };
  const db = await databaseOf(context);
  const log = requestContextOf(context).log;

  if ((await formIntent(form)) === "delete") {
    const parsed = await parseForm(form, redirectDeleteSchema);
    if (!parsed.ok) return refuse({ notice: genericErrorNotice, values: null, errors: {} }, 400);
    try {
      if (!(await deleteRedirect(db, actorOf(context), parsed.data.id)))
        return refuse({ notice: redirectNotices.missing, values: null, errors: {} }, 404);
    } catch (error) {
      log.error({ err: error }, "redirect delete failed");
      return refuse({ notice: redirectNotices.actionFailed, values: null, errors: {} }, 500);
    }
    return redirectWithNotice(PATH, "redirect-deleted");
  }

  const submission = await parseForm(form, redirectSaveSchema);
  const values = {
    id: textOf(submission.submitted.id),
    from: textOf(submission.submitted.from),
    to: textOf(submission.submitted.to),
  };
  if (!submission.ok) return refuse({ notice: redirectNotices.saveFailed, values, errors: submission.errors }, 400);
  const { intent, id, from, to } = submission.data;
  if (intent === "update" && !id) return refuse({ notice: genericErrorNotice, values, errors: {} }, 400);
  try {
    const saved = await saveRedirect(db, actorOf(context), { id: intent === "update" ? id : undefined, from, to });
    if (!saved.ok && saved.reason === "not-found") return refuse({ notice: redirectNotices.missing, values: null, errors: {} }, 404);
    if (!saved.ok) {
      const errors: FieldErrors = {};
      if (saved.errors.from) errors.from = redirectFormMessages[saved.errors.from];
      if (saved.errors.to) errors.to = redirectFormMessages[saved.errors.to];
      return refuse({ notice: redirectNotices.saveFailed, values, errors }, 400);
    }
  } catch (error) {
    log.error({ err: error }, "redirect save failed");
    return refuse({ notice: redirectNotices.actionFailed, values, errors: {} }, 500);
  }
  return redirectWithNotice(PATH, intent === "update" ? "redirect-updated" : "redirect-created");
}

function RedirectForm({
  values,
  errors,
  editing,
}: {
  values: { id: string; from: string; to: string };
  errors: FieldErrors;
  editing: boolean;
}) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <Form method="post" action={PATH} ref={form} noValidate className="mb-8 rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
      <FormSafetyNet
        form={form}
        draftKey={editing ? `redireccion:${values.id}` : "redireccion:nueva"}
        saved={null}
        errors={errors}
        subject="redirect"
        emptyAfterSave
      />
      {editing ? <input type="hidden" name="id" value={values.id} /> : null}
      <fieldset>
        <legend className="px-1 text-lg font-semibold text-stone-900">{editing ? copy.editLegend : copy.createLegend}</legend>
        <div className="mt-2 grid gap-4 md:grid-cols-2">
          <Field
            label={copy.from}
            name="from"
            defaultValue={values.from}
            error={errors.from}
            hint={copy.fromHint}
            maxLength={REDIRECT_INPUT_MAX}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <Field
            label={copy.to}
            name="to"
            defaultValue={values.to}
            error={errors.to}
            hint={copy.toHint}
            maxLength={REDIRECT_INPUT_MAX}
            autoComplete="off"
            spellCheck={false}
            required
          />
        </div>
        <EditInPlaceActions path={PATH} editing={editing} copy={copy} />
      </fieldset>
    </Form>
  );
}

export default function AdminRedirects({ loaderData, actionData }: Route.ComponentProps) {
  // A new form after every navigation (a redirect just created empties it), the same one after a refusal.
  const { key } = useLocation();
  const { q, rows, editing, editMissing, prefill } = loaderData;
  const formValues = actionData?.values ?? editing ?? { id: "", from: prefill, to: "" };
  const isEditing = Boolean(actionData?.values?.id || editing);
  return (
    <>
      <AdminPageHeader title={copy.title} description={copy.description} />
      <p className="mb-4 max-w-3xl text-sm text-stone-700">{copy.explanation}</p>
      <Notice notice={actionData?.notice} className="mb-6" />
      {editMissing ? (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {copy.editMissing}
        </p>
      ) : null}
      <RedirectForm key={key} values={formValues} errors={actionData?.errors ?? {}} editing={isEditing} />
      <ListSearchForm searchLabel={copy.search} q={q} active={q !== ""} clearHref={PATH} filters={[]} />
      <ListCount total={rows.length} singular={copy.count.singular} plural={copy.count.plural} />
      {rows.length === 0 ? (
        <ListEmpty message={q ? copy.noMatches : copy.empty} clearHref={PATH} active={q !== ""} />
      ) : (
        <Table caption={copy.tableCaption} stacked>
          <TableHeader>
            <TableRow>
              <TableHead>{copy.columns.from}</TableHead>
              <TableHead>{copy.columns.to}</TableHead>
              <TableHead>{copy.columns.origin}</TableHead>
              <TableHead className="text-right">{copy.columns.hits}</TableHead>
              <TableHead>{copy.columns.lastHit}</TableHead>
              <TableHead>{copy.columns.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableHead scope="row" className="align-top font-medium [overflow-wrap:anywhere]">
                  {row.fromPath}
                </TableHead>
                <TableCell label={copy.columns.to} className="align-top [overflow-wrap:anywhere]">
                  <a href={row.toPath} className="text-brand-800 underline">
                    {row.toPath}
                  </a>
                </TableCell>
                <TableCell label={copy.columns.origin} className="align-top">
                  {copy.origins[row.origin]}
                  {row.origin === "auto" ? <span className="block text-xs text-stone-600">{copy.originHints.auto}</span> : null}
                </TableCell>
                <TableCell label={copy.columns.hits} className="text-right align-top tabular-nums">
                  {row.hits}
                </TableCell>
                <TableCell label={copy.columns.lastHit} className="align-top whitespace-nowrap">
                  {row.lastHitAt ? (
                    <time dateTime={new Date(row.lastHitAt).toISOString()}>{formatDateTime(row.lastHitAt)}</time>
                  ) : (
                    copy.never
                  )}
                </TableCell>
                <TableCell label={copy.columns.actions} className="align-top">
                  <RowEditRemove
                    path={PATH}
                    id={row.id}
                    whose={copy.rowName(row.fromPath)}
                    consequence={copy.removeConsequence(row.fromPath)}
                    copy={copy}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
