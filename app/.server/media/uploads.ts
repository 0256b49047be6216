import type { RouterContextProvider } from "react-router";
import type { UploadFolder } from "~/lib/uploaded-images";
import { actorOf } from "../activity/log";
import { databaseOf } from "../request-context";
import { ImageUploadError } from "../storage/images";
import { LIBRARY_FOLDER, storeMediaImage, type StoredMediaImage } from "./library";

// The one call every upload endpoint of the admin makes (product photos, article images, listing
// photos with JavaScript): the image is stored and registered in the media library as a form
// upload by the signed-in person, to be kept once a save uses it (see sweepAbandonedUploads).

type Context = Pick<RouterContextProvider, "get">;

/** A form's background upload (origin 'form'). */
export async function uploadFormImage(context: Context, file: File, folder: UploadFolder): Promise<StoredMediaImage> {
  return storeMediaImage(await databaseOf(context), file, { folder, origin: "form", uploader: actorOf(context) });
}

/**
 * The library's own upload (/admin/medios, origin 'library': kept until someone deletes it), one
 * file after the other; the refused ones come back with the reason, the others are stored.
 */
export async function uploadLibraryImages(
  context: Context,
  files: readonly File[],
  alt: string,
): Promise<{ stored: StoredMediaImage[]; refused: { name: string; message: string }[] }> {
  const db = await databaseOf(context);
  const uploader = actorOf(context);
  const stored: StoredMediaImage[] = [];
  const refused: { name: string; message: string }[] = [];
  for (const file of files) {
    try {
      stored.push(await storeMediaImage(db, file, { folder: LIBRARY_FOLDER, origin: "library", uploader, alt }));
    } catch (error) {
      if (!(error instanceof ImageUploadError)) throw error;
      refused.push({ name: file.name || "imagen", message: error.message });
    }
  }
  return { stored, refused };
}
