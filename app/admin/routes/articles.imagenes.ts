import { formBodyMiddleware } from "~/.server/security/form-body";
import { imageUploadAction, imageUploadLoader } from "~/.server/storage/image-upload-endpoint";
import { saveUploadedImageWithSize } from "~/.server/storage/images";
import type { Route } from "./+types/articles.imagenes";

// Upload endpoint of the article editor's image dialog (button, drop or paste): one file per POST,
// through the same checked pipeline as product photos. Answers JSON: { url, width, height } for the
// <img> the editor inserts, or { error } in Spanish.

export const loader = (args: Route.LoaderArgs) => imageUploadLoader(args);

export const middleware = [formBodyMiddleware];

export const action = (args: Route.ActionArgs) => imageUploadAction(args, (file) => saveUploadedImageWithSize(file, "articles"));
