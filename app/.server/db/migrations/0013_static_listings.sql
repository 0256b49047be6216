CREATE TABLE "static_listing_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_path" text NOT NULL,
	"product_key" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"price" text,
	"image" text NOT NULL,
	"image_alt" text,
	"image_fit" text,
	"description" text NOT NULL,
	"in_stock" boolean NOT NULL,
	"href" text,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "static_listing_items_listing_product_idx" ON "static_listing_items" USING btree ("listing_path","product_key");