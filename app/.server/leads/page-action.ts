import { data } from "react-router";
import type { ContactSource } from "~/lib/contact-forms";
import { requestContextOf } from "../request-context";
import { type ContactRequest, handleContactRequest } from "./request";

const visibleFields = ["nombre", "apellido", "email", "whatsapp", "telefono", "empresa", "mensaje", "name", "phone", "company", "message"];

/**
 * The action of a page with a contact form: what the form posts without JavaScript. It answers like
 * POST /api/contact, plus the typed values when something failed, so the page shows them again.
 */
export async function contactPageAction(args: ContactRequest, source: ContactSource) {
  try {
    const { status, success, error, fieldErrors, values } = await handleContactRequest(args, { source });
    const kept = success ? undefined : Object.fromEntries(visibleFields.filter((name) => name in values).map((name) => [name, values[name]!]));
    return data({ success, error, fieldErrors, values: kept }, { status });
  } catch (error) {
    requestContextOf(args.context).log.error({ err: error }, "contact form failed");
    return data({ success: false, error: "Hubo un problema al enviar tu mensaje. Inténtalo nuevamente.", fieldErrors: undefined, values: undefined }, { status: 500 });
  }
}
