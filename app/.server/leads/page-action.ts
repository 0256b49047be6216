import { data } from "react-router";
import type { ContactSource } from "~/lib/contact-forms";
import { CONTACT_FAILURE } from "~/lib/public-notices";
import { requestContextOf } from "../request-context";
import { type ContactRequest, handleContactRequest } from "./request";

/**
 * The action of a page with a contact form: what the form posts without JavaScript. It answers like
 * POST /api/contact, plus what was typed when something failed, so the page shows it again.
 */
export async function contactPageAction(args: ContactRequest, source: ContactSource) {
  try {
    const { status, success, error, fieldErrors, values } = await handleContactRequest(args, { source });
    return data({ success, error, fieldErrors, values: success ? undefined : values }, { status });
  } catch (error) {
    // A refused body (./security/form-body.ts) is an answer already, not a failure.
    if (!(error instanceof Error)) throw error;
    requestContextOf(args.context).log.error({ err: error }, "contact form failed");
    return data({ success: false, error: CONTACT_FAILURE, fieldErrors: undefined, values: undefined }, { status: 500 });
  }
}
