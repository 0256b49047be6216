import { z } from "zod";
import { adminOf } from "~/.server/auth/guard";
import { parseForm } from "~/.server/forms";
import { formBodyMiddleware } from "~/.server/security/form-body";
import { ImageUploadError, MAX_UPLOAD_BYTES, saveUploadedImageWithSize } from "~/.server/storage/images";
import { ACCEPTED_IMAGE_TYPES } from "~/lib/image-upload-rules";
import type { Route } from "./+types/admin.articles.imagenes";

// Upload endpoint of the article editor's image dialog (button, drop or paste): one file per POST,
// through the same checked pipeline as product photos. Answers JSON: { url, width, height } for the
// <img> the editor inserts, or { error } in Spanish.

const noStore = { "Cache-Control": "no-store" };

/** The rules the dialog applies before sending (the server checks them again on every upload). */
export function loader({ context }: Route.LoaderArgs) {
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
    return Response.json(await saveUploadedImageWithSize(submission.data.file, "articles"), { headers: noStore });
  } catch (error) {
    if (error instanceof ImageUploadError) return Response.json({ error: error.message }, { status: 400, headers: noStore });
    throw error;
  }
}
