CREATE TABLE "media_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"original_name" text,
	"width" integer,
	"height" integer,
	"bytes" integer,
	"origin" text DEFAULT 'form' NOT NULL,
	"first_used_at" timestamp with time zone,
	"uploaded_by_id" uuid,
	"uploaded_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_items_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "missing_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "missing_pages_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "record_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"number" integer NOT NULL,
	"label" text NOT NULL,
	"values" jsonb NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"restored_from" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"origin" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path")
);
--> statement-breakpoint
CREATE TABLE "trashed_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"label" text NOT NULL,
	"values" jsonb NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"deleted_by_id" uuid,
	"deleted_by_email" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purge_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "version_id" uuid;--> statement-breakpoint
CREATE INDEX "media_items_created_idx" ON "media_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "missing_pages_day_idx" ON "missing_pages" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "record_versions_subject_number_idx" ON "record_versions" USING btree ("subject","subject_id","number");--> statement-breakpoint
CREATE INDEX "trashed_records_purge_after_idx" ON "trashed_records" USING btree ("purge_after");--> statement-breakpoint
CREATE INDEX "trashed_records_deleted_at_idx" ON "trashed_records" USING btree ("deleted_at");--> statement-breakpoint
-- When a published article's address changes, its old address answers 301 with the new one
-- (docs/decisions/034-history-trash-media-redirects.md): redirects that led to the old address now
-- lead to the new one (chains collapse), and none may start at the live address or lead to itself.
CREATE FUNCTION articles_address_redirect() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_path text := '/noticias/' || OLD.slug;
  new_path text := '/noticias/' || NEW.slug;
BEGIN
  IF NEW.slug IS DISTINCT FROM OLD.slug AND OLD.is_published THEN
    UPDATE redirects SET to_path = new_path, updated_at = now() WHERE to_path = old_path;
    INSERT INTO redirects (from_path, to_path, origin) VALUES (old_path, new_path, 'auto')
      ON CONFLICT (from_path) DO UPDATE SET to_path = EXCLUDED.to_path, updated_at = now();
    DELETE FROM redirects WHERE from_path = new_path OR from_path = to_path;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER articles_address_redirect AFTER UPDATE OF slug ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_address_redirect();--> statement-breakpoint

-- The media library starts with every image already uploaded: product photos, article covers and
-- images inside article bodies (any width named there stands for the image), listing photos.
INSERT INTO media_items (url, alt, first_used_at, created_at)
SELECT url, '', now(), now() FROM (
  SELECT unnest(images) AS url FROM products
  UNION SELECT cover_image_url FROM articles
  UNION SELECT regexp_replace(m[1], '-\d+\.webp$', '-1600.webp')
    FROM articles, regexp_matches(coalesce(content, ''), '(/uploads/(?:products|articles)/[0-9a-f-]{36}-\d+\.webp)', 'g') AS m
  UNION SELECT image FROM static_listing_items
) AS used
WHERE url ~ '^/uploads/(products|articles)/[0-9a-f-]{36}-1600\.webp$'
ON CONFLICT (url) DO NOTHING;
