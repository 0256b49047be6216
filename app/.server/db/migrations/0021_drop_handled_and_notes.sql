ALTER TABLE "contact_messages" DROP COLUMN "handled_at";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "notes";