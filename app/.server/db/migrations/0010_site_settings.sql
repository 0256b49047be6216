CREATE TABLE "site_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"facts" jsonb NOT NULL,
	"specialists" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
