import { imageUploadUnexpected } from "~/lib/notices";
import type { UploadFolder } from "~/lib/uploaded-images";
import type { Actor } from "../activity/entries";
import type { Database } from "../db";
import type { Logger } from "../logger";
import { discardMediaImages, storeMediaImage } from "../media/library";
import { ImageUploadError } from "./images";

// The images a form brings with its save (product photos, a listing row's photo, an article's
// cover, sent with the form when the page has no JavaScript): stored before the save, so the save
// can point at them, and removed again when the save does not happen, so none is left orphaned.
// Each joins the media library as a form upload by `uploader`; a discarded one leaves it again.

export type StoredImage = { ok: true; url: string } | { ok: false; message: string };
export type StoredImages = { ok: true; urls: string[] } | { ok: false; message: string };

export interface UploadsOfOneSave {
  /** Stores one image: its URL, or the message the editor reads when it was refused. */
  store(file: Blob): Promise<StoredImage>;
  /** Stores every image in order; when one is refused, the ones stored before it are removed again. */
  storeAll(files: readonly Blob[]): Promise<StoredImages>;
  /** Runs the save; when it throws or `isSaved` says it did not happen, the images stored so far are removed. */
  whileSaving<T>(save: () => Promise<T>, isSaved: (result: T) => boolean): Promise<T>;
  /** Removes every image this save stored. */
  discard(): Promise<void>;
}

/** The uploads of one save into `folder` by `uploader`; a failure of ours (not of the image) goes to `log`. */
export function uploadsOfOneSave(db: Database, folder: UploadFolder, log: Logger, uploader: Actor | null = null): UploadsOfOneSave {
  const stored: string[] = [];
  const discard = async () => {
    await discardMediaImages(db, stored.splice(0));
  };
  const store = async (file: Blob): Promise<StoredImage> => {
    try {
      const { url } = await storeMediaImage(db, file, { folder, origin: "form", uploader });
      stored.push(url);
      return { ok: true, url };
    } catch (error) {
      if (error instanceof ImageUploadError) return { ok: false, message: error.message };
      log.error({ err: error, folder }, "image upload failed");
      return { ok: false, message: imageUploadUnexpected };
    }
  };
  return {
    store,
    async storeAll(files) {
      const urls: string[] = [];
      for (const file of files) {
        const image = await store(file);
        if (!image.ok) {
          await discard();
          return image;
        }
        urls.push(image.url);
      }
      return { ok: true, urls };
    },
    async whileSaving(save, isSaved) {
      let result;
      try {
        result = await save();
      } catch (error) {
        await discard();
        throw error;
      }
      if (!isSaved(result)) await discard();
      return result;
    },
    discard,
  };
}
