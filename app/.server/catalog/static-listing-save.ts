import type { RouterContextProvider } from "react-router";
import type { EditConflict, SubmittedEditBase } from "~/admin/lib/edit-conflict";
import type { StaticListingRowInput, StaticListingRowValues, StaticListingSubmission } from "~/admin/lib/static-listing-form";
import type { FieldErrors } from "~/lib/forms";
import { actorOf } from "../activity/log";
import { describeEditConflict } from "../activity/edit-conflicts";
import { databaseOf, requestContextOf } from "../request-context";
import { uploadsOfOneSave } from "../storage/uploads-of-one-save";
import { listingSnapshot, listingVersion } from "./listing-changes";
import { listStaticListingItems, saveStaticListingItems } from "./static-listings";

// The save behind /admin/listados: the photos a row's file field brought (without JavaScript) are
// stored first and removed again when the save does not happen; the rows, their version check and
// the activity entry are one transaction (saveStaticListingItems); a replaced upload stays in the
// media library (docs/decisions/034-history-trash-media-redirects.md).

type Context = Pick<RouterContextProvider, "get">;
type Listing = { path: string; title: string };

export type ListingFormSave =
  | { ok: true }
  /** The rows posted are not this listing's (another listing's form, or an old tab). */
  | { ok: false; reason: "rows-changed" }
  /** A row's photo was refused: `index` is the row, `message` why. */
  | { ok: false; reason: "image"; index: number; message: string }
  /** Someone saved the listing since the form was loaded. */
  | { ok: false; reason: "conflict"; conflict: EditConflict }
  /** Something of ours failed; the cause is in the log. */
  | { ok: false; reason: "failed" };

/**
 * Saves the listing as the form left it: `photos` are the files chosen per row (by row id), used
 * when the page did not upload one already. Writes nothing unless every row and photo is accepted.
 */
export async function saveStaticListingForm(
  context: Context,
  listing: Listing,
  rows: StaticListingSubmission["rows"],
  photos: ReadonlyMap<string, File>,
  edit: SubmittedEditBase,
): Promise<ListingFormSave> {
  const db = await databaseOf(context);
  const { log } = requestContextOf(context);
  const actor = actorOf(context);
  const current = new Map((await listStaticListingItems(db, listing.path)).map((item) => [item.id, item]));
  // The rows must be this listing's, each once.
  if (rows.length !== current.size || new Set(rows.map((row) => row.id)).size !== rows.length || rows.some((row) => !current.has(row.id))) {
    return { ok: false, reason: "rows-changed" };
  }

  const uploads = uploadsOfOneSave(db, "products", log, actor);
  const inputs: StaticListingRowInput[] = [];
  for (const [index, row] of rows.entries()) {
    // A photo the page uploaded already (with scripts), else one sent with the form (without), else the current one.
    let image = row.newImage || current.get(row.id)!.image;
    const photo = photos.get(row.id);
    if (!row.newImage && photo) {
      const stored = await uploads.store(photo);
      if (!stored.ok) {
        await uploads.discard();
        return { ok: false, reason: "image", index, message: stored.message };
      }
      image = stored.url;
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
    const saved = await uploads.whileSaving(
      () => saveStaticListingItems(db, listing, inputs, { basedOn: edit.basedOn, actor }),
      (result) => result.ok,
    );
    if (!saved.ok) {
      const stored = {
        subject: "listing",
        subjectId: listing.path,
        version: listingVersion(saved.current),
        updatedAt: new Date(Math.max(...saved.current.map((item) => item.updatedAt.getTime()))),
        snapshot: listingSnapshot(saved.current),
      } as const;
      return { ok: false, reason: "conflict", conflict: await describeEditConflict(db, actor, edit, stored) };
    }
  } catch (error) {
    log.error({ err: error, listing: listing.path }, "static listing save failed");
    return { ok: false, reason: "failed" };
  }
  return { ok: true };
}

/**
 * A row's Subir/Bajar without JavaScript stores nothing of the listing, but a photo chosen meanwhile
 * is uploaded now (as the page does with scripts) and comes back as the row's new photo, so the
 * round trip loses no file. Returns the rows with their new photos, and the refusals by field.
 */
export async function storeMovedRowPhotos(
  context: Context,
  rows: StaticListingRowValues[],
  photos: ReadonlyMap<string, File>,
): Promise<{ rows: StaticListingRowValues[]; errors: FieldErrors }> {
  const uploads = uploadsOfOneSave(await databaseOf(context), "products", requestContextOf(context).log, actorOf(context));
  const errors: FieldErrors = {};
  for (const [index, row] of rows.entries()) {
    const photo = photos.get(row.id);
    if (row.newImage || !photo) continue;
    const stored = await uploads.store(photo);
    if (stored.ok) row.newImage = stored.url;
    else errors[`rows.${index}.image`] = stored.message;
  }
  return { rows, errors };
}
