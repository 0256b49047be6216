CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_event_dimension_value_pk" PRIMARY KEY("day","event","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"final" boolean DEFAULT false NOT NULL,
	"rolled_up_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "day" date;--> statement-breakpoint
-- Rows stored before this migration (sector tile clicks) get their Montevideo day (UTC-3 all year, as app/lib/montevideo-time.ts).
UPDATE "analytics_events" SET "day" = (("created_at" AT TIME ZONE 'UTC') - INTERVAL '3 hours')::date;--> statement-breakpoint
ALTER TABLE "analytics_events" ALTER COLUMN "day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "visitor_hash" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "country" text;--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");