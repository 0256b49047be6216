import { adminOf } from "~/.server/auth/guard";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { imageUploadResponse, imageUploadRulesResponse } from "~/.server/storage/image-upload-endpoint";
import { saveUploadedImage } from "~/.server/storage/images";
import type { Route } from "./+types/admin.products.imagenes";

// Upload endpoint of the product form's image picker: one file per POST, so the editor sees each
// file's progress. Answers JSON: { url } to put in the form, or { error } in Spanish.

export function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  return imageUploadRulesResponse();
}

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  return imageUploadResponse({ request, context }, async (file) => ({ url: await saveUploadedImage(file, "products") }));
}
