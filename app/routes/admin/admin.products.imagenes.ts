import { adminOf } from "~/.server/auth/guard";
import { z } from "zod";
import { parseForm } from "~/.server/forms";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { ImageUploadError, MAX_UPLOAD_BYTES, saveUploadedImage } from "~/.server/storage/images";
import { ACCEPTED_IMAGE_TYPES } from "~/lib/image-upload-rules";
import type { Route } from "./+types/admin.products.imagenes";

// Upload endpoint of the product form's image picker: one file per POST, so the editor sees each
// file's progress. Answers JSON: { url } to put in the form, or { error } in Spanish.

const noStore = { "Cache-Control": "no-store" };

/** The rules the picker applies before sending (the server checks them again on every upload). */
export async function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  return Response.json({ maxBytes: MAX_UPLOAD_BYTES, accept: ACCEPTED_IMAGE_TYPES }, { headers: noStore });
}

const uploadSchema = z.object({ file: z.instanceof(File, { error: "Elegí un archivo de imagen." }) });

export const middleware = [formBodyMiddleware];

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
  const submission = await parseForm({ request, context }, uploadSchema);
  if (!submission.ok) return Response.json({ error: submission.errors.file }, { status: 400, headers: noStore });
  try {
    return Response.json({ url: await saveUploadedImage(submission.data.file, "products") }, { headers: noStore });
  } catch (error) {
    if (error instanceof ImageUploadError) return Response.json({ error: error.message }, { status: 400, headers: noStore });
    throw error;
  }
}
