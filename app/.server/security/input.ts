import { data, type MiddlewareFunction } from "react-router";
import { BODY_LIMIT_BYTES, bodyLimitFor } from "./http-policies";

// No page, form or endpoint of the site takes a NUL character, and PostgreSQL refuses one in text:
// a value carrying it would reach a query and fail there as a server error. This root middleware
// answers such requests before any loader or action runs: 404 for a path, 400 for data.

export const INVALID_CHARACTERS_MESSAGE = "Los datos enviados contienen caracteres no válidos.";

const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A NUL as sent: raw, percent-encoded (forms, query strings) or as a JSON escape. */
export function containsNul(text: string): boolean {
  return text.includes("\0") || /%00|\\u0000/i.test(text);
}

/** Whether the request body carries a NUL in any text it holds (files in a multipart form may). */
async function bodyContainsNul(request: Request): Promise<boolean> {
  // The bodies of routes with a larger allowance (image uploads, the product import) are left to
  // their actions, whose admin guard must run before anything reads them; their forms validate
  // their own fields (the import refuses a file holding NUL). Every other body is at most
  // BODY_LIMIT_BYTES, counted by server.ts, so reading a copy of it here is bounded.
  if (bodyLimitFor(new URL(request.url).pathname) > BODY_LIMIT_BYTES) return false;
  if ((request.headers.get("content-type") ?? "").includes("multipart/form-data")) {
    // Only the text fields matter: an uploaded file may well hold zero bytes.
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    return [...(form?.entries() ?? [])].some(([name, value]) => containsNul(name) || (typeof value === "string" && value.includes("\0")));
  }
  return containsNul(await request.clone().text());
}

function refuse(request: Request): never {
  // Scripts (fetch, JSON clients) read JSON; browsers get the error page.
  if (!(request.headers.get("accept") ?? "").includes("text/html")) {
    throw Response.json({ success: false, error: INVALID_CHARACTERS_MESSAGE }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  throw data(INVALID_CHARACTERS_MESSAGE, { status: 400 });
}

export const rejectNulCharacters: MiddlewareFunction<Response> = async ({ request }, next) => {
  const url = new URL(request.url);
  // Checked as sent: decoding could fail on another malformed escape and hide the NUL.
  if (containsNul(url.pathname)) throw data(null, { status: 404 });
  if (containsNul(url.search)) refuse(request);
  if (MUTATING_METHODS.has(request.method.toUpperCase()) && request.body && (await bodyContainsNul(request))) refuse(request);
  return next();
};
