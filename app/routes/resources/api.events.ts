import { collectEvent, requestFacts } from "~/.server/analytics/collect";
import { consumeEventsRateLimit, consumePageViewRateLimit, EVENTS_RATE_LIMIT } from "~/.server/analytics/events-rate-limit";
import { isVisitablePage } from "~/.server/analytics/visitable-pages";
import { databaseOf, requestContextOf } from "~/.server/request-context";
import { analyticsEventSchema } from "~/lib/analytics";
import type { Route } from "./+types/api.events";

// POST /api/events: the page-view beacon and the events pages report (app/lib/track-event.ts).
// Known names and shapes only (app/lib/analytics.ts); bots, prefetches and signed-in staff are
// answered like anyone else but not counted, and so are reports about a page that does not exist
// and page views past a few per visitor and page a minute. The event waits in the process's buffer and is written
// with others a few seconds later (docs/decisions/019-cookieless-analytics.md).

// Beacons are tiny; anything larger is not ours.
const MAX_BODY_BYTES = 2048;

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
  if (clientIp && !consumeEventsRateLimit(clientIp, request.headers.get("user-agent") ?? "")) {
    return new Response(null, { status: 429, headers: { "Retry-After": String(EVENTS_RATE_LIMIT.windowSeconds) } });
  }
  const db = await databaseOf(context);
  const { name, path } = event.data;
  const counted =
    (path === undefined || (await isVisitablePage(db, path))) &&
    (name !== "pageview" || !clientIp || consumePageViewRateLimit(clientIp, request.headers.get("user-agent") ?? "", event.data.path));
  if (counted) collectEvent(db, requestFacts(request, context), event.data);
  // A beacon reads no answer: one not counted gets the same, so a script learns nothing from it.
  return new Response(null, { status: 204 });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
