import { data, Form } from "react-router";
import { z } from "zod";
import { actorOf } from "~/.server/activity/log";
import { adminRoleIn, isAdministratorIn } from "~/.server/auth/guard";
import { type FlashKey, redirectWithNotice } from "~/.server/flash";
import { parseForm } from "~/.server/forms";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { emptyTrash, listTrash, purgeFromTrash, type RestoreResult, restoreFromTrash } from "~/.server/trash/trash";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { ConfirmDestructive } from "~/admin/components/confirm-destructive";
import { trashCopy as copy } from "~/admin/content/trash";
import { SubmitButton } from "~/components/forms/submit-button";
import { Notice } from "~/components/ui/notice";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowActions } from "~/components/ui/table";
import { formatDate, formatDateTime } from "~/lib/dates";
import { buildMeta } from "~/lib/meta";
import { trashNotices, restoreRefused } from "~/lib/notices";
import type { Notice as NoticeData } from "~/lib/toast";
import type { Route } from "./+types/papelera";

// /admin/papelera: deleted articles and products, restorable until TRASH_DAYS have passed
// (docs/decisions/034-history-trash-media-redirects.md). Editors restore; only administrators
// delete for good, which the action checks too. Every button is a form: it works without JavaScript.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: copy.title, description: copy.metaDescription, path: "/admin/papelera", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const canPurge = isAdministratorIn(context);
  const db = await databaseOf(context);
  return { items: await listTrash(db), canPurge, days: requestContextOf(context).config.trashDays };
}

const actionSchema = z.discriminatedUnion("intent", [
  // `desde`: the list whose «Deshacer» sent it, to go back to.
  z.object({ intent: z.literal("restore"), id: z.uuid(), desde: z.enum(["articulos", "productos"]).optional() }),
  z.object({ intent: z.literal("purge"), id: z.uuid() }),
  z.object({ intent: z.literal("empty") }),
]);

export const middleware = [formBodyMiddleware];

const returnTo = { articulos: "/admin/articles", productos: "/admin/products" } as const;

function restoredKey(result: Extract<RestoreResult, { ok: true }>): FlashKey {
  if (result.subject === "article") return "article-restored";
  return result.categoryGone ? "product-restored-without-category" : "product-restored";
}

export async function action({ request, context }: Route.ActionArgs) {
  const role = adminRoleIn(context);
  const actor = actorOf(context);
  const submission = await parseForm({ request, context }, actionSchema);
  if (!submission.ok) return data({ notice: trashNotices.actionFailed }, { status: 400 });
  const command = submission.data;
  try {
    const db = await databaseOf(context);
    switch (command.intent) {
      case "restore": {
        const result = await restoreFromTrash(db, command.id, { actor });
        if (!result.ok)
          return result.reason === "not-found"
            ? data({ notice: trashNotices.missing }, { status: 404 })
            : data({ notice: restoreRefused(result.message) }, { status: 409 });
        return redirectWithNotice(command.desde ? returnTo[command.desde] : "/admin/papelera", restoredKey(result));
      }
      case "purge": {
        const result = await purgeFromTrash(db, command.id, { actor, role });
        if (!result.ok)
          return result.reason === "forbidden"
            ? data({ notice: trashNotices.purgeForbidden }, { status: 403 })
            : data({ notice: trashNotices.missing }, { status: 404 });
        return redirectWithNotice("/admin/papelera", "trash-purged");
      }
      case "empty": {
        const result = await emptyTrash(db, { actor, role });
        if (!result.ok) return data({ notice: trashNotices.purgeForbidden }, { status: 403 });
        return redirectWithNotice("/admin/papelera", "trash-emptied");
      }
    }
  } catch (error) {
    requestContextOf(context).log.error({ err: error, intent: command.intent }, "trash action failed");
    return data({ notice: trashNotices.actionFailed as NoticeData }, { status: 500 });
  }
}

export default function AdminTrash({ loaderData, actionData }: Route.ComponentProps) {
  const { items, canPurge, days } = loaderData;
  return (
    <>
      <AdminPageHeader title={copy.title} description={copy.description(days)} />
      <Notice notice={actionData?.notice} className="mb-6" />
      {items.length === 0 ? (
        <div className="rounded-md border border-stone-200 bg-white px-4 py-6 text-stone-700">
          <p className="font-semibold text-stone-900">{copy.empty}</p>
          <p className="mt-1">{copy.emptyHint}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {canPurge ? (
            <div className="flex justify-end">
              <ConfirmDestructive
                opener={{ trigger: copy.emptyTrash }}
                question={copy.emptyQuestion}
                consequence={copy.emptyConsequence(items.length)}
                form={{ intent: "empty", fields: {} }}
                confirmLabel={copy.confirmEmpty}
                pendingText={copy.emptying}
                cancelLabel={copy.cancel}
              />
            </div>
          ) : (
            <p className="text-sm text-stone-700">{copy.adminOnly}</p>
          )}
          <Table caption={copy.tableCaption} stacked>
            <TableHeader>
              <TableRow>
                <TableHead>{copy.columns.title}</TableHead>
                <TableHead>{copy.columns.kind}</TableHead>
                <TableHead>{copy.columns.deleted}</TableHead>
                <TableHead>{copy.columns.purge}</TableHead>
                <TableHead>{copy.columns.actions}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id}>
                  <TableHead scope="row" className="align-top">
                    {item.label}
                  </TableHead>
                  <TableCell label={copy.columns.kind} className="align-top text-stone-700">
                    {copy.kinds[item.subject]}
                  </TableCell>
                  <TableCell label={copy.columns.deleted} className="align-top [overflow-wrap:anywhere] text-stone-700">
                    {copy.deletedBy(item.deletedByEmail, formatDateTime(item.deletedAt))}
                  </TableCell>
                  <TableCell label={copy.columns.purge} className="align-top text-stone-700">
                    <time dateTime={new Date(item.purgeAfter).toISOString()}>{copy.purgeOn(formatDate(item.purgeAfter))}</time> (
                    {copy.daysLeft(item.daysLeft)})
                  </TableCell>
                  <TableCell label={copy.columns.actions} className="align-top">
                    <TableRowActions>
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="id" value={item.id} />
                        <SubmitButton intent="restore" pendingText={copy.restoring} variant="secondary" size="xs">
                          {copy.restore}
                          <span className="sr-only"> {item.label}</span>
                        </SubmitButton>
                      </Form>
                      {canPurge ? (
                        <ConfirmDestructive
                          opener={{
                            trigger: (
                              <>
                                {copy.purge}
                                <span className="sr-only"> {item.label}</span>
                              </>
                            ),
                          }}
                          question={copy.purgeQuestion}
                          consequence={copy.purgeConsequence(item.label)}
                          form={{ intent: "purge", fields: { id: item.id } }}
                          confirmLabel={
                            <>
                              {copy.confirmPurge}
                              <span className="sr-only"> {item.label}</span>
                            </>
                          }
                          pendingText={copy.purging}
                          cancelLabel={
                            <>
                              {copy.cancel}
                              <span className="sr-only">{copy.cancelPurgeOf(item.label)}</span>
                            </>
                          }
                        />
                      ) : null}
                    </TableRowActions>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </>
  );
}
