import { authError, authNotices } from "~/lib/notices";
import type { Notice } from "~/lib/toast";
import type { AuthEndpointResult } from "./endpoint";
import { authErrorMessage } from "./errors";

/**
 * docs/requirements.md §8: toast 'Error' with the backend's message (in Spanish) or 'Ocurrió un
 * error'.
 */
export function errorNotice(result: Pick<AuthEndpointResult, "code" | "status">): Notice {
  return authError(authErrorMessage(result.code, result.status));
}

export const invalidFormNotice: Notice = authNotices.invalidForm;

/** Account pages show who is signed in: never cache them. */
export const noStore = { "Cache-Control": "no-store" };

/** The account pages' headers: no-store, plus a refusal's own (the Accept of a 415 from readFormBody). */
export function accountPageHeaders({ errorHeaders }: { errorHeaders?: Headers }): Headers {
  const headers = new Headers(errorHeaders);
  headers.set("Cache-Control", "no-store");
  return headers;
}
