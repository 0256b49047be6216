import { data } from "react-router";
import { z } from "zod";
import { adminOf, isAdministratorIn } from "~/.server/auth/guard";
import { redirectWithNotice } from "~/.server/flash";
import { parseForm } from "~/.server/forms";
import { deleteMediaItem, listMediaItems, updateMediaAlt } from "~/.server/media/library";
import { uploadLibraryImages } from "~/.server/media/uploads";
import { describeUse } from "~/admin/lib/media";
import { databaseOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { MediaGrid, MediaUploadForm } from "~/admin/components/media-library";
import { ListCount, ListEmpty, ListPagination, ListSearchForm } from "~/admin/components/list-controls";
import { mediaCopy as copy } from "~/admin/content/media";
import { MAX_IMAGE_ALT_LENGTH } from "~/admin/lib/product-form";
import { listHref, mediaListQuery, readListQuery } from "~/admin/lib/lists";
import { Notice } from "~/components/ui/notice";
import { buildMeta } from "~/lib/meta";
import { mediaInUse, mediaNotices, mediaUploadRefused } from "~/lib/notices";
import type { Notice as NoticeData } from "~/lib/toast";
import type { Route } from "./+types/medios";

// /admin/medios («Medios», docs/decisions/034-history-trash-media-redirects.md): every uploaded
// image in one grid, newest first, with its alt text, size, date, uploader and where it is used
// (read from the records). Upload several at once (a plain multiple file field; scripts add a drop
// zone that sends each file on its own), edit the default alt text, delete an unused image
// (administrators only, checked here too). The logic is app/.server/media/.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: copy.title, description: copy.description, path: "/admin/medios", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const query = readListQuery(request.url, mediaListQuery);
  const list = await listMediaItems(await databaseOf(context), query);
  return { list, query: { ...query, pagina: list.page }, canDelete: isAdministratorIn(context) };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("upload"),
    files: z.preprocess((value) => [value ?? []].flat(), z.array(z.instanceof(File))),
    alt: z.string().trim().max(MAX_IMAGE_ALT_LENGTH).optional(),
  }),
  z.object({ intent: z.literal("alt"), id: z.uuid(), alt: z.string().trim().max(MAX_IMAGE_ALT_LENGTH) }),
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
]);

function refuse(notice: NoticeData, status = 400) {
  return data({ notice }, { status });
}

/** Back to the grid as it was (search, filter, page: the forms post to the list's address). */
function listAddress(request: Request): string {
  const kept = listHref(readListQuery(request.url, mediaListQuery));
  return kept === "?" ? "/admin/medios" : `/admin/medios${kept}`;
}

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  const parsed = await parseForm({ request, context }, actionSchema);
  if (!parsed.ok) return refuse(mediaNotices.failed);
  const command = parsed.data;
  const db = await databaseOf(context);
  switch (command.intent) {
    case "upload": {
      const files = command.files.filter((file) => file.size > 0);
      if (files.length === 0) return refuse(mediaNotices.noFiles);
      const { refused } = await uploadLibraryImages(context, files, command.alt ?? "");
      if (refused.length > 0) return refuse(mediaUploadRefused(refused));
      return redirectWithNotice(listAddress(request), "media-uploaded");
    }
    case "alt":
      if (!(await updateMediaAlt(db, command.id, command.alt))) return refuse(mediaNotices.notFound, 404);
      return redirectWithNotice(listAddress(request), "media-alt-saved");
    case "delete": {
      // Editors upload, describe and pick; deleting is for administrators.
      if (!isAdministratorIn(context)) return refuse(mediaNotices.onlyAdmins, 403);
      const deleted = await deleteMediaItem(db, command.id);
      if (!deleted.ok && deleted.reason === "not-found") return refuse(mediaNotices.notFound, 404);
      if (!deleted.ok) return refuse(mediaInUse(deleted.uses.map(describeUse)), 409);
      return redirectWithNotice(listAddress(request), "media-deleted");
    }
  }
}

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { list, query, canDelete } = loaderData;
  const filtered = query.q !== "" || query.uso !== "";
  return (
    <>
      <AdminPageHeader title={copy.title} description={copy.description} />
      <Notice notice={actionData?.notice ?? null} className="mb-6" />
      <MediaUploadForm />
      <ListSearchForm
        searchLabel={copy.search}
        q={query.q}
        active={filtered}
        clearHref="/admin/medios"
        filters={[
          {
            name: "uso",
            label: copy.filter,
            value: query.uso,
            options: [
              { value: "", label: copy.filters.all },
              { value: "en-uso", label: copy.filters.used },
              { value: "sin-usar", label: copy.filters.unused },
            ],
          },
        ]}
      />
      <ListCount total={list.total} singular={copy.count.singular} plural={copy.count.plural} />
      {list.rows.length === 0 ? (
        <ListEmpty message={filtered ? copy.noMatches : copy.empty} clearHref="/admin/medios" active={filtered} />
      ) : (
        <MediaGrid rows={list.rows} canDelete={canDelete} />
      )}
      <ListPagination query={query} page={list.page} pageCount={list.pageCount} />
    </>
  );
}
