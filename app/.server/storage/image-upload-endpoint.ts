import { z } from "zod";
import { parseForm } from "~/.server/forms";
import type { FormRequest } from "~/.server/security/form-body";
import { ACCEPTED_IMAGE_TYPES } from "~/lib/image-upload-rules";
import { ImageUploadError, MAX_UPLOAD_BYTES } from "./images";

// What the admin's upload endpoints (product photos, article images) answer: JSON, never cached,
// one file per POST through the checked image pipeline. The routes check the session themselves.

const noStore = { "Cache-Control": "no-store" };

const uploadSchema = z.object({ file: z.instanceof(File, { error: "Elegí un archivo de imagen." }) });

/** The rules a picker applies before sending (the server checks them again on every upload). */
export function imageUploadRulesResponse(): Response {
  return Response.json({ maxBytes: MAX_UPLOAD_BYTES, accept: ACCEPTED_IMAGE_TYPES }, { headers: noStore });
}

/** The posted file stored by `save`, answered with what `save` returns, or { error } in Spanish. */
export async function imageUploadResponse(request: FormRequest, save: (file: File) => Promise<object>): Promise<Response> {
  const submission = await parseForm(request, uploadSchema);
  if (!submission.ok) return Response.json({ error: submission.errors.file }, { status: 400, headers: noStore });
  try {
    return Response.json(await save(submission.data.file), { headers: noStore });
  } catch (error) {
    if (error instanceof ImageUploadError) return Response.json({ error: error.message }, { status: 400, headers: noStore });
    throw error;
  }
}
