import { uploadFormImage } from "~/.server/media/uploads";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { imageUploadAction, imageUploadLoader } from "~/.server/storage/image-upload-endpoint";
import type { Route } from "./+types/products.imagenes";

// Upload endpoint of the product form's image picker: one file per POST, so the editor sees each
// file's progress. Answers JSON: { url } to put in the form, or { error } in Spanish. Every upload
// joins the media library (app/.server/media/).

export const loader = (args: Route.LoaderArgs) => imageUploadLoader(args);

export const middleware = [formBodyMiddleware];

export const action = (args: Route.ActionArgs) =>
  imageUploadAction(args, async (file) => ({ url: (await uploadFormImage(args.context, file, "products")).url }));
