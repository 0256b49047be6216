import type { RouterContextProvider } from "react-router";
import { formValues, type TypedValues, typedValues } from "~/lib/forms";
import { requestContextOf } from "../request-context";
import { readFormBody } from "../security/form-body";
import { type ContactOutcome, submitContactMessage } from "./messages";

// Reads a contact submission from a request: a form post (route actions, fetchers), through the
// one form pipeline, or JSON (POST /api/contact from other clients). The client IP comes from the
// request context.

export interface ContactRequest {
  request: Request;
  context: Pick<RouterContextProvider, "get" | "set">;
}

async function readJson(request: Request): Promise<TypedValues> {
  const values: TypedValues = {};
  const body: unknown = await request.json().catch(() => null);
  if (body && typeof body === "object") {
    for (const [key, value] of Object.entries(body)) if (typeof value === "string" || typeof value === "number") values[key] = String(value);
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
  const posted = isJson(request) ? await readJson(request) : typedValues(formValues(await readFormBody({ request, context })));
  const values = { ...defaults, ...posted };
  const outcome = await submitContactMessage({ values, clientIp: requestContextOf(context).clientIp });
  return { ...outcome, values };
}
