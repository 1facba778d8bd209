-- A one-word search's word tier, for a common prefix, read 1,250 of product_words' entries for
-- each dropdown: for its count (up to 1,000 products) and the first products by name among them.
-- Two changes let it read a handful instead (docs/decisions/017-perf-listing.md §Counted words):
--  * product_words' key holds `sort_key` after `word`, so one word's products come in name order
--    and the first by name of each word of a prefix are the first entries of that word;
--  * product_word_list counts each word's products (`products`), so a word held by 1,000
--    products or more gives the capped count without its entries being read.
ALTER TABLE "product_words" DROP CONSTRAINT "product_words_word_product_id_pk";--> statement-breakpoint
ALTER TABLE "product_words" ADD CONSTRAINT "product_words_word_sort_key_product_id_pk" PRIMARY KEY("word","sort_key","product_id");--> statement-breakpoint
ALTER TABLE "product_word_list" ADD COLUMN "products" integer DEFAULT 0 NOT NULL;--> statement-breakpoint

-- The counts change with the entries: a statement's new entries add to their words, its removed
-- ones (a product's words rewritten, or the product deleted: the foreign key's cascade) take
-- away; a word no product holds any more stays with 0.
--
-- A transaction that writes words (these counts, product_words, the search vocabulary's
-- search_words) first takes one transaction-wide advisory lock (shop_words_lock), so two writers
-- never wait for each other's words in opposite orders. An upsert of the import rewrites the
-- words of its new products and of its changed ones in separate steps of one statement (and
-- search_words' row trigger before both): two such statements, or one and a staff edit,
-- deadlocked in the tests, on the counts and already before them on search_words' new words.
-- Only writers of names, codes and withdrawals take it, never an order's stock change.
CREATE FUNCTION shop_words_lock() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('product-words'))
$$;--> statement-breakpoint

-- The search vocabulary (migration 0002) under the same lock: its row trigger runs before the
-- statement triggers that rewrite product_words.
CREATE OR REPLACE FUNCTION shop_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_words_lock();
  INSERT INTO search_words (word)
  SELECT w FROM (SELECT DISTINCT unnest(string_to_array(p.search_text, ' ')) AS w FROM changed_products p) words
  WHERE length(w) BETWEEN 4 AND 40 AND w !~ '[^a-z]'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION shop_collect_search_words_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_words_lock();
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM unnest(string_to_array(NEW.search_text, ' ')) AS w
  WHERE length(w) BETWEEN 4 AND 40 AND w !~ '[^a-z]'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION shop_word_list_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_words_lock();
  INSERT INTO product_word_list AS l (word, products)
  SELECT word, count(*) FROM new_words GROUP BY word ORDER BY 1
  ON CONFLICT (word) DO UPDATE SET products = l.products + excluded.products;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION shop_word_list_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_words_lock();
  UPDATE product_word_list l SET products = l.products - d.n
  FROM (SELECT word, count(*)::int AS n FROM old_words GROUP BY word) d
  WHERE l.word = d.word;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER "product_words_word_list_delete" AFTER DELETE ON "product_words"
  REFERENCING OLD TABLE AS old_words FOR EACH STATEMENT EXECUTE FUNCTION shop_word_list_words_deleted();--> statement-breakpoint

-- A product's words are rewritten under the same lock, taken before anything is changed.
CREATE OR REPLACE FUNCTION shop_words_refresh(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM shop_words_lock();
  DELETE FROM product_words WHERE product_id = ANY(ids);
  INSERT INTO product_words (word, product_id, sort_key)
  SELECT DISTINCT w.word, s.product_id, s.search_text
  FROM product_search s, regexp_split_to_table(s.search_text, ' ') AS w(word)
  WHERE s.product_id = ANY(ids) AND s.active AND length(w.word) >= 3;
END $$;--> statement-breakpoint

-- Every product afresh, in the primary key's order, so the index is appended to.
CREATE OR REPLACE FUNCTION shop_words_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_words;
  INSERT INTO product_words (word, product_id, sort_key)
  SELECT DISTINCT w.word COLLATE "C", s.product_id, s.search_text
  FROM product_search s, regexp_split_to_table(s.search_text, ' ') AS w(word)
  WHERE s.active AND length(w.word) >= 3
  ORDER BY 1, 3, 2;
END $$;--> statement-breakpoint

-- The list afresh from product_words, with its counts (a bulk load that ran without triggers).
CREATE OR REPLACE FUNCTION shop_word_list_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_word_list;
  INSERT INTO product_word_list (word, products) SELECT word, count(*) FROM product_words GROUP BY word ORDER BY 1;
END $$;--> statement-breakpoint
SELECT shop_word_list_rebuild();--> statement-breakpoint
ANALYZE product_word_list;
