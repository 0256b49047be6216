CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_message_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"detail" jsonb,
	"actor_id" uuid,
	"actor_label" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_message_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"quantity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"added_from" text
);
--> statement-breakpoint
CREATE TABLE "quote_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"added_from" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "stage" text DEFAULT 'nueva' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "follow_up_reminded_on" date;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "stage_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_items" ADD CONSTRAINT "lead_items_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_list_items" ADD CONSTRAINT "quote_list_items_list_id_quote_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."quote_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_message_at_idx" ON "lead_events" USING btree ("contact_message_id","at");--> statement-breakpoint
CREATE INDEX "lead_items_message_idx" ON "lead_items" USING btree ("contact_message_id");--> statement-breakpoint
CREATE INDEX "lead_items_ref_idx" ON "lead_items" USING btree ("kind","ref");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_list_items_list_item_idx" ON "quote_list_items" USING btree ("list_id","kind","ref");--> statement-breakpoint
CREATE INDEX "quote_lists_updated_idx" ON "quote_lists" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "quote_lists_ip_created_idx" ON "quote_lists" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_stage_idx" ON "contact_messages" USING btree ("stage","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_follow_up_idx" ON "contact_messages" USING btree ("follow_up_on");--> statement-breakpoint
-- The pipeline starts from what the inbox knew: a message marked «Atendida» is «En curso» since then,
-- and the notes typed into its single notes field become the first note of its timeline.
UPDATE "contact_messages" SET "stage" = 'en_curso', "stage_changed_at" = "handled_at" WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "lead_events" ("contact_message_id", "kind", "text", "at")
SELECT "id", 'note', "notes", "updated_at" FROM "contact_messages" WHERE coalesce(btrim("notes"), '') <> '';
