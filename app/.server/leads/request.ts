import type { RouterContextProvider } from "react-router";
import { databaseOf, requestContextOf } from "../request-context";
import { type ContactOutcome, submitContactMessage } from "./messages";

// Reads a contact submission from a request: a form post (route actions, fetchers) or JSON
// (POST /api/contact from other clients). The client IP comes from the request context.

export interface ContactRequest {
  request: Request;
  context: Pick<RouterContextProvider, "get">;
}

async function readValues(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  if ((request.headers.get("content-type") ?? "").includes("application/json")) {
    const body: unknown = await request.json().catch(() => null);
    if (body && typeof body === "object") {
      for (const [key, value] of Object.entries(body)) if (typeof value === "string" || typeof value === "number") values[key] = String(value);
    }
    return values;
  }
  const form = await request.formData().catch(() => null);
  for (const [key, value] of form ?? []) if (typeof value === "string") values[key] = value;
  return values;
}

export async function handleContactRequest(
  { request, context }: ContactRequest,
  defaults: Record<string, string> = {},
): Promise<ContactOutcome & { values: Record<string, string> }> {
  const values = { ...defaults, ...(await readValues(request)) };
  const outcome = await submitContactMessage(await databaseOf(context), { values, clientIp: requestContextOf(context).clientIp });
  return { ...outcome, values };
}
