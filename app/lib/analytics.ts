import { z } from "zod";
import { sectors } from "~/content/sectors";

// First-party analytics: the events pages may report and what each carries. The server accepts
// only these shapes and only the sectors the home page shows, so the table (and the statistics
// page that lists it) never fills with arbitrary text. The browser side is ./track-event.ts, so
// pages that report events ship no zod.

const sectorTitles = sectors.map((sector) => sector.title) as [string, ...string[]];

export const analyticsEventSchema = z.discriminatedUnion("name", [
  z.object({
    name: z.literal("sector_click"),
    properties: z.object({ sector: z.enum(sectorTitles) }).strict(),
    path: z.string().max(300).startsWith("/").optional(),
  }),
]);

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
