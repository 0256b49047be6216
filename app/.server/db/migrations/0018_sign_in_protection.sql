CREATE TABLE "sign_in_addresses" (
	"email" text NOT NULL,
	"client_address" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone,
	"delayed_until" timestamp with time zone,
	"last_succeeded_at" timestamp with time zone,
	CONSTRAINT "sign_in_addresses_email_client_address_pk" PRIMARY KEY("email","client_address")
);
--> statement-breakpoint
CREATE TABLE "sign_in_passes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_unlock_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sign_in_passes_email_idx" ON "sign_in_passes" USING btree ("email");