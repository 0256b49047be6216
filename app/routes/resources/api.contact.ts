import { handleContactRequest } from "~/.server/leads/request";
import { requestContextOf } from "~/.server/request-context";
import { CONTACT_FAILURE } from "~/lib/public-notices";
import type { Route } from "./+types/api.contact";

// POST /api/contact: the contact function (docs/requirements.md §7). Accepts a form post or JSON
// with the fields of one of the forms plus `source`; answers { success, error } (and fieldErrors
// for invalid fields).

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method.toUpperCase() !== "POST") {
    return Response.json({ success: false, error: "Método no permitido." }, { status: 405, headers: { Allow: "POST" } });
  }
  try {
    const { status, success, error, fieldErrors } = await handleContactRequest({ request, context });
    return Response.json({ success, error, fieldErrors }, { status, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    // A body that is neither JSON nor a form is refused by the form pipeline with its own answer.
    if (!(error instanceof Error)) throw error;
    // The database is unreachable: nothing was stored, and the visitor is told to try again.
    requestContextOf(context).log.error({ err: error }, "contact function failed");
    return Response.json({ success: false, error: CONTACT_FAILURE }, { status: 500 });
  }
}

export function loader() {
  return Response.json({ success: false, error: "Método no permitido." }, { status: 405, headers: { Allow: "POST" } });
}
