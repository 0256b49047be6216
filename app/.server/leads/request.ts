import type { RouterContextProvider } from "react-router";
import { type TypedValues, typedValues } from "~/lib/forms";
import { readSubmitted } from "../forms";
import { recordContactSent } from "../analytics/collect";
import { databaseOf, requestContextOf } from "../request-context";
import { type ContactOutcome, submitContactMessage } from "./messages";

// Reads a contact submission from a request: a form post (route actions, fetchers), through the
// one form pipeline, or JSON (POST /api/contact from other clients); submitContactMessage checks it
// with the form's schema. The client IP comes from the request context.

export interface ContactRequest {
  request: Request;
  context: Pick<RouterContextProvider, "get" | "set">;
}

async function readJson(request: Request): Promise<TypedValues> {
  const values: TypedValues = {};
  const body: unknown = await request.json().catch(() => null);
  if (body && typeof body === "object") {
    for (const [key, value] of Object.entries(body))
      if (typeof value === "string" || typeof value === "number") values[key] = String(value);
  }
  return values;
}

function isJson(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").includes("application/json");
}

export async function handleContactRequest(
  { request, context }: ContactRequest,
  defaults: Record<string, string> = {},
): Promise<ContactOutcome & { values: TypedValues }> {
  const posted = isJson(request) ? await readJson(request) : typedValues(await readSubmitted({ request, context }));
  const values = { ...defaults, ...posted };
  const outcome = await submitContactMessage(await databaseOf(context), { values, clientIp: requestContextOf(context).clientIp });
  // Counted here, on the server, so a form sent without JavaScript counts too; the spam filter's
  // catches are not contacts.
  if (outcome.stored && !outcome.stored.spam) await recordContactSent({ request, context }, outcome.stored.source, outcome.stored.pagePath);
  return { ...outcome, values };
}
