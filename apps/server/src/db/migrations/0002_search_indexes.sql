CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (' ' || regexp_replace(lower(shop_unaccent(name || ' ' || code)), '[^a-z0-9]+', ' ', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "code_key" text GENERATED ALWAYS AS (regexp_replace(lower(shop_unaccent(code)), '[^a-z0-9]+', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, shop_unaccent(short_description || ' ' || left(description, 4000)))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_code_key_idx" ON "products" USING btree ("code_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_search_doc_idx" ON "products" USING gin ("search_doc");
--> statement-breakpoint
-- Blog search (modules/search/search.repository.ts): posts are matched by their words. An
-- expression index (blog_posts gets no extra column) keeps the planner from computing
-- to_tsvector() per row; the query repeats this expression exactly.
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin (to_tsvector('simple'::regconfig, shop_unaccent(title || ' ' || perex || ' ' || left(content, 20000))));
--> statement-breakpoint
-- The typo vocabulary (search_words) follows product names and codes. Inserts: one statement-level
-- trigger, so a bulk import pays one INSERT … SELECT DISTINCT per statement, not one per row.
-- Updates: a row trigger that fires only when the name or code changed (stock updates skip it).
CREATE FUNCTION shop_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT w FROM (SELECT DISTINCT unnest(string_to_array(p.search_text, ' ')) AS w FROM changed_products p) words
  WHERE length(w) BETWEEN 4 AND 40 AND w !~ '[^a-z]'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION shop_collect_search_words_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM unnest(string_to_array(NEW.search_text, ' ')) AS w
  WHERE length(w) BETWEEN 4 AND 40 AND w !~ '[^a-z]'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION shop_collect_search_words();
--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE OF "name", "code" ON "products"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION shop_collect_search_words_of_row();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT w FROM (SELECT DISTINCT unnest(string_to_array(p.search_text, ' ')) AS w FROM products p) words
WHERE length(w) BETWEEN 4 AND 40 AND w !~ '[^a-z]'
ON CONFLICT (word) DO NOTHING;
