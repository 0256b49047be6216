import { uploadFormImage } from "~/.server/media/uploads";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { imageUploadAction, imageUploadLoader } from "~/.server/storage/image-upload-endpoint";
import type { Route } from "./+types/articles.imagenes";

// Upload endpoint of the article editor's image dialog (button, drop or paste): one file per POST,
// through the same checked pipeline as product photos. Answers JSON: { url, width, height } for the
// <img> the editor inserts, or { error } in Spanish. Every upload joins the media library.

export const loader = (args: Route.LoaderArgs) => imageUploadLoader(args);

export const middleware = [formBodyMiddleware];

export const action = (args: Route.ActionArgs) =>
  imageUploadAction(args, async (file) => {
    const { url, width, height } = await uploadFormImage(args.context, file, "articles");
    return { url, width, height };
  });
