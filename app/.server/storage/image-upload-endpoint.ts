import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { adminOf } from "~/.server/auth/guard";
import { parseForm } from "~/.server/forms";
import type { FormRequest } from "~/.server/security/form-body";
import { ACCEPTED_IMAGE_TYPES } from "~/lib/image-upload-rules";
import { ImageUploadError, MAX_UPLOAD_BYTES } from "./images";

// The loader and action of the admin's upload endpoints (product photos, article images): JSON,
// never cached, one file per POST through the checked image pipeline, for signed-in staff only.

const noStore = { "Cache-Control": "no-store" };

const uploadSchema = z.object({ file: z.instanceof(File, { error: "Elegí un archivo de imagen." }) });

/** The loader: the rules a picker applies before sending (the server checks them again on every upload). */
export function imageUploadLoader({ context }: { context: Pick<RouterContextProvider, "get"> }): Response {
  adminOf(context);
  return Response.json({ maxBytes: MAX_UPLOAD_BYTES, accept: ACCEPTED_IMAGE_TYPES }, { headers: noStore });
}

/** The action: the posted file stored by `save`, answered with what `save` returns, or { error } in Spanish. */
export async function imageUploadAction(args: FormRequest, save: (file: File) => Promise<object>): Promise<Response> {
  adminOf(args.context);
  const submission = await parseForm(args, uploadSchema);
  if (!submission.ok) return Response.json({ error: submission.errors.file }, { status: 400, headers: noStore });
  try {
    return Response.json(await save(submission.data.file), { headers: noStore });
  } catch (error) {
    if (error instanceof ImageUploadError) return Response.json({ error: error.message }, { status: 400, headers: noStore });
    throw error;
  }
}
