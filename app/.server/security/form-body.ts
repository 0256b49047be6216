import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { FORM_TEXT_LIMIT_BYTES, TOO_LARGE_MESSAGE } from "./http-policies";

// Route actions read their form through readFormBody: a body that is not a form (JSON, plain text)
// or a form that cannot be parsed (a broken multipart body) is the client's mistake, and gets a
// clear Spanish 4xx instead of the server error request.formData() would throw. Routes also list
// formBodyMiddleware, so that scripts get that refusal as JSON: a Response thrown from an action
// is always rendered as the error page, one returned from middleware is sent as it is.
//
// A form's text fields together may hold FORM_TEXT_LIMIT_BYTES: the forms that carry photos have a
// body limit with room for the photos (./http-policies.ts), and that room is not for text, which
// every action parses, checks and stores. More text gets the same 413 as an oversized body.

export const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

export const UNSUPPORTED_FORM_TYPE_MESSAGE =
  "Este formulario solo acepta datos enviados desde su página (application/x-www-form-urlencoded o multipart/form-data).";
export const UNREADABLE_FORM_MESSAGE = "No pudimos leer los datos del formulario. Recargá la página y probá de nuevo.";

const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

interface Refusal {
  status: 400 | 413 | 415;
  message: string;
  headers: Record<string, string>;
}

type ParsedBody = { form: FormData } | { refusal: Refusal };

// Parsed once per request and kept in its context: the middleware and the action share the result.
const parsedBodyKey = createContext<Promise<ParsedBody> | null>(null);

export interface FormRequest {
  request: Request;
  context: Pick<RouterContextProvider, "get" | "set">;
}

async function parse(request: Request): Promise<ParsedBody> {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!(FORM_CONTENT_TYPES as readonly string[]).includes(mediaType)) {
    return { refusal: { status: 415, message: UNSUPPORTED_FORM_TYPE_MESSAGE, headers: { Accept: FORM_CONTENT_TYPES.join(", ") } } };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { refusal: { status: 400, message: UNREADABLE_FORM_MESSAGE, headers: {} } };
  }
  if (textBytesOf(form) > FORM_TEXT_LIMIT_BYTES) return { refusal: { status: 413, message: TOO_LARGE_MESSAGE, headers: {} } };
  return { form };
}

/** The size of a form's names and text values, as the browser sent them (UTF-8). */
function textBytesOf(form: FormData): number {
  let bytes = 0;
  for (const [name, value] of form) bytes += Buffer.byteLength(name) + (typeof value === "string" ? Buffer.byteLength(value) : 0);
  return bytes;
}

function parseOnce({ request, context }: FormRequest): Promise<ParsedBody> {
  let parsed = context.get(parsedBodyKey);
  if (!parsed) {
    parsed = parse(request);
    context.set(parsedBodyKey, parsed);
  }
  return parsed;
}

function acceptsHtml(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/** Scripts (fetch, JSON clients) read JSON; browsers get the site's error page, as in ./input.ts. */
function refusalFor(request: Request, { status, message, headers }: Refusal) {
  if (!acceptsHtml(request))
    return Response.json({ success: false, error: message }, { status, headers: { "Cache-Control": "no-store", ...headers } });
  return data(message, { status, headers });
}

export async function readFormBody({ request, context }: FormRequest): Promise<FormData> {
  const parsed = await parseOnce({ request, context });
  if ("refusal" in parsed) throw refusalFor(request, parsed.refusal);
  return parsed.form;
}

export const formBodyMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!MUTATING_METHODS.has(request.method.toUpperCase())) return next();
  const parsed = await parseOnce({ request, context });
  if (!("refusal" in parsed)) return next();
  const refusal = refusalFor(request, parsed.refusal);
  if (refusal instanceof Response) return refusal;
  throw refusal;
};
