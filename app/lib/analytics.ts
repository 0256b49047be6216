import { z } from "zod";
import { sectors } from "~/content/sectors";
import { isTrackedPath } from "./tracked-paths";

// First-party analytics (docs/decisions/019-cookieless-analytics.md): what the browser may report
// to POST /api/events, and what each report carries. The server accepts only these shapes and only
// the sectors the home page shows, so the tables (and the statistics built on them) never fill with
// arbitrary text. The browser side is ./track-event.ts, so pages that report events ship no zod.
// Events only the server records (a contact message sent, a technical sheet opened, a search made)
// are not accepted here: a stranger could otherwise invent leads (app/.server/analytics/collect.ts).

const sectorTitles = sectors.map((sector) => sector.title) as [string, ...string[]];

/** A page of the public site: the admin and the account pages are never counted. */
const pagePath = z.string().max(300).startsWith("/").refine(isTrackedPath);

/** UTM values and the like: short, one line, no markup. */
const label = z
  .string()
  .trim()
  .max(100)
  .regex(/^[^<>\n\r]*$/);

/** A specialist's area as the settings name it ("Tambo", "Conservación de forrajes"). */
const specialistArea = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[\p{L}\p{N} .,'()/&-]+$/u);

export const analyticsEventSchema = z.discriminatedUnion("name", [
  z
    .object({
      name: z.literal("pageview"),
      path: pagePath,
      /** document.referrer of the first page of a visit; the server keeps only an outside host. */
      referrer: z.string().max(2000).optional(),
      utm_source: label.optional(),
      utm_medium: label.optional(),
      utm_campaign: label.optional(),
      /** The viewport's width in CSS pixels, for the device class (never stored itself). */
      width: z.number().int().min(0).max(100_000).optional(),
    })
    .strict(),
  z
    .object({
      name: z.literal("sector_click"),
      properties: z.object({ sector: z.enum(sectorTitles) }).strict(),
      path: pagePath.optional(),
    })
    .strict(),
  z
    .object({
      name: z.enum(["specialist_chat", "specialist_phone"]),
      properties: z.object({ specialist: specialistArea }).strict(),
      path: pagePath.optional(),
    })
    .strict(),
]);

/** What a page may report. */
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
