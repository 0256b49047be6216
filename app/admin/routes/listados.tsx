import { data, Link } from "react-router";
import { listingSnapshot, listingVersion } from "~/.server/catalog/listing-changes";
import { adminOf } from "~/.server/auth/guard";
import { saveStaticListingForm, storeMovedRowPhotos } from "~/.server/catalog/static-listing-save";
import { listStaticListingItems } from "~/.server/catalog/static-listings";
import { redirectWithNotice } from "~/.server/flash";
import { formIntent, parseForm } from "~/.server/forms";
import { databaseOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { StaticListingForm } from "~/admin/components/static-listing-form";
import { Notice } from "~/components/ui/notice";
import { listingsCopy as copy } from "~/admin/content/listings";
import { staticListings } from "~/content/static-products";
import { cn } from "~/lib/cn";
import { type EditConflict, readEditBase } from "~/admin/lib/edit-conflict";
import { savedStampOfRows } from "~/admin/lib/form-safety-net";
import type { FieldErrors, SubmittedValues } from "~/lib/forms";
import { buildMeta } from "~/lib/meta";
import { editNotices, imageUploadFailed, listingNotices } from "~/lib/notices";
import { encodeSnapshot } from "~/lib/record-changes";
import type { Notice as NoticeData } from "~/lib/toast";
import { applyMove, imageFieldName, parseMoveIntent, staticListingSchema, staticListingValues } from "~/admin/lib/static-listing-form";
import type { Route } from "./+types/listados";

// "Listados estáticos" (docs/features.md): the products of the nine static listing pages, one
// listing at a time (?listado=botas-bekina). One plain multipart form per listing, so it works
// without JavaScript: "Guardar listado" saves every row. A row's Subir/Bajar only moves it (in the
// page with JavaScript; without, this action answers the form with the row moved) and saves nothing,
// so a half-finished row is never stored by a move. A save bumps the content version, so cached
// pages refresh on every instance (docs/decisions/017-static-listings-in-database.md).

/** The listing the address asks for (its path without the slash), or the first one. */
function chosenListing(request: Request) {
  const slug = new URL(request.url).searchParams.get("listado");
  return staticListings.find((listing) => listing.path === `/${slug}`) ?? (slug ? undefined : staticListings[0]);
}

const pageOf = (path: string) => `/admin/listados?listado=${path.slice(1)}`;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches, { title: copy.title, description: copy.description, path: "/admin/listados", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const listing = chosenListing(request);
  if (!listing) throw data(null, { status: 404 });
  const items = await listStaticListingItems(await databaseOf(context), listing.path);
  return {
    listings: staticListings.map(({ path, title }) => ({ path, title })),
    listing: { path: listing.path, title: listing.title },
    // Changes with every save: the form is drawn afresh from what was stored (and is no longer "unsaved").
    saved: savedStampOfRows(items),
    base: { version: listingVersion(items), loaded: encodeSnapshot(listingSnapshot(items)) },
    items: items.map(({ id, name, category, price, image, imageAlt, imageFit, description, inStock, isVisible }) => ({
      id,
      name,
      category,
      image,
      imageFit,
      values: { id, price: price ?? "", inStock, description, imageAlt: imageAlt ?? "", isVisible, newImage: "" },
    })),
  };
}

export const middleware = [formBodyMiddleware];

/** The photo each row's file field brought (without JavaScript), by row id. */
function chosenPhotos(submitted: SubmittedValues, rows: readonly { id: string }[]): Map<string, File> {
  const photos = new Map<string, File>();
  for (const { id } of rows) {
    const file = submitted[imageFieldName(id)];
    if (file instanceof File && file.size > 0) photos.set(id, file);
  }
  return photos;
}

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  const listing = chosenListing(request);
  if (!listing) throw data(null, { status: 404 });
  const form = { request, context };
  const move = parseMoveIntent(await formIntent(form));
  const submission = await parseForm(form, staticListingSchema);
  const posted = readEditBase(submission.submitted);
  // Sent back as posted: a refusal (or a move, which stores nothing) never moves the form's version on.
  const sentBase = posted && { version: posted.version, loaded: posted.loaded };
  const refuse = (
    errors: FieldErrors,
    notice: NoticeData | null = listingNotices.saveFailed,
    status = 400,
    conflict: EditConflict | null = null,
  ) => data({ values: staticListingValues(submission.submitted), errors, notice, base: sentBase, conflict }, { status });
  // A move without JavaScript: the rows come back as typed, one moved, and nothing is stored yet.
  if (move) {
    const moved = applyMove(staticListingValues(submission.submitted), move);
    const { rows: values, errors } = await storeMovedRowPhotos(context, moved, chosenPhotos(submission.submitted, moved));
    return { values, errors, notice: listingNotices.orderChanged as NoticeData, base: sentBase, conflict: null };
  }
  if (!posted) return refuse({}, editNotices.missingBase);
  if (!submission.ok) return refuse(submission.errors);

  const { rows } = submission.data;
  const saved = await saveStaticListingForm(context, listing, rows, chosenPhotos(submission.submitted, rows), posted);
  if (!saved.ok) {
    switch (saved.reason) {
      case "rows-changed":
        return refuse({}, listingNotices.rowsChanged, 409);
      case "image":
        return refuse({ [`rows.${saved.index}.image`]: saved.message }, imageUploadFailed(saved.message));
      case "conflict":
        return refuse({}, null, 409, saved.conflict);
      case "failed":
        return refuse({}, listingNotices.saveFailedUnexpected, 500);
    }
  }
  return redirectWithNotice(pageOf(listing.path), "listing-saved");
}

export default function StaticListingsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { listings, listing, items, saved } = loaderData;
  return (
    <>
      <AdminPageHeader title={copy.title} description={copy.description} />
      <nav aria-labelledby="listados-titulo" className="mb-6">
        <h2 id="listados-titulo" className="mb-2 text-sm font-semibold text-stone-800">
          {copy.picker}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {listings.map((entry) => {
            const current = entry.path === listing.path;
            return (
              <li key={entry.path}>
                <Link
                  to={pageOf(entry.path)}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "inline-block rounded-md border px-3 py-2 text-sm font-semibold",
                    current ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-stone-800 hover:bg-brand-50",
                  )}
                >
                  {entry.title}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Notice notice={actionData?.notice ?? null} className="mb-6" />
      <StaticListingForm
        key={`${listing.path}:${saved.updatedAt}`}
        listing={listing}
        saved={saved}
        items={items}
        values={actionData?.values ?? null}
        errors={actionData?.errors ?? {}}
        edit={{ base: actionData?.base ?? loaderData.base, conflict: actionData?.conflict }}
      />
    </>
  );
}
