import { recordEvent } from "~/.server/analytics/events";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { consumeRateLimit } from "~/.server/security/rate-limit";
import { analyticsEventSchema } from "~/lib/analytics";
import type { Route } from "./+types/api.events";

// Beacons are tiny; anything larger is not ours.
const MAX_BODY_BYTES = 2048;
/** A visitor reports one event per tile pressed; generous because rural carriers share addresses. */
export const EVENTS_RATE_LIMIT = { max: 60, windowSeconds: 10 * 60 };

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return new Response(null, { status: 413 });
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return new Response(null, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(null, { status: 400 });
  }
  const event = analyticsEventSchema.safeParse(body);
  if (!event.success) return new Response(null, { status: 400 });
  // The socket's address, or the trusted proxy chain's (server.ts).
  const { clientIp } = requestContextOf(context);
  const db = await databaseOf(context);
  if (clientIp && !(await consumeRateLimit(db, `events:${clientIp}`, EVENTS_RATE_LIMIT))) {
    return new Response(null, { status: 429, headers: { "Retry-After": String(EVENTS_RATE_LIMIT.windowSeconds) } });
  }
  await recordEvent(db, event.data);
  // A beacon reads no answer.
  return new Response(null, { status: 204 });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
