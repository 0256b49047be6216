import { data } from "react-router";

// Every route action reads its form through readFormBody: a body that is not a form (JSON, plain
// text) or a form that cannot be parsed (a broken multipart body) is the client's mistake, and gets
// a clear Spanish 4xx instead of the server error request.formData() would throw.

export const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

export const UNSUPPORTED_FORM_TYPE_MESSAGE = "Este formulario solo acepta datos enviados desde su página (application/x-www-form-urlencoded o multipart/form-data).";
export const UNREADABLE_FORM_MESSAGE = "No pudimos leer los datos del formulario. Recargá la página y probá de nuevo.";

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** Scripts (fetch, JSON clients) read JSON; browsers get the site's error page, as in ./input.ts. */
function refuse(request: Request, status: 400 | 415, message: string, headers: HeadersInit = {}): never {
  if (!(request.headers.get("accept") ?? "").includes("text/html")) {
    throw Response.json({ success: false, error: message }, { status, headers: { "Cache-Control": "no-store", ...headers } });
  }
  throw data(message, { status, headers });
}

export async function readFormBody(request: Request): Promise<FormData> {
  if (!(FORM_CONTENT_TYPES as readonly string[]).includes(mediaType(request))) {
    refuse(request, 415, UNSUPPORTED_FORM_TYPE_MESSAGE, { Accept: FORM_CONTENT_TYPES.join(", ") });
  }
  try {
    return await request.formData();
  } catch {
    return refuse(request, 400, UNREADABLE_FORM_MESSAGE);
  }
}
