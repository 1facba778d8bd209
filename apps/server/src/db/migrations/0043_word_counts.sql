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
-- away. Each statement changes the counts in word order, one row per word, so two writers meet
-- their common words in the same order (no deadlock between them), and a word no product holds
-- any more stays with 0.
CREATE OR REPLACE FUNCTION shop_word_list_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_word_list AS l (word, products)
  SELECT word, count(*) FROM new_words GROUP BY word ORDER BY 1
  ON CONFLICT (word) DO UPDATE SET products = l.products + excluded.products;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION shop_word_list_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM product_word_list l WHERE l.word IN (SELECT word FROM old_words) ORDER BY l.word FOR UPDATE;
  UPDATE product_word_list l SET products = l.products - d.n
  FROM (SELECT word, count(*)::int AS n FROM old_words GROUP BY word) d
  WHERE l.word = d.word;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER "product_words_word_list_delete" AFTER DELETE ON "product_words"
  REFERENCING OLD TABLE AS old_words FOR EACH STATEMENT EXECUTE FUNCTION shop_word_list_words_deleted();--> statement-breakpoint

-- A product's words are rewritten as a removal and an insertion, two statements: the counts of
-- every word of both are locked first, in one statement and in word order, so a writer never
-- holds a word the other needs while waiting for one the other holds.
CREATE OR REPLACE FUNCTION shop_words_refresh(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM product_word_list l
  WHERE l.word IN (
    SELECT w.word FROM product_words w WHERE w.product_id = ANY(ids)
    UNION
    SELECT t.word COLLATE "C"
    FROM product_search s, regexp_split_to_table(s.search_text, ' ') AS t(word)
    WHERE s.product_id = ANY(ids) AND s.active AND length(t.word) >= 3)
  ORDER BY l.word FOR UPDATE;
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
