import type { Notice } from "~/lib/toast";
import type { AuthEndpointResult } from "./endpoint";
import { authErrorMessage } from "./errors";

/** SPEC §8: toast 'Error' with the backend's message (in Spanish) or 'Ocurrió un error'. */
export function errorNotice(result: Pick<AuthEndpointResult, "code" | "status">): Notice {
  return { kind: "error", title: "Error", description: authErrorMessage(result.code, result.status) };
}

export const invalidFormNotice: Notice = { kind: "error", title: "Error", description: "Revisá los datos marcados en el formulario." };

/** Account pages show who is signed in: never cache them. */
export const noStore = { "Cache-Control": "no-store" };
