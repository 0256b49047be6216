import { z } from "zod";

// First-party analytics: the events pages may report and what each carries. The server accepts
// only these shapes, so the table never fills with arbitrary data.

export const analyticsEventSchema = z.discriminatedUnion("name", [
  z.object({
    name: z.literal("sector_click"),
    properties: z.object({ sector: z.string().trim().min(1).max(80) }),
    path: z.string().max(300).startsWith("/").optional(),
  }),
]);

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

// The browser side lives in ./track-event.ts, so pages that report events ship no zod.
export { ANALYTICS_ENDPOINT, trackEvent } from "./track-event";
