import { recordEvent } from "~/.server/analytics/events";
import { analyticsEventSchema } from "~/lib/analytics";
import type { Route } from "./+types/api.events";

// Beacons are tiny; anything larger is not ours.
const MAX_BODY_BYTES = 2048;

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
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
  await recordEvent(event.data);
  // A beacon reads no answer.
  return new Response(null, { status: 204 });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
