import { adminOf } from "~/.server/auth/guard";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { imageUploadResponse, imageUploadRulesResponse } from "~/.server/storage/image-upload-endpoint";
import { saveUploadedImageWithSize } from "~/.server/storage/images";
import type { Route } from "./+types/admin.articles.imagenes";

// Upload endpoint of the article editor's image dialog (button, drop or paste): one file per POST,
// through the same checked pipeline as product photos. Answers JSON: { url, width, height } for the
// <img> the editor inserts, or { error } in Spanish.

export function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  return imageUploadRulesResponse();
}

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  return imageUploadResponse({ request, context }, (file) => saveUploadedImageWithSize(file, "articles"));
}
