import { data, Link, redirect } from "react-router";
import { actorOf } from "~/.server/activity/log";
import { describeEditConflict } from "~/.server/activity/edit-conflicts";
import { listingSnapshot, listingVersion } from "~/.server/catalog/listing-changes";
import { adminOf } from "~/.server/auth/guard";
import { listStaticListingItems, saveStaticListingItems } from "~/.server/catalog/static-listings";
import { setFlash } from "~/.server/flash";
import { formIntent, parseForm } from "~/.server/forms";
import { logger } from "~/.server/logger";
import { databaseOf } from "~/.server/request-context";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { deleteUploadedImage, ImageUploadError, saveUploadedImage } from "~/.server/storage/images";
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
import {
  applyMove,
  imageFieldName,
  parseMoveIntent,
  type StaticListingRowInput,
  staticListingSchema,
  staticListingValues,
} from "~/admin/lib/static-listing-form";
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

/** Stores the photo a row's file field brought (without JavaScript): its URL, or the message to show. */
async function storeChosenPhoto(submitted: SubmittedValues, id: string): Promise<{ url: string | null } | { error: string }> {
  const file = submitted[imageFieldName(id)];
  if (!(file instanceof File) || file.size === 0) return { url: null };
  try {
    return { url: await saveUploadedImage(file, "products") };
  } catch (error) {
    if (!(error instanceof ImageUploadError)) logger.error({ err: error }, "static listing image upload failed");
    return { error: error instanceof ImageUploadError ? error.message : "No se pudo guardar la imagen. Probá de nuevo." };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  const listing = chosenListing(request);
  if (!listing) throw data(null, { status: 404 });
  const db = await databaseOf(context);
  const form = { request, context };
  const move = parseMoveIntent(await formIntent(form));
  const submission = await parseForm(form, staticListingSchema);
  const posted = readEditBase(submission.submitted);
  // Sent back as posted: a refusal (or a move, which stores nothing) never moves the form's version on.
  const sentBase = posted && { version: posted.version, loaded: posted.loaded };
  const refuse = (errors: FieldErrors, notice: NoticeData | null = listingNotices.saveFailed, status = 400, conflict: EditConflict | null = null) =>
    data({ values: staticListingValues(submission.submitted), errors, notice, base: sentBase, conflict }, { status });
  // A move without JavaScript: the rows come back as typed, one moved, and nothing is stored yet. A
  // chosen photo is uploaded now, as the page does with JavaScript, and comes back as the row's new
  // photo, so the round trip loses no file.
  if (move) {
    const values = applyMove(staticListingValues(submission.submitted), move);
    const errors: FieldErrors = {};
    for (const [index, row] of values.entries()) {
      if (row.newImage) continue;
      const photo = await storeChosenPhoto(submission.submitted, row.id);
      if ("error" in photo) errors[`rows.${index}.image`] = photo.error;
      else row.newImage = photo.url ?? "";
    }
    return { values, errors, notice: listingNotices.orderChanged as NoticeData, base: sentBase, conflict: null };
  }
  if (!posted) return refuse({}, editNotices.missingBase);
  if (!submission.ok) return refuse(submission.errors);

  const current = new Map((await listStaticListingItems(db, listing.path)).map((item) => [item.id, item]));
  const { rows } = submission.data;
  // The rows must be this listing's, each once: a form from another listing or an old tab is refused.
  if (rows.length !== current.size || new Set(rows.map((row) => row.id)).size !== rows.length || rows.some((row) => !current.has(row.id))) {
    return refuse({}, { ...listingNotices.saveFailed, description: "La lista cambió mientras la editabas. Recargá la página y probá de nuevo." }, 409);
  }

  const inputs: StaticListingRowInput[] = [];
  // Photos stored by this request: removed again if the save does not happen, so none is left orphaned.
  const uploaded: string[] = [];
  const discardUploads = () => Promise.all(uploaded.map((url) => deleteUploadedImage(db, url)));
  for (const [index, row] of rows.entries()) {
    // A photo the page uploaded already (with scripts), else one sent with the form (without), else the current one.
    let image = row.newImage || current.get(row.id)!.image;
    if (!row.newImage) {
      const photo = await storeChosenPhoto(submission.submitted, row.id);
      if ("error" in photo) {
        await discardUploads();
        return refuse({ [`rows.${index}.image`]: photo.error }, imageUploadFailed(photo.error));
      }
      if (photo.url) {
        image = photo.url;
        uploaded.push(image);
      }
    }
    inputs.push({
      id: row.id,
      price: row.price,
      inStock: row.inStock,
      description: row.description,
      image,
      imageAlt: row.imageAlt || null,
      isVisible: row.isVisible,
    });
  }

  try {
    const actor = actorOf(context);
    const saved = await saveStaticListingItems(db, listing, inputs, { basedOn: posted.basedOn, actor });
    if (!saved.ok) {
      await discardUploads();
      const stored = {
        subject: "listing",
        subjectId: listing.path,
        version: listingVersion(saved.current),
        updatedAt: new Date(Math.max(...saved.current.map((item) => item.updatedAt.getTime()))),
        snapshot: listingSnapshot(saved.current),
      } as const;
      return refuse({}, null, 409, await describeEditConflict(db, actor, posted, stored));
    }
    // A replaced upload is shown nowhere any more (deleteUploadedImage leaves the drawings under /images alone).
    for (const url of saved.released) await deleteUploadedImage(db, url);
  } catch (error) {
    logger.error({ err: error }, "static listing save failed");
    await discardUploads();
    return refuse({}, listingNotices.saveFailedUnexpected, 500);
  }
  return redirect(pageOf(listing.path), { headers: { "Set-Cookie": await setFlash("listing-saved") } });
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
