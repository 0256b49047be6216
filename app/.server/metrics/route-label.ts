import type { ServerResponse } from "node:http";

// The route that made an answer, as the request metrics label it (./requests.ts): a pattern of the
// route table or another fixed name, never a path a visitor typed. Kept on the response itself, so
// the page cache can record it with a page and give it again when it serves that page.

const ROUTE = Symbol("route of this answer for the request metrics");
type LabelledResponse = ServerResponse & { [ROUTE]?: string };

export function labelRequestRoute(res: ServerResponse, route: string): void {
  (res as LabelledResponse)[ROUTE] = route;
}

/** The route labelRequestRoute gave this answer, if any. */
export function requestRouteOf(res: ServerResponse): string | undefined {
  return (res as LabelledResponse)[ROUTE];
}
