CREATE TABLE "database_seeds" (
	"name" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "static_listing_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A database that already holds a site was seeded before this table existed: its demo content must
-- never come back, whatever its editors deleted since.
INSERT INTO "database_seeds" ("name") SELECT 'demo-content' WHERE EXISTS (SELECT 1 FROM "categories") OR EXISTS (SELECT 1 FROM "site_settings") OR EXISTS (SELECT 1 FROM "articles") OR EXISTS (SELECT 1 FROM "products");
