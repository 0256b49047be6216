import type { RouterContextProvider } from "react-router";
import type { AnalyticsEvent } from "~/lib/analytics";
import { montevideoDate } from "~/lib/montevideo-time";
import { isTrackedPath } from "~/lib/tracked-paths";
import type { Database } from "../db";
import { publicOrigin } from "../origin";
import { databaseOf, requestContextOf } from "../request-context";
import { analyticsBufferOf, type CollectedEvent } from "./buffer";
import { bareHost, countryFrom, deviceClass, referrerHost, utmValues } from "./dimensions";
import { exclusionOf } from "./exclusions";

// Turns a page's report (POST /api/events) or something the server saw happen (a contact message
// stored, a technical sheet opened, a search made) into a row of analytics_events, and hands it to
// the buffer. Bots, prefetches and signed-in staff are left out here, for both kinds alike.

/** What the request tells about the visitor, besides the event itself. */
export interface RequestFacts {
  headers: Headers;
  /** The request's own origin (its Host), to tell our pages from outside referrers. */
  requestOrigin: string;
  /** PUBLIC_URL's origin, else the request's. */
  siteOrigin: string;
  clientIp: string | null;
  /** TRUST_PROXY is set: the country header comes from our proxy, not from the visitor. */
  behindTrustedProxy: boolean;
}

export function requestFacts(request: Request, context: Pick<RouterContextProvider, "get">): RequestFacts {
  const { clientIp, config } = requestContextOf(context);
  return {
    headers: request.headers,
    requestOrigin: new URL(request.url).origin,
    siteOrigin: publicOrigin(request),
    clientIp,
    behindTrustedProxy: config.trustProxy !== undefined && config.trustProxy !== "false",
  };
}

/** A server-side event: what happened, on which page, with what. */
export interface ServerEvent {
  name: "contact_sent" | "sheet_download" | "search";
  path: string;
  properties: Record<string, string>;
}

/** The row to store for an event, or null when the request is not a visitor's (see exclusions.ts). */
export function collectedEvent(facts: RequestFacts, event: AnalyticsEvent | ServerEvent, now: Date = new Date()): CollectedEvent | null {
  if (exclusionOf(facts.headers)) return null;
  const path = event.path ?? null;
  if (path !== null && !isTrackedPath(path)) return null;
  const siteHost = new URL(facts.siteOrigin).host;
  const userAgent = facts.headers.get("user-agent") ?? "";
  const pageview = event.name === "pageview" ? event : null;
  return {
    name: event.name,
    path,
    properties: "properties" in event ? { ...event.properties } : {},
    day: montevideoDate(now),
    createdAt: now,
    referrerHost: pageview ? referrerHost(pageview.referrer, [siteHost, new URL(facts.requestOrigin).host]) : null,
    ...utmValues(pageview ?? {}),
    device: deviceClass(pageview?.width),
    country: countryFrom(facts.headers, facts.behindTrustedProxy),
    visitor: facts.clientIp ? { clientIp: facts.clientIp, userAgent, siteHost: bareHost(siteHost) } : null,
  };
}

/** Queues the event for the database; false when it is not counted (a bot, staff, a prefetch). */
export function collectEvent(db: Database, facts: RequestFacts, event: AnalyticsEvent | ServerEvent, now?: Date): boolean {
  const row = collectedEvent(facts, event, now);
  if (row) analyticsBufferOf(db).push(row);
  return row !== null;
}

interface RouteArgs {
  request: Request;
  context: Pick<RouterContextProvider, "get">;
}

async function recordServerEvent({ request, context }: RouteArgs, event: ServerEvent): Promise<void> {
  try {
    collectEvent(await databaseOf(context), requestFacts(request, context), event);
  } catch (error) {
    // Statistics never break the page that reports them.
    requestContextOf(context).log.warn({ err: error }, "analytics: event not recorded");
  }
}

/** The path a page's own form posted to (the home form posts to "/?index"). */
function pathOf(request: Request): string {
  return new URL(request.url).pathname;
}

/**
 * A contact message was stored: which form (`inicio`, `contacto`, `modal`, `ambic`) and from which
 * page (the page the modal was opened on; else the page whose form posted).
 */
export function recordContactSent(args: RouteArgs, form: string, pagePath: string | null): Promise<void> {
  const path = pagePath?.startsWith("/") ? pagePath : pathOf(args.request);
  return recordServerEvent(args, { name: "contact_sent", path, properties: { form } });
}

/** A product's technical sheet was opened (its printable page; counted by its loader, scripts or not). */
export function recordSheetDownload(args: RouteArgs, productId: string): Promise<void> {
  return recordServerEvent(args, { name: "sheet_download", path: pathOf(args.request), properties: { product: productId } });
}

/**
 * A visitor searched the site: call it from the search page's loader when it ran a query, with the
 * number of results. The words themselves are not stored here (the admin's "Búsquedas" keeps them,
 * app/.server/search/recorded-searches.ts); this counts searches per day, per page and visitor,
 * and whether they found something.
 */
export function recordSearchEvent(args: RouteArgs, { results }: { results: number }): Promise<void> {
  return recordServerEvent(args, {
    name: "search",
    path: pathOf(args.request),
    properties: { results: results > 0 ? "some" : "none" },
  });
}
