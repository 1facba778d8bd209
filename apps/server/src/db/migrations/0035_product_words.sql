-- product_words (schema/catalog.ts): the words of active products' names and codes, for a one-word
-- search (docs/decisions/017-perf-listing.md §Words for a one-word search). `word` sorts in the C
-- collation, so a prefix is a range of the primary key; `sort_key` rides in that index, so the
-- range is read from the index alone. Only words of three or more characters: the words table
-- serves tokens of three or more, shorter ones keep the trigram index.
CREATE TABLE "product_words" (
	"word" text COLLATE "C" NOT NULL,
	"product_id" integer NOT NULL,
	"sort_key" text NOT NULL,
	CONSTRAINT "product_words_word_product_id_pk" PRIMARY KEY("word","product_id") INCLUDE ("sort_key")
);
--> statement-breakpoint
ALTER TABLE "product_words" ADD CONSTRAINT "product_words_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- Rewrites the words of the given products from product_search (none for an inactive one).
CREATE FUNCTION shop_words_refresh(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM product_words WHERE product_id = ANY(ids);
  INSERT INTO product_words (word, product_id, sort_key)
  SELECT DISTINCT w.word, s.product_id, s.search_text
  FROM product_search s, regexp_split_to_table(s.search_text, ' ') AS w(word)
  WHERE s.product_id = ANY(ids) AND s.active AND length(w.word) >= 3;
END $$;--> statement-breakpoint

-- Every product afresh (a bulk load that ran without triggers, seed/big-catalogue.ts), in the
-- primary key's order, so the index is appended to rather than split all over.
CREATE FUNCTION shop_words_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_words;
  INSERT INTO product_words (word, product_id, sort_key)
  SELECT DISTINCT w.word COLLATE "C", s.product_id, s.search_text
  FROM product_search s, regexp_split_to_table(s.search_text, ' ') AS w(word)
  WHERE s.active AND length(w.word) >= 3
  ORDER BY 1, 2;
END $$;--> statement-breakpoint

CREATE FUNCTION shop_words_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_words_refresh(ARRAY(SELECT product_id FROM new_search));
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION shop_words_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_words_refresh(ARRAY(
    SELECT n.product_id FROM new_search n JOIN old_search o ON o.product_id = n.product_id
    WHERE (n.active, n.search_text) IS DISTINCT FROM (o.active, o.search_text)));
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER "product_search_words_insert" AFTER INSERT ON "product_search"
  REFERENCING NEW TABLE AS new_search FOR EACH STATEMENT EXECUTE FUNCTION shop_words_search_inserted();--> statement-breakpoint
CREATE TRIGGER "product_search_words_update" AFTER UPDATE ON "product_search"
  REFERENCING OLD TABLE AS old_search NEW TABLE AS new_search
  FOR EACH STATEMENT EXECUTE FUNCTION shop_words_search_updated();--> statement-breakpoint
SELECT shop_words_rebuild();--> statement-breakpoint
CREATE INDEX "product_words_product_idx" ON "product_words" USING btree ("product_id");--> statement-breakpoint
ANALYZE product_words;
