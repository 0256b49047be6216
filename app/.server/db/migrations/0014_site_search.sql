-- Site search (docs/decisions/018-site-search.md). unaccent and pg_trgm are trusted extensions: the
-- database owner may create them without superuser rights (PostgreSQL 13+); PGlite loads both.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image" text,
	"image_alt" text,
	"published_at" timestamp with time zone,
	"vector" "tsvector" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_queries_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"document_id" text NOT NULL,
	"word" text NOT NULL,
	"display" text NOT NULL,
	CONSTRAINT "search_words_document_id_word_pk" PRIMARY KEY("document_id","word")
);
--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_document_id_search_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."search_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "search_documents_source_idx" ON "search_documents" USING btree ("source");--> statement-breakpoint
CREATE INDEX "search_queries_day_idx" ON "search_queries" USING btree ("day");--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Article bodies are sanitised HTML: the text between the tags, block ends as line breaks, and the
-- five entities sanitize-html writes decoded.
CREATE OR REPLACE FUNCTION search_plain_text(html text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(regexp_replace(coalesce(html, ''), '<(br|/p|/h[1-6]|/li|/tr|/td|/th|/blockquote|/figcaption)[^>]*>', E'\n', 'gi'), '<[^>]*>', '', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
  '[ \t]+', ' ', 'g'))
$$;--> statement-breakpoint
-- The one way a document enters the index: its weighted vector (title A, keywords and summary B,
-- body C; Spanish stemming over unaccented text) and its vocabulary for typo correction.
CREATE OR REPLACE FUNCTION search_write_document(
  p_id text, p_source text, p_kind text, p_path text, p_title text, p_keywords text, p_summary text,
  p_body text, p_image text, p_image_alt text, p_published_at timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_documents AS d (id, source, kind, path, title, keywords, summary, body, image, image_alt, published_at, vector, updated_at)
  VALUES (
    p_id, p_source, p_kind, p_path, p_title, coalesce(p_keywords, ''), coalesce(p_summary, ''), coalesce(p_body, ''),
    p_image, p_image_alt, p_published_at,
    setweight(to_tsvector('spanish', unaccent(p_title)), 'A')
      || setweight(to_tsvector('spanish', unaccent(coalesce(p_keywords, '') || ' ' || coalesce(p_summary, ''))), 'B')
      || setweight(to_tsvector('spanish', unaccent(coalesce(p_body, ''))), 'C'),
    now())
  ON CONFLICT (id) DO UPDATE SET
    source = excluded.source, kind = excluded.kind, path = excluded.path, title = excluded.title,
    keywords = excluded.keywords, summary = excluded.summary, body = excluded.body, image = excluded.image,
    image_alt = excluded.image_alt, published_at = excluded.published_at, vector = excluded.vector, updated_at = now();
  DELETE FROM search_words WHERE document_id = p_id;
  INSERT INTO search_words (document_id, word, display)
  SELECT DISTINCT ON (unaccent(w)) p_id, unaccent(w), w
  FROM unnest(tsvector_to_array(to_tsvector('simple',
    p_title || ' ' || coalesce(p_keywords, '') || ' ' || coalesce(p_summary, '') || ' ' || coalesce(p_body, '')))) AS w
  WHERE char_length(w) >= 3 AND w !~ '^[0-9.,/-]+$'
  ORDER BY unaccent(w), w;
END
$$;--> statement-breakpoint
-- Products: active ones, with their category and its parent as keywords, the first photo.
CREATE OR REPLACE FUNCTION search_index_product(p_id uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  SELECT p.id, p.name, p.short_description, p.description, p.features, p.sku, p.images, p.image_alts, p.is_active,
         c.name AS category_name, pc.name AS parent_name
    INTO r
    FROM products p
    LEFT JOIN categories c ON c.id = p.category_id
    LEFT JOIN categories pc ON pc.id = c.parent_id
   WHERE p.id = p_id;
  IF NOT FOUND OR NOT r.is_active THEN
    DELETE FROM search_documents WHERE id = 'product:' || p_id;
    RETURN;
  END IF;
  PERFORM search_write_document(
    'product:' || r.id, 'product', 'product', '/producto/' || r.id, r.name,
    concat_ws(' ', r.sku, translate(r.sku, '-_/.', '    '), r.category_name, r.parent_name),
    coalesce(r.short_description, ''),
    concat_ws(E'\n', r.description, array_to_string(r.features, E'\n')),
    r.images[1], nullif(r.image_alts[1], ''), NULL);
END
$$;--> statement-breakpoint
-- Articles: published ones; a scheduled one is stored with its date and found once it has come.
CREATE OR REPLACE FUNCTION search_index_article(p_id uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  SELECT * INTO r FROM articles WHERE id = p_id;
  IF NOT FOUND OR NOT r.is_published THEN
    DELETE FROM search_documents WHERE id = 'article:' || p_id;
    RETURN;
  END IF;
  PERFORM search_write_document(
    'article:' || r.id, 'article', 'article', '/noticias/' || r.slug, r.title,
    array_to_string(r.tags, ' '), coalesce(r.excerpt, ''), search_plain_text(r.content),
    r.cover_image_url, NULL, r.published_at);
END
$$;--> statement-breakpoint
-- Static listing products: visible ones, found in the Productos group, linking to their listing.
CREATE OR REPLACE FUNCTION search_index_listing_item(p_id uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  SELECT * INTO r FROM static_listing_items WHERE id = p_id;
  IF NOT FOUND OR NOT r.is_visible THEN
    DELETE FROM search_documents WHERE id = 'listing-item:' || p_id;
    RETURN;
  END IF;
  PERFORM search_write_document(
    'listing-item:' || r.id, 'listing-item', 'product', coalesce(r.href, r.listing_path || '#productos'), r.name,
    r.category, r.description, '', r.image, r.image_alt, NULL);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_source_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE id = TG_ARGV[0] || ':' || OLD.id;
  ELSIF TG_ARGV[0] = 'product' THEN
    PERFORM search_index_product(NEW.id);
  ELSIF TG_ARGV[0] = 'article' THEN
    PERFORM search_index_article(NEW.id);
  ELSE
    PERFORM search_index_listing_item(NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_products AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION search_source_changed('product');--> statement-breakpoint
CREATE TRIGGER search_articles AFTER INSERT OR UPDATE OR DELETE ON articles
  FOR EACH ROW EXECUTE FUNCTION search_source_changed('article');--> statement-breakpoint
CREATE TRIGGER search_listing_items AFTER INSERT OR UPDATE OR DELETE ON static_listing_items
  FOR EACH ROW EXECUTE FUNCTION search_source_changed('listing-item');--> statement-breakpoint
-- A renamed or moved category changes the keywords of its products and its subcategories' products.
CREATE OR REPLACE FUNCTION search_category_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_index_product(p.id)
     FROM products p JOIN categories c ON c.id = p.category_id
    WHERE c.id = NEW.id OR c.parent_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_categories AFTER UPDATE ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION search_category_changed();--> statement-breakpoint
-- What the site already holds enters the index now.
SELECT search_index_product(id) FROM products;--> statement-breakpoint
SELECT search_index_article(id) FROM articles;--> statement-breakpoint
SELECT search_index_listing_item(id) FROM static_listing_items;
