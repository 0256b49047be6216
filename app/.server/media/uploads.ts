import type { RouterContextProvider } from "react-router";
import type { UploadFolder } from "~/lib/uploaded-images";
import { actorOf } from "../activity/log";
import { databaseOf } from "../request-context";
import { storeMediaImage, type StoredMediaImage } from "./library";

// The one call every upload endpoint of the admin makes (product photos, article images, listing
// photos with JavaScript): the image is stored and registered in the media library as a form
// upload by the signed-in person, to be kept once a save uses it (see sweepAbandonedUploads).

type Context = Pick<RouterContextProvider, "get">;

/** A form's background upload (origin 'form'). */
export async function uploadFormImage(context: Context, file: File, folder: UploadFolder): Promise<StoredMediaImage> {
  return storeMediaImage(await databaseOf(context), file, { folder, origin: "form", uploader: actorOf(context) });
}
